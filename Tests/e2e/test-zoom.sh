#!/usr/bin/env bash
# Stage-2 folders: Enter zooms into the day under the indicator and Backspace comes back with
# the overview's window; a percentage chart's Enter shows a pie of the window with % labels.
# Skipped with a message when the contest data is absent.
source "$(dirname "$0")/lib.sh"

data=${TCHART_DATA:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/data}
if [ ! -d "$data/telegram-2019-stage2/3" ]; then
  echo "skipped: no contest data at $data (set TCHART_DATA)"
  exit 0
fi

e2e_start 100 30
e2e_run_tchart "$data/telegram-2019-stage2/3"
e2e_wait_for '1/1  3  ·  Apr 7 2018 – Apr 6 2019'
e2e_wait_for 'Enter: zoom into the day'
# Move the window off the default so that coming back is a real check.
shown=$(e2e_screen_ansi)
e2e_keys + + H
e2e_wait_change "$shown"
e2e_settle
before=$(e2e_screen | head -1)
e2e_keys Enter
e2e_wait_for '3 · '
e2e_screen | head -1 | grep -q '3 · .* 2019' || e2e_fail "the title does not name the day"
e2e_keys BSpace
e2e_wait_for "$before"
[ "$(e2e_screen | head -1)" = "$before" ] || e2e_fail "the overview's title and window did not come back"
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart "$data/telegram-2019-stage2/5"
e2e_wait_for '1/1  5'
e2e_wait_for '100%'
e2e_keys Enter
e2e_wait_for 'Bksp: close the pie'
e2e_settle
labels=$(e2e_screen | grep -oE '[0-9]+%' | sed 's/%//')
[ -n "$labels" ] || e2e_fail "no % labels on the pie"
sum=0
for label in $labels; do sum=$((sum + label)); done
# Every slice's label is drawn at this size: they add up to 100.
[ "$sum" = 100 ] || e2e_fail "pie labels add up to $sum, not 100"
e2e_keys BSpace
e2e_wait_for '100%'
e2e_keys q
e2e_wait_exit 0
exit 0
