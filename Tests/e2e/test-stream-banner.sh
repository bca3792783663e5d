#!/usr/bin/env bash
# Whitespace tables and streams from real commands: a vmstat-like file read by `render` and
# `render -` (banner and repeated header skipped, x the row number); live streams whose banner
# comes before the header, rows rejected then accepted (the waiting message says why, as rows
# arrive), loadavg-like rows (x the arrival time, said on the status line); `vmstat 1` itself
# when the machine has it.
source "$(dirname "$0")/lib.sh"

banner='procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----'
header=' r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st'
row() { printf ' %s  0      0 %s  11220 1261972    0    0  2472  1357  189  313 18  4 77  1  0\n' "$1" "$2"; }
{
  echo "$banner"
  echo "$header"
  row 3 22909160
  row 2 22909100
  echo "$banner"
  echo "$header"
  row 1 22909000
} >"$E2E_TMP/vmstat.txt"

render() { "$TCHART_BIN" render "$@" --width 100 --height 20 --color never --stats; }
render "$E2E_TMP/vmstat.txt" >"$E2E_TMP/file.out" 2>"$E2E_TMP/file.err" ||
  e2e_fail "file: $(cat "$E2E_TMP/file.err")"
grep -qF 'vmstat.txt: read as a table separated by spaces, the header on line 2, 1 banner line above' \
  "$E2E_TMP/file.err" || e2e_fail "no note on the banner: $(cat "$E2E_TMP/file.err")"
grep -qF "x is the row number: 'r' does not increase" "$E2E_TMP/file.err" ||
  e2e_fail "no note on x: $(cat "$E2E_TMP/file.err")"
head -1 "$E2E_TMP/file.out" | grep -qF 'vmstat  ·  1 – 3' ||
  e2e_fail "title: $(head -1 "$E2E_TMP/file.out")"
cat "$E2E_TMP/vmstat.txt" | render - >"$E2E_TMP/pipe.out" 2>"$E2E_TMP/pipe.err" ||
  e2e_fail "render - from a pipe: $(cat "$E2E_TMP/pipe.err")"
diff <(tail -n +2 "$E2E_TMP/file.out") <(tail -n +2 "$E2E_TMP/pipe.out") >/dev/null ||
  e2e_fail "render - differs from the file"

e2e_start 80 24
# A banner, the header, then rows 0.3 s apart: drawn, the repeats skipped silently.
e2e_type "clear; (echo '$banner'; echo '$header'; for i in 3 2 4 1 5 2; do printf ' %s  0 0 %s 1 1 0 0 0 0 0 0 %s 1 80 0 0\n' \$i \$((22909000 + i)) \$((i * 10)); sleep 0.3; done; echo '$banner'; echo '$header'; sleep 4) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
e2e_wait_for 'x is the arrival time: the first column does not count up'
e2e_screen | grep -qF '1 r ' || e2e_fail "the lines are not the header's: $(e2e_screen | tail -2)"
sleep 2
e2e_screen | grep -qF 'skipped' && e2e_fail "repeated banner or header counted: $(e2e_screen | tail -1)"
e2e_keys q
e2e_wait_exit 0

# Rows rejected, then accepted: the waiting message says why and counts as rows arrive.
e2e_type "clear; (echo 't,a'; echo 'x,abc'; sleep 0.5; echo 'y,def'; sleep 1.5; echo '1,5'; echo '2,7'; sleep 4) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_for "Waiting for data… 1 row skipped (line 2: x 'x' is neither a number nor a date)"
e2e_wait_for "Waiting for data… 2 rows skipped (line 3: x 'y' is neither a number nor a date)"
e2e_wait_braille
e2e_wait_gone 'Waiting for data'
e2e_keys q
e2e_wait_exit 0

# Three numbers per row as /proc/loadavg gives them: every field a line against arrival time.
e2e_type "clear; (for v in 0.58 0.55 0.61 0.70 0.66; do echo \"\$v 0.40 0.18\"; sleep 0.2; done; sleep 4) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
e2e_wait_for 'x is the arrival time: the first column does not count up'
e2e_screen | grep -qF '1 1 ' && e2e_screen | grep -qF '3 3 ' ||
  e2e_fail "three lines expected: $(e2e_screen | tail -2)"
e2e_keys q
e2e_wait_exit 0

# The real command, when it is here.
if command -v vmstat >/dev/null 2>&1 && command -v stdbuf >/dev/null 2>&1; then
  e2e_type "clear; stdbuf -oL vmstat 1 | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
  e2e_wait_braille
  e2e_wait_for 'stdin · live'
  e2e_keys q
  e2e_wait_exit 0
fi
exit 0
