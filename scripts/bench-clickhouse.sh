#!/usr/bin/env bash
# `make bench-clickhouse`: a 10^8-row ClickHouse table (made server-side from numbers(N)) on a
# local server of its own; `tchart render` of windows of it (whole span, 10 %, 1 %, 0.01 %) at
# 200x60, RUNS times each: median and p99 wall time per frame (connect, describe, M4 of the window
# and of the mini-map's span, draw); then the HTTP client's small-query latency and
# large-answer throughput (`tchart-bench --http`, over HTTP and HTTPS); then the explorer's
# keypress → frame latency through `tchart-bench --clickhouse` (beside TCHART), with the block
# summary and, with NO_SUMMARY=1, without it. Usage: bench-clickhouse.sh TCHART [ROWS] [RUNS]
set -euo pipefail
tchart=${1:?usage: bench-clickhouse.sh TCHART [ROWS] [RUNS]}
rows=${2:-100000000}
runs=${3:-20}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/tchart-ch-bench.XXXXXX")
trap 'bash "$here/clickhouse-servers.sh" stop "$dir/servers" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
SERVERS=single bash "$here/clickhouse-servers.sh" start "$dir/servers" $$ >"$dir/ports.env"
port=$(grep '^SINGLE_HTTP=' "$dir/ports.env" | cut -d= -f2)
post() {
  local body=$1
  { printf 'POST / HTTP/1.0\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s' "${#body}" "$body"; } |
    timeout 3600 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; cat >&3; cat <&3" | tr -d '\r' | sed '1,/^$/d'
}
post "CREATE TABLE metrics (ts Int64, cpu Float64) ENGINE = MergeTree ORDER BY ts" >/dev/null
start=$(date +%s.%N)
post "INSERT INTO metrics SELECT toInt64(1600000000000 + number * 10), sin(number / 10000) * 50 + (number % 977) / 97.7 FROM numbers($rows)" >/dev/null
echo "inserted $(post 'SELECT count() FROM metrics') rows in $(echo "$(date +%s.%N) - $start" | bc) s"
url="clickhouse://127.0.0.1:$port/default/metrics"
# Block summaries kept between opens go to the bench's own folder (the first render of a wide
# window reads the table, the next ones the kept summary).
export XDG_CACHE_HOME="$dir/cache"
for range in 0:1 0.45:0.55 0.5:0.51 0.5:0.5001; do
  times=()
  for _ in $(seq 1 "$runs"); do
    t0=$(date +%s%N)
    "$tchart" render "$url" --x ts --y cpu --width 200 --height 60 --range "$range" --timeout 300 --color never >/dev/null
    t1=$(date +%s%N)
    times+=($(((t1 - t0) / 1000)))
  done
  sorted=$(printf '%s\n' "${times[@]}" | sort -n)
  median=$(echo "$sorted" | sed -n "$(((runs + 1) / 2))p")
  p99=$(echo "$sorted" | sed -n "$(((runs * 99 + 99) / 100))p")
  printf 'window %-11s frame median %7.1f ms  p99 %7.1f ms\n' "$range" "$(echo "$median / 1000" | bc -l)" "$(echo "$p99 / 1000" | bc -l)"
done
bench=$(dirname "$tchart")/tchart-bench
# The HTTP client alone: a small query's latency and a large answer's throughput, then over TLS.
"$bench" --http "$url"
https=$(grep '^SINGLE_HTTPS=' "$dir/ports.env" | cut -d= -f2 || true)
if [ -n "$https" ]; then
  "$bench" --http "clickhouse+https://127.0.0.1:$https/default/metrics" \
    --cacert "$(grep '^CH_CERT=' "$dir/ports.env" | cut -d= -f2 | tr -d "'")"
fi
"$bench" --clickhouse "$url"
if [ "${NO_SUMMARY:-0}" = 1 ]; then "$bench" --clickhouse "$url" --no-summary; fi
