#!/usr/bin/env bash
# An idle explorer uses no CPU: the loop blocks on input without a timeout, and stops waking up
# once an animation (the Y rescale after hiding a line) has finished.
source "$(dirname "$0")/lib.sh"

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

expect_idle() {
  local pid=$1 before after
  before=$(cpu_ticks "$pid")
  sleep 1.5
  after=$(cpu_ticks "$pid")
  # 1.5 s of polling at 60 fps would be dozens of ticks; allow 2 (20 ms) for stray work.
  ((after - before <= 2)) || e2e_fail "busy while idle ($1): $((after - before)) ticks in 1.5 s"
}

[ -r /proc/self/stat ] || { echo "skipped: no /proc"; exit 0; }
e2e_start 100 30
e2e_run_tchart
e2e_wait_braille
e2e_settle
pid=$(e2e_child_pid)
expect_idle "$pid"
e2e_keys 1
e2e_settle
expect_idle "$pid"
e2e_keys q
e2e_wait_exit 0
exit 0
