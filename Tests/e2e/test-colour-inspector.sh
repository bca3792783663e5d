#!/usr/bin/env bash
# The colour inspector: `c` opens the panel for line 1, `→` several times moves the hue and the
# graph previews it (the legend's mark of line 1 changes colour), `Esc` reverts to the line's
# own colour and closes the panel.
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
