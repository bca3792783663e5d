#!/usr/bin/env bash
# A CSV big enough to be parsed in parallel chunks (over 4 MB) prints the same frame from the
# file and through a pipe (only the title's name differs), and an error in its last rows is
# reported at the same line and column both ways. The progress line never reaches a
# redirected standard error.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/big.csv"
awk 'BEGIN { print "t,a,\"b\",label"; for (i = 0; i < 300000; i++) {
  printf "%d,%d.5,%s,%s\r\n", i, i % 977, (i % 7 ? i % 13 : ""), (i % 1000 ? "t" : "\"x,\ny\"") } }' >"$csv"
[ "$(wc -c <"$csv")" -gt 4500000 ] || e2e_fail "the CSV is too small to be parsed in parallel"

render() { "$TCHART_BIN" render "$@" --width 100 --height 20 --color never; }
render "$csv" >"$E2E_TMP/file.out" 2>"$E2E_TMP/file.err" || e2e_fail "file: $(cat "$E2E_TMP/file.err")"
render - <"$csv" >"$E2E_TMP/stdin.out" 2>"$E2E_TMP/stdin.err" || e2e_fail "stdin: $(cat "$E2E_TMP/stdin.err")"
cat "$csv" | render - >"$E2E_TMP/pipe.out" 2>"$E2E_TMP/pipe.err" || e2e_fail "pipe: $(cat "$E2E_TMP/pipe.err")"
diff <(tail -n +2 "$E2E_TMP/file.out") <(tail -n +2 "$E2E_TMP/pipe.out") >/dev/null ||
  e2e_fail "the pipe's frame differs from the file's"
diff "$E2E_TMP/stdin.out" "$E2E_TMP/pipe.out" >/dev/null || e2e_fail "stdin differs from the pipe"
[ "$(sed "s|$csv|-|" "$E2E_TMP/file.err")" = "$(cat "$E2E_TMP/pipe.err")" ] ||
  e2e_fail "notes differ: '$(cat "$E2E_TMP/file.err")' vs '$(cat "$E2E_TMP/pipe.err")'"
grep -q loading "$E2E_TMP/file.err" && e2e_fail "a progress line on a redirected stderr"

printf "299999,1,2,3,4\n" >>"$csv"
status=0
render "$csv" >/dev/null 2>"$E2E_TMP/file.err" || status=$?
[ "$status" = 65 ] || e2e_fail "bad last row from the file: exit $status"
status=0
cat "$csv" | render - >/dev/null 2>"$E2E_TMP/pipe.err" || status=$?
[ "$status" = 65 ] || e2e_fail "bad last row through a pipe: exit $status"
[ "$(sed "s|$csv|-|" "$E2E_TMP/file.err")" = "$(cat "$E2E_TMP/pipe.err")" ] ||
  e2e_fail "errors differ: '$(cat "$E2E_TMP/file.err")' vs '$(cat "$E2E_TMP/pipe.err")'"
grep -q ":300302:5: expected 4 fields, found 5" "$E2E_TMP/pipe.err" ||
  e2e_fail "error not at its line: '$(cat "$E2E_TMP/pipe.err")'"
echo ok
