#!/usr/bin/env bash
# Issue 26 at 80x24 on a 3-column CSV: no tooltip box (and no cursor) on open, the legend with
# the last day's values; a click on the second legend token hides Left and keeps its token,
# dimmed and without a value, at the same column; a second click there shows it again; ← shows
# the tooltip on the day before the last; q exits 0.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/three.csv"
{
  echo "date,Joined,Left,Views"
  for day in $(seq 1 28); do
    printf '2021-02-%02d,%d,%d,%d\n' "$day" $((100 + day * 10)) $((50 + day % 7)) $((1000 + day * 100))
  done
} >"$csv"

legend() { e2e_screen | sed -n 23p; }

e2e_start 80 24
e2e_run_tchart "$csv"
e2e_wait_braille
e2e_wait_for '1 Joined 380'
e2e_settle
# Nothing covers the newest data: no box, and the legend has the last day's values.
e2e_screen | grep -q '╭' && e2e_fail "a tooltip box on open"
legend | grep -q '^1 Joined 380  2 Left 50  3 Views 3,800' || e2e_fail "legend on open: '$(legend)'"

# A click on `2 Left` hides Left: its token stays in the same column, without a value.
column_of() { legend | awk -v token="$1" '{ print index($0, token) }'; }
column=$(column_of '2 Left')
[ "$column" -gt 0 ] || e2e_fail "no second legend token: $(legend)"
e2e_mouse press "$column" 23
e2e_mouse release "$column" 23
e2e_wait_for '2 Left  3 Views'
e2e_settle
[ "$(column_of '2 Left')" = "$column" ] || e2e_fail "the hidden token moved: '$(legend)'"
# Dimmed: the token is drawn in the hidden style (SGR 2 or a grey), not the line's colour.
e2e_screen_ansi | sed -n 23p | grep -qE $'\e\\[[0-9;]*(2|90|38;5;24[0-9])[;m][^\e]*2 Left' \
  || e2e_fail "the hidden token is not dimmed"

# A second click on the same cell shows Left again.
e2e_mouse press "$column" 23
e2e_mouse release "$column" 23
e2e_wait_for '2 Left 50'
e2e_settle
legend | grep -q '^1 Joined 380  2 Left 50  3 Views 3,800' || e2e_fail "Left not back: '$(legend)'"
e2e_screen | grep -q '╭' && e2e_fail "a legend click showed the tooltip"

# ← moves the indicator: the tooltip shows, on the day before the last.
e2e_keys Left
e2e_wait_for '╭'
e2e_settle
e2e_screen | grep -q '│ Sat, Feb 27 2021 │' || e2e_fail "no tooltip on Feb 27 after ←"
legend | grep -q '^1 Joined 370  2 Left 56  3 Views 3,700' || e2e_fail "legend after ←: '$(legend)'"

e2e_keys q
e2e_wait_exit 0
exit 0
