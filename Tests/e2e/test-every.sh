#!/usr/bin/env bash
# `tchart --every INTERVAL -- CMD`: a table's last row arrives once per run (its header names the
# lines, its values grow), a JSON object's numbers by dotted path, a failing command is a
# status message (and in the message log, m), a run past its timeout is stopped; `q`, SIGTERM,
# SIGHUP and SIGINT leave no process of the command behind (checked with ps); a bad interval is
# exit 64.
source "$(dirname "$0")/lib.sh"

# Whether every pid in FILE is gone (a zombie waiting for init runs no more).
all_gone() {
  local pid state
  for pid in $(cat "$1"); do
    state=$(ps -o stat= -p "$pid" 2>/dev/null || true)
    [ -z "$state" ] || [[ $state == Z* ]] || return 1
  done
}

wait_all_gone() {
  local start=$SECONDS
  until all_gone "$1"; do
    ((SECONDS - start < 3)) || e2e_fail "left running: $(ps -o pid=,args= -p "$(tr '\n' ',' <"$1" | sed 's/,$//')")"
    sleep 0.05
  done
}

cat >"$E2E_TMP/table.sh" <<'SCRIPT'
#!/bin/sh
n=$(cat "$0.n" 2>/dev/null || echo 0); n=$((n + 1)); echo $n >"$0.n"
echo "procs --- banner ---"
echo "rx tx"
echo "$n $((n * 10))"
SCRIPT
cat >"$E2E_TMP/json.sh" <<'SCRIPT'
#!/bin/sh
n=$(cat "$0.n" 2>/dev/null || echo 0); n=$((n + 1)); echo $n >"$0.n"
printf '{"host": "a", "cpu": {"user": %s, "sys": 1.5}, "mem": {"used": 40}}\n' "$n"
SCRIPT
cat >"$E2E_TMP/hang.sh" <<'SCRIPT'
#!/bin/sh
echo $$ >>"$0.pids"
sleep 30 &
echo $! >>"$0.pids"
wait
SCRIPT
cat >"$E2E_TMP/background.sh" <<'SCRIPT'
#!/bin/sh
sleep 1000 &
echo $! >>"$0.pids"
echo 1
SCRIPT
chmod +x "$E2E_TMP"/*.sh

status=0
"$TCHART_BIN" --every 0 -- date 2>"$E2E_TMP/err" || status=$?
[ "$status" = 64 ] || e2e_fail "--every 0: exit $status"
[ "$(cat "$E2E_TMP/err")" = "tchart: --every 0: the interval must be above 0 (e.g. 500ms, 2s, 1m)" ] ||
  e2e_fail "--every 0 said: $(cat "$E2E_TMP/err")"
status=0
"$TCHART_BIN" --every abc -- date 2>"$E2E_TMP/err" || status=$?
[ "$status" = 64 ] && [ "$(wc -l <"$E2E_TMP/err")" = 1 ] || e2e_fail "--every abc: exit $status"
status=0
"$TCHART_BIN" --every 2s 2>"$E2E_TMP/err" || status=$?
[ "$status" = 64 ] && grep -qF 'no command after --' "$E2E_TMP/err" || e2e_fail "no command: exit $status"

# A program that is not found is 66; a file that cannot be run 77, said so.
status=0
"$TCHART_BIN" --every 1s -- no-such-program-here 2>"$E2E_TMP/err" || status=$?
[ "$status" = 66 ] && grep -qxF 'tchart: --every: no-such-program-here: no such program (PATH searched)' \
  "$E2E_TMP/err" || e2e_fail "a missing program: exit $status: $(cat "$E2E_TMP/err")"
printf 'echo 1\n' >"$E2E_TMP/plain.sh"
chmod -x "$E2E_TMP/plain.sh"
for program in "$E2E_TMP/plain.sh" "$E2E_TMP"; do
  status=0
  "$TCHART_BIN" --every 1s -- "$program" 2>"$E2E_TMP/err" || status=$?
  [ "$status" = 77 ] && grep -qxF "tchart: --every: $program: not an executable file (chmod +x it, or name its interpreter: -- sh $program)" \
    "$E2E_TMP/err" || e2e_fail "--every $program: exit $status: $(cat "$E2E_TMP/err")"
done

e2e_start 100 24
# A table: the banner is skipped, the header names the lines, one row per run.
e2e_run_tchart --every 300ms -- "$E2E_TMP/table.sh"
e2e_wait_for 'table.sh · live'
e2e_wait_braille
e2e_wait_for '2 tx 30'
e2e_screen | tail -2 | grep -qF '1 rx 3' || e2e_fail "the legend does not name the header's lines"
e2e_keys q
e2e_wait_exit 0

# JSON: every number by its dotted path.
e2e_run_tchart --every 300ms -- "$E2E_TMP/json.sh"
e2e_wait_for 'cpu.user 3'
e2e_screen | grep -qF 'cpu.sys 1.5' || e2e_fail "cpu.sys is not a line"
e2e_screen | grep -qF 'mem.used 40' || e2e_fail "mem.used is not a line"
e2e_keys q
e2e_wait_exit 0

# A failing command: a status message, in the log too; the explorer stays.
e2e_run_tchart --every 300ms -- sh -c 'echo "disk gone" >&2; exit 3'
e2e_wait_for 'sh: exit status 3 (disk gone) · waiting for data…'
e2e_keys m
e2e_wait_for 'Messages ('
e2e_screen | grep -qF 'sh -c echo "disk gone" >&2; exit 3: sh: exit status 3 (disk gone)' ||
  e2e_fail "the failure is not in the log"
e2e_keys Escape
e2e_wait_gone 'Messages ('
e2e_keys q
e2e_wait_exit 0

# Runs past the timeout are stopped (the chart stays); q while one runs leaves nothing behind.
e2e_run_tchart --every 1s --every-timeout 500ms -- "$E2E_TMP/hang.sh"
e2e_wait_for 'hang.sh: still running after 500ms: stopped'
wait_all_gone "$E2E_TMP/hang.sh.pids"
sleep 0.6
e2e_keys q
e2e_wait_exit 0
wait_all_gone "$E2E_TMP/hang.sh.pids"

# Without --every, one word after -- is still a file (a name starting with -).
printf 't,a\n1,2\n2,3\n' >"$E2E_TMP/-odd.csv"
e2e_type "clear; cd $E2E_TMP && \"\$T\" -- -odd.csv; echo EXIT=\$?"
e2e_wait_for '1/1  -odd'
e2e_keys q
e2e_wait_exit 0

# A command that exits leaving a child that holds its output: the run ended with the command
# (its row arrives, no "still running"), and the child goes with its group.
e2e_run_tchart --every 1s -- "$E2E_TMP/background.sh"
e2e_wait_for 'background.sh · live'
sleep 2.5
e2e_screen | grep -qF 'still running' && e2e_fail "a run that exited is said to be still running"
e2e_keys q
e2e_wait_exit 0
wait_all_gone "$E2E_TMP/background.sh.pids"

# SIGTERM, SIGHUP or SIGINT to tchart while the command runs: the terminal is restored, the
# command is gone.
for signal in TERM:143 HUP:129 INT:130; do
  rm -f "$E2E_TMP/hang.sh.pids"
  e2e_run_tchart --every 5s -- "$E2E_TMP/hang.sh"
  pid=$(e2e_child_pid)
  start=$SECONDS
  until [ "$(wc -l <"$E2E_TMP/hang.sh.pids" 2>/dev/null || echo 0)" = 2 ]; do
    ((SECONDS - start < 5)) || e2e_fail "the command did not start"
    sleep 0.05
  done
  kill "-${signal%:*}" "$pid"
  e2e_wait_exit "${signal#*:}"
  wait_all_gone "$E2E_TMP/hang.sh.pids"
done
exit 0
