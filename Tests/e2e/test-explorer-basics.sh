#!/usr/bin/env bash
# The explorer starts on the sample and shows braille; `2` changes the legend; Tab changes the
# title; `q` exits and the shell is back.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5'
e2e_wait_for 'Followers'
e2e_settle

legend_before=$(e2e_screen_ansi | grep -F 'Joined')
e2e_keys 2
e2e_settle
legend_after=$(e2e_screen_ansi | grep -F 'Joined')
[ "$legend_before" != "$legend_after" ] || e2e_fail "2 did not change the legend"
e2e_keys 2
e2e_settle
[ "$(e2e_screen_ansi | grep -F 'Joined')" = "$legend_before" ] || e2e_fail "2 twice did not restore the legend"

e2e_keys Tab
e2e_wait_for '2/5'
e2e_wait_for 'Messages'
e2e_keys BTab
e2e_wait_for '1/5'

e2e_keys q
e2e_wait_exit 0

# Data on standard input (`tchart -`): the keys come from the terminal.
printf '{"columns":[["x",0,86400000,172800000],["y0",1,5,2]],"types":{"x":"x","y0":"line"},"names":{"y0":"Piped"}}' \
  >"$E2E_TMP/piped.json"
e2e_type "clear; cat $E2E_TMP/piped.json | \"\$T\" -; echo EXIT=\$?"
e2e_wait_for 'stdin'
e2e_wait_braille
e2e_wait_for '1 Piped'
e2e_keys q
e2e_wait_exit 0
exit 0
