#!/usr/bin/env bash
# JSON as APIs answer through `tchart render`: a Prometheus query_range answer saved to a file
# (a line per series named by its differing label), CoinGecko-like [time, value] pairs under
# keys from a pipe (a line per key), Graphite targets, InfluxDB series and Open-Meteo's nested
# columns; each with the note naming the path read; --json-path chooses another; a file where
# nothing fits is one line listing the arrays with their paths, exit 65.
source "$(dirname "$0")/lib.sh"

render() { "$TCHART_BIN" render --width 70 --height 12 --color never "$@"; }

cat >"$E2E_TMP/range.json" <<'JSON'
{"status":"success","data":{"resultType":"matrix","result":[
{"metric":{"__name__":"up","instance":"a:9100","job":"node"},"values":[[1704067200,"1"],[1704067260,"0.5"],[1704067320,"NaN"]]},
{"metric":{"__name__":"up","instance":"b:9100","job":"node"},"values":[[1704067200,"2"],[1704067260,"3"],[1704067320,"+Inf"]]}]}}
JSON
out=$(render "$E2E_TMP/range.json" 2>"$E2E_TMP/notes") || e2e_fail "a Prometheus answer does not render"
grep -qF 'a:9100' <<<"$out" && grep -qF 'b:9100' <<<"$out" || e2e_fail "lines not named by instance:"$'\n'"$out"
grep -qF '2024' <<<"$out" || e2e_fail "x is not time:"$'\n'"$out"
grep -qF "read a Prometheus matrix answer at 'data.result'" "$E2E_TMP/notes" \
  || e2e_fail "no note naming the path: $(cat "$E2E_TMP/notes")"

pairs='{"prices":[[1704067200000,42000.5],[1704153600000,43000]],"total_volumes":[[1704067200000,1.5e10],[1704153600000,1.7e10]]}'
out=$(printf '%s\n' "$pairs" | render - 2>/dev/null) || e2e_fail "pairs under keys do not render from a pipe"
grep -qF 'prices' <<<"$out" && grep -qF 'total_volumes' <<<"$out" || e2e_fail "not a line per key:"$'\n'"$out"
out=$(printf '%s\n' "$pairs" | render - --json-path total_volumes 2>/dev/null) || e2e_fail "--json-path fails"
grep -qF 'prices' <<<"$out" && e2e_fail "--json-path total_volumes still draws prices:"$'\n'"$out"

out=$(echo '[{"target":"cpu.user","datapoints":[[1.5,1704067200],[2.5,1704067260]]}]' | render - 2>/dev/null) \
  || e2e_fail "Graphite targets do not render"
grep -qF 'cpu.user' <<<"$out" || e2e_fail "no cpu.user line:"$'\n'"$out"

influx='{"results":[{"statement_id":0,"series":[{"name":"cpu","tags":{"host":"a"},"columns":["time","mean"],"values":[["2024-01-01T00:00:00Z",1],["2024-01-01T00:01:00Z",2]]},{"name":"cpu","tags":{"host":"b"},"columns":["time","mean"],"values":[["2024-01-01T00:00:00Z",3],["2024-01-01T00:01:00Z",4]]}]}]}'
printf '%s\n' "$influx" | render - >/dev/null 2>&1 || e2e_fail "InfluxDB series do not render"

cat >"$E2E_TMP/forecast.json" <<'JSON'
{"latitude":52.52,"hourly_units":{"time":"iso8601","temperature_2m":"°C"},
 "hourly":{"time":["2024-01-01T00:00","2024-01-01T01:00","2024-01-01T02:00"],"temperature_2m":[1.5,1.2,0.7]}}
JSON
out=$(render "$E2E_TMP/forecast.json" 2>"$E2E_TMP/notes") || e2e_fail "nested columns do not render"
grep -qF 'temperature_2m' <<<"$out" || e2e_fail "no temperature_2m line:"$'\n'"$out"
grep -qF "read the arrays under 'hourly'" "$E2E_TMP/notes" || e2e_fail "no note: $(cat "$E2E_TMP/notes")"

set +e
message=$(echo '{"meta":{"tags":["a","b"]},"n":2}' | render - 2>&1 >/dev/null)
code=$?
set -e
[ "$code" = 65 ] || e2e_fail "nothing that fits exits $code, not 65"
[ "$(wc -l <<<"$message")" = 1 ] || e2e_fail "not one line: $message"
grep -qF "tchart: -: found no records, columns or series (the arrays: 'meta.tags' (2 values); --json-path PATH reads one)" \
  <<<"$message" || e2e_fail "unexpected message: $message"

set +e
printf 't,v\n1,2\n2,3\n' >"$E2E_TMP/t.csv"
message=$(render "$E2E_TMP/t.csv" --json-path data 2>&1 >/dev/null)
code=$?
message2=$(render prometheus://127.0.0.1:9 up --json-path data 2>&1 >/dev/null)
code2=$?
set -e
[ "$code" = 64 ] || e2e_fail "--json-path on a CSV file exits $code, not 64: $message"
[ "$code2" = 64 ] || e2e_fail "--json-path on a database exits $code2, not 64: $message2"
grep -qF -- '--json-path applies to JSON files and streams, not to a database' <<<"$message2" ||
  e2e_fail "unexpected message: $message2"
exit 0
