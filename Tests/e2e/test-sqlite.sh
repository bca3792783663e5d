#!/usr/bin/env bash
# An SQLite table (made here with the sqlite3 CLI; cpu has gaps): `tchart render` of the table
# equals the render of the same rows as CSV; the explorer opens it (no tooltip), zooms, pans and
# moves the indicator (the tooltip shows and follows), quits with q, and comes back to the same window on the next run; the
# file is never written; errors are one line with sysexits codes.
source "$(dirname "$0")/lib.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "skipped: no sqlite3 CLI (make deps installs it)"; exit 0; }
db="$E2E_TMP/metrics.sqlite"
sqlite3 "$db" <<'SQL'
CREATE TABLE metrics (ts REAL, cpu REAL, "mem used" REAL);
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 199999)
INSERT INTO metrics
  SELECT i + (CASE WHEN i > 120000 THEN 5000 ELSE 0 END) + (i % 7) * 0.125,
         CASE WHEN i % 20011 = 0 OR i BETWEEN 50000 AND 50300 THEN NULL
              ELSE round(50 + 40 * sin(i / 3000.0) + (abs(random()) % 1000) / 100.0, 2) END,
         round((i % 5000) / 50.0, 2)
  FROM n;
SQL
sqlite3 -header -csv "$db" 'SELECT ts, cpu, "mem used" FROM metrics ORDER BY ts' > "$E2E_TMP/metrics.csv"
sum_before=$(cksum < "$db")
mtime_before=$(stat -c %Y.%y "$db")

for args in "--width 80 --height 24" "--width 200 --height 60 --range 0.3:0.45" \
  "--width 120 --height 40 --range 0.59:0.61 --indicator 0.4"; do
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$db" --table metrics --x ts --y 'cpu,mem used' --x-type number \
    --color never $args > "$E2E_TMP/a.txt" || e2e_fail "render of the table failed ($args)"
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$E2E_TMP/metrics.csv" --x ts --x-type number --color never $args \
    > "$E2E_TMP/b.txt"
  cmp -s "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" || {
    diff "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" >&2
    e2e_fail "the table's frame differs from the CSV's ($args)"
  }
done

e2e_start 80 24
e2e_run_tchart "$db" --table metrics --x ts --y 'cpu,mem used' --x-type number
e2e_wait_for '1/1  metrics'
# No tooltip before the indicator moves (issue 26): the legend has the last values.
e2e_wait_for '2 mem used '
e2e_wait_gone 'querying'
e2e_screen | grep -q '╭' && e2e_fail "a tooltip box on open"
shown=$(e2e_screen)
e2e_keys + + +
e2e_wait_change "$shown"
e2e_wait_gone 'querying'
zoomed=$(e2e_screen)
e2e_keys L L
e2e_wait_change "$zoomed"
e2e_wait_gone 'querying'
title=$(e2e_screen | head -1)
e2e_keys h h h h
e2e_wait_for 'x = '
panned=$(e2e_screen)
e2e_keys h
e2e_wait_change "$panned"
[ "$(e2e_screen | head -1)" = "$title" ] || e2e_fail "moving the indicator moved the window"
e2e_keys q
e2e_wait_exit 0

# The table's view comes back on the next run (its own session, keyed by file, table and
# columns): the same window, and the status line says so; --fresh starts over.
e2e_run_tchart "$db" --table metrics --x ts --y 'cpu,mem used' --x-type number
e2e_wait_for 'session restored (--fresh to start over)'
e2e_wait_gone 'querying'
restored=$(e2e_screen | head -1)
[ "$restored" = "$title" ] || e2e_fail "the table's window was not restored: '$restored', not '$title'"
e2e_keys q
e2e_wait_exit 0
e2e_run_tchart "$db" --table metrics --x ts --y 'cpu,mem used' --x-type number --fresh
e2e_wait_for '1/1  metrics'
e2e_wait_gone 'querying'
[ "$(e2e_screen | head -1)" != "$title" ] || e2e_fail "--fresh restored the table's window"
e2e_keys q
e2e_wait_exit 0

[ "$(cksum < "$db")" = "$sum_before" ] || e2e_fail "the database file changed"
[ "$(stat -c %Y.%y "$db")" = "$mtime_before" ] || e2e_fail "the database file's mtime changed"

code=0
"$TCHART_BIN" render "$E2E_TMP/none.sqlite" --table metrics --x ts --y cpu 2> "$E2E_TMP/err" || code=$?
[ "$code" = 66 ] || e2e_fail "a missing file exits $code, not 66"
grep -qx "tchart: $E2E_TMP/none.sqlite: no such file" "$E2E_TMP/err" || e2e_fail "missing: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$db" --table metrics --x ts --y nope 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "an unknown column exits $code, not 65"
grep -qx "tchart: $db: no column 'nope' in table 'metrics'" "$E2E_TMP/err" || e2e_fail "column: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$E2E_TMP/metrics.csv" --table metrics --x ts --y cpu 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "a CSV file as a database exits $code, not 65"
# CSV files imported with the sqlite3 shell (`.import` makes every column TEXT): numbers and ISO
# dates as text render as the CSV files themselves do; the explorer opens them; an x of other
# text is one line naming the table, column, value and row (65), never a crash.
{ echo "week,sales,cost"; for i in $(seq 1 30); do echo "$i,$((i * i % 17)),$((i * 3 % 11))"; done; } \
  > "$E2E_TMP/weekly.csv"
{ echo "date,visits"; for i in $(seq 0 40); do
  printf '%s,%d\n' "$(date -u -d "2024-02-20 + $i days" +%F)" $(((i * 37) % 23)); done; } \
  > "$E2E_TMP/daily.csv"
printf 'quarter,gdp\n1974Q1,1.5\n1974Q2,1.7\n' > "$E2E_TMP/quarterly.csv"
imported="$E2E_TMP/imported.sqlite"
(cd "$E2E_TMP" && sqlite3 "$imported" '.import --csv weekly.csv weekly' \
  '.import --csv daily.csv daily' '.import --csv quarterly.csv quarterly')
for pair in "weekly --x week --y sales,cost" "daily --x date --y visits"; do
  read -r table rest <<< "$pair"
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$imported" --table $table $rest --color never > "$E2E_TMP/a.txt" \
    || e2e_fail "render of the imported table $table failed"
  "$TCHART_BIN" render "$E2E_TMP/$table.csv" --color never > "$E2E_TMP/b.txt"
  cmp -s "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" || {
    diff "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" >&2
    e2e_fail "the imported table $table's frame differs from its CSV's"
  }
done
head -1 "$E2E_TMP/a.txt" | grep -q 'daily  ·  Feb 20 – Mar 31 2024' || e2e_fail "daily: $(head -1 "$E2E_TMP/a.txt")"
e2e_run_tchart "$imported" --table daily --x date --y visits
e2e_wait_for '1/1  daily  ·  Feb 20 – Mar 31 2024'
e2e_wait_gone 'querying'
e2e_keys + +
e2e_wait_gone 'querying'
e2e_keys q
e2e_wait_exit 0
code=0
"$TCHART_BIN" render "$imported" --table quarterly --x quarter --y gdp 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "a text x exits $code, not 65"
grep -qx "tchart: $imported: table 'quarterly' column 'quarter': '1974Q1' (row 1) is not a number or an ISO date (YYYY-MM-DD\[ HH:MM\[:SS\]\]): choose another --x, or leave such rows out with --where" \
  "$E2E_TMP/err" || e2e_fail "text x: $(cat "$E2E_TMP/err")"
echo "ok"
