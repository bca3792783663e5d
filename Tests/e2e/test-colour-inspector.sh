#!/usr/bin/env bash
# The colour inspector: `c` opens the panel for line 1, `→` several times moves the hue and the
# graph previews it (the legend's mark of line 1 changes colour), `Esc` reverts to the line's
# own colour and closes the panel. At 80×24 the panel sits under the graph (over the X axis,
# the mini-map and the slider): no box covers the graph's rows (the tooltip makes way), and its
# bottom border shows its keys, `Enter keep · Esc revert` first.
source "$(dirname "$0")/lib.sh"

# The legend row (row 23 of 24) with its colours, and its mark of line 1: the escape sequence
# and text up to the name "Joined".
legend_mark() { e2e_screen_ansi | sed -n 23p | sed 's/Joined.*//'; }

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart --fresh
e2e_wait_braille
e2e_wait_for '1/5  Followers'
e2e_settle
own=$(legend_mark)
[ -n "$own" ] || e2e_fail "no legend row"
e2e_keys c
e2e_wait_for 'colour of line 1 Joined'
e2e_wait_for 'light %'
e2e_screen | sed -n 22p | grep -q 'Enter keep · Esc revert · ↑↓ slider · ←→ move · Tab swatches' ||
  e2e_fail "no keys in the panel's bottom border: $(e2e_screen | sed -n 22p)"
e2e_screen | sed -n 17p | grep -q '╭─ ━━ colour of line 1 Joined' ||
  e2e_fail "the panel does not start under the graph: $(e2e_screen | sed -n 17p)"
! e2e_screen | sed -n 2,16p | grep -q '[╭╰]' || e2e_fail "a box covers the graph"
[ "$(e2e_screen | sed -n 2,16p | grep -cP '[\x{2801}-\x{28ff}]')" = 15 ] ||
  e2e_fail "the graph's 15 rows are not all drawn"
e2e_keys Tab
e2e_wait_for 'Enter keep · Esc revert · ←→ swatch · Tab sliders'
e2e_keys Tab
e2e_wait_for 'Tab swatches'
for _ in $(seq 1 40); do e2e_keys Right; done
e2e_settle
moved=$(legend_mark)
[ "$moved" != "$own" ] || e2e_fail "→ did not change the colour of line 1's legend mark"
e2e_keys Escape
e2e_wait_gone 'colour of line 1'
e2e_settle
[ "$(legend_mark)" = "$own" ] || e2e_fail "Esc did not give line 1 its colour back"
e2e_keys q
e2e_wait_exit 0
