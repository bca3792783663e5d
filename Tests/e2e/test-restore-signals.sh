#!/usr/bin/env bash
# Every way out restores the terminal: SIGTERM (exit 143), SIGINT (130), a Swift trap (132, with
# its message visible afterwards).
source "$(dirname "$0")/lib.sh"

e2e_start 80 24

e2e_run_tchart
e2e_wait_braille
[ "$(e2e_flags)" = "1 1" ] || e2e_fail "explorer not on the alternate screen with the mouse"
kill -TERM "$(e2e_child_pid)"
e2e_wait_exit 143

e2e_run_tchart
e2e_wait_braille
kill -INT "$(e2e_child_pid)"
e2e_wait_exit 130

e2e_run_tchart debug-input
e2e_wait_for 'tchart input'
e2e_keys '!'
e2e_wait_exit 132
e2e_wait_for 'Fatal error: debug-input: trap'

# The shell still echoes what is typed (termios restored).
e2e_type 'echo typed-$((6 * 7))'
e2e_wait_for 'typed-42'
exit 0
