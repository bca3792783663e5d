#!/usr/bin/env bash
# A slow producer (a row every 50 ms for 3 s) piped in: braille within a second, long before the
# input ends; the window follows (the title's range moves on); `←` pauses (the title says
# paused), `End` follows again; the stream's end is not the explorer's.
source "$(dirname "$0")/lib.sh"

title() { e2e_screen | head -1; }

e2e_start 80 24
started=$(date +%s%N)
e2e_type "clear; (for i in \$(seq 1 60); do echo \"\$i,\$((i * i % 97))\"; sleep 0.05; done) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
elapsed=$((($(date +%s%N) - started) / 1000000))
((elapsed < 1500)) || e2e_fail "first braille after $elapsed ms"
title | grep -qF 'stdin · live' || e2e_fail "the stream is not live when its first rows show: $(title)"

# Following: the newest x in the title grows while nothing is pressed.
first=$(title)
e2e_wait_change "$(e2e_screen_ansi)"
sleep 0.3
[ "$(title)" != "$first" ] || e2e_fail "the window does not follow: $(title)"
title | grep -qF 'live' || e2e_fail "not following: $(title)"

e2e_keys Left
e2e_wait_for 'paused · +'
paused=$(title)
sleep 0.3
e2e_wait_for 'new'
[ "$(title | sed 's/+[0-9]* new.*//')" = "$(echo "$paused" | sed 's/+[0-9]* new.*//')" ] ||
  e2e_fail "the paused window moved: '$paused' then '$(title)'"

e2e_keys End
e2e_wait_for 'stdin · live'

# The input ends (after 3 s): the explorer stays, no longer live.
e2e_wait_gone 'stdin · live' 8
e2e_has_braille || e2e_fail "the chart went away when the input ended"
e2e_keys q
e2e_wait_exit 0

# A stream that writes no line break says it reads one (it said "Waiting for data…" for ever).
e2e_type "clear; \"\$T\" - < <(printf '1 2 3'; sleep 30); echo EXIT=\$?"
e2e_wait_for 'Waiting for the end of a line (5 bytes so far)…'
e2e_keys q
e2e_wait_exit 0
exit 0
