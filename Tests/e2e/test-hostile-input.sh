#!/usr/bin/env bash
# Input that is not text is refused early: /dev/zero and /dev/urandom exit 65 within 2 s and
# under 256 MB (max RSS, when GNU time is there), and a line over 1 MiB names its line.
source "$(dirname "$0")/lib.sh"

# Runs "tchart render FILE" under timeout 5; checks exit 65, the time and (if possible) the RSS.
refuse_quickly() {
  local file=$1 expected=$2 status=0 start end
  start=$(date +%s%N)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f %M -o "$E2E_TMP/rss" timeout 5 "$TCHART_BIN" render "$file" \
      >"$E2E_TMP/out" 2>"$E2E_TMP/err" </dev/null || status=$?
  else
    timeout 5 "$TCHART_BIN" render "$file" >"$E2E_TMP/out" 2>"$E2E_TMP/err" </dev/null || status=$?
  fi
  end=$(date +%s%N)
  [ "$status" = 65 ] || e2e_fail "render $file: exit $status, expected 65 ($(cat "$E2E_TMP/err"))"
  [ $(((end - start) / 1000000)) -lt 2000 ] ||
    e2e_fail "render $file took $(((end - start) / 1000000)) ms (limit 2000)"
  if [ -s "$E2E_TMP/rss" ]; then
    local rss
    rss=$(tail -n 1 "$E2E_TMP/rss")
    [ "$rss" -lt 262144 ] || e2e_fail "render $file: max RSS $rss KB (limit 256 MB)"
  fi
  [ "$(wc -l <"$E2E_TMP/err")" = 1 ] || e2e_fail "render $file: not one line: $(cat "$E2E_TMP/err")"
  grep -qE "$expected" "$E2E_TMP/err" || e2e_fail "render $file: stderr was '$(cat "$E2E_TMP/err")'"
}

refuse_quickly /dev/zero '^tchart: /dev/zero:1:1: not text \(a NUL byte\)$'
refuse_quickly /dev/urandom '^tchart: /dev/urandom:[0-9]+(:[0-9]+)?: (not text|a line longer than 1 MiB)'

# Through a pipe: a NUL byte at its line and column; a long line by its number.
status=0
printf 'x,a\n1,2\n3,\0\n' | "$TCHART_BIN" render - >"$E2E_TMP/out" 2>"$E2E_TMP/err" || status=$?
[ "$status" = 65 ] || e2e_fail "NUL through a pipe: exit $status"
[ "$(cat "$E2E_TMP/err")" = "tchart: -:3:3: not text (a NUL byte)" ] ||
  e2e_fail "NUL through a pipe: '$(cat "$E2E_TMP/err")'"
status=0
{ printf 'x,a\n1,2\n3,'; head -c 3000000 /dev/zero | tr '\0' 7; } |
  "$TCHART_BIN" render - >"$E2E_TMP/out" 2>"$E2E_TMP/err" || status=$?
[ "$status" = 65 ] || e2e_fail "long line through a pipe: exit $status"
[ "$(cat "$E2E_TMP/err")" = "tchart: -:3: a line longer than 1 MiB" ] ||
  e2e_fail "long line through a pipe: '$(cat "$E2E_TMP/err")'"

# From a file: the same messages.
{ printf 'x,a\n1,2\n3,'; head -c 3000000 /dev/zero | tr '\0' 7; printf '\n'; } >"$E2E_TMP/big.csv"
status=0
"$TCHART_BIN" render "$E2E_TMP/big.csv" >"$E2E_TMP/out" 2>"$E2E_TMP/err" || status=$?
[ "$status" = 65 ] || e2e_fail "long line in a file: exit $status"
[ "$(cat "$E2E_TMP/err")" = "tchart: $E2E_TMP/big.csv:3: a line longer than 1 MiB" ] ||
  e2e_fail "long line in a file: '$(cat "$E2E_TMP/err")'"
printf 'x,\377\n1,2\n' >"$E2E_TMP/latin.csv"
status=0
"$TCHART_BIN" render "$E2E_TMP/latin.csv" >"$E2E_TMP/out" 2>"$E2E_TMP/err" || status=$?
[ "$status" = 65 ] || e2e_fail "header not UTF-8: exit $status"
[ "$(cat "$E2E_TMP/err")" = "tchart: $E2E_TMP/latin.csv:1:3: not text (invalid UTF-8 in the header)" ] ||
  e2e_fail "header not UTF-8: '$(cat "$E2E_TMP/err")'"
# Sparse 2 GB files (nothing written past the head): refused at the first NUL byte, not read
# through, from a file and through a pipe.
truncate -s 2G "$E2E_TMP/zeros.bin"
refuse_quickly "$E2E_TMP/zeros.bin" "^tchart: $E2E_TMP/zeros.bin:1:1: not text \\(a NUL byte\\)$"
printf 'date,v\n2024-01-01,1\n2024-01-02,2\n' >"$E2E_TMP/head.csv"
truncate -s 2G "$E2E_TMP/head.csv"
refuse_quickly "$E2E_TMP/head.csv" "^tchart: $E2E_TMP/head.csv:4:1: not text \\(a NUL byte\\)$"
printf '[{"a":1},' >"$E2E_TMP/head.json"
truncate -s 2G "$E2E_TMP/head.json"
refuse_quickly "$E2E_TMP/head.json" "^tchart: $E2E_TMP/head.json:1:10: not text \\(a NUL byte\\)$"
for file in zeros.bin head.csv head.json; do
  status=0
  start=$(date +%s%N)
  { cat "$E2E_TMP/$file" 2>/dev/null || true; } | timeout 5 "$TCHART_BIN" render - \
    >"$E2E_TMP/out" 2>"$E2E_TMP/err" || status=$?
  end=$(date +%s%N)
  [ "$status" = 65 ] || e2e_fail "$file through a pipe: exit $status ($(cat "$E2E_TMP/err"))"
  [ $(((end - start) / 1000000)) -lt 2000 ] ||
    e2e_fail "$file through a pipe took $(((end - start) / 1000000)) ms (limit 2000)"
  grep -qE '^tchart: -:[0-9]+:[0-9]+: not text \(a NUL byte\)$' "$E2E_TMP/err" ||
    e2e_fail "$file through a pipe: '$(cat "$E2E_TMP/err")'"
done
rm -f "$E2E_TMP/zeros.bin" "$E2E_TMP/head.csv" "$E2E_TMP/head.json"

exit 0
