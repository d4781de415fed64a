#!/usr/bin/env bash
# Two builds of mynd side by side on the same generated graphs, in one run (the VM's speed
# moves ±20 % between runs, so only a comparison inside one run says what a change did):
#   - snooze, done and refresh at 100k nodes (478 stale goals), and refresh on a 100k graph
#     with 3,500 stale goals (`generate.py --quiet 0.78`): hyperfine, 20 runs, two rounds;
#   - `list` while a refresh of each build is running for about 20 s (MYND_JOB_STEP_DELAY);
#   - import of the 10k and 100k files (3 runs), peak RSS against the SQLite floor script;
#   - the write transactions each command commits (new build: MYND_TEST_TRACE_WRITES).
# Each build works on a database it imported itself: a newer schema is refused by an older
# mynd, as it should be.
# Usage: Benchmarks/compare.sh OLD_MYND NEW_MYND   (release builds, as `make bench` makes them)
set -euo pipefail
old=${1:?usage: Benchmarks/compare.sh OLD_MYND NEW_MYND}; new=${2:?usage: Benchmarks/compare.sh OLD_MYND NEW_MYND}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$(dirname "$0")/.."
export TZ=UTC MYND_NOW=2026-11-21T10:00:00Z
python3 Benchmarks/generate.py 100000 $work/g.json --taskwarrior $work/t.json >/dev/null
python3 Benchmarks/generate.py 100000 $work/q.json --quiet 0.78 >/dev/null
python3 Benchmarks/generate.py 10000 $work/g10.json --taskwarrior $work/t10.json >/dev/null

# pristine DB per build and graph: $work/<build>-<graph>.sqlite
for build in old new; do
  bin=$old; [ $build = new ] && bin=$new
  for graph in g q; do
    home=$work/$build-$graph; mkdir -p $home
    printf '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n' > $home/config.toml
    MYND_HOME=$home $bin import $work/$graph.json >/dev/null
    MYND_HOME=$home $bin status >/dev/null   # any migration done before the clock starts
    sqlite3 $home/mynd.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
    cp $home/mynd.sqlite $work/$build-$graph.sqlite
  done
done
restore() { echo "cp $work/$1-$2.sqlite $work/$1-$2/mynd.sqlite; rm -f $work/$1-$2/mynd.sqlite-wal $work/$1-$2/mynd.sqlite-shm; sync $work/$1-$2/mynd.sqlite"; }
stale=$(sqlite3 $work/new-q.sqlite "SELECT count(*) FROM node WHERE type='goal' AND completedAt IS NULL AND lastAccessedAt < strftime('%s','2026-11-18T10:00:00')*1000")
echo "graphs: 100k nodes ($(sqlite3 $work/new-g.sqlite "SELECT count(*) FROM node WHERE type='goal' AND completedAt IS NULL AND lastAccessedAt < strftime('%s','2026-11-18T10:00:00')*1000") stale goals) and 100k nodes ($stale stale goals)"
action=$(sqlite3 $work/new-g.sqlite "SELECT id FROM node WHERE type='action' AND completedAt IS NULL LIMIT 1")
goal=$(sqlite3 $work/new-g.sqlite "SELECT id FROM node WHERE type='goal' AND completedAt IS NULL ORDER BY lastAccessedAt LIMIT 1")

# The binary's own start: what no command can go below.
hyperfine -N --style basic --runs 30 --warmup 3 -n "old --version" "$old --version" -n "new --version" "$new --version" \
  --export-markdown $work/v.md >/dev/null
cat $work/v.md

