#!/usr/bin/env bash
# JSON lines piped in, one object every 50 ms (nested keys, a line that is not JSON): drawn live
# long before the input ends, the legend names the first object's keys by dotted path, the bad
# line is counted on the status line; the explorer stays when the input ends.
source "$(dirname "$0")/lib.sh"

title() { e2e_screen | head -1; }

cat >"$E2E_TMP/produce" <<'SCRIPT'
#!/usr/bin/env bash
for i in $(seq 1 60); do
  printf '{"t":%d,"cpu":%d,"stats":{"mem":%d},"tags":["a"]}\n' "$i" $((i * i % 97)) $((i % 13))
  [ "$i" = 5 ] && echo 'not json'
  sleep 0.05
done
SCRIPT
chmod +x "$E2E_TMP/produce"

e2e_start 100 24
started=$(date +%s%N)
e2e_type "clear; $E2E_TMP/produce | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
elapsed=$((($(date +%s%N) - started) / 1000000))
((elapsed < 1500)) || e2e_fail "first braille after $elapsed ms"
title | grep -qF 'stdin · live' || e2e_fail "the stream is not live when its first rows show: $(title)"
e2e_wait_for 'stats.mem'
e2e_screen | grep -qF 'cpu' || e2e_fail "no cpu line in the legend"
e2e_wait_for '1 row skipped'

# Following: the newest x in the title grows while nothing is pressed.
first=$(title)
sleep 0.4
[ "$(title)" != "$first" ] || e2e_fail "the window does not follow: $(title)"

# The input ends (after 3 s): the explorer stays, no longer live.
e2e_wait_gone 'stdin · live' 8
e2e_has_braille || e2e_fail "the chart went away when the input ended"
e2e_keys q
e2e_wait_exit 0
exit 0
