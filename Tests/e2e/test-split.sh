#!/usr/bin/env bash
# The split layout on a table of six lines of mixed magnitudes: `v` gives each line its own
# panel and Y axis (a population's 320K beside a rate's 10), the wheel over the third panel
# zooms every panel at once (the title's dates narrow, each panel keeps its cursor), `↓`
# scrolls the panels, a legend click hides a line's panel and `3` brings it back,
# `v` goes back to one chart (one chart set: no list or cards), q restores the terminal.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/mixed.csv"
{
  echo "date,Population,Spending,Rate,Views,Errors,Temp"
  for i in $(seq 0 199); do
    printf '2021-%02d-%02d,%d,%d,%d.%d,%d,%d,%d\n' $((i / 28 % 12 + 1)) $((i % 28 + 1)) \
      $((320000 + i * 40 + (i * 37 % 11) * 100)) $((12000 + i * 15 + (i * 13 % 7) * 60)) \
      $((6 + i * 7 % 5)) $((i % 10)) $((4100 + (i * 29 % 31) * 50)) $((i * 5 % 9)) \
      $((i * 3 % 40 - 5))
  done
} >"$csv"

title() { e2e_screen | sed -n 1p; }
# The rows of the panels' titles (` ● Name  value`), top to bottom.
panel_rows() { e2e_screen | grep -nE '^ ● [A-Z][a-z]+' | cut -d: -f1; }
e2e_start 80 30
e2e_run_tchart --fresh "$csv"
e2e_wait_for '1/1  mixed'
e2e_wait_braille
e2e_keys v
e2e_wait_for 'scroll panels'
e2e_settle
screen=$(e2e_screen)
for name in Population Spending Rate; do
  echo "$screen" | grep -qE "^ ● $name  " || e2e_fail "no panel titled $name"
done
echo "$screen" | grep -qE '^ +3[0-9][0-9]K ' || e2e_fail "the population's panel has no axis in the 300Ks"
echo "$screen" | grep -qE '^ +(10|8|6) ' || e2e_fail "the rate's panel has no axis of its own"
echo "$screen" | grep -q '▼ . more' || e2e_fail "no scroll mark for the panels below"

# Show the cursor in every panel: move it left a few samples.
e2e_keys Left Left Left
e2e_settle
rows=($(panel_rows))
[ "${#rows[@]}" -ge 3 ] || e2e_fail "fewer than three panels: ${rows[*]}"
title_before=$(title)
third=$((rows[2] + 2))
e2e_mouse wheelup 40 "$third"
e2e_wait_gone "$title_before"
e2e_settle
[ "$(title)" != "$title_before" ] || e2e_fail "the wheel over the third panel did not zoom"
# Every panel still draws the cursor (`│`, or its line's marker) in its graph rows.
for row in "${rows[@]}"; do
  e2e_screen | sed -n "$((row + 1)),$((row + 3))p" | grep -q '[│●]' \
    || e2e_fail "the panel at row $row has no cursor"
done

# ↓ scrolls by one panel: the first title is Spending, the top mark appears.
e2e_keys Down
e2e_wait_for '▲ 1 more'
e2e_screen | sed -n 2p | grep -q '^ ● Spending' || e2e_fail "↓ did not scroll to Spending"
e2e_keys Up
e2e_wait_gone '▲ 1 more'

# A legend click on Rate hides its panel; `3` shows it again (a second click on the same
# token is the legend's own test).
legend_row=$(e2e_screen | grep -n '^1 Population' | cut -d: -f1)
[ -n "$legend_row" ] || e2e_fail "no legend row"
rate_column=$(e2e_screen | sed -n "${legend_row}p" | grep -bo '3 Rate' | cut -d: -f1)
[ -n "$rate_column" ] || e2e_fail "no Rate token in the legend"
e2e_mouse press $((rate_column + 2)) "$legend_row"
e2e_mouse release $((rate_column + 2)) "$legend_row"
e2e_wait_gone ' ● Rate  '
e2e_literal 3
e2e_wait_for ' ● Rate  '

# One chart set: `v` goes back to one chart (no list or cards of the same chart).
e2e_keys v
e2e_wait_gone 'scroll panels'
e2e_settle
[ "$(e2e_screen | grep -cE '^ ● [A-Z]')" = 0 ] || e2e_fail "v did not go back to one chart"
e2e_keys q
e2e_wait_exit 0
exit 0
