#!/usr/bin/env bash
# A cache entry cut short while the explorer has it mapped (issue 37): the next zoom reads
# pages past the cut, which raised SIGBUS and killed the explorer. Now those pages read as 0,
# the status line says which entry was cut short, and the explorer goes on and quits normally;
# `render` of such an entry re-reads it (the entry is no longer valid: a note and a parse).
source "$(dirname "$0")/lib.sh"

cache="$XDG_CACHE_HOME/tchart"
data="$E2E_TMP/data.csv"
awk 'BEGIN { print "time,cpu,mem"; for (i = 0; i < 200000; i++) printf "%d,%.1f,%d\n", 1704067200 + 60 * i, 80 + (i % 1717) / 30, i % 2323 }' >"$data"
"$TCHART_BIN" render "$data" --width 80 --height 24 --color never >"$E2E_TMP/plain" 2>/dev/null ||
  e2e_fail "render to make the entry failed"
entry=$(find "$cache" -name '*.tchart-cache')
[ -n "$entry" ] || e2e_fail "no entry written"

e2e_start 100 30
e2e_run_tchart "$data"
e2e_wait_for '1/1  data'
e2e_settle
truncate -s 20000 "$entry"
e2e_keys + + + + + + l l l l
e2e_wait_for 'cut short while shown: '"$cache"
e2e_keys q
e2e_wait_exit 0

# The cut entry is a note and a parse on the next open.
"$TCHART_BIN" render "$data" --width 80 --height 24 --color never >"$E2E_TMP/again" 2>"$E2E_TMP/again.err" ||
  e2e_fail "render after the cut failed: $(cat "$E2E_TMP/again.err")"
cmp -s "$E2E_TMP/again" "$E2E_TMP/plain" || e2e_fail "the cut entry changed the frame"
grep -q "^tchart: cache: $entry (truncated) ignored, reading $data" "$E2E_TMP/again.err" ||
  e2e_fail "no note on the cut entry: $(cat "$E2E_TMP/again.err")"
exit 0
