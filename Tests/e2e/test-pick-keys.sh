#!/usr/bin/env bash
# tchart pick with keys, as a user's shell script would use it: `read lo hi < <(tchart pick ...)`
# and `> file`; Enter prints LOWER UPPER, exit 0, and the picker's lines are cleared.
set -euo pipefail
: "${TCHART_BIN:?set TCHART_BIN to the tchart binary}"
sock="tchart-pick-keys-$$"
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

# 1. The documented shell idiom.
cat >"$work/script.sh" <<SCRIPT
read lo hi < <("$TCHART_BIN" pick --min 0 --max 2000000 --step 10000 --format price --label 'Price range')
echo "got lo=\$lo hi=\$hi"
SCRIPT
type_line "clear; bash $work/script.sh"
wait_for "Enter accept"
wait_for "Price range"
screen | grep -qF '$0                                                $2,000,000' || fail "initial labels"
tmux -L "$sock" send-keys Right Right Tab S-Left
wait_for '$1,900,000'
screen | grep -qF '$20,000' || fail "lower label after two steps"
tmux -L "$sock" send-keys Enter
wait_for "got lo=20000 hi=1900000"
wait_gone "Enter accept"
wait_gone "Price range"

# 2. Output redirected to a file, exit code 0; tenths print with the step's one decimal.
type_line "clear; $TCHART_BIN pick --min 0 --max 1 --step 0.1 >$work/out; echo rc=\$? >$work/rc"
wait_for "Enter accept"
tmux -L "$sock" send-keys Right Right Right Tab Left Left
wait_for "0.8"
screen | grep -qE '^ *0\.3 +0\.8 *$' || fail "labels 0.3 and 0.8"
tmux -L "$sock" send-keys Enter
for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
[ "$(cat "$work/rc")" = "rc=0" ] || fail "exit code: $(cat "$work/rc")"
[ "$(cat "$work/out")" = "0.3 0.8" ] || fail "output: '$(cat "$work/out")'"

# 3. Equal handles at the maximum are not stuck: End twice, then Left moves the lower one.
rm -f "$work/rc"
type_line "clear; $TCHART_BIN pick --min 0 --max 100 --step 5 --lower 100 --upper 100 >$work/out; echo rc=\$? >$work/rc"
wait_for "Enter accept"
tmux -L "$sock" send-keys Left Left Enter
for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
[ "$(cat "$work/out")" = "90 100" ] || fail "tie at the maximum: '$(cat "$work/out")'"
# 4. A date range typed as dates, stepped by days; labels are dates, the output Unix seconds.
rm -f "$work/rc"
type_line "clear; $TCHART_BIN pick --format date --min 2024-01-01 --max 2024-12-31 --step 1d >$work/out; echo rc=\$? >$work/rc"
wait_for "Enter accept"  # (the command line itself shows the dates: wait for the picker)
screen | grep -qE '^2024-01-01 +2024-12-31$' || fail "date labels"
tmux -L "$sock" send-keys Right
wait_for "2024-01-02"
tmux -L "$sock" send-keys Enter
for _ in $(seq 200); do [ -s "$work/rc" ] && break; sleep 0.05; done
[ "$(cat "$work/out")" = "1704153600 1735603200" ] || fail "dates: '$(cat "$work/out")'"
echo "pick keys: ok"
