#!/usr/bin/env bash
# The columns sheet (issue 39): on a tracker's export with two date columns (the second read as
# text), `C` ↓ `x` Enter draws `updated`'s span; the next open keeps it and the sheet shows
# `--x updated`. R's `1958 Jan` months are x at once. At 200×50, days written YYMMDD (read
# as such, issue 40): `C` → `f` until `%y%m%d` → `x` → Enter draws 1985–1987 again, the same
# title as `render --x Day --date-format '%y%m%d'`.
source "$(dirname "$0")/lib.sh"

# Waits for an extended regular expression on the screen (the sheet's cells are padded).
wait_match() {
  local start=$SECONDS
  until e2e_screen | grep -qE -- "$1"; do
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "timed out waiting for /$1/"
    sleep 0.05
  done
}

awk 'BEGIN {
  print "created,updated,value"
  for (i = 0; i < 60; i++) {
    c = 19723 + i; u = c + 30 + i   # days since 1970: 2024-01-01 on
    printf "%s,%s,%d\n", day(c), day(u), 10 + (i * 37) % 90
  }
}
function day(d,   y, m, n, k) {
  y = 1970
  while (d >= (n = (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 366 : 365)) { d -= n; y++ }
  split("31 28 31 30 31 30 31 31 30 31 30 31", len, " ")
  if (n == 366) len[2] = 29
  for (m = 1; d >= len[m]; m++) d -= len[m]
  return sprintf("%04d-%02d-%02d", y, m, d + 1)
}' > "$E2E_TMP/dates.csv"
{
  echo '"","Day","Passengers"'
  n=0
  for year in 85 86 87; do
    for month in 01 02 03 04 05 06 07 08 09 10 11 12; do
      n=$((n + 1))
      echo "\"$n\",\"$year${month}01\",$((300 + n * 3))"
    done
  done
} > "$E2E_TMP/days.csv"
{
  echo '"","Month","Passengers"'
  for month in Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec; do echo "\"1\",\"1958 $month\",1"; done
} > "$E2E_TMP/months.csv"

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME XDG_CACHE_HOME=$XDG_CACHE_HOME"
e2e_run_tchart "$E2E_TMP/dates.csv"
e2e_wait_for 'Jan 1 – Feb 29 2024'
e2e_keys C
e2e_wait_for 'Columns of'
wait_match 'updated +time \(date text\) +hidden +times too'
e2e_keys Down x
e2e_wait_for 'dates.csv --x updated'
wait_match 'updated +time \(date text\) +→ x'
e2e_keys Enter
e2e_wait_for 'Jan 31 – May 28 2024'
e2e_wait_for 'Read again with --x updated'
e2e_wait_gone 'Columns of'
e2e_keys q
e2e_wait_exit 0

# The next open reads `updated` as x at once; the sheet names the flag.
e2e_run_tchart "$E2E_TMP/dates.csv"
e2e_wait_for 'Jan 31 – May 28 2024'
e2e_keys C
e2e_wait_for 'dates.csv --x updated'
e2e_keys Escape
e2e_wait_gone 'Columns of'
e2e_keys q
e2e_wait_exit 0

# The file changed under the session: no `updated` column any more. It opens as the command
# line says, and the status line says why.
sed -i '1s/updated/changed/' "$E2E_TMP/dates.csv"
# (The saved window is clamped to created's span: the view is partly restored.)
e2e_run_tchart "$E2E_TMP/dates.csv"
e2e_wait_for 'Jan 31 – Feb 29 2024'
e2e_keys m
e2e_wait_for 'the columns chosen last time no longer'
e2e_keys Escape q
e2e_wait_exit 0

# R's `1958 Jan` months are x at once.
"$TCHART_BIN" render "$E2E_TMP/months.csv" --width 80 --height 24 > "$E2E_TMP/render.txt" 2>/dev/null \
  || e2e_fail "render months.csv failed"
grep -qF 'months  ·  Jan 1958 – Dec 1958' "$E2E_TMP/render.txt" \
  || e2e_fail "months.csv titled '$(head -n 1 "$E2E_TMP/render.txt")'"

# 200×50: days written YYMMDD, read so at once; `f` names the form as a pattern.
e2e_resize 200 50
e2e_run_tchart "$E2E_TMP/days.csv"
e2e_wait_for 'days  ·  Jan 1985 – Dec 1987'
e2e_keys C
wait_match 'Day +time \(YYMMDD\) +x'
for _ in 1 2 3 4 5 6 7 8; do
  e2e_screen | grep -qF 'f: %y%m%d' && break
  e2e_keys f
  sleep 0.2
done
e2e_wait_for 'Day · f: %y%m%d'
e2e_wait_for '850101 → Tue, Jan 1 1985'
e2e_keys x
e2e_wait_for "days.csv --x Day --date-format '%y%m%d'"
e2e_keys Enter
e2e_wait_for 'days  ·  Jan 1985 – Dec 1987'
e2e_keys q
e2e_wait_exit 0
"$TCHART_BIN" render "$E2E_TMP/days.csv" --x Day --date-format '%y%m%d' --width 200 \
  --height 50 > "$E2E_TMP/render.txt" 2>/dev/null || e2e_fail "render --x Day failed"
title=$(head -n 1 "$E2E_TMP/render.txt")
case "$title" in
  *'days  ·  Jan 1985 – Dec 1987'*) ;;
  *) e2e_fail "render --x Day --date-format '%y%m%d' titled '$title'" ;;
esac
exit 0
