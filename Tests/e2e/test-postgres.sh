#!/usr/bin/env bash
# A PostgreSQL table of 10^6 rows on a local server started here (scripts/postgres-servers.sh;
# make deps installs PostgreSQL): `tchart render postgres://…` equals the render of the same rows
# as CSV (COPY … TO STDOUT) in four windows and sizes, with gaps and a counter's reset; the
# password from PGPASSWORD, from ~/.pgpass, and over the Unix socket; PGSSLMODE read by libpq; the explorer opens the
# table, zooms, pans and quits with q; unreachable 69, a wrong password 77 without the password
# in the message, an unknown table 65, no --table 64.
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
# Its own folder under /tmp: the postgres user cannot enter the test folder (mode 700).
servers=$(mktemp -u "${TMPDIR:-/tmp}/tchart-pg.XXXXXX")
bash "$root/scripts/postgres-servers.sh" start "$servers" $$ > "$E2E_TMP/ports.env" 2> "$E2E_TMP/pg-err" \
  || e2e_fail "the PostgreSQL server did not start (is postgresql installed?): $(cat "$E2E_TMP/pg-err")"
trap "bash '$root/scripts/postgres-servers.sh' stop '$servers' >/dev/null 2>&1; e2e_cleanup" EXIT
# shellcheck disable=SC1091
source "$E2E_TMP/ports.env"
export PGPASSWORD="$PG_PASSWORD"
sql() { "$PG_BIN/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PG_PORT" -U postgres -d tchart -c "$1"; }
sql "CREATE TABLE metrics AS SELECT (1600000000 + i::bigint * 10 + i % 3) AS ts,
  CASE WHEN i % 20011 = 0 OR i BETWEEN 50000 AND 50300 THEN NULL ELSE round((50 + 40 * sin(i / 3000.0))::numeric, 2) END AS cpu,
  (CASE WHEN i < 700000 THEN i * 2 ELSE i - 700000 END)::float8 AS requests
  FROM generate_series(0, 999999) AS i; CREATE INDEX ON metrics (ts);" || e2e_fail "cannot make the table"
sql "COPY (SELECT ts, cpu, requests FROM metrics ORDER BY ts) TO STDOUT WITH CSV HEADER" > "$E2E_TMP/metrics.csv"
url="postgres://postgres@127.0.0.1:$PG_PORT/tchart"

for args in "--width 80 --height 24" "--width 200 --height 60 --range 0.3:0.45" \
  "--width 120 --height 40 --range 0.69:0.71 --indicator 0.4" "--width 80 --height 24 --range 0.999:1"; do
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$url" --table metrics --color never $args | tail -n +2 > "$E2E_TMP/a.txt" \
    || e2e_fail "render of the table failed ($args)"
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$E2E_TMP/metrics.csv" --color never $args | tail -n +2 > "$E2E_TMP/b.txt"
  cmp -s "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" || {
    diff "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" >&2
    e2e_fail "the table's frame differs from the CSV's ($args)"
  }
done

# A derived line, computed by the server: the rate of the counter, its reset a gap-free drop.
"$TCHART_BIN" render "$url" --table metrics --y 'rate(requests),cpu' --color never --width 100 \
  --height 24 --range 0.69:0.71 --timeout 60 > "$E2E_TMP/d.txt" || e2e_fail "render of a derived line failed"
grep -q 'rate(requests)' "$E2E_TMP/d.txt" || e2e_fail "no derived line: $(cat "$E2E_TMP/d.txt")"

# libpq is opened on the first query, not linked.
if command -v ldd >/dev/null 2>&1 && ldd "$TCHART_BIN" | grep -q libpq; then
  e2e_fail "tchart links libpq (it must be opened with dlopen on first use)"
fi
# The Unix socket (a host that is a folder), and ~/.pgpass instead of PGPASSWORD.
socket="postgres://postgres@$(printf '%s' "$PG_SOCKET_DIR" | sed 's|/|%2F|g'):$PG_PORT/tchart"
"$TCHART_BIN" render "$socket" --table metrics --color never --width 80 --height 24 | tail -n +2 > "$E2E_TMP/s.txt" \
  || e2e_fail "render over the Unix socket failed"
"$TCHART_BIN" render "$url" --table metrics --color never --width 80 --height 24 | tail -n +2 > "$E2E_TMP/a.txt"
cmp -s "$E2E_TMP/s.txt" "$E2E_TMP/a.txt" || e2e_fail "the frame over the socket differs"
mkdir -p "$E2E_TMP/home"
printf '127.0.0.1:%s:tchart:postgres:%s\n' "$PG_PORT" "$PG_PASSWORD" > "$E2E_TMP/home/.pgpass"
chmod 600 "$E2E_TMP/home/.pgpass"
env -u PGPASSWORD HOME="$E2E_TMP/home" "$TCHART_BIN" render "$url" --table metrics --color never --width 80 \
  --height 24 | tail -n +2 > "$E2E_TMP/p.txt" || e2e_fail "render with ~/.pgpass failed"
cmp -s "$E2E_TMP/p.txt" "$E2E_TMP/a.txt" || e2e_fail "the frame with ~/.pgpass differs"

e2e_start 80 24
e2e_run_tchart "$url" --table metrics --y cpu,requests
e2e_wait_for '1/1  metrics'
e2e_wait_gone 'querying'
shown=$(e2e_screen)
e2e_keys + + +
e2e_wait_change "$shown"
e2e_wait_gone 'querying'
zoomed=$(e2e_screen)
e2e_keys L L
e2e_wait_change "$zoomed"
e2e_wait_gone 'querying'
e2e_keys q
e2e_wait_exit 0

code=0
"$TCHART_BIN" render postgres://u@127.0.0.1:1/db --table t 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "an unreachable server exits $code, not 69"
grep -q "^tchart: 127.0.0.1:1/db: " "$E2E_TMP/err" || e2e_fail "unreachable: $(cat "$E2E_TMP/err")"
code=0
PGPASSWORD=hunter2-e2e "$TCHART_BIN" render "$url" --table metrics 2> "$E2E_TMP/err" || code=$?
[ "$code" = 77 ] || e2e_fail "a wrong password exits $code, not 77: $(cat "$E2E_TMP/err")"
! grep -q hunter2-e2e "$E2E_TMP/err" || e2e_fail "the password was printed"
code=0
"$TCHART_BIN" render "postgres://postgres:hunter3-e2e@127.0.0.1:$PG_PORT/tchart" --table metrics 2> "$E2E_TMP/err" || code=$?
[ "$code" = 77 ] || e2e_fail "a wrong password in the URL exits $code, not 77"
! grep -q hunter3-e2e "$E2E_TMP/err" || e2e_fail "the URL's password was printed"
# libpq reads its environment: PGSSLMODE=require against this server without TLS is refused.
code=0
PGSSLMODE=require "$TCHART_BIN" render "$url" --table metrics 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "PGSSLMODE=require exits $code, not 69: $(cat "$E2E_TMP/err")"
grep -q "SSL" "$E2E_TMP/err" || e2e_fail "PGSSLMODE: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$url" --table nope 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "an unknown table exits $code, not 65"
grep -q "no table nope" "$E2E_TMP/err" || e2e_fail "unknown table: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$url" 2> "$E2E_TMP/err" || code=$?
[ "$code" = 64 ] || e2e_fail "no --table exits $code, not 64"
exit 0