for round in 1 2; do
  hyperfine -N --style basic --runs 20 --warmup 3 \
    --prepare "bash -c '$(restore old g)'" -n "old snooze" "env MYND_HOME=$work/old-g $old snooze $goal 2h" \
    --prepare "bash -c '$(restore new g)'" -n "new snooze" "env MYND_HOME=$work/new-g $new snooze $goal 2h" \
    --prepare "bash -c '$(restore old g)'" -n "old done" "env MYND_HOME=$work/old-g $old done $action" \
    --prepare "bash -c '$(restore new g)'" -n "new done" "env MYND_HOME=$work/new-g $new done $action" \
    --prepare "bash -c '$(restore old g)'" -n "old refresh" "env MYND_HOME=$work/old-g $old run refresh" \
    --prepare "bash -c '$(restore new g)'" -n "new refresh" "env MYND_HOME=$work/new-g $new run refresh" \
    --prepare "bash -c '$(restore old q)'" -n "old refresh ($stale stale)" "env MYND_HOME=$work/old-q $old run refresh" \
    --prepare "bash -c '$(restore new q)'" -n "new refresh ($stale stale)" "env MYND_HOME=$work/new-q $new run refresh" \
    --export-markdown $work/r$round.md >/dev/null
  cat $work/r$round.md
done

# `list` while a refresh is running: the refresh pauses 5 s before each step (about 20 s).
for build in old new; do
  bin=$old; [ $build = new ] && bin=$new
  bash -c "$(restore $build g)"
  MYND_HOME=$work/$build-g MYND_JOB_STEP_DELAY=5 MYND_JOB_BUDGET=30 $bin run refresh --force >/dev/null 2>&1 &
  job=$!
  sleep 1
  hyperfine -N --style basic --runs 20 --warmup 1 -n "$build list during a running refresh" \
    "env MYND_HOME=$work/$build-g $bin list --stale --json" --export-markdown $work/l$build.md >/dev/null
  kill -0 $job 2>/dev/null && echo "$build: the refresh was still running after the list runs" || echo "$build: the refresh ended before the list runs did"
  wait $job || true
  cat $work/l$build.md
done

# import: fresh database each run
imp="rm -rf $work/ih; mkdir -p $work/ih"
for f in g10 g; do
  hyperfine -N --style basic --runs 3 --prepare "bash -c '$imp'" \
    -n "old import $f" "env MYND_HOME=$work/ih $old import $work/$f.json" -n "new import $f" "env MYND_HOME=$work/ih $new import $work/$f.json" \
    --export-markdown $work/i$f.md >/dev/null
  cat $work/i$f.md
done
rm -rf $work/ih; mkdir -p $work/ih; MYND_HOME=$work/ih $new init >/dev/null; cp $work/ih/mynd.sqlite $work/empty.sqlite
/usr/bin/time -f "floor (Benchmarks/import-floor.py) 100k peak RSS %M KiB, %e s" python3 Benchmarks/import-floor.py $work/empty.sqlite $work/g.json $work/floor.db
for b in old new; do bin=$old; [ $b = new ] && bin=$new; rm -rf $work/ih; mkdir -p $work/ih
  /usr/bin/time -f "$b import 100k peak RSS %M KiB, %e s" env MYND_HOME=$work/ih $bin import $work/g.json >/dev/null; done
for b in old new; do bin=$old; [ $b = new ] && bin=$new; bash -c "$(restore $b g)"
  /usr/bin/time -f "$b snooze peak RSS %M KiB" env MYND_HOME=$work/$b-g $bin snooze $goal 2h >/dev/null; done

# What each command of the new build writes: one line a committed write transaction.
count() { bash -c "$(restore new $1)"; shift; MYND_TEST_TRACE_WRITES=1 "$@" 2>&1 >/dev/null | grep -c "write transaction committed" || true; }
echo "write transactions (new): snooze $(count g env MYND_HOME=$work/new-g $new snooze $goal 2h)," \
  "done $(count g env MYND_HOME=$work/new-g $new done $action)," \
  "list $(count g env MYND_HOME=$work/new-g $new list --stale)," \
  "refresh $(count g env MYND_HOME=$work/new-g $new run refresh)"
# A refresh that nudges on two channels (the terminal and the desktop chain, which without a
# session bus ends on the terminal too).
printf '[channels]\nfollowup = ["terminal", "desktop"]\ndigest = ["terminal"]\n' > $work/new-g/config.toml
echo "write transactions (new): refresh nudging on two channels $(count g env MYND_HOME=$work/new-g DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent $new run refresh)"
