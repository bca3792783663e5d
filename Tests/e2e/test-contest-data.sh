#!/usr/bin/env bash
# The explorer opens the real contest files (../shared/data, or $TCHART_DATA): all five stage-1
# charts through Tab, and a stage-2 overview. Skipped with a message when the data is absent.
source "$(dirname "$0")/lib.sh"

data=${TCHART_DATA:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/data}
if [ ! -f "$data/telegram-2019-stage1/chart_data.json" ]; then
  echo "skipped: no contest data at $data (set TCHART_DATA)"
  exit 0
fi

e2e_start 120 40
e2e_run_tchart "$data/telegram-2019-stage1/chart_data.json"
for chart in 1 2 3 4 5; do
  e2e_wait_for "$chart/5  Chart $chart"
  e2e_wait_braille
  e2e_keys Tab
done
e2e_wait_for '1/5  Chart 1'
e2e_keys q
e2e_wait_exit 0

# Chart 3 is seven stacked bars: drawn in blocks, with the total in the tooltip (shown once
# the indicator moves).
e2e_run_tchart "$data/telegram-2019-stage2/3/overview.json"
e2e_wait_for '1/1  3/overview'
e2e_wait_for '█'
e2e_keys Left
e2e_wait_for '● All'
e2e_keys Escape
e2e_wait_exit 0
exit 0
