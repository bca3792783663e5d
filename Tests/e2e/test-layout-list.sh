#!/usr/bin/env bash
# The list layout on the bundled sample: `v` `v` (one → split → list) shows the chart sets stacked (several titles on
# screen at once), `↓` selects the second and `Enter` opens it alone in the `one` layout.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart --fresh
e2e_wait_for '1/5  '
e2e_keys v
e2e_wait_for 'v list'
e2e_keys v
e2e_wait_for 'Enter open'
screen=$(e2e_screen)
titles=$(echo "$screen" | grep -cE '^[▶ ] [0-9]/5  ' || true)
[ "$titles" -ge 2 ] || e2e_fail "the list shows $titles chart set titles, not several"
echo "$screen" | grep -q '^▶ 1/5  ' || e2e_fail "the first chart set is not selected"
e2e_keys Down
e2e_wait_for '▶ 2/5  '
e2e_keys Enter
e2e_wait_gone 'Enter open'
e2e_settle
e2e_screen | head -1 | grep -q '^2/5  ' || e2e_fail "Enter did not open the second chart set"
[ "$(e2e_screen | grep -cE '^[▶ ]? ?[0-9]/5  ')" = 1 ] || e2e_fail "more than one title after Enter"
e2e_keys q
e2e_wait_exit 0
exit 0
