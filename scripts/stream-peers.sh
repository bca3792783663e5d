#!/usr/bin/env bash
# A live stream through tchart and ttyplot, side by side: the same values (one number per line,
# as `ping | awk` gives) are piped into each tool running in tmux, as fast as the tool reads
# them. Prints, per tool: the values, the seconds until every value was read, values per second,
# the CPU seconds the tool used (user + system) and its peak memory.
#
#   scripts/stream-peers.sh TCHART [VALUES] [MORE]
#
# VALUES (20000 by default; ttyplot reads a few thousand a second) go through both tools; then
# MORE values (2,000,000 by default) through tchart alone, for its sustained rate.
#
# ttyplot exits when its input ends; tchart stays open on the whole history, so it is asked to
# quit (`q`) once its status line says the input ended. Needs tmux and GNU time (/usr/bin/time);
# ttyplot (Debian's package) is skipped with a message when it is not installed.
set -euo pipefail
tchart=${1:?usage: stream-peers.sh TCHART [VALUES] [MORE]}
values=${2:-20000}
more=${3:-2000000}
work=$(mktemp -d)
socket="$work/tmux"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# values_file COUNT: COUNT random values, one per line, in $work/values.txt.
values_file() {
  python3 -c '
import random, sys
random.seed(7)
sys.stdout.write("".join(f"{random.uniform(0, 100):.3f}\n" for _ in range(int(sys.argv[1]))))
' "$1" >"$work/values.txt"
}

# run NAME COUNT COMMAND DONE-PATTERN: COMMAND reads the values on standard input in a 120×40
# tmux pane; DONE-PATTERN on screen (or the command's exit when empty) says all were read.
run() {
  local name=$1 count=$2 command=$3 done=$4
  rm -f "$work/start" "$work/end" "$work/end.read" "$work/cpu"
  tmux -S "$socket" -f /dev/null new-session -d -s bench -x 120 -y 40 \
    "TERM=xterm-256color sh -c 'date +%s.%N >$work/start; \
     cat $work/values.txt | /usr/bin/time -f \"%U %S %M\" -o $work/cpu $command; \
     date +%s.%N >$work/end; sleep 30'"
  local deadline=$((SECONDS + 300))
  while [ $SECONDS -lt $deadline ]; do
    if [ -n "$done" ]; then
      if tmux -S "$socket" capture-pane -p -t bench 2>/dev/null | grep -q "$done"; then
        date +%s.%N >"$work/end.read"
        tmux -S "$socket" send-keys -t bench q
        break
      fi
    elif [ -s "$work/end" ]; then
      cp "$work/end" "$work/end.read"
      break
    fi
    sleep 0.02
  done
  for _ in $(seq 100); do [ -s "$work/cpu" ] && break; sleep 0.05; done
  tmux -S "$socket" kill-server 2>/dev/null || true
  if [ ! -s "$work/end.read" ] || [ ! -s "$work/cpu" ]; then
    printf '%-8s %9s  did not finish within 300 s\n' "$name" "$count"
    return
  fi
  python3 -c '
import sys
name, count = sys.argv[1], int(sys.argv[2])
start, end = (float(open(path).read()) for path in sys.argv[3:5])
user, system, rss = open(sys.argv[5]).read().split()[-3:]
seconds, cpu = end - start, float(user) + float(system)
print(f"{name:<8} {count:>9} {seconds:>9.2f} {count / seconds:>12.0f} {cpu:>8.2f} {int(rss) / 1024:>8.1f}")
' "$name" "$count" "$work/start" "$work/end.read" "$work/cpu"
}

printf '%-8s %9s %9s %12s %8s %8s\n' tool values seconds values/s cpu_s peak_MB
values_file "$values"
run tchart "$values" "$tchart -" "input ended"
if command -v ttyplot >/dev/null 2>&1; then
  run ttyplot "$values" "ttyplot -t values" ""
else
  echo "ttyplot: not installed (apt-get install ttyplot); skipped"
fi
values_file "$more"
run tchart "$more" "$tchart -" "input ended"
