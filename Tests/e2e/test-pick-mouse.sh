#!/usr/bin/env bash
# tchart pick with the mouse (SGR reports typed into the pane): drag the upper handle, then
# drag the selection whole; the result is read from a pipe.
set -euo pipefail
: "${TCHART_BIN:?set TCHART_BIN to the tchart binary}"
sock="tchart-pick-mouse-$$"
work=$(mktemp -d)
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
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

tmux -L "$sock" -f /dev/null new-session -d -x 60 -y 14 "bash --norc --noprofile"
tmux -L "$sock" set-option -g status off >/dev/null
# An SGR mouse report at 1-based column $2, row $3: $1 is M (press/drag) or m (release) with
# button code $4 (0 press, 32 drag with the left button).
mouse() { tmux -L "$sock" send-keys -l $'\e'"[<$4;$2;$3$1"; }

type_line "clear; $TCHART_BIN pick --min 0 --max 2000000 --step 10000 --format price | cat >$work/out; echo rc=\${PIPESTATUS[0]} >$work/rc"
wait_for "Enter accept"
# 60 columns: the track spans 0-based columns 1…58 (35,087.7 per column); row 2 is the track.
mouse M 59 2 0   # press on the upper handle
mouse M 40 2 32
mouse M 31 2 32  # drag it to column 30
mouse m 31 2 0
wait_for '$1,020,000'
mouse M 16 2 0   # press between the handles: grabs the selection
mouse M 26 2 32  # drag it ten columns right
mouse m 26 2 0
wait_for '$1,370,000'
screen | grep -qF '$350,000' || fail "lower label after the selection drag"
# A press on the track left of the selection moves the lower handle there.
mouse M 3 2 0
mouse m 3 2 0
wait_for '$40,000'
tmux -L "$sock" send-keys Enter
for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
[ "$(cat "$work/rc")" = "rc=0" ] || fail "exit code: $(cat "$work/rc")"
[ "$(cat "$work/out")" = "40000 1370000" ] || fail "output: '$(cat "$work/out")'"
echo "pick mouse: ok"
