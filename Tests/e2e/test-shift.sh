#!/usr/bin/env bash
# Compare with an earlier period: `render --shift 1w` names the copies in the legend and the
# period in the title, a bad period is one line and exit 64; in the explorer `w` cycles
# 1d → 1w → 28d → off (the title says which), the tooltip shows the copy's Δ to now, `u`
# undoes a step, and the session keeps the period. On a table (not yet drawn there) render
# says so in one line, exit 64, and the explorer in its status line.
source "$(dirname "$0")/lib.sh"

{
  echo "date,visits"
  for i in $(seq 0 55); do
    awk -v i="$i" 'BEGIN {
      d = 1 + i % 28; m = 3 + int(i / 28)
      printf "2018-%02d-%02d,%d\n", m, d, 100 + i - ((i % 7) < 2 ? 40 : 0) }'
  done
} >"$E2E_TMP/shop.csv"

"$TCHART_BIN" render "$E2E_TMP/shop.csv" --shift 1w --width 80 --height 24 --color never \
  >"$E2E_TMP/week" || e2e_fail "render --shift 1w failed"
head -1 "$E2E_TMP/week" | grep -q 'shop · vs −1w' || e2e_fail "the title does not say vs −1w"
grep -q 'visits −1w' "$E2E_TMP/week" || e2e_fail "no copy in the legend"
code=0
"$TCHART_BIN" render "$E2E_TMP/shop.csv" --shift 1y 2>"$E2E_TMP/err" || code=$?
[ "$code" = 64 ] || e2e_fail "a bad --shift is not a usage error ($code)"
[ "$(wc -l <"$E2E_TMP/err")" = 1 ] && grep -qF 'tchart: --shift 1y: need a period' "$E2E_TMP/err" ||
  e2e_fail "--shift 1y said: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" "$E2E_TMP/shop.csv" --shift 0 2>"$E2E_TMP/err" || code=$?
[ "$code" = 64 ] && [ "$(wc -l <"$E2E_TMP/err")" = 1 ] || e2e_fail "explore --shift 0: exit $code"

e2e_start 80 24
e2e_run_tchart "$E2E_TMP/shop.csv"
e2e_wait_for '1/1  shop'
e2e_keys w
e2e_wait_for 'shop · vs −1d'
sleep 0.6
e2e_keys w
e2e_wait_for 'shop · vs −1w'
e2e_keys Left
e2e_wait_for 'visits −1w'
e2e_wait_for '(+'
# Presses of one key within 0.5 s are one undo step: this one is a step of its own.
sleep 0.6
e2e_keys w
e2e_wait_for 'shop · vs −28d'
e2e_keys u
e2e_wait_for 'undo: compare −28d'
e2e_wait_for 'shop · vs −1w'
e2e_keys q
e2e_wait_exit 0

# The session keeps the period.
e2e_run_tchart "$E2E_TMP/shop.csv"
e2e_wait_for 'session restored'
e2e_wait_for 'shop · vs −1w'
e2e_keys q
e2e_wait_exit 0

if command -v sqlite3 >/dev/null 2>&1; then
  sqlite3 "$E2E_TMP/shop.sqlite" "CREATE TABLE t (ts INTEGER, visits REAL);
    INSERT INTO t VALUES (1520000000, 100), (1520086400, 104), (1520172800, 99);"
  code=0
  "$TCHART_BIN" render "$E2E_TMP/shop.sqlite" --table t --x ts --y visits --shift 1d \
    2>"$E2E_TMP/err" >/dev/null || code=$?
  [ "$code" = 64 ] && [ "$(wc -l <"$E2E_TMP/err")" = 1 ] || e2e_fail "render --shift on a table: exit $code"
  grep -qF 'tchart: --shift 1d: not on tables yet' "$E2E_TMP/err" ||
    e2e_fail "render --shift on a table said: $(cat "$E2E_TMP/err")"
  e2e_run_tchart "$E2E_TMP/shop.sqlite" --table t --x ts --y visits --shift 1d
  e2e_wait_for 'compare: not on tables yet'
  e2e_keys q
  e2e_wait_exit 0
fi
