#!/usr/bin/env bash
# A damaged cache entry never changes the answer (issue 37): a byte flipped in a column's data
# and an x of -inf written into an entry are each a note and the frame of the file itself
# (the entry is checked against its block checksums, then rebuilt), never other numbers and
# never a crash, for `render`, `render --indicator 0.5 --ab` and the JSON summary.
source "$(dirname "$0")/lib.sh"

cache="$XDG_CACHE_HOME/tchart"
data="$E2E_TMP/data.csv"
awk 'BEGIN { print "time,cpu,mem"; for (i = 0; i < 3000; i++) printf "%d,%.1f,%d\n", 1704067200 + 60 * i, 80 + (i % 17) / 3, i % 23 }' >"$data"
render() { "$TCHART_BIN" render "$data" "$@" --width 80 --height 24 --color never; }
# The entry's payload offset (bytes 16…23 of its header) and the byte offset, from the
# payload, of the first section holding COUNT elements of 8 bytes (the x column).
u64() { od -An -t u8 -j "$2" -N 8 "$1" | tr -d ' '; }
x_section() {
  local entry=$1 base sections index offset count size
  base=$(u64 "$entry" 16)
  sections=$(u64 "$entry" $((base + 24)))
  for ((index = 1; index < sections; index++)); do
    offset=$(u64 "$entry" $((base + 64 + 24 * index)))
    count=$(u64 "$entry" $((base + 72 + 24 * index)))
    size=$(u64 "$entry" $((base + 80 + 24 * index)))
    if [ "$count" = 3000 ] && [ "$size" = 8 ]; then
      echo $((base + offset))
      return
    fi
  done
  e2e_fail "no x section in $entry"
}
fresh_entry() {
  rm -rf "$cache"
  render "$@" >/dev/null 2>&1 || e2e_fail "render to make the entry failed"
  entry=$(find "$cache" -name '*.tchart-cache')
  [ -n "$entry" ] || e2e_fail "no entry written"
}

for flags in "" "--indicator 0.5 --ab 0.25:0.75" "--format json"; do
  # shellcheck disable=SC2086 # the flags are words
  render $flags --no-cache >"$E2E_TMP/plain" 2>/dev/null || e2e_fail "render $flags --no-cache failed"

  # The exponent byte of a value three quarters into the entry (84.7 becomes about 1e21).
  fresh_entry
  size=$(stat -c %s "$entry")
  at=$(((size * 3 / 4) / 8 * 8 + 7))
  printf '\x44' | dd of="$entry" bs=1 seek="$at" conv=notrunc 2>/dev/null
  status=0
  # shellcheck disable=SC2086
  render $flags >"$E2E_TMP/flipped" 2>"$E2E_TMP/flipped.err" || status=$?
  [ "$status" = 0 ] || e2e_fail "render $flags with a flipped byte: exit $status $(cat "$E2E_TMP/flipped.err")"
  cmp -s "$E2E_TMP/flipped" "$E2E_TMP/plain" || e2e_fail "a flipped byte changed render $flags"
  grep -q "^tchart: cache: $entry (damaged: .*checksum.*) ignored, reading $data" "$E2E_TMP/flipped.err" ||
    e2e_fail "no note on the flipped byte: $(cat "$E2E_TMP/flipped.err")"

  # x = -inf in the middle of the entry's x column (the indicator and A/B trapped on it).
  fresh_entry
  at=$(($(x_section "$entry") + 8 * 1500))
  printf '\x00\x00\x00\x00\x00\x00\xf0\xff' | dd of="$entry" bs=1 seek="$at" conv=notrunc 2>/dev/null
  status=0
  # shellcheck disable=SC2086
  render $flags >"$E2E_TMP/inf" 2>"$E2E_TMP/inf.err" || status=$?
  [ "$status" = 0 ] || e2e_fail "render $flags with x = -inf: exit $status $(cat "$E2E_TMP/inf.err")"
  cmp -s "$E2E_TMP/inf" "$E2E_TMP/plain" || e2e_fail "x = -inf changed render $flags"
  grep -q "^tchart: cache: $entry (damaged: .*) ignored, reading $data" "$E2E_TMP/inf.err" ||
    e2e_fail "no note on x = -inf: $(cat "$E2E_TMP/inf.err")"
  [ "$(find "$cache" -name '*.tchart-cache' | wc -l)" = 1 ] || e2e_fail "the entry was not rebuilt"
done
exit 0
