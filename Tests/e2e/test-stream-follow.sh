#!/usr/bin/env bash
# `--follow FILE`: what is in the file, then the rows appended to it; a truncated file is read
# again from its start, with a status message.
source "$(dirname "$0")/lib.sh"

data="$E2E_TMP/cpu.csv"
printf 'time,cpu\n' >"$data"
e2e_start 80 24
e2e_run_tchart --follow "$data"
e2e_wait_for 'Waiting for data…'
for i in 1 2 3 4 5 6; do echo "$((1700000000 + i * 60)),$((i * i))" >>"$data"; done
e2e_wait_braille
e2e_wait_for '36'
echo "$((1700000000 + 7 * 60)),49" >>"$data"
e2e_wait_for '49'
e2e_screen | head -1 | grep -qF 'cpu.csv · live' || e2e_fail "not following the file"
: >"$data"
e2e_wait_for 'was truncated: reading it again'
printf 'time,cpu\n%s,7\n%s,8\n' 1700000000 1700000060 >>"$data"
e2e_wait_braille
e2e_keys q
e2e_wait_exit 0
exit 0
