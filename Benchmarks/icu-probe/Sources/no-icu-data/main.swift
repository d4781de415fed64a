import EmptyICUData
import ProbeChecks

print("icu data: an empty package (\(mynd_probe_empty_icu_data()))")
try runChecks()
