#!/usr/bin/env bash
# Truecolor: with COLORTERM=truecolor lines are sent in their own 24-bit colour (the sample's
# "Joined" is #3DC23F), without it as the nearest of 256 (71); a colour kept in the inspector
# of a file comes back, still 24-bit, on the next run. `render --color always` follows
# COLORTERM too.
source "$(dirname "$0")/lib.sh"

joined_rgb=$'\e[38;2;61;194;63m'
joined_256=$'\e[38;5;71m'
# The legend row (row 23 of 24) with its colours, up to the name "Joined".
legend_mark() { e2e_screen_ansi | sed -n 23p | sed 's/Joined.*//'; }

rendered=$(env -u COLORTERM "$TCHART_BIN" render --color always --width 80 --height 24)
[[ $rendered == *"38;5;71m"* ]] || e2e_fail "render without COLORTERM has no 38;5;71"
[[ $rendered != *$'\e[38;2;'* ]] || e2e_fail "render without COLORTERM sent 24-bit colours"
rendered=$(COLORTERM=truecolor "$TCHART_BIN" render --color always --width 80 --height 24)
[[ $rendered == *"38;2;61;194;63m"* ]] || e2e_fail "render with COLORTERM=truecolor has no 38;2;61;194;63"

if ! infocmp xterm-direct256 >/dev/null 2>&1; then
  echo "skip ($E2E_NAME explorer part): no xterm-direct256 terminfo entry (Debian's ncurses-term)"
  exit 0
fi

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart --fresh
e2e_wait_braille
e2e_wait_for '1/5  Followers'
e2e_settle
[[ $(legend_mark) == *"$joined_256"* ]] || e2e_fail "without COLORTERM line 1 is not 38;5;71"
e2e_keys q
e2e_wait_exit 0

e2e_type "export COLORTERM=truecolor"
e2e_run_tchart --fresh
e2e_wait_braille
e2e_wait_for '1/5  Followers'
e2e_settle
[[ $(legend_mark) == *"$joined_rgb"* ]] || e2e_fail "with COLORTERM=truecolor line 1 is not 38;2;61;194;63"
e2e_keys q
e2e_wait_exit 0

# A file of the user's has a session: its kept colour comes back.
data=$E2E_TMP/visits.csv
{
  echo "date,Joined,Left"
  for day in $(seq 0 59); do
    printf '%s,%d,%d\n' "$(date -u -d "2024-01-01 + $day days" +%F)" $((100 + day * 3)) $((50 + day % 7))
  done
} >"$data"
e2e_run_tchart "$data"
e2e_wait_braille
e2e_wait_for '1 Joined'
e2e_settle
e2e_keys c
e2e_wait_for 'colour of line 1 Joined'
for _ in $(seq 1 40); do e2e_keys Right; done
e2e_settle
e2e_keys Enter
e2e_wait_gone 'colour of line 1'
e2e_settle
kept=$(legend_mark)
[[ $kept == *$'\e[38;2;'* && $kept != *"$joined_rgb"* ]] || e2e_fail "the kept colour is not a new 24-bit colour"
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart "$data"
e2e_wait_braille
e2e_wait_for '1 Joined'
e2e_settle
[ "$(legend_mark)" = "$kept" ] || e2e_fail "the kept colour did not come back on the next run"
e2e_keys q
e2e_wait_exit 0
