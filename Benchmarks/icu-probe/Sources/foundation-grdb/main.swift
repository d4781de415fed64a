import ProbeChecks

try runChecks()
