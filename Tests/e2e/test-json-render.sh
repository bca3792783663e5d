#!/usr/bin/env bash
# JSON as web APIs give it through `tchart render -` from a pipe and from files: every shape is
# drawn with its lines named by dotted path; a shape tchart does not read is one line naming
# the shapes read, exit 65; a bad value is located by its JSON path.
source "$(dirname "$0")/lib.sh"

render() { "$TCHART_BIN" render --width 70 --height 12 --color never "$@"; }

records='[{"time":"2024-01-01","stats":{"cpu":1.5}},{"time":"2024-01-02","stats":{"cpu":3}}]'
for text in \
  "$records" \
  '{"meta":{"n":2},"data":[{"time":"2024-01-01","stats":{"cpu":1.5}},{"time":"2024-01-02","stats":{"cpu":3}}]}' \
  '{"time":["2024-01-01","2024-01-02"],"stats.cpu":[1.5,3]}' \
  "$(printf '{"time":"2024-01-01","stats":{"cpu":1.5}}\n{"time":"2024-01-02","stats":{"cpu":3}}')"; do
  out=$(printf '%s\n' "$text" | render - 2>/dev/null) || e2e_fail "render - failed on: $text"
  grep -qF 'Jan 1 – Jan 2 2024' <<<"$out" || e2e_fail "no date range for: $text"$'\n'"$out"
  grep -qF 'stats.cpu' <<<"$out" || e2e_fail "no stats.cpu line for: $text"$'\n'"$out"
done

printf '{"t":1,"v":2}\n{"t":2,"v":5}\n' >"$E2E_TMP/m.ndjson"
render "$E2E_TMP/m.ndjson" --y v >/dev/null || e2e_fail "an .ndjson file does not render"

set +e
message=$(echo '[1,2,3]' | render - 2>&1 >/dev/null)
code=$?
set -e
[ "$code" = 65 ] || e2e_fail "an array of numbers exits $code, not 65"
[ "$(wc -l <<<"$message")" = 1 ] || e2e_fail "not one line: $message"
grep -qF 'tchart: -: [0]: expected a record (an object), found 1; tchart reads an array of objects' \
  <<<"$message" || e2e_fail "unexpected message: $message"

set +e
message=$(echo '[{"t":1,"cpu":1},{"t":2,"cpu":"high"}]' | render - 2>&1 >/dev/null)
code=$?
set -e
[ "$code" = 65 ] || e2e_fail "a bad value exits $code, not 65"
[ "$message" = "tchart: -: [1].cpu: 'high' is not a number" ] || e2e_fail "unexpected message: $message"
# Sparse records (one of a hundred keys each): the first 64 keys drawn, a note naming the rest;
# --y reaches past them, a derived line's input too.
{
  printf '['
  for i in $(seq 0 99); do
    [ "$i" = 0 ] || printf ','
    printf '{"t":%d,"k%d":%d}\n' "$i" "$i" $((i + 1))
  done
  printf ']\n'
} >"$E2E_TMP/wide.json"
message=$(render "$E2E_TMP/wide.json" 2>&1 >/dev/null) || e2e_fail "sparse records do not render"
[ "$message" = "tchart: $E2E_TMP/wide.json: drew the first 64 of 101 keys in the records; --y NAME draws another (left out: 'k63', 'k64', 'k65', 'k66', 'k67' and 32 more)" ] ||
  e2e_fail "sparse records: '$message'"
header=$(render "$E2E_TMP/wide.json" --y 'k70,avg(k90,3)' --format csv 2>/dev/null | head -n 1)
[[ "$header" == *k70*k90* ]] || e2e_fail "--y past the bound: header '$header'"
exit 0
