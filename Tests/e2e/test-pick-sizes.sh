#!/usr/bin/env bash
# tchart pick at 20, 80 and 200 columns: labels and handles fit, keys and Enter work, and a
# resize while picking redraws at the new width.
set -euo pipefail
: "${TCHART_BIN:?set TCHART_BIN to the tchart binary}"
base="tchart-pick-sizes-$$"
sock=$base
work=$(mktemp -d)
trap 'for w in 20 80 200; do tmux -L "$base-$w" kill-server 2>/dev/null || true; done; rm -rf "$work"' EXIT
screen() { tmux -L "$sock" capture-pane -p; }
fail() { echo "FAIL: $*"; echo "--- screen ---"; screen; exit 1; }
wait_for() {
  for _ in $(seq 200); do screen | grep -qF -- "$1" && return 0; sleep 0.05; done
  fail "timed out waiting for: $1"
}
wait_gone() {
  for _ in $(seq 200); do screen | grep -qF -- "$1" || return 0; sleep 0.05; done
  fail "still on screen: $1"
}
type_line() { tmux -L "$sock" send-keys -l "$1"; tmux -L "$sock" send-keys Enter; }

for width in 20 80 200; do
  sock="$base-$width"
  tmux -L "$sock" -f /dev/null new-session -d -x "$width" -y 8 "bash --norc --noprofile"
  tmux -L "$sock" set-option -g status off >/dev/null
  rm -f "$work/rc" "$work/out"
  type_line "clear; $TCHART_BIN pick --min 0 --max 2000000 --step 10000 --format price >$work/out; echo rc=\$? >$work/rc"
  wait_for "←/→ move"
  track=$(screen | sed -n 2p)
  [ "${track:1:1}" = "●" ] || fail "$width: lower handle not at the first track column: '$track'"
  [ "${track:$((width - 2)):1}" = "●" ] || fail "$width: upper handle not at the last track column"
  [ "${#track}" -le "$width" ] || fail "$width: track wider than the terminal"
  labels=$(screen | sed -n 1p)
  case "$width" in
    20) expected='$0        $2,000,000' ;;
    *) expected="\$0$(printf '%*s' $((width - 12)) '')\$2,000,000" ;;
  esac
  [ "$labels" = "$expected" ] || fail "$width: labels '$labels'"
  tmux -L "$sock" send-keys PPage Tab PageDown
  wait_for '$100,000'
  tmux -L "$sock" send-keys Enter
  for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
  [ "$(cat "$work/out")" = "100000 1900000" ] || fail "$width: output '$(cat "$work/out")'"
done

# Resize while picking: the slider is redrawn at the new width and still answers.
rm -f "$work/rc" "$work/out"
type_line "clear; $TCHART_BIN pick --min 0 --max 100 >$work/out; echo rc=\$? >$work/rc"
wait_for "←/→ move"
tmux -L "$sock" resize-window -x 50
for _ in $(seq 200); do
  line=$(screen | sed -n 2p)
  [ "${line:48:1}" = "●" ] && break
  sleep 0.05
done
[ "${line:48:1}" = "●" ] || fail "no redraw at 50 columns: '$line'"
tmux -L "$sock" send-keys Enter
for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
[ "$(cat "$work/out")" = "0.0 100.0" ] || fail "after resize: '$(cat "$work/out")'"
echo "pick sizes: ok"
