#!/usr/bin/env bash
# The explorer's slider row and the mini-map window are one state (the visible time window), on
# the bundled sample at 80x24 (1-based cells): the X axis is row 17, the mini-map rows 18-20,
# the slider's labels row 21 and its track row 22 (track columns 9-79). Dragging the slider's
# upper handle changes the X axis dates and the mini-map window; dragging the mini-map window
# moves the slider's handles and labels; `s` gives the slider keyboard focus (documented in the
# help overlay) and its keys move the window too.
source "$(dirname "$0")/lib.sh"

row() { e2e_screen | sed -n "$1p"; }
axis() { row 17; }
minimap() { e2e_screen | sed -n 18,20p; }
labels() { row 21; }
track() { row 22; }
# The 1-based columns of the slider's handles, "LOW HIGH" (one number when they coincide).
handles() {
  local line i out=""
  line=$(track)
  for ((i = 0; i < ${#line}; i++)); do
    [ "${line:i:1}" = "●" ] && out+="${out:+ }$((i + 1))"
  done
  echo "$out"
}
# The 1-based column of the first label's first character.
first_label_column() {
  local line prefix
  line=$(labels)
  prefix=${line%%[! ]*}
  echo $((${#prefix} + 1))
}

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers  ·  Jan 1 – Dec 31 2019'
e2e_settle
[ "$(handles)" = "9 79" ] || e2e_fail "the whole year: handles at '$(handles)', expected '9 79'"
case $(axis) in *"Oct 2019"*) ;; *) e2e_fail "the X axis of the whole year: $(axis)" ;; esac

# 1. The slider's upper handle dragged from the end (column 79) to the middle (column 44).
axis_before=$(axis)
labels_before=$(labels)
minimap_before=$(minimap)
e2e_mouse press 79 22
e2e_mouse drag 60 22
e2e_mouse drag 44 22
e2e_mouse release 44 22
e2e_wait_gone 'Dec 31 2019'
e2e_settle
[ "$(handles)" = "9 44" ] || e2e_fail "after the handle drag: handles at '$(handles)'"
[ "$(axis)" != "$axis_before" ] || e2e_fail "the X axis did not change after the slider drag"
case $(axis) in *"Oct"* | *"Nov"* | *"Dec"*) e2e_fail "the X axis still shows the autumn: $(axis)" ;; esac
case $(row 1) in *"Jan 1 – "*) ;; *) e2e_fail "the handle drag moved the start: $(row 1)" ;; esac
[ "$(labels)" != "$labels_before" ] || e2e_fail "the slider's upper label did not change"
[ "$(minimap)" != "$minimap_before" ] || e2e_fail "the mini-map window did not follow the slider"

# 2. The mini-map window (now the first half) dragged right by 20 columns: the slider's handles
#    and labels move with it, same width.
title_before=$(row 1)
labels_before=$(labels)
label_column_before=$(first_label_column)
e2e_mouse press 25 19
e2e_mouse drag 35 19
e2e_mouse drag 45 19
e2e_mouse release 45 19
e2e_wait_gone "$title_before"
e2e_settle
read -r low high <<<"$(handles)"
[ "$low" -gt 9 ] || e2e_fail "the slider's lower handle did not follow the mini-map: $(handles)"
[ $((high - low)) -ge 34 ] && [ $((high - low)) -le 36 ] ||
  e2e_fail "the window's width changed: handles $(handles), were 9 44"
[ "$(labels)" != "$labels_before" ] || e2e_fail "the slider's labels did not change"
[ "$(first_label_column)" -gt "$label_column_before" ] ||
  e2e_fail "the lower label did not move right: '$(labels)' (was '$labels_before')"
case $(row 1) in *"Jan 1 – "*) e2e_fail "the pan did not move the start: $(row 1)" ;; esac

# 3. Keyboard: `s` is in the help overlay; with slider focus, End moves the active handle (the
#    upper one, active since step 1 dragged it; the lower one is active at start, as in
#    `tchart pick`) to the end of the data, and the title follows.
e2e_keys '?'
e2e_wait_for 'slider · theme · UTC'
e2e_keys Escape
e2e_wait_gone 'slider · theme · UTC'
e2e_keys s
e2e_wait_for 'Slider'
e2e_keys End
e2e_wait_for 'Dec 31 2019'
e2e_settle
read -r low high <<<"$(handles)"
[ "$high" = 79 ] || e2e_fail "End with slider focus: handles $(handles)"
e2e_keys q
e2e_wait_exit 0
