#!/usr/bin/env bash
# tchart pick cancelled with Esc, q and Ctrl-C: exit 130, nothing on standard output, the
# picker lines cleared; and bad arguments: exit 64 with a message naming the argument.
set -euo pipefail
: "${TCHART_BIN:?set TCHART_BIN to the tchart binary}"
sock="tchart-pick-cancel-$$"
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
for key in Escape q C-c; do
  rm -f "$work/rc" "$work/out"
  type_line "clear; echo above; $TCHART_BIN pick --min 0 --max 10 --label Pick | cat >$work/out; echo rc=\${PIPESTATUS[0]} >$work/rc"
  wait_for "Enter accept"
  tmux -L "$sock" send-keys Right "$key"
  for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
  [ "$(cat "$work/rc")" = "rc=130" ] || fail "$key: exit code $(cat "$work/rc")"
  [ ! -s "$work/out" ] || fail "$key: printed '$(cat "$work/out")'"
  wait_gone "Enter accept"
  screen | grep -qF "above" || fail "$key: the line above the picker was erased"
  screen | grep -qE '^Pick *$' && fail "$key: the label line was left behind"
done

# Bad arguments: exit 64 and a message naming the argument (no terminal needed).
check_usage() {
  local expected=$1
  shift
  set +e
  "$TCHART_BIN" pick "$@" >"$work/out" 2>"$work/err" </dev/null
  local code=$?
  set -e
  [ "$code" = 64 ] || fail "pick $*: exit $code, expected 64"
  [ ! -s "$work/out" ] || fail "pick $*: printed on standard output"
  grep -qF -- "$expected" "$work/err" || fail "pick $*: no '$expected' in: $(cat "$work/err")"
}
check_usage "--min must be less than --max" --min 5 --max 5
check_usage "--step must be greater than 0" --min 0 --max 10 --step -1
check_usage "--lower must lie between --min and --max" --min 0 --max 10 --lower -1
check_usage "--upper must lie between --min and --max" --min 0 --max 10 --upper 11
check_usage "--lower must not be greater than --upper" --min 0 --max 10 --lower 6 --upper 5
check_usage "--min-distance must not be larger than --max minus --min" --min 0 --max 10 --min-distance 11
check_usage "--format" --min 0 --max 10 --format euros
check_usage "--max" --min 0
check_usage "--max '2m' is not a number" --min 0 --max 2m
check_usage "--step 'x' is not a number, a date (2024-03-15) or a duration (1d)" --min 0 --max 9 --step x --format date
echo "pick cancel and usage: ok"
