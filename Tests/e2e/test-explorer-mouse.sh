#!/usr/bin/env bash
# The explorer's interactions on the bundled sample at 80x24 (1-based cells, as terminals send
# them): the mini-map is rows 18-20, the slider track row 22, the legend row 23, the graph rows
# 2-16 and columns 8-80. Dragging the mini-map window's right edge and then the window changes
# the title's date range and the X axis; dragging the slider's upper handle does too; no
# tooltip at the start, a press in the graph shows it, → moves its date by exactly one day; a
# click on the second legend token hides that line; the wheel zooms over the graph and pans
# over the mini-map; ? shows the help; q quits and restores the terminal.
source "$(dirname "$0")/lib.sh"

title() { e2e_screen | sed -n 1p; }
axis() { e2e_screen | sed -n 17p; }
tooltip_date() { e2e_screen | grep -oE '│ [A-Z][a-z]{2}, [A-Z][a-z]{2} [0-9]+ [0-9]{4} │' | head -1; }

# Seconds since the epoch of the title's range ends (the sample is all 2019: `Mar 7 – Nov 29 2019`).
range_start() { title | sed -E 's/.*·  ([A-Z][a-z]{2} [0-9]+) – .* ([0-9]{4})$/\1 \2/' | xargs -I{} date -u -d {} +%s; }
range_end() { title | sed -E 's/.* – ([A-Z][a-z]{2} [0-9]+ [0-9]{4})$/\1/' | xargs -I{} date -u -d {} +%s; }

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers  ·  Jan 1 – Dec 31 2019'
e2e_settle
# No tooltip before the indicator moves (issue 26); a press in the graph's last column shows it
# there (its column holds Dec 30 and 31: the press takes the nearer), End on the last day.
[ -z "$(tooltip_date)" ] || e2e_fail "a tooltip at start: '$(tooltip_date)'"
e2e_mouse press 80 8
e2e_mouse release 80 8
e2e_wait_for '│ Mon, Dec 30 2019 │'
e2e_keys End
e2e_wait_for '│ Tue, Dec 31 2019 │'

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
axis_before=$(axis)
width_before=$(($(range_end) - $(range_start)))
e2e_mouse press 30 19
e2e_mouse drag 40 19
e2e_mouse release 40 19
e2e_wait_gone "$title_before"
e2e_settle
case $(title) in *"Jan 1 – "*) e2e_fail "the pan did not move the start: $(title)" ;; esac
[ "$(axis)" != "$axis_before" ] || e2e_fail "the X axis did not change after the pan"
[ $(($(range_end) - $(range_start))) = "$width_before" ] || e2e_fail "the pan changed the window's width: $(title)"

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

# ← moves the indicator back a day, → forward: the tooltip's date is the next day exactly.
e2e_keys Left Left
e2e_settle
before=$(tooltip_date)
e2e_keys Right
e2e_settle
after=$(tooltip_date)
[ -n "$before" ] || e2e_fail "no tooltip after ←"
day=$(echo "$before" | sed -E 's/│ [A-Z][a-z]{2}, (.*) │/\1/')
expected="│ $(date -u -d "$day + 1 day" '+%a, %b %-d %Y') │"
[ "$after" = "$expected" ] || e2e_fail "→ did not move the tooltip one day: '$before' → '$after' (want '$expected')"

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

# The wheel over the graph zooms in: both ends of the range move inwards; the wheel over the
# mini-map pans: both ends move the same way.
title_before=$(title)
start_before=$(range_start)
end_before=$(range_end)
e2e_mouse wheelup 40 8
e2e_wait_gone "$title_before"
e2e_settle
[ "$(range_start)" -gt "$start_before" ] && [ "$(range_end)" -lt "$end_before" ] \
  || e2e_fail "wheel up did not zoom in: '$title_before' → '$(title)'"
title_before=$(title)
start_before=$(range_start)
end_before=$(range_end)
e2e_mouse wheelup 40 19
e2e_wait_gone "$title_before"
e2e_settle
[ $((start_before - $(range_start))) -gt 0 ] && [ $((start_before - $(range_start))) = $((end_before - $(range_end))) ] \
  || e2e_fail "wheel up over the mini-map did not pan back: '$title_before' → '$(title)'"

# ? shows the help (/ searches it), any other key closes it.
e2e_keys '?'
e2e_wait_for 'other keys close'
e2e_keys x
e2e_wait_gone 'other keys close'
# / searches the help as typed; Esc shows every row again, another key closes it.
e2e_keys '?'
e2e_wait_for 'other keys close'
e2e_keys / z o o m
e2e_wait_for '/zoom▏'
e2e_screen | grep -q 'Undo\|undo/redo' && e2e_fail "the search kept rows without 'zoom'"
e2e_keys Escape
e2e_wait_for 'undo/redo'
e2e_keys x
e2e_wait_gone 'other keys close'

e2e_keys q
e2e_wait_exit 0
exit 0
