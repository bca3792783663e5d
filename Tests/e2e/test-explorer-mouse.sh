#!/usr/bin/env bash
# The explorer's interactions on the bundled sample at 80x24 (1-based cells, as terminals send
# them): the mini-map is rows 18-20, the slider track row 22, the legend row 23, the graph rows
# 2-16 and columns 8-80. Dragging the mini-map window's right edge and then the window changes
# the title's date range and the X axis; dragging the slider's upper handle does too; → moves
# the tooltip's date by one day; a click on the second legend token hides that line; the wheel
# zooms; ? shows the help; q quits and restores the terminal.
source "$(dirname "$0")/lib.sh"

title() { e2e_screen | sed -n 1p; }
axis() { e2e_screen | sed -n 17p; }
tooltip_date() { e2e_screen | grep -oE '│ [A-Z][a-z]{2}, [A-Z][a-z]{2} [0-9]+ [0-9]{4} │' | head -1; }

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers  ·  Jan 1 – Dec 31 2019'
e2e_settle

# The right edge of the window (the whole span: column 80) dragged to column 50.
axis_before=$(axis)
e2e_mouse press 80 19
e2e_mouse drag 65 19
e2e_mouse drag 50 19
e2e_mouse release 50 19
e2e_wait_gone 'Jan 1 – Dec 31 2019'
e2e_settle
case $(title) in *"Jan 1 – "*) ;; *) e2e_fail "the edge drag moved the start: $(title)" ;; esac
[ "$(axis)" != "$axis_before" ] || e2e_fail "the X axis did not change after the edge drag"

# The window dragged right by 10 columns keeps its width: both dates move.
title_before=$(title)
e2e_mouse press 30 19
e2e_mouse drag 40 19
e2e_mouse release 40 19
e2e_wait_gone "$title_before"
e2e_settle
case $(title) in *"Jan 1 – "*) e2e_fail "the pan did not move the start: $(title)" ;; esac

# The slider's upper handle (under the window's end) dragged to the right end.
title_before=$(title)
track=$(e2e_screen | sed -n 22p)
rest=${track#*●}
upper_prefix=${track%"$rest"}${rest%%●*}
handle=$((${#upper_prefix} + 1))
[ -n "$handle" ] && [ "$handle" -gt 1 ] || e2e_fail "no slider handles on row 22"
e2e_mouse press "$handle" 22
e2e_mouse drag 79 22
e2e_mouse release 79 22
e2e_wait_gone "$title_before"
e2e_settle
case $(title) in *"Dec 31 2019"*) ;; *) e2e_fail "the slider did not move the end: $(title)" ;; esac

# ← shows the indicator; → moves its date by one day.
e2e_keys Left
e2e_wait_for '╭'
e2e_settle
before=$(tooltip_date)
e2e_keys Right
e2e_settle
after=$(tooltip_date)
[ -n "$before" ] && [ "$before" != "$after" ] || e2e_fail "→ did not move the tooltip: '$before' → '$after'"
day_before=$(echo "$before" | grep -oE '[0-9]+ [0-9]{4}' | cut -d' ' -f1)
day_after=$(echo "$after" | grep -oE '[0-9]+ [0-9]{4}' | cut -d' ' -f1)
[ $((day_after - day_before)) = 1 ] || [ "$day_after" = 1 ] || e2e_fail "→ moved by more than a day: '$before' → '$after'"

# A click on the second legend token (`2 Left …`) hides Left: its value disappears.
legend=$(e2e_screen | sed -n 23p)
prefix=${legend%%2 Left*}
column=$((${#prefix} + 1))
[ "$prefix" != "$legend" ] || e2e_fail "no second legend token: $legend"
e2e_mouse press "$column" 23
e2e_mouse release "$column" 23
e2e_wait_for '2 Left'
e2e_settle
e2e_screen | sed -n 23p | grep -qE '2 Left +[0-9]' && e2e_fail "Left still shows a value"
e2e_screen | grep -q '● Left' && e2e_fail "Left is still in the tooltip"

# The wheel over the graph zooms in: the title's range changes.
title_before=$(title)
e2e_mouse wheelup 40 8
e2e_wait_gone "$title_before"

# ? shows the help, any key closes it.
e2e_keys '?'
e2e_wait_for 'any key closes'
e2e_keys x
e2e_wait_gone 'any key closes'

e2e_keys q
e2e_wait_exit 0
exit 0
