#!/usr/bin/env bash
# The index and shape Y modes and the scale-clash hint, on a table of mixed magnitudes
# (320,000 beside 12,000 and 7.6): `render --y-scale index|shape` label the axis in percents or
# min…max; in the explorer the status line hints at the clash once, `y` reaches index then
# shape (title and status say which), the session keeps the mode and the hint is not said again.
source "$(dirname "$0")/lib.sh"

{
  echo "date,population,spending,rate"
  for i in $(seq 0 39); do
    awk -v i="$i" 'BEGIN {
      printf "2024-%02d-%02d,%d,%d,%.2f\n", 1 + int(i / 28), 1 + i % 28,
        320000 * 1.003 ^ i, 12000 * 1.02 ^ i, 7.6 + 2 * sin(i / 4) }'
  done
} >"$E2E_TMP/mixed.csv"

"$TCHART_BIN" render "$E2E_TMP/mixed.csv" --y-scale index --width 80 --height 24 --color never \
  >"$E2E_TMP/index" || e2e_fail "render --y-scale index failed"
head -1 "$E2E_TMP/index" | grep -q 'mixed · y: index' || e2e_fail "the title does not say index"
grep -qE '^ +100% ' "$E2E_TMP/index" || e2e_fail "no 100% label on the index axis"
grep -qE '^ +200% ' "$E2E_TMP/index" || e2e_fail "no 200% label: spending grows ×2.2"
"$TCHART_BIN" render "$E2E_TMP/mixed.csv" --y-scale shape --width 80 --height 24 --color never \
  >"$E2E_TMP/shape" || e2e_fail "render --y-scale shape failed"
head -1 "$E2E_TMP/shape" | grep -q 'mixed · y: shape' || e2e_fail "the title does not say shape"
sed -n 2p "$E2E_TMP/shape" | grep -qE '^ +max ' || e2e_fail "the top row is not labelled max"
grep -qE '^ +min ' "$E2E_TMP/shape" || e2e_fail "no min label"
grep -q 'scales differ' "$E2E_TMP/index" "$E2E_TMP/shape" && e2e_fail "a printed frame hints"
code=0
"$TCHART_BIN" render "$E2E_TMP/mixed.csv" --y-scale rebased 2>/dev/null || code=$?
[ "$code" = 64 ] || e2e_fail "a bad --y-scale is not a usage error ($code)"

e2e_start 80 24
e2e_run_tchart "$E2E_TMP/mixed.csv"
e2e_wait_for '1/1  mixed'
e2e_wait_for 'scales differ 38K×: v split · y index'
e2e_keys y y y y
e2e_wait_for 'mixed · y: index'
e2e_wait_for 'y: index · each line in % of its first value in the window'
e2e_wait_for '100%'
e2e_keys y
e2e_wait_for 'mixed · y: shape'
e2e_wait_for ' max '
e2e_keys q
e2e_wait_exit 0

# The session keeps the mode; the hint is not said in a mode that already rebases the lines.
e2e_run_tchart "$E2E_TMP/mixed.csv"
e2e_wait_for 'mixed · y: shape'
e2e_wait_for 'session restored'
e2e_keys l
e2e_settle
e2e_screen | grep -q 'scales differ' && e2e_fail "the hint came back in the shape mode"
e2e_keys q
e2e_wait_exit 0
