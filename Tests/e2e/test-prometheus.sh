#!/usr/bin/env bash
# A Prometheus server started here (Debian's prometheus, make deps installs it; skipped when it
# is missing) on a free loopback port, with two days of one gauge backfilled by promtool (one
# sample every 15 s, three one-sample spikes of 1000): `tchart render` shows the spikes at the
# whole span; the explorer opens it live, zooms, pans (paused), End follows again, q quits;
# unreachable 69 with host:port, a bad query 65 with Prometheus's message, a query without a
# URL 64; prometheus+https:// with a certificate made here: --cacert draws, without it 69.
source "$(dirname "$0")/lib.sh"

command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1 \
  || { echo "skipped: prometheus is not installed (make deps installs it)"; exit 0; }

while :; do
  port=$((20000 + RANDOM % 40000))
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
done
now=$(date +%s)
awk -v end=$((now - 3600)) 'BEGIN {
  print "# TYPE spiky gauge"
  start = end - 2 * 86400; srand(7)
  for (t = start; t <= end; t += 15) {
    v = 10 + 6 * rand()
    if (t == start + 36000 || t == start + 90000 || t == start + 150000) v = 1000
    printf "spiky{job=\"t\"} %.3f %d\n", v, t
  }
  print "# EOF"
}' > "$E2E_TMP/backfill.om"
mkdir -p "$E2E_TMP/data"
promtool tsdb create-blocks-from openmetrics "$E2E_TMP/backfill.om" "$E2E_TMP/data" >/dev/null \
  || e2e_fail "promtool could not backfill"
printf 'global: {scrape_interval: 5s}\nscrape_configs:\n  - job_name: self\n    static_configs: [{targets: ["127.0.0.1:%s"]}]\n' \
  "$port" > "$E2E_TMP/prom.yml"
prometheus --config.file="$E2E_TMP/prom.yml" --storage.tsdb.path="$E2E_TMP/data" \
  --web.listen-address="127.0.0.1:$port" --storage.tsdb.retention.time=3650d \
  --log.level=warn > "$E2E_TMP/prometheus.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; e2e_cleanup' EXIT
ready=""
for _ in $(seq 1 300); do
  if answer=$(bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; printf 'GET /-/ready HTTP/1.0\r\n\r\n' >&3; cat <&3" 2>/dev/null) \
    && [[ $answer == *"200 OK"* ]]; then
    ready=1
    break
  fi
  sleep 0.1
done
[ -n "$ready" ] || e2e_fail "prometheus did not start: $(tail -3 "$E2E_TMP/prometheus.log")"
url="prometheus://127.0.0.1:$port"

# The whole span at 80 columns: the spikes reach the top (the axis says 1K).
"$TCHART_BIN" render "$url" spiky --since 3d --width 80 --height 24 --color never > "$E2E_TMP/frame.txt" \
  || e2e_fail "render failed"
grep -q '^ *1K ' "$E2E_TMP/frame.txt" || { cat "$E2E_TMP/frame.txt" >&2; e2e_fail "no spike in the frame"; }
[ "$(head -1 "$E2E_TMP/frame.txt" | grep -c 'spiky')" = 1 ] || e2e_fail "no title"

e2e_start 80 24
e2e_run_tchart "$url" spiky --since 3d --every 1s
e2e_wait_for 'spiky · live'
e2e_wait_gone 'querying'
shown=$(e2e_screen)
e2e_keys + + +
e2e_wait_change "$shown"
e2e_wait_gone 'querying'
zoomed=$(e2e_screen)
e2e_keys H H
e2e_wait_for 'spiky · paused'
e2e_wait_change "$zoomed"
e2e_keys End
e2e_wait_for 'spiky · live'
e2e_keys q
e2e_wait_exit 0

code=0
"$TCHART_BIN" render prometheus://127.0.0.1:1 up 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "an unreachable server exits $code, not 69"
grep -q "^tchart: 127.0.0.1:1: cannot reach the Prometheus server" "$E2E_TMP/err" \
  || e2e_fail "unreachable: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$url" 'spiky{' 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "a bad query exits $code, not 65"
grep -q "parse error" "$E2E_TMP/err" || e2e_fail "bad query: $(cat "$E2E_TMP/err")"
code=0
"$TCHART_BIN" render "$url" 2> "$E2E_TMP/err" || code=$?
[ "$code" = 64 ] || e2e_fail "a URL without a query exits $code, not 64"
# HTTPS: a second server with a self-signed certificate for 127.0.0.1.
while :; do
  tls_port=$((20000 + RANDOM % 40000))
  (exec 3<>"/dev/tcp/127.0.0.1/$tls_port") 2>/dev/null || break
done
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$E2E_TMP/key.pem" -out "$E2E_TMP/cert.pem" \
  -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 >/dev/null 2>&1 \
  || e2e_fail "openssl could not make a certificate"
printf 'tls_server_config: {cert_file: %s, key_file: %s}\n' "$E2E_TMP/cert.pem" "$E2E_TMP/key.pem" \
  > "$E2E_TMP/web.yml"
mkdir -p "$E2E_TMP/tls-data"
prometheus --config.file="$E2E_TMP/prom.yml" --storage.tsdb.path="$E2E_TMP/tls-data" \
  --web.listen-address="127.0.0.1:$tls_port" --web.config.file="$E2E_TMP/web.yml" \
  --log.level=warn > "$E2E_TMP/tls.log" 2>&1 &
tls_server=$!
trap 'kill "$server" "$tls_server" 2>/dev/null; wait "$server" "$tls_server" 2>/dev/null; e2e_cleanup' EXIT
drawn=""
for _ in $(seq 1 100); do
  if "$TCHART_BIN" render "prometheus+https://127.0.0.1:$tls_port" 'vector(1)' --since 5m \
    --cacert "$E2E_TMP/cert.pem" --width 60 --height 12 > "$E2E_TMP/tls.txt" 2> "$E2E_TMP/err"; then
    drawn=1
    break
  fi
  sleep 0.2
done
[ -n "$drawn" ] || e2e_fail "https with --cacert: $(cat "$E2E_TMP/err")"
grep -q 'vector(1)' "$E2E_TMP/tls.txt" || e2e_fail "https: no title"
code=0
"$TCHART_BIN" render "prometheus+https://127.0.0.1:$tls_port" 'vector(1)' 2> "$E2E_TMP/err" || code=$?
[ "$code" = 69 ] || e2e_fail "https without --cacert exits $code, not 69"
grep -q "TLS failed" "$E2E_TMP/err" || e2e_fail "https without --cacert: $(cat "$E2E_TMP/err")"
exit 0
