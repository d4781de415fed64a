#!/usr/bin/env bash
# Two builds of mynd side by side on the same generated 100k and 10k graphs, in one run:
# snooze, done and refresh (20 runs each, two rounds), import (3 runs), peak RSS.
# Usage: Benchmarks/compare.sh OLD_MYND NEW_MYND   (release builds, as `make bench` makes them)
set -euo pipefail
old=${1:?usage: Benchmarks/compare.sh OLD_MYND NEW_MYND}; new=${2:?usage: Benchmarks/compare.sh OLD_MYND NEW_MYND}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$(dirname "$0")/.."
export TZ=UTC MYND_NOW=2026-11-21T10:00:00Z
python3 Benchmarks/generate.py 100000 $work/g.json --taskwarrior $work/t.json >/dev/null
python3 Benchmarks/generate.py 10000 $work/g10.json --taskwarrior $work/t10.json >/dev/null
home=$work/home; mkdir -p $home; export MYND_HOME=$home
printf '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n' > $home/config.toml
$new import $work/g.json >/dev/null
sqlite3 $home/mynd.sqlite 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
cp $home/mynd.sqlite $work/pristine.sqlite
restore="cp $work/pristine.sqlite $home/mynd.sqlite; rm -f $home/mynd.sqlite-wal $home/mynd.sqlite-shm; sync $home/mynd.sqlite"
action=$(sqlite3 $home/mynd.sqlite "SELECT id FROM node WHERE type='action' AND completedAt IS NULL LIMIT 1")
goal=$(sqlite3 $home/mynd.sqlite "SELECT id FROM node WHERE type='goal' AND completedAt IS NULL ORDER BY lastAccessedAt LIMIT 1")
for round in 1 2; do
hyperfine -N --style basic --runs 20 --warmup 3 --prepare "bash -c '$restore'" \
  -n "old snooze" "$old snooze $goal 2h" -n "new snooze" "$new snooze $goal 2h" \
  -n "old done" "$old done $action" -n "new done" "$new done $action" \
  -n "old refresh" "$old run refresh" -n "new refresh" "$new run refresh" --export-markdown $work/r$round.md >/dev/null
cat $work/r$round.md
done
# import: fresh database each run
imp="rm -rf $work/ih; mkdir -p $work/ih"
for f in g10 g; do
hyperfine -N --style basic --runs 3 --prepare "bash -c '$imp'" \
  -n "old import $f" "env MYND_HOME=$work/ih $old import $work/$f.json" -n "new import $f" "env MYND_HOME=$work/ih $new import $work/$f.json" --export-markdown $work/i$f.md >/dev/null
cat $work/i$f.md
done
for b in old new; do bin=$old; [ $b = new ] && bin=$new; rm -rf $work/ih; mkdir -p $work/ih
  /usr/bin/time -f "$b import 100k peak RSS %M KiB, %e s" env MYND_HOME=$work/ih $bin import $work/g.json >/dev/null; done
for b in old new; do bin=$old; [ $b = new ] && bin=$new; bash -c "$restore"
  /usr/bin/time -f "$b snooze peak RSS %M KiB" $bin snooze $goal 2h >/dev/null; done
