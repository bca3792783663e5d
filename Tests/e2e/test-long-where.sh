#!/usr/bin/env bash
# Long tables as exports write them (an index column first), --series a,b, --where on files
# (one grammar, its mistakes exit 64 naming the character), the note on x repeating within a
# series, and short rows (gaps with a note; --strict refuses them), in files and through a pipe.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"

{
  echo ",state,disease,week,cases"
  index=0
  for state in Alabama Alaska Arizona; do
    for disease in measles polio; do
      for week in 1 2 3 4 5 6; do
        echo "$index,$state,$disease,$week,$((RANDOM % 50 + 1))"
        index=$((index + 1))
      done
    done
  done
} >cdc.csv

run() {
  set +e
  "$TCHART_BIN" render "$@" --width 100 --height 24 --color never >frame 2>err
  code=$?
  set -e
}

# The index first no longer hides the long layout: a note (such files may be wide too).
run cdc.csv
[ "$code" = 0 ] || e2e_fail "index first: exit $code: $(cat err)"
grep -qxF "tchart: cdc.csv: looks like long layout; try --series state" err ||
  e2e_fail "index-first hint: $(cat err)"

# One key named: drawn, with the note naming the other key.
run cdc.csv --x week --y cases --series state
[ "$code" = 0 ] || e2e_fail "--series state: exit $code: $(cat err)"
grep -qF "x repeats within 'Alabama' (2 rows per x): add --series state,disease or --where disease=measles" err ||
  e2e_fail "repeat note: $(cat err)"

# Both keys: one line per combination, no note.
run cdc.csv --x week --y cases --series state,disease
[ "$code" = 0 ] || e2e_fail "--series state,disease: exit $code: $(cat err)"
[ "$(cat err)" = "tchart: cdc.csv: row index 'column 1' not drawn" ] ||
  e2e_fail "--series state,disease printed: $(cat err)"
grep -qF "Alabama · measles" frame || e2e_fail "legend lacks 'Alabama · measles': $(cat frame)"
grep -qF "Alabama · polio" frame || e2e_fail "legend lacks 'Alabama · polio'"

# --where on a file: the rows kept are counted.
run cdc.csv --x week --y cases --series state --where "disease = measles and week <= 4"
[ "$code" = 0 ] || e2e_fail "--where: exit $code: $(cat err)"
grep -qxF "tchart: cdc.csv: --where kept 12 of 36 rows" err || e2e_fail "--where note: $(cat err)"
head -n 1 frame | grep -q "1 – 4" || e2e_fail "--where title: $(head -n 1 frame)"

# The same --where on the same rows in an SQLite table: the same frame (the grammar is
# translated, names and values quoted); a hostile value is one string, matching nothing.
if command -v sqlite3 >/dev/null 2>&1; then
  cut -d, -f2- cdc.csv >rows.csv
  mkdir -p db
  sqlite3 db/cdc.sqlite "CREATE TABLE cdc (state TEXT, disease TEXT, week REAL, cases REAL)"
  sqlite3 db/cdc.sqlite ".import --csv --skip 1 rows.csv cdc"
  cp rows.csv db/cdc.csv
  where="disease = measles and week <= 4"
  "$TCHART_BIN" render db/cdc.sqlite --table cdc --x week --y cases --series state --x-type number \
    --where "$where" --width 100 --height 24 --color never >a.txt 2>err || e2e_fail "table --where: $(cat err)"
  "$TCHART_BIN" render db/cdc.csv --x week --y cases --series state --x-type number \
    --where "$where" --width 100 --height 24 --color never >b.txt 2>/dev/null || e2e_fail "csv --where"
  cmp -s a.txt b.txt || { diff a.txt b.txt >&2; e2e_fail "the table's --where frame differs from the CSV's"; }
  set +e
  "$TCHART_BIN" render db/cdc.sqlite --table cdc --x week --y cases --series state \
    --where "state = \"x'); DROP TABLE cdc; --\"" --width 60 --height 12 >/dev/null 2>err
  set -e
  [ "$(sqlite3 db/cdc.sqlite 'SELECT COUNT(*) FROM cdc')" = 36 ] || e2e_fail "the table was changed"
fi

# Combinations are for files: a table says so (64).
run db.sqlite --table cdc --x week --y cases --series state,disease
[ "$code" = 64 ] || e2e_fail "--series a,b on a table: exit $code, expected 64"
grep -qF "one line per combination is for files" err || e2e_fail "--series a,b on a table: $(cat err)"

# Its mistakes: exit 64, the character named.
run cdc.csv --series state --where "disease = measles or week < 3"
[ "$code" = 64 ] || e2e_fail "bad --where: exit $code, expected 64"
grep -qF "at character 19: expected 'and' or the end, found 'o'" err || e2e_fail "bad --where: $(cat err)"
run cdc.csv --x week --y cases --series state --where "cases = many"
[ "$code" = 64 ] || e2e_fail "--where word on numbers: exit $code, expected 64"

# Short rows: gaps and a note, in a file and through a pipe; --strict refuses them.
printf 'time,cpu,mem\n1,5,50\n2,6\n3,7,52\n4,8' >short.csv
run short.csv
[ "$code" = 0 ] || e2e_fail "short rows: exit $code: $(cat err)"
grep -qxF "tchart: short.csv: 2 short rows: missing cells read as gaps (first at line 3)" err ||
  e2e_fail "short-row note: $(cat err)"
set +e
"$TCHART_BIN" render - --width 100 --height 24 --color never <short.csv >frame 2>err
code=$?
set -e
[ "$code" = 0 ] || e2e_fail "short rows through a pipe: exit $code: $(cat err)"
grep -qxF "tchart: -: 2 short rows: missing cells read as gaps (first at line 3)" err ||
  e2e_fail "piped short-row note: $(cat err)"
run short.csv --strict
[ "$code" = 65 ] || e2e_fail "--strict short rows: exit $code, expected 65"
[ "$(cat err)" = "tchart: short.csv:3:3: expected 3 fields, found 2" ] ||
  e2e_fail "--strict short rows: $(cat err)"
echo "ok"
