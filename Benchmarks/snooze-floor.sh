#!/usr/bin/env bash
# What `mynd snooze` costs against the least a snooze can cost with mynd's parts: CPU time
# (`perf stat -e task-clock`: Debian's linux-perf) of, on a 100k-node graph, one after another,
#   - `mynd --version`: the binary's start;
#   - store-only: GRDB opening the database as mynd does, reading the goal, one write, closing;
#   - with-parser: the same behind ArgumentParser with one small subcommand;
#   - `mynd snooze ID 2h`;
# and, where Taskwarrior is installed, `task UUID modify wait:tomorrow` on 10k tasks. It ends
# with the two ratios the snooze is held to: at most 1.25× with-parser, at most 0.2× task.
# The floors are built from Benchmarks/snooze-floor (its own package), like mynd: release,
# `-static-stdlib`. A fresh copy of the database before each run; min and median of 15.
# Usage: Benchmarks/snooze-floor.sh [MYND]   (default: the release build `make bench` makes)
set -euo pipefail
cd "$(dirname "$0")/.."
release=${RELEASE:--c release -Xswiftc -static-stdlib}
mynd=${1:-}
if [ -z "$mynd" ]; then
    swift build $release --product mynd >/dev/null
    mynd=$(swift build $release --show-bin-path)/mynd
fi
(cd Benchmarks/snooze-floor && swift build $release >/dev/null)
floors=$(cd Benchmarks/snooze-floor && swift build $release --show-bin-path)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export TZ=UTC MYND_NOW=2026-11-21T10:00:00Z MYND_HOME=$work/home
unset ANTHROPIC_API_KEY ANTHROPIC_BASE_URL CREDENTIALS_DIRECTORY
mkdir -p "$MYND_HOME"
printf '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n' > "$MYND_HOME/config.toml"
python3 Benchmarks/generate.py 100000 "$work/g.json" >/dev/null
"$mynd" import "$work/g.json" >/dev/null
sqlite3 "$MYND_HOME/mynd.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
cp "$MYND_HOME/mynd.sqlite" "$work/pristine.sqlite"
goal=$(sqlite3 "$work/pristine.sqlite" "SELECT id FROM node WHERE type = 'goal' AND completedAt IS NULL ORDER BY lastAccessedAt LIMIT 1")

declare -A least  # each measurement's min CPU ms, by its key, for the ratios
cpu() { # key label command...: min and median CPU ms of 15 runs
    local key=$1 label=$2; shift 2
    local times=()
    for _ in $(seq 15); do
        cp "$work/pristine.sqlite" "$MYND_HOME/mynd.sqlite"
        rm -f "$MYND_HOME/mynd.sqlite-wal" "$MYND_HOME/mynd.sqlite-shm"
        if [ -n "${TASKDATA:-}" ]; then rm -rf "$TASKDATA"; cp -r "$work/task-pristine" "$TASKDATA"; fi
        times+=("$(perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | grep task-clock | cut -d, -f1)")
    done
    mapfile -t times < <(printf '%s\n' "${times[@]}" | sort -n)
    least[$key]=${times[0]}
    awk -v label="$label" -v min="${times[0]}" -v median="${times[7]}" 'BEGIN {printf "| %s | %.1f ms | %.1f ms |\n", label, min, median}'
}
echo "| CPU time, 100k nodes | min | median |"
echo "|---|---:|---:|"
cpu version "mynd --version" "$mynd" --version
cpu store "store-only (GRDB: open, read, write, close)" "$floors/store-only" "$MYND_HOME/mynd.sqlite" "$goal"
cpu parser "with-parser (the same behind ArgumentParser)" "$floors/with-parser" snooze "$MYND_HOME/mynd.sqlite" "$goal" 2h
cpu snooze "mynd snooze ID 2h" "$mynd" snooze "$goal" 2h
if command -v task >/dev/null; then
    python3 Benchmarks/generate.py 10000 "$work/g10k.json" --taskwarrior "$work/t10k.json" >/dev/null
    export TASKDATA=$work/task TASKRC=$work/taskrc
    printf 'data.location=%s\nconfirmation=off\nverbose=nothing\nrecurrence=off\ngc=off\n' "$TASKDATA" > "$TASKRC"
    mkdir -p "$TASKDATA"; task import "$work/t10k.json" >/dev/null 2>&1
    cp -r "$TASKDATA" "$work/task-pristine"
    tid=$(task _uuids 2>/dev/null | awk 'NR == 1')
    cpu task "task UUID modify wait:tomorrow (10k tasks)" task "$tid" modify wait:tomorrow
fi
echo
awk -v s="${least[snooze]}" -v p="${least[parser]}" 'BEGIN {printf "mynd snooze / with-parser (min): %.2f× (bar: at most 1.25×)\n", s / p}'
if [ -n "${least[task]:-}" ]; then
    awk -v s="${least[snooze]}" -v t="${least[task]}" 'BEGIN {printf "mynd snooze / task modify (min): %.2f× (bar: at most 0.2×)\n", s / t}'
fi
