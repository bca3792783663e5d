#!/usr/bin/env bash
# The terminal layer decodes keys and SGR mouse reports (full screen and inline) and turns on drag
# reporting; `tchart debug-input` shows each decoded event.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart debug-input
e2e_wait_for 'tchart input  80x24'
[ "$(e2e_drag_mode)" = "1 1" ] || e2e_fail "mouse drag (1002) and SGR (1006) modes not on: $(e2e_drag_mode)"
[ "$(e2e_flags)" = "1 1" ] || e2e_fail "not on the alternate screen with the mouse: $(e2e_flags)"

e2e_keys S-Left S-Right BTab Home End PPage NPage Escape M-x C-a
e2e_wait_for 'key control("a")'
for expected in 'key shiftLeft' 'key shiftRight' 'key backTab' 'key home' 'key end' \
  'key pageUp' 'key pageDown' 'key escape' 'key alt("x")'; do
  e2e_screen | grep -qxF "$expected" || e2e_fail "missing decoded key: $expected"
done

e2e_mouse press 10 5
e2e_mouse drag 12 5
e2e_mouse release 12 5
e2e_mouse wheelup 3 4
e2e_mouse wheeldown 3 4
e2e_wait_for 'mouse wheelDown 2,3'
for expected in 'mouse press(left) 9,4' 'mouse drag 11,4' \
  'mouse release 11,4' 'mouse wheelUp 2,3'; do
  e2e_screen | grep -qxF "$expected" || e2e_fail "missing decoded mouse event: $expected"
done

# A quick click (press and release in one read) stays a press and a release; a press and a
# flood of motion in one read keeps the press first.
e2e_keys C-l
e2e_literal $'\e[<0;30;10M\e[<0;30;10m'
e2e_wait_for 'mouse release 29,9'
e2e_screen | grep -qxF 'mouse press(left) 29,9' || e2e_fail "click lost its press"
flood=$'\e[<0;5;6M'
for column in $(seq 6 20); do flood+=$'\e[<32;'"$column"$';6M'; done
flood+=$'\e[<0;20;6m'
e2e_literal "$flood"
e2e_wait_for 'mouse release 19,5'
e2e_screen | grep -qxF 'mouse press(left) 4,5' || e2e_fail "flood lost its press"
e2e_screen | grep -qxF 'mouse drag 19,5' || e2e_fail "flood lost its last drag"

e2e_keys C-c
e2e_wait_exit 130

# Inline: a few lines below the prompt, result on standard output, lines cleared at the end.
e2e_type 'clear; echo above'
e2e_wait_for 'above'
e2e_type 'r=$("$T" debug-input --inline --lines 4); echo EXIT=$? R=$r'
e2e_wait_for 'tchart input'
[ "$(e2e_flags)" = "0 1" ] || e2e_fail "inline mode must stay on the main screen with the mouse on: $(e2e_flags)"
row=$(e2e_screen | grep -n 'tchart input' | cut -d: -f1)
[ "$row" = 3 ] || e2e_fail "inline lines should start on row 3, below the command: row $row"
e2e_keys S-Right
e2e_mouse press 5 4
e2e_wait_for 'mouse press(left) 4,1'
e2e_keys q
e2e_wait_for 'EXIT=0 R=4 events'  # the initial resize, S-Right, the press, q
e2e_wait_for 'READY$'
e2e_screen | grep -qF 'tchart input' && e2e_fail "inline lines were not cleared"
[ "$(e2e_flags)" = "0 0" ] || e2e_fail "mouse left on after inline mode: $(e2e_flags)"
exit 0
