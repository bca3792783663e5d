#!/usr/bin/env bash
# A ClickHouse table on a local server started here (scripts/clickhouse-servers.sh; fails when
# clickhouse-server is not installed: make deps installs it; cpu has gaps): `tchart render` of the table
# equals the render of the same rows as CSV at three sizes and windows; the explorer opens it
# (the legend with the last values, no tooltip), zooms, pans and moves the indicator (its tooltip
# then shows), quits with q; unreachable 69, unknown table 65, a wrong
# password 77 without the password in the message; over HTTPS (clickhouse+https://, the test
# server's self-signed certificate) the same frame with --cacert, 69 naming TLS without it.
source "$(dirname "$0")/lib.sh"

e2e_clickhouse_single
post "CREATE TABLE metrics (ts Int64, cpu Nullable(Float64), mem Float64) ENGINE = MergeTree ORDER BY ts" >/dev/null
# cpu has gaps: every 20011th row and one stretch of 300 rows (all read whole: the exact frame).
post "INSERT INTO metrics SELECT toInt64(1600000000000 + number * 250 + (number % 7) * 31 + if(number > 120000, 5000000, 0)), if(number % 20011 = 0 OR (number >= 50000 AND number <= 50300), NULL, round(50 + 40 * sin(number / 3000), 2)), (number % 5000) / 8 FROM numbers(200000)" >/dev/null
# ClickHouse writes NULL as \N; the CSV has an empty cell.
post "SELECT ts, cpu, mem FROM metrics ORDER BY ts FORMAT CSVWithNames" | tr -d '"' | sed 's/\\N//g' > "$E2E_TMP/metrics.csv"
url="clickhouse://127.0.0.1:$port/default/metrics"

for args in "--width 80 --height 24" "--width 200 --height 60 --range 0.3:0.45" \
  "--width 120 --height 40 --range 0.59:0.61 --indicator 0.4"; do
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$url" --x ts --y cpu,mem --color never $args | tail -n +2 > "$E2E_TMP/a.txt" \
    || e2e_fail "render of the table failed ($args)"
  # shellcheck disable=SC2086
  "$TCHART_BIN" render "$E2E_TMP/metrics.csv" --x ts --color never $args | tail -n +2 > "$E2E_TMP/b.txt"
  cmp -s "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" || {
    diff "$E2E_TMP/a.txt" "$E2E_TMP/b.txt" >&2
    e2e_fail "the table's frame differs from the CSV's ($args)"
  }
done

# libcurl is opened on the first request, not linked: a file's start does not load it.
if command -v ldd >/dev/null 2>&1 && ldd "$TCHART_BIN" | grep -q libcurl; then
  e2e_fail "tchart links libcurl (it must be opened with dlopen on first use)"
fi
https=$(grep '^SINGLE_HTTPS=' "$E2E_TMP/ports.env" | cut -d= -f2)
cert=$(grep '^CH_CERT=' "$E2E_TMP/ports.env" | cut -d= -f2 | tr -d "'")
[ -n "$https" ] || e2e_fail "the ClickHouse server has no HTTPS port (is openssl installed?)"
secure="clickhouse+https://127.0.0.1:$https/default/metrics"
"$TCHART_BIN" render "$secure" --cacert "$cert" --x ts --y cpu,mem --color never --width 80 \
  --height 24 | tail -n +2 > "$E2E_TMP/s.txt" || e2e_fail "render over HTTPS failed"
"$TCHART_BIN" render "$url" --x ts --y cpu,mem --color never --width 80 --height 24 |
  tail -n +2 > "$E2E_TMP/a.txt"
cmp -s "$E2E_TMP/s.txt" "$E2E_TMP/a.txt" || e2e_fail "the frame over HTTPS differs"
code=0
"$TCHART_BIN" render "$secure" --x ts --y cpu 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "an untrusted certificate exits $code, not 69"
grep -q "^tchart: 127.0.0.1:$https: TLS: .*--cacert" "$E2E_TMP/err" || e2e_fail "TLS: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$secure" --cacert "$E2E_TMP/none.pem" 2> "$E2E_TMP/err" || code=$?
[ "$code" = 64 ] || e2e_fail "a missing --cacert file exits $code, not 64"

e2e_start 80 24
e2e_run_tchart "$url" --x ts --y cpu,mem
e2e_wait_for '1/1  metrics'
# No tooltip before the indicator moves (issue 26): the legend has the last values.
e2e_wait_for '2 mem 624.875'
e2e_wait_gone 'querying'
shown=$(e2e_screen)
e2e_keys + + +
e2e_wait_change "$shown"
e2e_wait_gone 'querying'
zoomed=$(e2e_screen)
e2e_keys L L
e2e_wait_change "$zoomed"
e2e_wait_gone 'querying'
e2e_keys h h h h
e2e_wait_for '│ ● cpu'
e2e_keys q
e2e_wait_exit 0

code=0
"$TCHART_BIN" render clickhouse://127.0.0.1:1/default/metrics 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "an unreachable server exits $code, not 69"
grep -q "^tchart: 127.0.0.1:1: cannot reach" "$E2E_TMP/err" || e2e_fail "unreachable: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "clickhouse://127.0.0.1:$port/default/nope" 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "an unknown table exits $code, not 65"
code=0
CLICKHOUSE_PASSWORD=hunter2-e2e "$TCHART_BIN" render "$url" --user tchart_pw 2> "$E2E_TMP/err" || code=$?
[ "$code" = 77 ] || e2e_fail "a wrong password exits $code, not 77"
! grep -q hunter2-e2e "$E2E_TMP/err" || e2e_fail "the password was printed"
exit 0
