#!/usr/bin/env bash
# Builds mynd in release mode, generates graphs of 10k and 100k nodes, and measures mynd and
# Taskwarrior side by side: whole-process wall time (hyperfine: median of >= 10 runs after
# warm-up) and peak RSS (/usr/bin/time -v), and `mynd agent` at rest (CPU ticks, RSS). Writes the table to Benchmarks/results.md and
# prints it. Usage: Benchmarks/run.sh [--quick]   (--quick: 10k only, 3 runs: a smoke test)
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0; [ "${1:-}" = "--quick" ] && quick=1
runs=10; warmup=3; sizes="10000 100000"
[ $quick = 1 ] && runs=3 && warmup=1 && sizes="10000"

# RELEASE: the build flags `make install` uses (the Makefile passes them).
release=${RELEASE:--c release -Xswiftc -static-stdlib}
swift build $release --product mynd >/dev/null
mynd=$(swift build $release --show-bin-path)/mynd
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export TZ=UTC MYND_NOW=2026-11-21T10:00:00Z
unset ANTHROPIC_API_KEY ANTHROPIC_BASE_URL CREDENTIALS_DIRECTORY
results="$work/rows.md"; : > "$results"
# Stale goals at MYND_NOW: open goals untouched for 3 days (stale_after's default).
now_ms=$(python3 -c 'import datetime,os; print(int(datetime.datetime.fromisoformat(os.environ["MYND_NOW"].replace("Z", "+00:00")).timestamp() * 1000))')
stale="type = 'goal' AND completedAt IS NULL AND lastAccessedAt < $((now_ms - 3 * 86400000))"
first_stale=""

# median seconds of a hyperfine run, from its JSON export
median() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"; }
# peak RSS in MiB of one run of a command
rss() { /usr/bin/time -f '%M' -o "$work/rss" "$@" >/dev/null 2>&1 || true; python3 -c "print(round(int(open('$work/rss').read().split()[-1])/1024, 1))"; }
bench() { # name, prepare, command...
    local name=$1 prepare=$2; shift 2
    # -N: no shell around the measured command (its start-up is not mynd's); the preparation
    # is a shell line, so it gets one of its own.
    hyperfine -N --style none --runs $runs --warmup $warmup --prepare "bash -c '$prepare'" \
        --export-json "$work/h.json" -- "$*" >/dev/null
    bash -c "$prepare" >/dev/null 2>&1
    local ms; ms=$(python3 -c "print(round($(median "$work/h.json")*1000, 1))")
    local mib; mib=$(rss bash -c "$*")
    echo "$name|$ms|$mib"
}

