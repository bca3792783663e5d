#!/usr/bin/env bash
# Ctrl-Z suspends the explorer like any shell job: the terminal is given back (main screen, no
# mouse, the shell's own termios) and `fg` takes it again, repainted, at the size it has then.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5'
[ "$(e2e_flags)" = "1 1" ] || e2e_fail "explorer not on the alternate screen with the mouse"

e2e_keys C-z
e2e_wait_for 'Stopped'
e2e_wait_for 'READY$'
[ "$(e2e_flags)" = "0 0" ] || e2e_fail "suspended but the alternate screen or the mouse is still on"
e2e_type 'clear; stty -a | grep -o -- "-icanon\|-echo " | sort -u | tr "\n" " "; echo STTY-DONE'
e2e_wait_for 'STTY-DONE'
e2e_screen | grep -q -- '-icanon\|-echo ' && e2e_fail "suspended but the terminal is still raw"

e2e_tmux resize-window -t "$E2E_SESSION" -x 60 -y 20
e2e_type 'fg'
e2e_wait_braille
e2e_wait_for '1/5'
[ "$(e2e_flags)" = "1 1" ] || e2e_fail "resumed without the alternate screen or the mouse"
e2e_wait_for '? help'
e2e_screen | grep -F '? help' | grep -qx ' \{32\}←→ or click: values · ? help' || e2e_fail "not redrawn at 60 columns"
e2e_keys 2
e2e_settle
e2e_screen | grep -F 'Joined' | grep -qF '2 Left' || e2e_fail "no legend after resuming"

e2e_keys q
e2e_wait_for 'EXIT=0'
e2e_wait_for 'READY$'
[ "$(e2e_flags)" = "0 0" ] || e2e_fail "terminal not restored after exit"

# After a suspension the restoration is armed again: SIGTERM still gives the terminal back.
e2e_run_tchart
e2e_wait_braille
e2e_keys C-z
e2e_wait_for 'Stopped'
e2e_type 'fg'
e2e_wait_braille
kill -TERM "$(e2e_child_pid)"
e2e_wait_exit 143
e2e_type 'clear; stty -a | grep -o -- "-icanon\|-echo " | sort -u | tr "\n" " "; echo STTY-DONE'
e2e_wait_for 'STTY-DONE'
e2e_screen | grep -q -- '-icanon\|-echo ' && e2e_fail "SIGTERM after resuming left the terminal raw"

# The inline picker too: Ctrl-Z gives the line back, fg draws it again below the prompt.
e2e_run_tchart pick --min 0 --max 100 --step 1 --label PICKME
e2e_wait_for 'PICKME'
e2e_keys C-z
e2e_wait_for 'Stopped'
e2e_wait_for 'READY$'
[ "$(e2e_flags)" = "0 0" ] || e2e_fail "pick suspended with the mouse still on"
e2e_type 'clear; fg'
e2e_wait_for 'PICKME'
e2e_keys Enter
e2e_wait_for 'EXIT=0'
e2e_screen | grep -qx '0 100' || e2e_fail "pick after resuming did not print 0 100"
exit 0
