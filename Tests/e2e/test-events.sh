#!/usr/bin/env bash
# Issue 27, event marks at 80x24: --events marks a moment (▲) and a range (├…┤) on the X axis;
# [ and ] put the indicator on the previous and next event, the status line and the tooltip
# name it; an event outside the data is counted in a note; Tab still switches chart sets. A bad
# events file: one line naming its line and column, exit 65, the terminal restored.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/days.csv"
{
  echo "date,Joined,Left"
  for day in $(seq 1 28); do
    printf '2021-02-%02d,%d,%d\n' "$day" $((100 + day * 10)) $((50 + day % 7))
  done
} >"$csv"
events="$E2E_TMP/events.csv"
printf 'time,end,label\n2021-02-06,,deploy v2\n2021-02-15,2021-02-18,sale\n2022-01-01,,far\n' >"$events"

axis() { e2e_screen | grep -m1 'Feb 8'; }

e2e_start 80 24
e2e_run_tchart "$csv" --events "$events"
e2e_wait_braille
e2e_wait_for '1 of 3 events outside'
e2e_settle
axis | grep -q '▲' || e2e_fail "no moment on the X axis: '$(axis)'"
axis | grep -q '├.*┤' || e2e_fail "no range on the X axis: '$(axis)'"

e2e_keys '['
e2e_wait_for '▲ sale  2/3'
e2e_settle
e2e_screen | grep -q 'Mon, Feb 15 2021  ▲ sale' || e2e_fail "no label in the tooltip: $(e2e_screen)"
e2e_keys '['
e2e_wait_for '▲ deploy v2  1/3'
e2e_keys ']'
e2e_wait_for '▲ sale  2/3'
e2e_keys ']'
e2e_wait_for 'After the last sample'
e2e_keys q
e2e_wait_exit 0

# A bad row: one line, exit 65, the terminal restored.
printf '2021-02-06,deploy\nsoon,bad\n' >"$E2E_TMP/bad.csv"
e2e_run_tchart "$csv" --events "$E2E_TMP/bad.csv"
e2e_wait_exit 65
e2e_screen | grep -qF "tchart: $E2E_TMP/bad.csv:2:1: \"soon\" is no time" ||
  e2e_fail "no one-line error: $(e2e_screen)"
[ "$(e2e_screen | grep -c '^tchart:')" = 1 ] || e2e_fail "more than one error line: $(e2e_screen)"
exit 0
