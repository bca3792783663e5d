#!/usr/bin/env bash
# Bad input gives a one-line error and the right exit code; no stack traces.
source "$(dirname "$0")/lib.sh"

expect_error() {
  local code=$1 message=$2
  shift 2
  local status=0
  "$TCHART_BIN" "$@" >"$E2E_TMP/out" 2>"$E2E_TMP/err" </dev/null || status=$?
  [ "$status" = "$code" ] || e2e_fail "tchart $*: exit $status, expected $code ($(cat "$E2E_TMP/err"))"
  [ ! -s "$E2E_TMP/out" ] || e2e_fail "tchart $*: printed on standard output"
  if [ -n "$message" ]; then
    [ "$(cat "$E2E_TMP/err")" = "$message" ] ||
      e2e_fail "tchart $*: stderr was '$(cat "$E2E_TMP/err")', expected '$message'"
  fi
}

printf '[{"columns": [["x", 1, 2], ["y0", 3' >"$E2E_TMP/truncated.json"
printf '{"columns": [["x", 1, 2], ["y0", 3, "a"]], "types": {"x": "x", "y0": "line"}}' \
  >"$E2E_TMP/text.json"

expect_error 65 "tchart: $E2E_TMP/truncated.json:1:36: unexpected end of input" render "$E2E_TMP/truncated.json"
expect_error 65 "" render "$E2E_TMP/text.json"
[ "$(wc -l <"$E2E_TMP/err")" = 1 ] || e2e_fail "more than one line for bad data: $(cat "$E2E_TMP/err")"
grep -q '^tchart: .*text.json: .*columns\[1\]\[2\]' "$E2E_TMP/err" ||
  e2e_fail "no JSON path in: $(cat "$E2E_TMP/err")"
expect_error 66 "tchart: $E2E_TMP/missing.json: No such file or directory" render "$E2E_TMP/missing.json"
expect_error 66 "tchart: $E2E_TMP/missing.json: No such file or directory" "$E2E_TMP/missing.json"
expect_error 65 "tchart: $E2E_TMP/truncated.json:1:36: unexpected end of input" "$E2E_TMP/truncated.json"

# Bad usage: 64 with a usage message.
expect_error 64 "" render --width 29
grep -qxF 'Error: --width 29: the smallest frame is 30 wide' "$E2E_TMP/err" ||
  e2e_fail "render --width 29: $(cat "$E2E_TMP/err")"
expect_error 64 "" render --height 11
grep -qxF 'Error: --height 11: the smallest frame is 12 high' "$E2E_TMP/err" ||
  e2e_fail "render --height 11: $(cat "$E2E_TMP/err")"
for arguments in "render --width 0" "render --height -3" "render --range 0.5:0.2" \
  "render --range x" "render --hide 0" "render --hide a,b" "render --color sometimes" \
  "render --chart 9" "render --chart 0" "render --hide 1,2" "--theme purple" "render --frobnicate" \
  "--keep 5 $E2E_TMP/text.json" "--x-arrival $E2E_TMP/text.json" "--keep 1 -" \
  "--keep 1000000000000 -" "--keep 9223372036854775807 -"; do
  # shellcheck disable=SC2086
  expect_error 64 "" $arguments
  grep -q '^Usage: tchart' "$E2E_TMP/err" || e2e_fail "tchart $arguments: no usage line in: $(cat "$E2E_TMP/err")"
done

# The largest --keep is named (a larger one trapped or aborted reserving its columns).
printf '1\n2\n' | "$TCHART_BIN" --keep 100000001 - >/dev/null 2>"$E2E_TMP/err" && e2e_fail "--keep 100000001 accepted"
grep -qF 'Error: --keep 100000001: keep at most 100000000 samples' "$E2E_TMP/err" ||
  e2e_fail "--keep 100000001: $(cat "$E2E_TMP/err")"

# The explorer needs a terminal.
expect_error 1 "tchart: the explorer needs a terminal on standard input and output; use 'tchart render' to print a chart"

# On a terminal: standard output piped, an unknown or dumb TERM.
e2e_start 100 20
e2e_type 'clear; "$T" | cat; echo EXIT=${PIPESTATUS[0]}'
e2e_wait_for 'EXIT=1'
e2e_wait_for "tchart: the explorer needs a terminal on standard input and output"
for term in nonexistent-term dumb; do
  e2e_type "clear; TERM=$term \"\$T\"; echo EXIT=\$?"
  e2e_wait_for 'EXIT=1'
  e2e_wait_for "tchart: terminal type '$term' is unknown or cannot move the cursor"
done

# Version and help.
"$TCHART_BIN" --version | grep -qxE 'tchart [0-9.]+ \(commit ([0-9a-f]+(-dirty)?|unknown)\)' || e2e_fail "--version: $("$TCHART_BIN" --version)"
for command in "" render pick explore; do
  # shellcheck disable=SC2086
  "$TCHART_BIN" $command --help >"$E2E_TMP/help" || e2e_fail "tchart $command --help failed"
  grep -q '^USAGE: tchart' "$E2E_TMP/help" || e2e_fail "tchart $command --help has no usage"
  # Paragraphs are wrapped by the parser, not broken by hand mid-sentence: no line of one word
  # or two dangling between a long line and the rest of its paragraph.
  if awk 'NF > 0 && length(before) > 70 && NF_mid > 0 && NF_mid <= 2 && mid !~ /^ / { bad = 1 }
      { before = mid; mid = $0; NF_mid = NF } END { exit !bad }' "$E2E_TMP/help"; then
    e2e_fail "tchart $command --help has a ragged line: $(cat "$E2E_TMP/help")"
  fi
done
# The words as one line: where the help wraps is not the point.
"$TCHART_BIN" explore --help | tr -s ' \n' '  ' >"$E2E_TMP/help"
for key in '1-9' 'Tab/Shift-Tab' '] and [' 'PgUp/PgDn' 'Home/End' '+/-' '0 the whole span' \
  'n cycles' '? shows' 'q, Esc or' 'Ctrl-C quit' 'Ctrl-Z suspends' 'legend token' 'NO_COLOR'; do
  grep -qF -- "$key" "$E2E_TMP/help" || e2e_fail "tchart explore --help does not mention $key"
done
exit 0
