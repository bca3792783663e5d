#!/usr/bin/env bash
# Undo and redo: hide a line and zoom, `u` `u` gives back the first screen exactly (the status
# line aside, which names what was undone) and Ctrl-R redoes; `g` +3d Enter moves the
# indicator's date by three days.
source "$(dirname "$0")/lib.sh"

# The screen as text, all but the status line (which names what was undone).
view() { e2e_screen | head -n 23; }

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers'
e2e_settle
first=$(view)
e2e_keys 2
e2e_settle
e2e_keys +
e2e_settle
zoomed=$(view)
[ "$zoomed" != "$first" ] || e2e_fail "2 and + did not change the screen"
e2e_keys u
e2e_wait_for 'undo: zoom in'
e2e_keys u
e2e_wait_for 'undo: hide line 2'
e2e_settle
[ "$(view)" = "$first" ] || e2e_fail "u u did not give back the first screen"
e2e_keys u
e2e_wait_for 'nothing to undo'
e2e_keys C-r
e2e_wait_for 'redo: hide line 2'
e2e_keys C-r
e2e_wait_for 'redo: zoom in'
e2e_settle
[ "$(view)" = "$zoomed" ] || e2e_fail "Ctrl-R twice did not give back the zoomed screen"

# Go to: from the window's first sample (Tue, Jan 1 2019) three days on.
e2e_keys 0 Home
e2e_wait_for 'Tue, Jan 1 2019'
e2e_keys g
e2e_wait_for 'go to: ▏'
e2e_literal '+3d'
e2e_wait_for 'go to: +3d▏'
e2e_keys Enter
e2e_wait_for 'Fri, Jan 4 2019'
e2e_wait_gone 'go to:'
# A bad entry stays in the prompt with its problem; Esc closes it.
e2e_keys g
e2e_literal 'soon'
e2e_keys Enter
e2e_wait_for "'soon' is not a date"
e2e_keys Escape
e2e_wait_gone 'go to:'
e2e_keys q
e2e_wait_exit 0
# The bundled sample has no session.
[ ! -e "$XDG_STATE_HOME/tchart" ] || [ -z "$(ls -A "$XDG_STATE_HOME/tchart")" ] \
  || e2e_fail "the bundled sample saved a session"
exit 0
