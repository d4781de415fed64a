#!/usr/bin/env bash
# Run inside a session bus (dbus-run-session): starts `mynd agent`, lets it settle for 2 s, then
# counts the CPU ticks it consumes over SECONDS (utime + stime, fields 14 and 15 of
# /proc/PID/stat) and reads its resident memory at the end (VmRSS; VmHWM is the peak); then
# sends SIGTERM (what systemd's stop sends) and times until the process is gone.
# Prints one row for table.py: "mynd agent idle Ns|TICKS|RSS_MIB|HWM_MIB|STOP_MS".
# Usage: agent-idle.sh MYND SECONDS   (MYND_HOME set by the caller)
set -euo pipefail
mynd=$1 seconds=$2
"$mynd" agent >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
sleep 2
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
kib() { awk -v key="$1:" '$1 == key {print $2}' "/proc/$pid/status"; }
before=$(ticks)
sleep "$seconds"
after=$(ticks)
mib() { python3 -c "print(round($1 / 1024, 1))"; }
rss=$(mib "$(kib VmRSS)") hwm=$(mib "$(kib VmHWM)")
start=$(date +%s%N)
kill -TERM $pid
# Until it is gone, or a zombie waiting for this script's `wait`: either way it has stopped.
while [ -e "/proc/$pid" ] && ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null; do sleep 0.005; done
stop=$(( ($(date +%s%N) - start) / 1000000 ))
wait $pid 2>/dev/null || true
echo "mynd agent idle ${seconds}s|$((after - before))|$rss|$hwm|$stop"
