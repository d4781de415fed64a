#!/usr/bin/env bash
# Run inside a session bus (dbus-run-session): `mynd agent` at rest while it watches presence —
# logind (python3-dbusmock's template, with this user's session c7, on a dbus-daemon of its own
# that the agent takes for the system bus) and org.freedesktop.ScreenSaver (a mock on the
# session bus) — measured as agent-idle.sh measures it. Prints the same kind of row, named
# "... presence watched".
# Usage: agent-presence.sh MYND SECONDS   (MYND_HOME set by the caller)
set -euo pipefail
mynd=$1 seconds=$2
here=$(cd "$(dirname "$0")/.." && pwd)
folder=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$folder"' EXIT
dbus-daemon --session --nofork --print-address=1 --address="unix:path=$folder/system" > "$folder/address" &
pids+=($!)
for _ in $(seq 50); do [ -s "$folder/address" ] && break; sleep 0.1; done
system=$(head -n 1 "$folder/address")
DBUS_SYSTEM_BUS_ADDRESS=$system /usr/bin/python3 -m dbusmock --system --template logind >/dev/null 2>&1 &
pids+=($!)
/usr/bin/python3 -m dbusmock --session --template "$here/Tests/Servers/freedesktop_screensaver.py" >/dev/null 2>&1 &
pids+=($!)
owned() { dbus-send --bus="$1" --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner "string:$2" 2>/dev/null | grep -q true; }
for _ in $(seq 100); do owned "$system" org.freedesktop.login1 && owned "$DBUS_SESSION_BUS_ADDRESS" org.freedesktop.ScreenSaver && break; sleep 0.1; done
dbus-send --bus="$system" --print-reply --dest=org.freedesktop.login1 /org/freedesktop/login1 \
    org.freedesktop.DBus.Mock.AddSession string:c7 string:seat0 "uint32:$(id -u)" "string:$(id -un)" boolean:true >/dev/null
DBUS_SYSTEM_BUS_ADDRESS=$system XDG_SESSION_ID=c7 "$here/Benchmarks/agent-idle.sh" "$mynd" "$seconds" | sed 's/|/, presence watched|/'
