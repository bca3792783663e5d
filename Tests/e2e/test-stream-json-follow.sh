#!/usr/bin/env bash
# `--follow FILE.jsonl`: JSON lines appended to a file are drawn as they come, like CSV rows.
source "$(dirname "$0")/lib.sh"

data="$E2E_TMP/metrics.jsonl"
: >"$data"
e2e_start 80 24
e2e_run_tchart --follow "$data"
e2e_wait_for 'Waiting for data…'
for i in 1 2 3 4 5 6; do
  printf '{"time":%d,"load":{"one":%d}}\n' $((1700000000 + i * 60)) $((i * i)) >>"$data"
done
e2e_wait_braille
e2e_wait_for 'load.one'
e2e_wait_for '36'
printf '{"time":%d,"load":{"one":49}}\n' $((1700000000 + 7 * 60)) >>"$data"
e2e_wait_for '49'
e2e_screen | head -1 | grep -qF 'metrics.jsonl · live' || e2e_fail "not following the file"
e2e_keys q
e2e_wait_exit 0
exit 0
