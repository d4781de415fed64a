#!/usr/bin/env bash
# Builds a small graph in a temporary MYND_HOME, moving time with MYND_NOW, then shows it
# and the goals that have gone quiet.
set -euo pipefail
mynd=${1:?usage: demo.sh PATH-TO-MYND}
export MYND_HOME=$(mktemp -d)
export TZ=UTC
# The demo shows the offline path: the fallback texts, whatever key this shell has.
unset ANTHROPIC_API_KEY ANTHROPIC_BASE_URL CREDENTIALS_DIRECTORY
trap 'rm -rf "$MYND_HOME"' EXIT
today=$(date -u +%Y-%m-%d)
ago() { date -u -d "$today 09:00 UTC $1 days ago" +%Y-%m-%dT%H:%M:%SZ; }
id() { sed -n 's/^added [a-z]* \([0-9a-f-]*\):.*/\1/p'; }

echo "\$ mynd init"; "$mynd" init
garden=$(MYND_NOW=$(ago 9) "$mynd" add goal "Plant the vegetable garden" | id)
MYND_NOW=$(ago 9) "$mynd" add action "Buy tomato seeds" --parent "$garden" >/dev/null
MYND_NOW=$(ago 8) "$mynd" add action "Dig the raised bed" --parent "$garden" >/dev/null
shed=$(MYND_NOW=$(ago 8) "$mynd" add thought "The shed is full of old paint cans" | id)
MYND_NOW=$(ago 8) "$mynd" link "$shed" "$garden" --type blocks >/dev/null
spanish=$(MYND_NOW=$(ago 5) "$mynd" capture "I want to speak Spanish with Lucía's family" | id)
lucia=$(MYND_NOW=$(ago 5) "$mynd" add person "Lucía" | id)
MYND_NOW=$(ago 5) "$mynd" link "$spanish" "$lucia" --type mentions >/dev/null
MYND_NOW=$(ago 4) "$mynd" capture "Should I switch to a standing desk?" >/dev/null
run=$(MYND_NOW=$(ago 1) "$mynd" add goal "Run a 10k before spring" | id)
MYND_NOW=$(ago 1) "$mynd" add action "Run 3 km on Saturday" --parent "$run" >/dev/null

echo; echo "\$ mynd list"; "$mynd" list
echo; echo "\$ mynd list --stale      # goals untouched for more than 3 days"; "$mynd" list --stale
echo; echo "\$ mynd show $garden"; "$mynd" show "$garden"
echo; echo "\$ mynd run refresh --dry-run --at 23:30   # what a night-time run would do, and why"
"$mynd" run refresh --dry-run --at "$(date -u -d "$today 23:30" +%Y-%m-%dT%H:%M:%SZ)"
echo; echo "\$ mynd run refresh        # the 15-minute timer job: one follow-up, the best-ranked"
MYND_NOW=$(date -u -d "$today 10:00" +%Y-%m-%dT%H:%M:%SZ) "$mynd" run refresh 2>&1
echo; echo "\$ mynd run digest         # the morning insight"
MYND_NOW=$(date -u -d "$today 10:05" +%Y-%m-%dT%H:%M:%SZ) "$mynd" run digest 2>&1
echo; echo "\$ mynd followups"; MYND_NOW=$(date -u -d "$today 10:10" +%Y-%m-%dT%H:%M:%SZ) "$mynd" followups
echo; echo "\$ mynd status"; MYND_NOW=$(date -u -d "$today 10:10" +%Y-%m-%dT%H:%M:%SZ) "$mynd" status
