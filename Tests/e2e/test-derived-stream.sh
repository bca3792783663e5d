#!/usr/bin/env bash
# `--y` on a stream: a producer printing a counter and a gauge every 50 ms, piped into
# `tchart - --y 'rate(in),avg(us,4)'`: the derived lines join the first rows and grow with
# each batch (their newest values in the legend follow the input), the column not named (sy)
# is hidden; an unknown line ends the explorer with one line, exit 64.
source "$(dirname "$0")/lib.sh"

cat >"$E2E_TMP/producer.sh" <<'SH'
echo "t,in,us,sy"
for i in $(seq 1 80); do
  echo "$i,$((i * 20)),$((i % 4 * 10)),7"
  sleep 0.05
done
SH

e2e_start 80 24
e2e_type "clear; bash $E2E_TMP/producer.sh | $E2E_TMP/run $E2E_TMP/pid \"\$T\" - --y 'rate(in),avg(us,4)'"
e2e_wait_braille
e2e_wait_for 'stdin · live'
e2e_wait_for '2 rate(in) 20'
e2e_wait_for '4 avg(us,4) 15'
e2e_screen | grep -qF '5 sy' || e2e_fail "sy's legend token: $(e2e_screen | tail -2)"
# The input ends: the last row's counter (1600) and the mean of us over the last 4 rows.
e2e_wait_gone 'stdin · live' 10
e2e_wait_for '1 in 1,600  2 rate(in) 20  3 us 0  4 avg(us,4) 15'
e2e_keys q
e2e_wait_exit 0

e2e_type "clear; bash $E2E_TMP/producer.sh | $E2E_TMP/run $E2E_TMP/pid \"\$T\" - --y 'rate(rx)'"
e2e_wait_exit 64
e2e_wait_for "tchart: stdin: --y 'rx' (in 'rate(rx)'): no such line; the lines: in, us, sy"
exit 0
