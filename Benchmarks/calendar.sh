#!/usr/bin/env bash
# `mynd run refresh` with a calendar of 2,400 events beside the same refresh without one, on
# the generated 10k graph: the window is read from SQLite, so a refresh whose source is not
# due should cost about what one without a calendar does (bar: within 2x). Also measured: the
# refresh that reads the source (due: libical parses all 2,400 events and expands the weekly
# ones), which happens once per `[calendar] refresh` (15 min).
# Usage: Benchmarks/calendar.sh [--quick]   (builds mynd in release mode, as run.sh does;
# run.sh calls it with the binary and its 10k database: calendar.sh MYND DATABASE RUNS WARMUP)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export TZ=UTC MYND_NOW=2026-11-21T10:00:00Z
unset ANTHROPIC_API_KEY ANTHROPIC_BASE_URL CREDENTIALS_DIRECTORY
if [ $# -ge 2 ]; then
    mynd=$1; pristine=$2; runs=${3:-10}; warmup=${4:-3}
else
    runs=10; warmup=3; [ "${1:-}" = "--quick" ] && runs=3 && warmup=1
    release=${RELEASE:--c release -Xswiftc -static-stdlib}
    swift build $release --product mynd >/dev/null
    mynd=$(swift build $release --show-bin-path)/mynd
    python3 Benchmarks/generate.py 10000 "$work/g.json" >/dev/null
    mkdir -p "$work/import"
    printf '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n' > "$work/import/config.toml"
    MYND_HOME="$work/import" "$mynd" import "$work/g.json" >/dev/null
    sqlite3 "$work/import/mynd.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
    pristine="$work/import/mynd.sqlite"
fi
home="$work/home"; mkdir -p "$home/calendars/work"; export MYND_HOME="$home"
python3 Benchmarks/calendar-feed.py "$home/calendars/work/export.ics" 2400 2026-11-21
plain='[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n'
with_calendar="$plain[calendar]\nsources = [\"$home/calendars/work\"]\n"

median() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"; }
rss() { /usr/bin/time -f '%M' -o "$work/rss" "$@" >/dev/null 2>&1 || true; python3 -c "print(round(int(open('$work/rss').read().split()[-1])/1024, 1))"; }
bench() { # name, database to start from, config
    local name=$1 db=$2 config=$3
    printf "$config" > "$home/config.toml"
    local prepare="cp $db $home/mynd.sqlite; rm -f $home/mynd.sqlite-wal $home/mynd.sqlite-shm; sync $home/mynd.sqlite"
    hyperfine -N --style none --runs "$runs" --warmup "$warmup" --prepare "bash -c '$prepare'" \
        --export-json "$work/h.json" -- "$mynd run refresh" >/dev/null
    bash -c "$prepare"
    local ms; ms=$(python3 -c "print(round($(median "$work/h.json")*1000, 1))")
    echo "$name|$ms|$(rss "$mynd" run refresh)"
}

# The window read once (the source then not due for 15 min): only the calendar's tables are
# carried into a copy of the pristine database, so both runs plan the same nudge.
cp "$pristine" "$work/read.sqlite"
printf "$with_calendar" > "$home/config.toml"
cp "$work/read.sqlite" "$home/mynd.sqlite"; rm -f "$home"/mynd.sqlite-{wal,shm}
"$mynd" run refresh >/dev/null 2>&1
cp "$pristine" "$work/window.sqlite"
sqlite3 "$work/window.sqlite" "ATTACH '$home/mynd.sqlite' AS r;
    INSERT INTO calendar_source SELECT * FROM r.calendar_source; INSERT INTO calendar_event SELECT * FROM r.calendar_event;
    DETACH r; PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
events=$(sqlite3 "$work/window.sqlite" "SELECT count(*) FROM calendar_event")
echo "## calendar: 10000 nodes, a feed of 2400 events ($events instances in the window)"
bench "mynd run refresh, no calendar" "$pristine" "$plain"
bench "mynd run refresh, calendar not due (window in SQLite)" "$work/window.sqlite" "$with_calendar"
bench "mynd run refresh, calendar due (2400 events parsed)" "$pristine" "$with_calendar"

# A feed of 80,000 events (19 MB; mynd reads up to 32 MB), parsed whole: it must fit the
# refresh's budget (asking libical for the n-th event from the first, each time, took minutes).
python3 Benchmarks/calendar-feed.py "$home/calendars/work/export.ics" 80000 2026-11-21
runs=3; warmup=1
bench "mynd run refresh, calendar due (80000 events, 19 MB, parsed)" "$pristine" "$with_calendar"
