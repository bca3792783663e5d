#!/usr/bin/env bash
# A cold open holds its columns in the spill file, not in private memory: the explorer opening
# a file of 4 × 10^6 rows and 6 columns (192 MB of columns in memory before issue 42) keeps its
# RssAnon, read from /proc/PID/status every 20 ms until the chart is drawn, under 150 MB, as
# does `render -` of it through a pipe (and under a file size limit the spill cannot keep to,
# the same frame from memory). A `render` killed halfway through its parse leaves
# nothing in the cache folder (no entry, no temporary file), and the next open parses again and
# writes the one entry, drawing the frame of --no-cache.
source "$(dirname "$0")/lib.sh"

[ -r /proc/self/status ] || { echo "skipped: no /proc"; exit 0; }
bound_kb=$((150 * 1024))
data="$E2E_TMP/big.csv"
awk 'BEGIN { print "time,a,b,c,d,e"
  for (i = 0; i < 4000000; i++)
    printf "%d,%d,%d,%d,%d,%d\n", 1600000000 + 60 * i, i % 97, i % 89, i % 83, i % 79, i % 73 }' >"$data"
cache="$XDG_CACHE_HOME/tchart"

rss_anon() { awk '/^RssAnon:/ { print $2 }' "/proc/$1/status" 2>/dev/null || true; }

# The explorer: sampled from its start until the graph is drawn and settled.
e2e_start 100 30
e2e_run_tchart --no-cache "$data"
pid=$(e2e_child_pid)
peak=0
start=$SECONDS
until e2e_has_braille && ! e2e_screen | grep -qF 'loading'; do
  now=$(rss_anon "$pid")
  [ -n "$now" ] && ((now > peak)) && peak=$now
  ((peak <= bound_kb)) || e2e_fail "RssAnon $peak kB while opening, over $bound_kb kB"
  ((SECONDS - start < 120)) || e2e_fail "the chart was not drawn in 120 s"
  sleep 0.02
done
for _ in $(seq 25); do
  now=$(rss_anon "$pid")
  [ -n "$now" ] && ((now > peak)) && peak=$now
  sleep 0.02
done
((peak <= bound_kb)) || e2e_fail "RssAnon $peak kB once drawn, over $bound_kb kB"
((peak > 0)) || e2e_fail "RssAnon was never read"
echo "peak RssAnon: $peak kB"
e2e_keys q
e2e_wait_exit 0

# The same file through a pipe: the stream's columns move to files once past the bound.
sample_peak() {
  local pid=$1 peak=0 now
  while kill -0 "$pid" 2>/dev/null; do
    now=$(rss_anon "$pid")
    [ -n "$now" ] && ((now > peak)) && peak=$now
    sleep 0.02
  done
  echo "$peak"
}
cat "$data" | "$TCHART_BIN" render - --no-cache --width 80 --height 24 --color never >"$E2E_TMP/piped" &
piped=$(sample_peak $!)
wait $! || e2e_fail "render - failed"
((piped <= bound_kb)) || e2e_fail "RssAnon $piped kB through a pipe, over $bound_kb kB"
echo "peak RssAnon through a pipe: $piped kB"
# A spill that stops growing (a file size limit under what the columns need): the stream's
# columns go back to memory and the frame is the same.
(ulimit -f 40000 && cat "$data" | "$TCHART_BIN" render - --no-cache --width 80 --height 24 \
  --color never >"$E2E_TMP/limited" 2>"$E2E_TMP/limited.err") || e2e_fail "render - under ulimit -f: $(cat "$E2E_TMP/limited.err")"
cmp -s "$E2E_TMP/limited" "$E2E_TMP/piped" || e2e_fail "render - under ulimit -f: another frame"

# A render killed while it parses: nothing left behind.
render() { "$TCHART_BIN" render "$@" --width 80 --height 24 --color never; }
render "$data" >/dev/null 2>&1 &
child=$!
sleep 1
kill -KILL "$child" 2>/dev/null || e2e_fail "render ended before it could be killed"
wait "$child" 2>/dev/null || true
[ -z "$(find "$cache" -type f 2>/dev/null)" ] || e2e_fail "a killed parse left $(ls -a "$cache")"
render "$data" --no-cache >"$E2E_TMP/plain" || e2e_fail "render --no-cache failed"
render "$data" >"$E2E_TMP/first" || e2e_fail "render after the kill failed"
cmp -s "$E2E_TMP/first" "$E2E_TMP/plain" || e2e_fail "the render after the kill differs"
[ "$(find "$cache" -name '*.tchart-cache' | wc -l)" = 1 ] || e2e_fail "no single entry: $(ls -a "$cache")"
[ -z "$(find "$cache" -name '.*')" ] || e2e_fail "a temporary file was left: $(ls -a "$cache")"
exit 0
