#!/usr/bin/env bash
# tchart pick with the mouse (SGR reports): drag the upper handle, drag the selection whole, press
# the track beside the selection, turn the wheel; the result is read from a pipe.
source "$(dirname "$0")/lib.sh"
out="$E2E_TMP/out"
e2e_start 60 14

e2e_type "clear; \"\$T\" pick --min 0 --max 2000000 --step 10000 --format price | cat >$out; echo EXIT=\${PIPESTATUS[0]}"
e2e_wait_for "Enter accept"
# 60 columns: the track spans columns 2…59 (1-based), 35,087.7 per column; row 2 is the track.
e2e_mouse press 59 2 # the upper handle
e2e_mouse drag 40 2
e2e_mouse drag 31 2
e2e_mouse release 31 2
e2e_wait_for '$1,020,000'
e2e_mouse press 16 2 # between the handles: grabs the selection
e2e_mouse drag 26 2  # ten columns right
e2e_mouse release 26 2
e2e_wait_for '$1,370,000'
e2e_screen | grep -qF '$350,000' || e2e_fail "lower label after the selection drag"
e2e_mouse press 3 2 # on the track left of the selection: the lower handle jumps there
e2e_mouse release 3 2
e2e_wait_for '$40,000'
e2e_mouse wheelup 30 1 # the wheel over the slider steps the active (lower) handle
e2e_wait_for '$50,000'
e2e_keys Enter
e2e_wait_exit 0
[ "$(cat "$out")" = "50000 1370000" ] || e2e_fail "output: '$(cat "$out")'"

# With --label the slider is one line lower: its rows are 2 (labels) and 3 (track). A press on
# the label row above a handle grabs it too; captured with $(...).
e2e_type "clear; x=\$(\"\$T\" pick --min 0 --max 100 --step 1 --label Range); echo \"x=\$x EXIT=\$?\""
e2e_wait_for "Enter accept"
# 60 columns: track columns 2…59, 100/57 per column.
e2e_mouse press 59 3 # the upper handle
e2e_mouse drag 31 3
e2e_mouse release 31 3
e2e_wait_for " 51"
e2e_mouse press 2 2 # above the lower handle, on the label row
e2e_mouse drag 13 2
e2e_mouse release 13 2
e2e_wait_for "19"
e2e_keys Enter
e2e_wait_for "x=19 51 EXIT=0"
e2e_wait_exit 0
