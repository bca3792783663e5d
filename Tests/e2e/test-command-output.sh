#!/usr/bin/env bash
# Saved command output through `tchart render`: ping's replies (from a pipe: `ping -c 3` itself
# when it may run here, else its saved shape) and a logfmt log are key=value lines; free's
# snapshots are a row each, named as --every names them; top -b's summary lines are read at
# their times; a list of things (df) is drawn as category bars.
source "$(dirname "$0")/lib.sh"

render() { "$TCHART_BIN" render --width 70 --height 12 --color never "$@"; }

saved_ping() {
  printf 'PING 127.0.0.1 (127.0.0.1) 56(84) bytes of data.\n'
  for i in 1 2 3; do printf '64 bytes from 127.0.0.1: icmp_seq=%d ttl=64 time=0.0%d ms\n' "$i" "$((i + 3))"; done
  printf '\n--- 127.0.0.1 ping statistics ---\n3 packets transmitted, 3 received, 0%% packet loss, time 2031ms\n'
  printf 'rtt min/avg/max/mdev = 0.040/0.050/0.060/0.008 ms\n'
}
if ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1; then
  ping -i 0.2 -c 3 127.0.0.1 >"$E2E_TMP/ping.txt"
else
  saved_ping >"$E2E_TMP/ping.txt"
fi
out=$(render - <"$E2E_TMP/ping.txt" 2>"$E2E_TMP/err") || e2e_fail "ping's output does not render: $(cat "$E2E_TMP/err")"
grep -qF 'stdin  ·  1 – 3' <<<"$out" || e2e_fail "ping: x is not icmp_seq 1 – 3:"$'\n'"$out"
grep -qF 'time ' <<<"$out" || e2e_fail "ping: no time line:"$'\n'"$out"
grep -qF 'tchart: -: read as key=value lines: x is icmp_seq; time in ms' "$E2E_TMP/err" ||
  e2e_fail "ping: no note: $(cat "$E2E_TMP/err")"
grep -qF "lines without key=value pairs skipped (line 1: 'PING 127.0.0.1 (127.0.0.1) …')" "$E2E_TMP/err" ||
  e2e_fail "ping: the banner is not said skipped: $(cat "$E2E_TMP/err")"

printf '%s\n' 'level=info ts=2026-11-29T06:00:00Z dur=12ms n=3 msg="started up"' \
  'level=warn ts=2026-11-29T06:00:05Z dur=1.2s n=5 msg="slow"' >"$E2E_TMP/app.log"
out=$(render "$E2E_TMP/app.log" --where 'level=warn' 2>/dev/null) || e2e_fail "the logfmt log does not render"
grep -qF 'dur 1,200' <<<"$out" || grep -qF 'dur 1200' <<<"$out" || e2e_fail "logfmt: dur not in ms:"$'\n'"$out"

{
  printf '               total        used        free      shared  buff/cache   available\n'
  printf 'Mem:        24684084      921500    20840152        8872     3285304    23762584\n'
  printf 'Swap:              0           0           0\n\n'
  printf '               total        used        free      shared  buff/cache   available\n'
  printf 'Mem:        24684084      959308    20708712        8872     3478888    23824776\n'
  printf 'Swap:              0           0           0\n\n'
} >"$E2E_TMP/free.txt"
out=$(render "$E2E_TMP/free.txt" --y 'Mem used' 2>/dev/null) || e2e_fail "free -s output does not render"
grep -qF 'free  ·  1 – 2' <<<"$out" || e2e_fail "free: not two snapshots:"$'\n'"$out"
grep -qF 'Mem used' <<<"$out" || e2e_fail "free: no 'Mem used' line:"$'\n'"$out"

{
  printf 'top - 06:21:04 up 16:33,  0 user,  load average: 1.89, 0.96, 1.28\n'
  printf 'Tasks:  85 total,   6 running,  78 sleeping,   0 stopped,   1 zombie\n\n'
  printf '    PID USER      PR  NI    VIRT    RES    SHR S  %%CPU  %%MEM     TIME+ COMMAND\n'
  printf '      1 root      10 -10   42664  11528   6464 S   0.0   0.0   4:15.17 init\n\n'
  printf 'top - 06:21:07 up 16:33,  0 user,  load average: 2.54, 1.11, 1.32\n'
  printf 'Tasks:  86 total,   3 running,  80 sleeping,   0 stopped,   3 zombie\n\n'
} >"$E2E_TMP/top.txt"
out=$(render "$E2E_TMP/top.txt" 2>/dev/null) || e2e_fail "top -b output does not render"
grep -qF '06:21:04 – 06:21:07' <<<"$out" || e2e_fail "top: not at its times:"$'\n'"$out"
grep -qF 'load 1m 2.54' <<<"$out" || e2e_fail "top: no load line:"$'\n'"$out"

printf '%s\n' 'Filesystem     1K-blocks     Used Available Use% Mounted on' \
  'udev             8123456        0   8123456   0% /dev' \
  '/dev/sda1      264212084 20849680  78215932  22% /' >"$E2E_TMP/df.txt"
# A list of things (issue 41): its names drawn as category bars.
out=$(render "$E2E_TMP/df.txt" 2>"$E2E_TMP/err") || e2e_fail "df failed: $(cat "$E2E_TMP/err")"
grep -qF "tchart: $E2E_TMP/df.txt: a snapshot with a row per Filesystem: its names drawn as categories" \
  "$E2E_TMP/err" || e2e_fail "df: unexpected note: $(cat "$E2E_TMP/err")"
grep -q '^/dev/sda1 █' <<<"$out" || e2e_fail "df: no bars:"$'\n'"$out"
exit 0
