#!/usr/bin/env python3
"""Turns Benchmarks/run.sh's rows into the markdown table of BENCHMARKS.md, with the
mynd/Taskwarrior ratios and each target from issue 7 checked."""
import re
import sys

rows, section, agents = {}, None, []
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.strip()
    if line.startswith("## "):
        section = line[3:]
        continue
    if "|" in line and section == "agent":
        name, ticks, rss, hwm, *stop = line.split("|")
        agents.append((name, int(ticks), float(rss), float(hwm), stop[0] if stop else None))
    elif "|" in line:
        name, ms, mib = line.split("|")
        rows[(section, name)] = (float(ms), float(mib))

def find(prefix, name):
    for (sec, n), value in rows.items():
        if sec.startswith(prefix) and n == name:
            return value, sec
    return None, None

def size(section):
    return int(re.match(r"(\d+)", section).group(1))

pairs = {"mynd snooze ID 2h": "task UUID modify wait:tomorrow", "mynd done ID": "task UUID done",
         "mynd list --stale --json": "task count", "mynd import (whole file)": "task import (whole file)"}
print(f"Taskwarrior: {sys.argv[2] or 'not found'}\n")
print("| graph | command | median wall | peak RSS | Taskwarrior (10k tasks) | ratio mynd/task |")
print("|---|---|---:|---:|---|---:|")
for (sec, name), (ms, mib) in rows.items():
    if sec.startswith("taskwarrior") or sec == "agent":
        continue
    other = ""
    ratio = ""
    if name in pairs:
        value, _ = find("taskwarrior", pairs[name])
        if value:
            other = f"`{pairs[name]}` {value[0]} ms, {value[1]} MiB"
            ratio = f"{ms / value[0]:.2f}"
    extra = ""
    if "import" in name and not name.startswith("task"):
        extra = f" ({size(sec) / ms * 1000:,.0f} nodes/s)"
    print(f"| {sec} | `{name}` | {ms} ms{extra} | {mib} MiB | {other} | {ratio} |")

for name, ticks, rss, hwm, stop in agents:
    stopped = f"; stopped {stop} ms after SIGTERM" if stop else ""
    print(f"\n`{name}` (on the largest graph): {ticks} CPU ticks, {rss} MiB RSS at the end ({hwm} MiB peak){stopped}")

print("\nTargets (issue 7), at 100k nodes:\n")
def check(label, ok, detail):
    print(f"- {'met' if ok else 'MISSED'}: {label} — {detail}")
big = next((s for (s, _) in rows if s.startswith("100000")), None)
small = next((s for (s, _) in rows if s.startswith("10000 ")), None)
if big:
    for name in ("mynd snooze ID 2h", "mynd done ID"):
        ms, mib = rows[(big, name)]
        check(f"`{name}` ≤ 12 ms, ≤ 24 MiB", ms <= 12 and mib <= 24, f"{ms} ms, {mib} MiB")
    ms, mib = rows[(big, "mynd run refresh")]
    check("`mynd run refresh` ≤ 40 ms, ≤ 32 MiB", ms <= 40 and mib <= 32, f"{ms} ms, {mib} MiB")
    if small:
        ratio = ms / rows[(small, "mynd run refresh")][0]
        check("refresh time(100k)/time(10k) ≤ 1.3", ratio <= 1.3, f"{ratio:.2f}")
        same = next((v for (sec, n), v in rows.items() if sec == big and n.startswith("mynd run refresh (")), None)
        if same:
            print(f"  (with as many stale goals as the 10k graph: {same[0] / rows[(small, 'mynd run refresh')][0]:.2f})")
    ms, _ = rows[(big, "mynd import (whole file)")]
    rate = size(big) / ms * 1000
    check("import ≥ 320k nodes/s", rate >= 320_000, f"{rate:,.0f} nodes/s")
    print("\nTargets (issue 15), at 100k nodes:\n")
    modify, _ = find("taskwarrior", "task UUID modify wait:tomorrow")
    for name in ("mynd snooze ID 2h", "mynd done ID"):
        ms, _ = rows[(big, name)]
        check(f"`{name}` ≤ 15 ms", ms <= 15, f"{ms} ms")
        if modify:
            check(f"`{name}` ≥ 5× faster than `task modify`", modify[0] >= 5 * ms, f"{modify[0] / ms:.1f}×")
    ms, _ = rows[(big, "mynd run refresh")]
    check("`mynd run refresh` ≤ 40 ms", ms <= 40, f"{ms} ms")
    imp, imp_mib = rows[(big, "mynd import (whole file)")]
    floor = rows.get((big, "sqlite floor import (whole file)"))
    if floor:
        check("import within 1.5× of the SQLite floor", imp <= 1.5 * floor[0], f"{imp / floor[0]:.2f}× ({imp} ms to {floor[0]} ms)")
    check("import peak ≤ 300 MiB", imp_mib <= 300, f"{imp_mib} MiB" + (f" (the floor script: {floor[1]} MiB)" if floor else ""))
else:
    print("- (quick run: 10k only, targets not checked)")
if agents and big:
    name, ticks, rss, *_ = agents[0]
    check("`mynd agent` idle 60 s: 0 CPU ticks, ≤ 20 MiB RSS", ticks == 0 and rss <= 20, f"{ticks} ticks, {rss} MiB")
for name, ticks, *_ in agents[1:]:
    print("\nTargets (issue 27):\n")
    check("`mynd agent` at rest 60 s with presence watched: 0 CPU ticks", ticks == 0, f"{ticks} ticks ({name})")
calendar = next((s for (s, _) in rows if s.startswith("calendar")), None)
if calendar:
    print("\nTarget (the calendar), at 10k nodes:\n")
    plain = rows[(calendar, "mynd run refresh, no calendar")][0]
    window = rows[(calendar, "mynd run refresh, calendar not due (window in SQLite)")][0]
    due = rows[(calendar, "mynd run refresh, calendar due (2400 events parsed)")][0]
    check("refresh with a 2,400-event calendar ≤ 2× refresh without", window <= 2 * plain,
          f"{window / plain:.2f}× ({window} ms to {plain} ms); reading the feed when due: {due / plain:.2f}× ({due} ms)")
