#!/usr/bin/env bash
# A right Y axis for any line: `render --right rate` draws labels on both sides and marks rate
# `▸` in the legend; an unknown name is a usage error naming the lines (exit 64); in the
# explorer, `/` then `→` moves costs to the right axis too, `u` undoes it, and the choice is
# saved in the session by name and comes back without --right.
source "$(dirname "$0")/lib.sh"

data=$E2E_TMP/shop.csv
{
  echo "month,sales,costs,rate"
  for month in $(seq 0 39); do
    printf '%s,%d,%d,%s\n' "$(date -u -d "2020-01-01 + $month months" +%F)" \
      $((2000 + month * 100)) $((1500 + month * 50)) "$((3 + month % 12 / 2)).$((month % 2 * 5))"
  done
} >"$data"

# Graph rows (2 to 17 at 80×24) with a label left of the graph, and with one right of it.
left_labels() { sed -n 2,17p | grep -cP '^ +[0-9.,]+[KM]? [\x{2800}-\x{28ff}]' || true; }
right_labels() { sed -n 2,17p | grep -cP '[^ ] +[0-9.,]+[KM]? *$' || true; }

frame=$("$TCHART_BIN" render "$data" --right rate --color never --width 80 --height 24)
[ "$(left_labels <<<"$frame")" -ge 3 ] || e2e_fail "render --right: no left labels: $frame"
[ "$(right_labels <<<"$frame")" -ge 3 ] || e2e_fail "render --right: no right labels: $frame"
grep -q '3 rate ▸' <<<"$frame" || e2e_fail "render --right: rate not marked: $frame"
plain=$("$TCHART_BIN" render "$data" --color never --width 80 --height 24)
[ "$(right_labels <<<"$plain")" -eq 0 ] || e2e_fail "render without --right has a right axis"

set +e
error=$("$TCHART_BIN" render "$data" --right rate,profit 2>&1 >/dev/null)
code=$?
set -e
[ "$code" -eq 64 ] || e2e_fail "--right profit: exit $code, not 64"
grep -qF -- '--right profit: no line of that name (the lines: sales, costs, rate)' <<<"$error" \
  || e2e_fail "--right profit: $error"

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart "$data" --right rate
e2e_wait_braille
e2e_wait_for '3 rate ▸'
e2e_settle
[ "$(e2e_screen | right_labels)" -ge 3 ] || e2e_fail "explore --right: no right labels"
e2e_keys /
e2e_wait_for 'Lines 3/3'
e2e_keys Down Right
e2e_wait_for 'costs on the right axis'
e2e_wait_for 'costs ▸'
e2e_keys Escape
e2e_wait_gone 'Lines 3/3'
e2e_wait_for '2 costs ▸'
e2e_keys u
e2e_wait_for 'undo: line 2 to the right axis'
e2e_wait_gone 'costs ▸'
e2e_keys C-r
e2e_wait_for '2 costs ▸'
e2e_keys q
e2e_wait_exit 0

# The session brings both right lines back by name.
e2e_run_tchart "$data"
e2e_wait_for 'session restored'
e2e_wait_for '2 costs ▸'
e2e_wait_for '3 rate ▸'
e2e_settle
[ "$(e2e_screen | left_labels)" -ge 3 ] || e2e_fail "restored: no left labels"
[ "$(e2e_screen | right_labels)" -ge 3 ] || e2e_fail "restored: no right labels"
e2e_keys q
e2e_wait_exit 0
exit 0
