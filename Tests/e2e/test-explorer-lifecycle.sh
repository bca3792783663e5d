#!/usr/bin/env bash
# The explorer survives a resize to 20x6 (a one-line "too small" notice) and back, keeping its
# window and indicator, with every row of the full frame redrawn; Alt keys do not quit; kill -TERM then leaves a
# restored terminal (main screen, no mouse reporting, the shell echoing what is typed).
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers  ·  Jan 1 – Dec 31 2019'
pid=$(e2e_child_pid)

# A window and an indicator to keep: zoom in twice, indicator three days back.
e2e_keys + + Left Left Left
e2e_wait_gone 'Jan 1 – Dec 31 2019'
e2e_settle
before=$(e2e_screen)
title=$(echo "$before" | sed -n 1p)
tooltip=$(echo "$before" | grep -oE '│ [A-Z][a-z]{2}, [A-Z][a-z]{2} [0-9]+ [0-9]{4} │' | head -1)
[ -n "$tooltip" ] || e2e_fail "no tooltip before the resize"

e2e_resize 20 6
e2e_wait_for 'Terminal too small'
e2e_settle
kill -0 "$pid" 2>/dev/null || e2e_fail "tchart died at 20x6"
[ "$(e2e_screen | grep -c .)" = 1 ] || e2e_fail "more than the notice at 20x6"
# Keys and mouse at 20x6 do nothing harmful.
e2e_keys Right
e2e_mouse press 5 3
e2e_mouse release 5 3
e2e_keys Left

e2e_resize 120 40
e2e_wait_for "$title"
e2e_resize 80 24
e2e_wait_for "$title"
e2e_settle
kill -0 "$pid" 2>/dev/null || e2e_fail "tchart died after the resizes"
after=$(e2e_screen)
[ "$after" = "$before" ] || e2e_fail "the frame after 20x6 and back differs from before: $(diff <(echo "$before") <(echo "$after") | head -20)"
echo "$after" | sed -n 24p | grep -qE '^ +\? help$' || e2e_fail "no status line on row 24"

# Alt-x (the terminal sends Esc x) is not Esc then x: tchart does not quit.
e2e_keys M-x M-q
e2e_settle
kill -0 "$pid" 2>/dev/null || e2e_fail "M-x quit tchart"
[ "$(e2e_screen)" = "$after" ] || e2e_fail "M-x changed the frame"

# kill -TERM: exit status 143 and the terminal is restored.
kill -TERM "$pid"
e2e_wait_exit 143
# Both echo and canonical mode are on again (`-echo` would not match).
e2e_type "stty -a | tr ' ;' '\\n\\n' | grep -xE 'echo|icanon' | sort | tr '\\n' +; echo"
e2e_wait_for 'echo+icanon+'
exit 0
