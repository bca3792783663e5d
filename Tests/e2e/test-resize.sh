#!/usr/bin/env bash
# Resizing to 20x6 (and smaller) and back keeps the explorer alive and redraws it at each size.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
pid=$(e2e_child_pid)
for size in "20 6" "10 3" "1 1" "120 40" "80 24"; do
  set -- $size
  e2e_resize "$1" "$2"
  e2e_settle
  kill -0 "$pid" 2>/dev/null || e2e_fail "tchart died after a resize to $1x$2"
  [ "$(e2e_flags)" = "1 1" ] || e2e_fail "left the alternate screen after a resize to $1x$2"
done
e2e_wait_for '1/5'
e2e_wait_braille
# The frame fills the new size: the status line is on the last row.
[ "$(e2e_screen | sed -n 24p | grep -c 'help')" = 1 ] || e2e_fail "the frame does not fill 80x24 again"
e2e_keys q
e2e_wait_exit 0
exit 0
