#!/usr/bin/env bash
# Derived lines from the picker on an SQLite table: `/`, `Ctrl-T`, `Enter` adds rate(c) as
# line 2 (SQLite computes it: the table is opened again with --y c,rate(c),g), its last value
# in the legend; `u` removes it, `Ctrl-R` brings it back, the session derives it again on the
# next opening, `Ctrl-X` removes it. A long table says how to get derived lines instead.
source "$(dirname "$0")/lib.sh"

command -v sqlite3 >/dev/null 2>&1 || { echo "skipped: no sqlite3 CLI (make deps installs it)"; exit 0; }
db="$E2E_TMP/m.sqlite"
sqlite3 "$db" <<'SQL'
CREATE TABLE m (ts INTEGER, c REAL, g REAL);
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 299)
INSERT INTO m SELECT 1700000000 + i * 10, i * 37 % 1000, i % 17 FROM n;
CREATE TABLE l (ts INTEGER, host TEXT, v REAL);
INSERT INTO l VALUES (1, 'web', 1), (1, 'db', 2), (2, 'web', 3), (2, 'db', 5);
SQL

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart "$db" --table m --x ts --y c,g --x-type number
e2e_wait_for '2 g 10'
e2e_wait_gone 'querying'
e2e_keys /
e2e_wait_for 'Lines 2/2'
e2e_keys C-t
e2e_wait_for 'Derive from c'
e2e_keys Enter
e2e_wait_for 'added rate(c) as line 2'
e2e_wait_for 'Lines 3/3'
e2e_keys Escape
# The last rows: c 26 then 63, 10 s apart.
e2e_wait_for '1 c 63  2 rate(c) 3.7  3 g 10'
e2e_wait_gone 'querying'
e2e_keys u
e2e_wait_for 'undo: add rate(c)'
e2e_wait_for '1 c 63  2 g 10'
e2e_keys C-r
e2e_wait_for '2 rate(c) 3.7'
e2e_wait_gone 'querying'
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart "$db" --table m --x ts --y c,g --x-type number
e2e_wait_for 'session restored'
e2e_wait_for '2 rate(c) 3.7'
e2e_keys / Down C-x
e2e_wait_for 'removed rate(c)'
e2e_keys Escape
e2e_wait_for '1 c 63  2 g 10'
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart "$db" --table l --x ts --series host --y v --x-type number
e2e_wait_for '2 db 5'
e2e_keys / C-t
e2e_wait_for "derived lines on a long table: --y 'rate(COLUMN)' with --series"
e2e_keys Escape q
e2e_wait_exit 0
exit 0
