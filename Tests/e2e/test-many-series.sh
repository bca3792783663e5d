#!/usr/bin/env bash
# A 23-series CSV at 80x24 (issue 11): the legend ends in `+N`; series 17 (`Private`, not in
# the legend) is found with the picker (`/`, typed filter), hidden with Space, and the picker
# shows it hidden when reopened; `q` exits 0 and restores the terminal.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/many.csv"
{
  header="date"
  for series in $(seq 1 23); do
    if [ "$series" = 17 ]; then header+=",Private"; else header+=",Sector $series"; fi
  done
  echo "$header"
  for day in $(seq 1 28); do
    row=$(printf '2021-02-%02d' "$day")
    for series in $(seq 1 23); do row+=",$((series * 10 + day % 7))"; done
    echo "$row"
  done
} >"$csv"

legend() { e2e_screen | sed -n 23p; }
picker_row() { e2e_screen | grep -E '\[[x ]\] .*Private' | head -1; }

e2e_start 80 24
e2e_run_tchart "$csv"
e2e_wait_braille
e2e_wait_for 'Sector 1 '
e2e_settle
# 23 tokens never fit in 80 columns: the legend counts the rest.
legend | grep -qE '  \+[0-9]+ *$' || e2e_fail "no +N at the legend's end: '$(legend)'"
legend | grep -q 'Private' && e2e_fail "series 17 unexpectedly in the legend: '$(legend)'"

# `/` opens the picker with all 23 lines; a filter selects series 17; Space hides it.
e2e_literal '/'
e2e_wait_for '23/23'
e2e_literal 'Private'
e2e_wait_for '[x] '
picker_row | grep -q '\[x\]' || e2e_fail "series 17 not listed as shown: '$(picker_row)'"
e2e_keys Space
e2e_wait_for '[ ] '
e2e_keys Escape
e2e_wait_gone ' Lines '
e2e_settle

# Reopened and filtered again: series 17 is listed hidden.
e2e_literal '/'
e2e_wait_for '23/23'
e2e_literal 'Private'
e2e_wait_for '[ ] '
picker_row | grep -q '\[ \]' || e2e_fail "series 17 not shown hidden: '$(picker_row)'"
e2e_keys Escape
e2e_wait_gone ' Lines '
e2e_literal 'q'
e2e_wait_exit 0
