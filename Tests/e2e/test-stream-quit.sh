#!/usr/bin/env bash
# A stream that has sent nothing yet: the explorer opens at once with `Waiting for data…`, uses
# no CPU while it waits, and `q` quits at once (exit 0); SIGTERM while a stream is open still
# restores the terminal (exit 143).
source "$(dirname "$0")/lib.sh"

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

e2e_start 80 24
e2e_type "clear; (sleep 2; while echo 1; do sleep 0.1; done) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_for 'Waiting for data…' 2
pid=$(e2e_child_pid)
[ "$(e2e_flags)" = "1 1" ] || e2e_fail "explorer not on the alternate screen with the mouse"
if [ -r "/proc/$pid/stat" ]; then
  before=$(cpu_ticks "$pid")
  sleep 1
  after=$(cpu_ticks "$pid")
  ((after - before <= 2)) || e2e_fail "busy while waiting for data: $((after - before)) ticks in 1 s"
fi
e2e_keys '?'
e2e_wait_for 'Help'
e2e_keys q
e2e_wait_gone 'Help'
e2e_keys q
start=$SECONDS
while kill -0 "$pid" 2>/dev/null; do
  ((SECONDS - start < 1)) || e2e_fail "q did not quit at once"
  sleep 0.05
done
e2e_wait_exit 0

e2e_type "clear; (while echo 1; do sleep 0.1; done) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
e2e_wait_braille
kill -TERM "$(e2e_child_pid)"
e2e_wait_exit 143
e2e_type 'echo typed-$((6 * 7))'
e2e_wait_for 'typed-42'
exit 0
