#!/usr/bin/env bash
# Every command of the guide's Streams examples (docs/guide.md) runs as written on Debian (tchart
# replaced by the binary under test; no network: ping 127.0.0.1): each draws its lines while the
# input is still flowing, with the names the guide implies. The README's and the man page's
# stream and --every examples must be among them. Needs iputils-ping, procps, mawk (make deps).
source "$(dirname "$0")/lib.sh"

guide="$(dirname "$0")/../../docs/guide.md"
readme="$(dirname "$0")/../../README.md"
tested=()
for tool in ping vmstat mawk stdbuf; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing (make deps)"; exit 0; }
done
ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1 || { echo "skipped: ping 127.0.0.1 is not allowed here"; exit 0; }

# Runs guide line $1 (which must be in the guide as it is) in the scenario's directory;
# waits for braille and for each of the other arguments on screen, then quits.
example() {
  local line=$1
  shift
  grep -qF -- "$line" "$guide" || e2e_fail "not in the guide: $line"
  tested+=("$line")
  local command=${line%%  #*}
  command=${command//tchart /\"\$T\" }
  e2e_type "clear; cd $E2E_TMP && $command; echo EXIT=\$?"
  e2e_wait_braille
  local text
  for text in "$@"; do e2e_wait_for "$text"; done
  e2e_keys q
  e2e_wait_for 'EXIT='
  e2e_wait_for 'READY$'
  [ "$(e2e_flags)" = "0 0" ] || e2e_fail "terminal not restored after: $line"
}

e2e_start 100 24

example "ping -i 0.2 127.0.0.1 | mawk -W interactive -F'time=' '/time=/ { print \$2 + 0 }' | tchart -" \
  'stdin · live'
example "ping -i 0.2 127.0.0.1 | grep --line-buffered -oP 'time=\\K[0-9.]+' | tchart -" 'stdin · live'
example "stdbuf -oL vmstat 1 | tchart -" 'stdin · live' 'swpd'
# Key=value lines: ping's replies by icmp_seq, its banner skipped (it waited for ever).
example "ping -i 0.2 127.0.0.1 | tchart -" 'stdin · live' 'time'

# An application's log: the time first, a number ninth; lines keep coming (after q too: the
# pipeline ends when tail next writes, as it does for a user).
log="$E2E_TMP/app.log"
for i in 1 2 3; do echo "2026-11-25T10:00:1$i web1 GET /api 200 0.2 ms bytes $((i * 100))" >>"$log"; done
(for i in $(seq 4 59); do
  [ -e "$E2E_TMP/stop" ] && break
  sleep 0.2
  echo "2026-11-25T10:00:$((i + 10)) web1 GET /api 200 0.2 ms bytes $((i * 100))" >>"$log"
done) &
example "tail -f app.log | mawk -W interactive '{ print \$1 \",\" \$9 }' | tchart -" 'stdin · live' '900'
touch "$E2E_TMP/stop"
wait

printf 't,cpu\n1,5\n2,7\n' >"$E2E_TMP/metrics.csv"
(sleep 0.5; echo "3,9" >>"$E2E_TMP/metrics.csv") &
example "tchart --follow metrics.csv --keep 100000" 'metrics.csv · live' 'cpu 9'
wait

example "tchart --every 2s -- vmstat 1 2" 'vmstat 1 2 · live' 'swpd'
example "tchart --every 1s -- cut -d' ' -f1-3 /proc/loadavg" 'cut -d  -f1-3 /proc/loadavg' ' 3 '

# The README's streams (`| tchart -`, `--follow`, `--every`), each one of the lines run above.
while IFS= read -r shown; do
  command=${shown%%  #*}
  command=${command%"${command##*[! ]}"}
  found=0
  for line in "${tested[@]}"; do [ "$line" = "$command" ] && found=1; done
  [ $found = 1 ] || e2e_fail "a README stream example the test does not run: $command"
done < <(grep -E '^(tchart --(follow|every) |[^#`].*\| tchart -)' "$readme")

# The man page's stream examples too (docs/tchart.1, EXAMPLES).
while IFS= read -r shown; do
  command=${shown%%  #*}
  command=${command%"${command##*[! ]}"}
  found=0
  for line in "${tested[@]}"; do [ "${line%%  #*}" = "$command" ] && found=1; done
  [ $found = 1 ] || e2e_fail "a man page stream example the test does not run: $command"
done < <(sed -n '/^\.Sh EXAMPLES/,/^\.Ed/p' "$(dirname "$0")/../../docs/tchart.1" |
  grep -E '^(tchart --(follow|every) |[^.].*\| tchart -)' | sed 's/\\e/\\/g')
exit 0
