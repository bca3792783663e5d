#!/usr/bin/env bash
# Data as people have it: a long-layout CSV (one row per symbol and date) is read again as
# long with a note (a pipe of it is refused with a hint), and drawn the same with --series; unsorted rows are sorted with a note on stderr; the data
# flags' usage errors exit 64.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"

{
  echo "symbol,date,price"
  for symbol in MSFT AMZN IBM GOOG AAPL; do
    for month in 01 02 03 04 05 06 07 08 09 10 11 12; do
      echo "$symbol,$month/15/2000,$((RANDOM % 100 + 10)).5"
    done
  done
} >stocks.csv

# Without --series, a file is read again as long, with a note (issue 40); through a pipe the
# rows are gone by then: exit 65 and the hint.
"$TCHART_BIN" render stocks.csv --width 100 --height 24 --color never >guessed 2>err ||
  e2e_fail "long layout without --series failed: $(cat err)"
[ "$(cat err)" = "tchart: stocks.csv: x repeats beside 'symbol': a line per symbol (--series symbol; --series names another)" ] ||
  e2e_fail "long layout note: $(cat err)"
set +e
cat stocks.csv | "$TCHART_BIN" render - --width 100 --height 24 --color never >out 2>err
code=$?
set -e
[ "$code" = 65 ] || e2e_fail "piped long layout without --series: exit $code, expected 65"
[ "$(cat err)" = "tchart: -: looks like long layout; try --series symbol" ] ||
  e2e_fail "long layout hint: $(cat err)"

# With it: one line per symbol, in order of first appearance, over the year 2000.
"$TCHART_BIN" render stocks.csv --series symbol --width 100 --height 24 --color never >frame 2>err ||
  e2e_fail "render --series symbol failed: $(cat err)"
[ ! -s err ] || e2e_fail "render --series printed on stderr: $(cat err)"
grep -qP '[\x{2801}-\x{28ff}]' frame || e2e_fail "no braille in the long-layout frame"
cmp -s frame guessed || e2e_fail "the file read again differs from --series symbol"
head -n 1 frame | grep -q "stocks" || e2e_fail "title does not name the file: $(head -n 1 frame)"
head -n 1 frame | grep -q "2000" || e2e_fail "title shows no dates of 2000: $(head -n 1 frame)"
legend=$(tr -d '\n' <frame)
last=0
for symbol in MSFT AMZN IBM GOOG AAPL; do
  position=$(grep -bo "$symbol" <<<"$legend" | head -n 1 | cut -d: -f1)
  [ -n "$position" ] || e2e_fail "legend lacks $symbol"
  ((position > last)) || e2e_fail "legend order: $symbol is not after the previous symbol"
  last=$position
done

# Unsorted rows: sorted, with one note on stderr; --strict refuses them.
printf 'date,v\n2017-01-01,1\n2001-01-01,2\n2009-01-01,3\n' >sf.csv
"$TCHART_BIN" render sf.csv --width 60 --height 16 --color never >/dev/null 2>err ||
  e2e_fail "unsorted file failed: $(cat err)"
[ "$(cat err)" = "tchart: sf.csv: rows sorted by date" ] || e2e_fail "sort note: $(cat err)"
set +e
"$TCHART_BIN" render sf.csv --strict --width 60 --height 16 >/dev/null 2>err
code=$?
set -e
[ "$code" = 65 ] || e2e_fail "--strict: exit $code, expected 65"
grep -q "sf.csv:3:1: x is not increasing" err || e2e_fail "--strict message: $(cat err)"

# Usage errors: --x on JSON, a bad --date-format or --tz, several value columns.
printf '{"columns":[["x",1000,2000],["y0",1,2]],"types":{"x":"x","y0":"line"}}' >c.json
printf 'date,sym,open,close\n2000-01-01,a,1,2\n2000-01-01,b,3,4\n' >two.csv
expect_usage() {
  local what=$1 pattern=$2
  shift 2
  set +e
  "$TCHART_BIN" render "$@" --width 60 --height 16 >/dev/null 2>err
  local code=$?
  set -e
  [ "$code" = 64 ] || e2e_fail "$what: exit $code, expected 64"
  grep -q -- "$pattern" err || e2e_fail "$what: $(cat err)"
}
expect_usage "--x on JSON" "tchart: c.json: --x applies to CSV and TSV files only" c.json --x a
expect_usage "bad --date-format" "unknown directive %Q" sf.csv --date-format "%Y-%Q"
expect_usage "bad --tz" "--tz" sf.csv --tz Mars
# Several value columns: the first, with a note naming the others (issue 40).
"$TCHART_BIN" render two.csv --series sym --width 100 --height 24 --color never >out 2>err ||
  e2e_fail "several values failed: $(cat err)"
grep -qF "the values are 'open' (also close: --y names another, C shows them)" err ||
  e2e_fail "several values note: $(cat err)"

# Bytes that are not UTF-8 are shown escaped.
printf 'x,a\n1,2\n2,\xff\xfe\n' >bad.csv
set +e
"$TCHART_BIN" render bad.csv >/dev/null 2>err
set -e
[ "$(cat err)" = "tchart: bad.csv:3:2: '\\xff\\xfe' is not a number" ] ||
  e2e_fail "non-UTF-8 message: $(cat err)"
# --tz shows the times in another zone, and the title names it.
printf 'time,v\n2024-01-01T22:00:00Z,1\n2024-01-01T23:00:00Z,2\n2024-01-02T01:00:00Z,3\n' >tz.csv
title=$("$TCHART_BIN" render tz.csv --tz +02:00 --width 60 --height 12 --color never | head -1)
[ "$title" = "1/1  tz  ·  Jan 2 2024 00:00 – 03:00 UTC+02:00" ] || e2e_fail "--tz title: $title"
echo "ok"