# An empty database with mynd's schema, for the import floor.
MYND_HOME="$work/empty" "$mynd" list >/dev/null 2>&1 || { mkdir -p "$work/empty"; MYND_HOME="$work/empty" "$mynd" list >/dev/null; }
cp "$work/empty/mynd.sqlite" "$work/empty.sqlite"
for n in $sizes; do
    python3 Benchmarks/generate.py "$n" "$work/g$n.json" --taskwarrior "$work/t$n.json"
    home="$work/home$n"; mkdir -p "$home"; export MYND_HOME="$home"
    printf '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n' > "$home/config.toml"
    "$mynd" import "$work/g$n.json" >/dev/null
    sqlite3 "$home/mynd.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
    cp "$home/mynd.sqlite" "$work/pristine$n.sqlite"
    # The copy's pages are written back before the measured run (sync FILE: fsync of that
    # file only), so mynd's own commit does not wait for the harness's 140 MB copy.
    restore="cp $work/pristine$n.sqlite $home/mynd.sqlite; rm -f $home/mynd.sqlite-wal $home/mynd.sqlite-shm; sync $home/mynd.sqlite"
    # An open action and a stale goal, by their ids.
    action=$(sqlite3 "$home/mynd.sqlite" "SELECT id FROM node WHERE type='action' AND completedAt IS NULL LIMIT 1")
    goal=$(sqlite3 "$home/mynd.sqlite" "SELECT id FROM node WHERE type='goal' AND completedAt IS NULL ORDER BY lastAccessedAt LIMIT 1")
    goals=$(sqlite3 "$home/mynd.sqlite" "SELECT count(*) FROM node WHERE type='goal'")
    stale_goals=$(sqlite3 "$home/mynd.sqlite" "SELECT count(*) FROM node WHERE $stale")
    # The larger graph once more with only as many stale goals as the first one (the others
    # touched an hour ago): what refresh costs for the graph's size alone.
    if [ -z "$first_stale" ]; then first_stale=$stale_goals; fi
    cp "$work/pristine$n.sqlite" "$work/same$n.sqlite"
    sqlite3 "$work/same$n.sqlite" "UPDATE node SET lastAccessedAt = $((now_ms - 3600000)) WHERE $stale AND id NOT IN
        (SELECT id FROM node WHERE $stale ORDER BY lastAccessedAt LIMIT $first_stale); PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
    same="cp $work/same$n.sqlite $home/mynd.sqlite; rm -f $home/mynd.sqlite-wal $home/mynd.sqlite-shm; sync $home/mynd.sqlite"
    edges=$(sqlite3 "$home/mynd.sqlite" "SELECT count(*) FROM edge")
    {
        echo "## $n nodes, $edges edges, $goals goals ($stale_goals stale)"
        bench "mynd snooze ID 2h" "$restore" "$mynd" snooze "$goal" 2h
        bench "mynd done ID" "$restore" "$mynd" done "$action"
        bench "mynd list --stale --json" "$restore" "$mynd" list --stale --json
        bench "mynd run refresh" "$restore" "$mynd" run refresh
        if [ "$stale_goals" != "$first_stale" ]; then
            bench "mynd run refresh ($first_stale stale goals)" "$same" "$mynd" run refresh
        fi
        bench "mynd import (whole file)" "rm -f $home/mynd.sqlite*" "$mynd" import "$work/g$n.json"
        # The floor: the same rows into the same (empty, mynd-made) schema with nothing but
        # SQLite, from Python (Benchmarks/import-floor.py).
        bench "sqlite floor import (whole file)" "rm -f $work/floor.db*" python3 Benchmarks/import-floor.py "$work/empty.sqlite" "$work/g$n.json" "$work/floor.db"
    } >> "$results"
    # A calendar of 2,400 events on the same graph (Benchmarks/calendar.sh).
    if [ "$n" = 10000 ]; then Benchmarks/calendar.sh "$mynd" "$work/pristine$n.sqlite" "$runs" "$warmup" >> "$results"; fi
    if [ "$n" = 10000 ]; then
        export TASKDATA="$work/task" TASKRC="$work/taskrc"
        printf 'data.location=%s\nconfirmation=off\nverbose=nothing\nrecurrence=off\ngc=off\n' "$TASKDATA" > "$TASKRC"
        rm -rf "$TASKDATA"; mkdir -p "$TASKDATA"; task import "$work/t$n.json" >/dev/null 2>&1
        cp -r "$TASKDATA" "$work/task-pristine"
        trestore="rm -rf $TASKDATA; cp -r $work/task-pristine $TASKDATA"
        tid=$(task _uuids 2>/dev/null | awk "NR == 1")
        {
            echo "## taskwarrior, $n tasks"
            bench "task UUID modify wait:tomorrow" "$trestore" task "$tid" modify wait:tomorrow
            bench "task UUID done" "$trestore" task "$tid" done
            bench "task count" "$trestore" task count
            bench "task import (whole file)" "rm -rf $TASKDATA; mkdir -p $TASKDATA" task import "$work/t$n.json"
        } >> "$results"
    fi
done
# The agent at rest on the largest graph, in a session bus of its own (no notification server:
# nothing to show, so it should do nothing at all).
idle=60; [ $quick = 1 ] && idle=5
{
    echo "## agent"
    dbus-run-session -- Benchmarks/agent-idle.sh "$mynd" "$idle" 2>/dev/null
    # The same while it watches presence: logind and the screen saver on its buses (issue 27).
    dbus-run-session -- Benchmarks/agent-presence.sh "$mynd" "$idle" 2>/dev/null
} >> "$results"
python3 Benchmarks/table.py "$results" "$(task --version 2>/dev/null | head -1)" | tee Benchmarks/results.md
