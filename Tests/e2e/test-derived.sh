#!/usr/bin/env bash
# Derived lines: `render --y 'rate(bytes)'` draws the counter's rate after it (a reset is no
# negative rate); a bad expression and an unknown line are usage errors (exit 64); in the
# explorer, `/` then `Ctrl-T` on the counter and `Enter` adds `rate(bytes)` as line 2, `u`
# removes it, `Ctrl-R` brings it back, and the session derives it again on the next opening.
source "$(dirname "$0")/lib.sh"

data=$E2E_TMP/counter.csv
{
  echo "time,bytes,load"
  total=0
  for minute in $(seq 0 119); do
    total=$((total + 600 + minute % 7 * 60))
    [ "$minute" -eq 60 ] && total=300
    printf '%s,%d,%d\n' "$(date -u -d "2024-01-01 + $minute minutes" '+%F %T')" "$total" \
      $((minute % 10))
  done
} >"$data"

frame=$("$TCHART_BIN" render "$data" --y 'rate(bytes)' --color never --width 80 --height 24)
grep -q '1 bytes .* 2 rate(bytes) ' <<<"$frame" || e2e_fail "render --y rate(bytes): $frame"
rates=$("$TCHART_BIN" render "$data" --y 'rate(bytes)' --hide 1 --color never --width 80 \
  --height 24)
grep -qP '^ *-' <<<"$rates" && e2e_fail "a counter reset gave a negative rate: $rates"

# usage_error EXPR MESSAGE: `render --y EXPR` exits 64 with MESSAGE on standard error.
usage_error() {
  local error code
  set +e
  error=$("$TCHART_BIN" render "$data" --y "$1" 2>&1 >/dev/null)
  code=$?
  set -e
  [ "$code" -eq 64 ] || e2e_fail "--y $1: exit $code, not 64"
  grep -qF -- "$2" <<<"$error" || e2e_fail "--y $1: $error"
}
usage_error 'avg(bytes)' "--y 'avg(bytes)': avg needs a line and a window"
usage_error 'rate(rx)' "tchart: $data: --y 'rx' (in 'rate(rx)'): no such line; the lines: bytes, load"

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart "$data"
e2e_wait_braille
e2e_wait_for '2 load'
e2e_keys /
e2e_wait_for 'Lines 2/2'
e2e_keys C-t
e2e_wait_for 'Derive from bytes'
e2e_wait_for 'rate(bytes)'
e2e_keys Enter
e2e_wait_for 'added rate(bytes) as line 2'
e2e_wait_for 'Lines 3/3'
e2e_keys Escape
e2e_wait_for '2 rate(bytes)'
e2e_keys u
e2e_wait_for 'undo: add rate(bytes)'
e2e_wait_gone '2 rate(bytes)'
e2e_keys C-r
e2e_wait_for '2 rate(bytes)'
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart "$data"
e2e_wait_for 'session restored'
e2e_wait_for '2 rate(bytes)'
e2e_keys q
e2e_wait_exit 0
exit 0
