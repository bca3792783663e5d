#!/usr/bin/env bash
# tchart pick at 20, 40, 80, 120 and 200 columns: labels and handles fit, keys and Enter work; a resize
# while picking redraws at the new width.
source "$(dirname "$0")/lib.sh"
out="$E2E_TMP/out"
socket=$E2E_SOCKET

for width in 20 40 80 120 200; do
  E2E_SOCKET="$socket-$width" # a fresh server per size (no reuse of a dying one)
  e2e_start "$width" 8
  e2e_type "clear; \"\$T\" pick --min 0 --max 2000000 --step 10000 --format price >$out; echo EXIT=\$?"
  e2e_wait_for "←/→ move"
  track=$(e2e_screen | sed -n 2p)
  [ "${track:1:1}" = "●" ] || e2e_fail "$width: lower handle not on the first track column"
  [ "${track:$((width - 2)):1}" = "●" ] || e2e_fail "$width: upper handle not on the last one"
  [ "${#track}" -le "$width" ] || e2e_fail "$width: track wider than the terminal"
  labels=$(e2e_screen | sed -n 1p)
  expected="\$0$(printf '%*s' $((width - 12)) '')\$2,000,000"
  [ "$labels" = "$expected" ] || e2e_fail "$width: labels '$labels'"
  e2e_keys NPage Tab PPage # PgDn: ten steps up (like Shift-→), PgUp: ten down
  e2e_wait_for '$100,000'
  e2e_keys Enter
  e2e_wait_exit 0
  [ "$(cat "$out")" = "100000 1900000" ] || e2e_fail "$width: output '$(cat "$out")'"
  e2e_tmux kill-server
done

# Resize while picking: the slider is redrawn at the new width and still answers.
E2E_SOCKET="$socket-resize"
e2e_start 80 8
e2e_type "clear; \"\$T\" pick --min 0 --max 100 >$out; echo EXIT=\$?"
e2e_wait_for "←/→ move"
e2e_resize 50 8
bar=$(printf '━%.0s' $(seq 46))
e2e_wait_for " ●$bar●" # the whole 50-column track
e2e_keys Right Enter # one key step of a continuous range: a hundredth
e2e_wait_exit 0
[ "$(cat "$out")" = "1.0 100.0" ] || e2e_fail "after resize: '$(cat "$out")'"
