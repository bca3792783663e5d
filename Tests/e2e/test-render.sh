#!/usr/bin/env bash
# `tchart render` prints one frame of the bundled sample and exits 0; colour follows --color.
source "$(dirname "$0")/lib.sh"

"$TCHART_BIN" render --width 80 --height 24 --color never >"$E2E_TMP/frame" || e2e_fail "render failed"
[ "$(wc -l <"$E2E_TMP/frame")" = 24 ] || e2e_fail "expected 24 lines, got $(wc -l <"$E2E_TMP/frame")"
grep -qP '[\x{2801}-\x{28ff}]' "$E2E_TMP/frame" || e2e_fail "no braille in the frame"
grep -q $'\e' "$E2E_TMP/frame" && e2e_fail "--color never printed escape sequences"
while IFS= read -r line; do
  ((${#line} <= 80)) || e2e_fail "a line is wider than 80 cells: $line"
done <"$E2E_TMP/frame"

# A --range narrower than the narrowest window (two samples) is widened, and says so: the title
# shows the dates drawn (the sample's first chart: two days), the help documents it.
"$TCHART_BIN" render --range 0.5:0.5001 --width 80 --height 24 --color never >"$E2E_TMP/narrow"
[ "$(sed -n 1p "$E2E_TMP/narrow")" = "1/5  Followers  ·  Jul 1 – Jul 2 2019" ] ||
  e2e_fail "narrow --range: wrong title: $(sed -n 1p "$E2E_TMP/narrow")"
"$TCHART_BIN" render --help | tr -s ' \n' ' ' >"$E2E_TMP/help"
grep -q "is widened around its middle; the title shows the dates drawn" "$E2E_TMP/help" ||
  e2e_fail "render --help does not document the minimum window"

# auto: a pipe gets no colour.
"$TCHART_BIN" render --width 60 --height 16 | grep -q $'\e' && e2e_fail "--color auto coloured a pipe"
"$TCHART_BIN" render --width 60 --height 16 --color always | grep -q $'\e\\[' ||
  e2e_fail "--color always printed no colour"

# Each chart set of the sample renders, at the smallest frame (30x12) and a large one.
for chart in 1 2 3 4 5; do
  for size in "30 12" "200 60"; do
    set -- $size
    "$TCHART_BIN" render --chart "$chart" --width "$1" --height "$2" --color always >/dev/null ||
      e2e_fail "render --chart $chart at $1x$2 failed"
  done
done

# --pie: the bundled sample's percentage set as a pie whose labels add up to 100.
pie=$("$TCHART_BIN" render --chart 5 --pie --width 80 --height 24 --color never) ||
  e2e_fail "render --pie failed"
sum=0
for label in $(printf '%s\n' "$pie" | head -17 | grep -oE '[0-9]+%' | sed 's/%//'); do
  sum=$((sum + label))
done
[ "$sum" = 100 ] || e2e_fail "render --pie labels add up to $sum"

# --layout cards: every chart set of the sample on one printed frame.
cards=$("$TCHART_BIN" render --layout cards --width 100 --height 30)
for title in '1/5  Followers' '3/5  Reach' '5/5  Sources'; do
  [[ $cards == *"$title"* ]] || e2e_fail "render --layout cards has no '$title'"
done
[ "$("$TCHART_BIN" render --layout cards --width 100 --height 30 | wc -l)" = 30 ] || e2e_fail "render --layout cards is not 30 rows"

# auto on a terminal: colour, unless NO_COLOR is set.
e2e_start 60 20
# Without --width/--height: the terminal's size, even through a pipe; 80x24 with no terminal.
e2e_type 'clear; "$T" render | wc -lL | tr -s " " | sed "s/^/SIZE=/"'
e2e_wait_for 'SIZE= 20 60'
[ "$("$TCHART_BIN" render </dev/null 2>/dev/null | wc -l)" = 24 ] || e2e_fail "no terminal: not 24 rows"
e2e_type 'clear; "$T" render --width 60 --height 16; echo EXIT=$?'
e2e_wait_for 'EXIT=0'
e2e_screen_ansi | grep -q $'\e\\[[0-9;]*38;5;' || e2e_fail "--color auto on a terminal printed no colour"
e2e_type 'clear; NO_COLOR=1 "$T" render --width 60 --height 16; echo EXIT=$?'
e2e_wait_for 'EXIT=0'
e2e_screen_ansi | grep -q $'\e\\[[0-9;]*38;5;' && e2e_fail "NO_COLOR still coloured"
exit 0
