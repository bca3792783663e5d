#!/usr/bin/env bash
# A stand-in Prometheus (slow-prometheus.py, python3) that answers slowly, late or without end:
# an endless answer stops at --max-answer (and at the default 256 MiB, and at the config file's
# max-answer) with one line naming the server and the flag, exit 65, no credential in it;
# `render --timeout 2` over answers of 1.8 s each ends in about 2 s with exit 69, not one
# --timeout per query; the explorer on a server that answers after 5 s is on screen at once,
# describing, and q quits at once with 0.
source "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || { echo "skipped: python3 is not installed"; exit 0; }

python3 "$(dirname "$0")/slow-prometheus.py" > "$E2E_TMP/port" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; e2e_cleanup' EXIT
for _ in $(seq 1 100); do
  [ -s "$E2E_TMP/port" ] && break
  sleep 0.05
done
port=$(cat "$E2E_TMP/port")
[ -n "$port" ] || e2e_fail "the stand-in server did not start"
url="prometheus://127.0.0.1:$port"
export PROMETHEUS_TOKEN=secret-token-42

# An endless answer: the bound given, the default, the config file's.
code=0
"$TCHART_BIN" render "$url/endless" up --max-answer 1M --timeout 30 2> "$E2E_TMP/err" >/dev/null \
  || code=$?
[ "$code" = 65 ] || e2e_fail "an answer past --max-answer exits $code, not 65: $(cat "$E2E_TMP/err")"
expected="tchart: 127.0.0.1:$port: the answer passed 1 MiB (--max-answer); narrow the query or raise --max-answer"
[ "$(cat "$E2E_TMP/err")" = "$expected" ] || e2e_fail "--max-answer 1M: $(cat "$E2E_TMP/err")"
start=$SECONDS
code=0
"$TCHART_BIN" render "$url/endless" up --timeout 60 2> "$E2E_TMP/err" >/dev/null || code=$?
[ "$code" = 65 ] || e2e_fail "an endless answer exits $code, not 65: $(cat "$E2E_TMP/err")"
grep -q "the answer passed 256 MiB (--max-answer)" "$E2E_TMP/err" \
  || e2e_fail "the default bound: $(cat "$E2E_TMP/err")"
((SECONDS - start < 30)) || e2e_fail "the default bound took $((SECONDS - start)) s"
mkdir -p "$XDG_CONFIG_HOME/tchart"
echo 'max-answer = "2M"' > "$XDG_CONFIG_HOME/tchart/config.toml"
code=0
"$TCHART_BIN" render "$url/endless" up 2> "$E2E_TMP/err" >/dev/null || code=$?
[ "$code" = 65 ] && grep -q "passed 2 MiB" "$E2E_TMP/err" \
  || e2e_fail "the config file's max-answer: exit $code, $(cat "$E2E_TMP/err")"
grep -q "secret-token" "$E2E_TMP/err" && e2e_fail "the token is in the message"
echo 'max-answer = "lots"' > "$XDG_CONFIG_HOME/tchart/config.toml"
code=0
"$TCHART_BIN" render "$url/endless" up 2> "$E2E_TMP/err" >/dev/null || code=$?
[ "$code" = 78 ] || e2e_fail "a bad max-answer in the config file exits $code, not 78"
rm "$XDG_CONFIG_HOME/tchart/config.toml"
code=0
"$TCHART_BIN" render "$url/endless" up --max-answer 0 2> "$E2E_TMP/err" >/dev/null || code=$?
[ "$code" = 64 ] || e2e_fail "--max-answer 0 exits $code, not 64"

# --timeout bounds the whole render: answers of 1.8 s each, 2 s in all.
start=$(date +%s%N)
code=0
"$TCHART_BIN" render "$url/slow" up --timeout 2 2> "$E2E_TMP/err" >/dev/null || code=$?
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
[ "$code" = 69 ] || e2e_fail "render over --timeout exits $code, not 69 (after $elapsed ms)"
[ "$(cat "$E2E_TMP/err")" = "tchart: 127.0.0.1:$port: the query ran over its time limit" ] \
  || e2e_fail "render over --timeout: $(cat "$E2E_TMP/err")"
((elapsed < 4000)) || e2e_fail "render with --timeout 2 took $elapsed ms"
# The same answers within a larger limit draw.
"$TCHART_BIN" render "$url/slow" up --timeout 30 --width 60 --height 12 > "$E2E_TMP/frame" \
  2> "$E2E_TMP/err" || e2e_fail "render within --timeout 30 failed: $(cat "$E2E_TMP/err")"

# The explorer is on screen while the server takes 5 s to describe; q quits at once.
e2e_start 80 24
e2e_run_tchart "$url/late" up
e2e_wait_for "describing the source" 3
[ "$(e2e_flags | cut -d' ' -f1)" = 1 ] || e2e_fail "not on the alternate screen"
start=$(date +%s%N)
e2e_keys q
e2e_wait_exit 0
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
((elapsed < 2500)) || e2e_fail "q took $elapsed ms"
[ "$(e2e_flags | cut -d' ' -f1)" = 0 ] || e2e_fail "the alternate screen stayed"

# Once described, the explorer draws the series.
e2e_run_tchart "$url/slow" up
e2e_wait_for "describing the source" 3
e2e_wait_gone "describing the source" 20
sleep 0.3
screen=$(e2e_screen)
[[ $screen != *EXIT=* ]] || e2e_fail "the explorer ended once described"
[ "$(e2e_flags | cut -d' ' -f1)" = 1 ] || e2e_fail "not on the alternate screen once described"
e2e_keys q
e2e_wait_exit 0

