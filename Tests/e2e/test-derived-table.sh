#!/usr/bin/env bash
# Derived lines on an SQLite table (`--y 'c,rate(c),avg(g,2s)'`), computed by SQLite: render
# draws them under their names with their values (a counter reset is a reset, a gap read
# across), the explorer opens and zooms them, and a bad expression is one line, exit 64.
source "$(dirname "$0")/lib.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "skipped: no sqlite3 CLI (make deps installs it)"; exit 0; }
db="$E2E_TMP/counters.sqlite"
sqlite3 "$db" <<'SQL'
CREATE TABLE m (ts INTEGER, c REAL, g REAL);
INSERT INTO m VALUES (1, 10, 5), (2, 15, 6), (4, NULL, 7), (5, 30, 8), (7, 3, 9), (8, 9, 1);
SQL

"$TCHART_BIN" render "$db" --table m --x ts --y 'c,rate(c),avg(g,2s),cumsum(g)' --x-type number \
  --color never --width 80 --height 24 > "$E2E_TMP/a.txt" || e2e_fail "render of derived lines failed"
# The last row: rate (9 - 3) / 1, the mean of g over (6, 8], the running sum of g.
grep -q '● 1 c 9  ○ 2 rate(c) 6  ◆ 3 avg(g,2s) 5  ◇ 4 cumsum(g) 36' "$E2E_TMP/a.txt" \
  || e2e_fail "legend: $(tail -2 "$E2E_TMP/a.txt")"

e2e_start 80 24
e2e_run_tchart "$db" --table m --x ts --y 'c,rate(c)' --x-type number
e2e_wait_for '2 rate(c) 6'
e2e_wait_gone 'querying'
shown=$(e2e_screen)
e2e_keys + +
e2e_wait_change "$shown"
e2e_wait_gone 'querying'
e2e_keys q
e2e_wait_exit 0

code=0
"$TCHART_BIN" render "$db" --table m --x ts --y 'avg(c)' 2> "$E2E_TMP/err" || code=$?
[ "$code" = 64 ] || e2e_fail "a bad expression exits $code, not 64"
grep -q "^tchart: $db: --y 'avg(c)': avg needs a line and a window" "$E2E_TMP/err" \
  || e2e_fail "bad expression: $(cat "$E2E_TMP/err")"
echo "ok"
