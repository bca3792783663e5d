#!/usr/bin/env bash
# `r`: the rows behind the indicator with the file's own cell texts (an unsorted file, a quoted
# cell, a long one cut with …), ↓ moving the indicator and the table with it, `/` searching,
# Esc back to the graph; at 80×24 and 200×50. `Y`: the indicator's date and values copied by
# OSC 52 (tmux keeps it with set-clipboard on: `tmux show-buffer`).
source "$(dirname "$0")/lib.sh"

cat >"$E2E_TMP/orders.csv" <<'CSV'
day,orders,note
2019-03-09,30,"third, after the second"
2019-03-07,10,first
2019-03-08,20,the second day of the month with a note far longer than any column has room for
2019-03-10,40,fourth
2019-03-11,50,fifth
CSV

e2e_start 80 24
e2e_tmux set-option -g set-clipboard on >/dev/null
for size in "80 24" "200 50"; do
  e2e_resize $size
  e2e_run_tchart "$E2E_TMP/orders.csv" --fresh
  e2e_wait_for '1/1  orders'
  # The indicator on 8 Mar (Home, then one sample on).
  e2e_keys Home Right
  e2e_keys r
  e2e_wait_for 'orders.csv · rows at Fri, Mar 8 2019 · line 4'
  # At 80 columns the long note is cut with …; at 200 it is whole.
  long='the second day.*… *$'
  [ "$size" = "200 50" ] && long='the second day.*room for *$'
  e2e_screen | grep -qE "^ *4 +2019-03-08 +20 +$long" ||
    e2e_fail "($size) no row 4 of 8 Mar as written: $(e2e_screen)"
  e2e_screen | grep -qE '^ *2 +2019-03-09 +30 +third, after the second' ||
    e2e_fail "($size) the quoted cell is not as written: $(e2e_screen)"
  e2e_screen | grep -qE 'day +orders +note' || e2e_fail "($size) no header row"
  e2e_keys Down
  e2e_wait_for 'orders.csv · rows at Sat, Mar 9 2019 · line 2'
  e2e_keys / f i f Enter
  e2e_wait_for '/fif · n next'
  e2e_keys Escape Escape
  e2e_wait_gone 'rows at'
  e2e_keys Y
  e2e_wait_for 'Copied x,orders / 2019-03-09T00:00:00Z,30'
  [ "$(e2e_tmux show-buffer)" = "$(printf 'x,orders\n2019-03-09T00:00:00Z,30')" ] ||
    e2e_fail "($size) tmux holds no copy: '$(e2e_tmux show-buffer 2>&1)'"
  e2e_keys q
  e2e_wait_exit 0
done
exit 0
