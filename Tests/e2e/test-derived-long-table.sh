#!/usr/bin/env bash
# Derived lines on a long SQLite table: `--series host --y 'rate(v)'` draws the rate of v per
# series (one line per host, computed by SQLite over each series' rows apart), in render and in
# the explorer.
source "$(dirname "$0")/lib.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "skipped: no sqlite3 CLI (make deps installs it)"; exit 0; }
db="$E2E_TMP/long.sqlite"
# web counts 5 per 10 s, db 10 per 10 s with a reset at ts 500 (its rate stays positive).
sqlite3 "$db" <<'SQL'
CREATE TABLE l (ts INTEGER, host TEXT, v REAL);
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99)
INSERT INTO l SELECT i * 10, 'web', i * 5 FROM n
  UNION ALL SELECT i * 10, 'db', CASE WHEN i < 50 THEN i * 10 ELSE (i - 50) * 10 + 20 END FROM n;
SQL

frame=$("$TCHART_BIN" render "$db" --table l --x ts --series host --y 'rate(v)' --x-type number \
  --color never --width 80 --height 24) || e2e_fail "render --series host --y 'rate(v)' failed"
grep -qF '● 1 web 0.5  ○ 2 db 1' <<<"$frame" || e2e_fail "legend: $(tail -1 <<<"$frame")"
# The rates lie between 0 and 2: no negative rate at db's reset.
grep -qP '^ *-' <<<"$frame" && e2e_fail "a negative rate: $frame"
plain=$("$TCHART_BIN" render "$db" --table l --x ts --series host --y 'v' --x-type number \
  --color never --width 80 --height 24)
grep -qF '● 1 web 495  ○ 2 db 510' <<<"$plain" || e2e_fail "plain legend: $(tail -1 <<<"$plain")"

e2e_start 80 24
e2e_run_tchart "$db" --table l --x ts --series host --y 'avg(v,3)' --x-type number
e2e_wait_for '1 web 490  2 db 500'
e2e_wait_gone 'querying'
e2e_has_braille || e2e_fail "no chart"
e2e_keys q
e2e_wait_exit 0
exit 0
