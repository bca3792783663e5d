#!/usr/bin/env bash
# `sar` tables, times of day as x: a sar-like file read by `render` and `render -` (the banner's
# date, the `CPU` column of `all` skipped, the `Average:` row skipped); the same as a live
# stream; a headerless file of numbers (x the row number); real `sar 1 3` when the machine has
# it.
source "$(dirname "$0")/lib.sh"

{
  printf 'Linux 6.1.0-13-amd64 (host) \t11/25/2026 \t_x86_64_\t(2 CPU)\n\n'
  echo '13:30:51        CPU     %user     %nice   %system   %iowait    %steal     %idle'
  echo '13:30:52        all      0.50      0.00      0.50      0.00      0.00     99.00'
  echo '13:30:53        all      1.50      0.00      0.50      0.00      0.00     98.00'
  echo '13:30:54        all      2.50      0.00      1.00      0.00      0.00     96.50'
  echo 'Average:        all      1.50      0.00      0.67      0.00      0.00     97.83'
} >"$E2E_TMP/sar.txt"

render() { "$TCHART_BIN" render "$@" --width 100 --height 20 --color never --stats; }
render "$E2E_TMP/sar.txt" >"$E2E_TMP/file.out" 2>"$E2E_TMP/file.err" ||
  e2e_fail "file: $(cat "$E2E_TMP/file.err")"
grep -qF "sar.txt: x is the time of day in column 1, on 2026-11-25 (the banner's date)" \
  "$E2E_TMP/file.err" || e2e_fail "no note on x: $(cat "$E2E_TMP/file.err")"
grep -qF 'sar.txt: skipped text column CPU' "$E2E_TMP/file.err" ||
  e2e_fail "no note on CPU: $(cat "$E2E_TMP/file.err")"
head -1 "$E2E_TMP/file.out" | grep -qF 'sar  ·  Nov 25 2026 13:30:52 – 13:30:54' ||
  e2e_fail "title: $(head -1 "$E2E_TMP/file.out")"
grep -qF '%idle' "$E2E_TMP/file.out" || e2e_fail "no %idle line: $(cat "$E2E_TMP/file.out")"
render - <"$E2E_TMP/sar.txt" >"$E2E_TMP/pipe.out" 2>"$E2E_TMP/pipe.err" ||
  e2e_fail "render - : $(cat "$E2E_TMP/pipe.err")"
diff <(tail -n +2 "$E2E_TMP/file.out") <(tail -n +2 "$E2E_TMP/pipe.out") >/dev/null ||
  e2e_fail "render - differs from the file"

# A headerless file of numbers split at spaces (statsmodels' E6_jmulti.csv's shape).
printf -- '-0.00313258 0.083\n0.0188713 0.083\n0.0248036 0.087\n0.0101 0.09\n' >"$E2E_TMP/E6.csv"
render "$E2E_TMP/E6.csv" >"$E2E_TMP/e6.out" 2>"$E2E_TMP/e6.err" ||
  e2e_fail "headerless: $(cat "$E2E_TMP/e6.err")"
grep -qF 'E6.csv: no header: the first line is data, the lines named 1, 2, …; x is the row number' \
  "$E2E_TMP/e6.err" || e2e_fail "no note on the header: $(cat "$E2E_TMP/e6.err")"
head -1 "$E2E_TMP/e6.out" | grep -qF 'E6  ·  1 – 4' || e2e_fail "title: $(head -1 "$E2E_TMP/e6.out")"
printf '0.5 1\n0.25 x\n' >"$E2E_TMP/bad.txt"
status=0
render "$E2E_TMP/bad.txt" >/dev/null 2>"$E2E_TMP/bad.err" || status=$?
[[ $status == 65 ]] || e2e_fail "bad cell: exit $status"
grep -qF 'bad.txt:2:2:' "$E2E_TMP/bad.err" || e2e_fail "bad cell: $(cat "$E2E_TMP/bad.err")"

e2e_start 80 24
# The same table as a live stream, rows 0.3 s apart.
e2e_type "clear; (head -3 $E2E_TMP/sar.txt; for s in 52 53 54 55 56; do echo \"13:30:\$s all 1.00 0.00 0.50 0.00 0.00 98.50\"; sleep 0.3; done; sleep 4) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
e2e_wait_for '%idle'
e2e_screen | grep -qF 'Waiting' && e2e_fail "still waiting: $(e2e_screen | tail -1)"
e2e_keys q
e2e_wait_exit 0

# The real command, when it is here.
if command -v sar >/dev/null 2>&1; then
  sar 1 3 >"$E2E_TMP/real-sar.txt" 2>/dev/null || true
  if grep -q '%idle' "$E2E_TMP/real-sar.txt"; then
    render "$E2E_TMP/real-sar.txt" >/dev/null 2>"$E2E_TMP/real.err" ||
      e2e_fail "real sar file: $(cat "$E2E_TMP/real.err")"
    e2e_type "clear; sar 1 3 | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
    e2e_wait_braille
    e2e_wait_for '%idle'
    sleep 3
    e2e_screen | grep -qF 'skipped' && e2e_fail "sar's rows skipped: $(e2e_screen | tail -1)"
    e2e_keys q
    e2e_wait_exit 0
  fi
fi
exit 0
