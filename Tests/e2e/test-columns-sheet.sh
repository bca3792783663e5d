#!/usr/bin/env bash
# The columns sheet (issue 39): on a tracker's export with two date columns (the second read as
# text), `C` ↓ `x` Enter draws `updated`'s span; the next open keeps it and the sheet shows
# `--x updated`. At 200×50, R's monthly export: `C` → Month → `f` (`%Y %b`) → `x` → Enter draws
# dates, the same title as `render --x Month --date-format '%Y %b'`.
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
  echo '"","Month","Passengers"'
  n=0
  for year in 1958 1959 1960; do
    for month in Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec; do
      n=$((n + 1))
      echo "\"$n\",\"$year $month\",$((300 + n * 3))"
    done
  done
} > "$E2E_TMP/months.csv"

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME XDG_CACHE_HOME=$XDG_CACHE_HOME"
e2e_run_tchart "$E2E_TMP/dates.csv"
e2e_wait_for 'Jan 1 – Feb 29 2024'
e2e_keys C
e2e_wait_for 'Columns of'
wait_match 'updated +text +hidden +skipped: text'
e2e_keys Down x
e2e_wait_for 'dates.csv --x updated'
wait_match 'updated +text +→ x'
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

# 200×50: the month column read with the form `f` offers.
e2e_resize 200 50
e2e_run_tchart "$E2E_TMP/months.csv"
e2e_wait_for 'months  ·  1 – 36'
e2e_keys C
wait_match 'Month +text +hidden'
e2e_keys Down f
e2e_wait_for 'f: %Y %b (2/2) (as x) · 1958 Jan → Wed, Jan 1 1958'
e2e_keys x
e2e_wait_for "months.csv --x Month --date-format '%Y %b'"
e2e_keys Enter
e2e_wait_for 'months  ·  Jan 1958 – Dec 1960'
e2e_keys q
e2e_wait_exit 0
"$TCHART_BIN" render "$E2E_TMP/months.csv" --x Month --date-format '%Y %b' --width 200 \
  --height 50 > "$E2E_TMP/render.txt" 2>/dev/null || e2e_fail "render --x Month failed"
title=$(head -n 1 "$E2E_TMP/render.txt")
case "$title" in
  *'months  ·  Jan 1958 – Dec 1960'*) ;;
  *) e2e_fail "render --x Month --date-format '%Y %b' titled '$title'" ;;
esac
exit 0
