#!/usr/bin/env bash
# The column cache ($XDG_CACHE_HOME/tchart/): the first `render` of a file writes one entry
# (when the build's codec writes entries), the second prints the same frame and notes; a changed
# file is read again; --no-cache, `cache = false`, standard input and folders write nothing; a
# damaged entry is a note and the same frame. A cache folder others can write, or another user's,
# is neither read nor written (one note); under a file size limit (`ulimit -f`) the entry is not
# written (one note, no file left) while `render` and the explorer end normally.
source "$(dirname "$0")/lib.sh"

cache="$XDG_CACHE_HOME/tchart"
data="$E2E_TMP/data.csv"
awk 'BEGIN { print "time,cpu,mem"; for (i = 0; i < 2000; i++) printf "%d,%d,%d\n", 1704067200 + 60 * i, i % 17, i % 23 }' >"$data"
render() { "$TCHART_BIN" render "$@" --width 80 --height 24 --color never; }

# No cache folder at all: --no-cache, standard input, a config file's `cache = false`.
render "$data" --no-cache >"$E2E_TMP/plain" 2>"$E2E_TMP/plain.err" || e2e_fail "render --no-cache failed"
[ -e "$XDG_CACHE_HOME" ] && e2e_fail "--no-cache made $XDG_CACHE_HOME"
render - <"$data" >"$E2E_TMP/stdin" || e2e_fail "render - failed"
[ -e "$XDG_CACHE_HOME" ] && e2e_fail "standard input made $XDG_CACHE_HOME"
mkdir -p "$XDG_CONFIG_HOME/tchart"
echo "cache = false" >"$XDG_CONFIG_HOME/tchart/config.toml"
render "$data" >/dev/null || e2e_fail "render with cache = false failed"
[ -e "$XDG_CACHE_HOME" ] && e2e_fail "cache = false made $XDG_CACHE_HOME"
echo 'cache-size = "lots"' >"$XDG_CONFIG_HOME/tchart/config.toml"
status=0
render "$data" >/dev/null 2>"$E2E_TMP/config.err" || status=$?
[ "$status" = 78 ] || e2e_fail "a bad cache-size: exit $status, expected 78"
grep -q "'cache-size' cannot be \"lots\"" "$E2E_TMP/config.err" ||
  e2e_fail "a bad cache-size: $(cat "$E2E_TMP/config.err")"
rm "$XDG_CONFIG_HOME/tchart/config.toml"
status=0
render "$data" --cache-size lots >/dev/null 2>"$E2E_TMP/flag.err" || status=$?
[ "$status" = 64 ] || e2e_fail "--cache-size lots: exit $status, expected 64"
# A bound smaller than the columns: said in its own unit (it said "0.0 MiB").
render "$data" --cache-size 1K >/dev/null 2>"$E2E_TMP/small.err" || e2e_fail "render --cache-size 1K failed"
grep -qxF "tchart: cache: 46.9 KiB of columns, over the cache's bound of 1 KiB; $data not cached" \
  "$E2E_TMP/small.err" || e2e_fail "--cache-size 1K: $(cat "$E2E_TMP/small.err")"
rm -rf "$XDG_CACHE_HOME"

# First open: the frame as parsed; the folder made 0700 with at most one entry, nothing
# temporary left (render waits for the background write).
render "$data" >"$E2E_TMP/first" 2>"$E2E_TMP/first.err" || e2e_fail "first render failed"
cmp -s "$E2E_TMP/first" "$E2E_TMP/plain" || e2e_fail "the first render differs from --no-cache"
[ "$(stat -c %a "$cache")" = 700 ] || e2e_fail "the cache folder is not 0700: $(stat -c %a "$cache")"
entries=$(find "$cache" -name '*.tchart-cache' | wc -l)
[ "$entries" -le 1 ] || e2e_fail "$entries entries for one file"
[ -z "$(find "$cache" -name '.*.tmp')" ] || e2e_fail "a temporary file was left: $(ls -a "$cache")"
[ "$entries" = 1 ] || e2e_fail "no cache entry written"

# Second open: the same frame and notes (from the entry when there is one).
render "$data" >"$E2E_TMP/second" 2>"$E2E_TMP/second.err" || e2e_fail "second render failed"
cmp -s "$E2E_TMP/second" "$E2E_TMP/first" || e2e_fail "the second render differs from the first"
cmp -s "$E2E_TMP/second.err" "$E2E_TMP/first.err" ||
  e2e_fail "the second render's notes differ: $(cat "$E2E_TMP/second.err")"

# A changed file (same size, other values) is read again.
sed -i 's/,3,/,9,/' "$data"  # same size, other bytes
render "$data" >"$E2E_TMP/changed" 2>"$E2E_TMP/changed.err" || e2e_fail "render of the changed file failed"
render "$data" --no-cache >"$E2E_TMP/changed-plain"
cmp -s "$E2E_TMP/changed" "$E2E_TMP/changed-plain" || e2e_fail "the changed file was not read again"
cmp -s "$E2E_TMP/changed" "$E2E_TMP/first" && e2e_fail "the changed file rendered the old frame"
if [ "$entries" = 1 ]; then
  grep -q "^tchart: cache: .* (made before $data changed) ignored, reading $data" \
    "$E2E_TMP/changed.err" || e2e_fail "no note on the stale entry: $(cat "$E2E_TMP/changed.err")"
  # A damaged entry: a note, the same frame, and the entry rebuilt.
  entry=$(find "$cache" -name '*.tchart-cache')
  printf 'XXXXXXXX' | dd of="$entry" conv=notrunc 2>/dev/null
  render "$data" >"$E2E_TMP/damaged" 2>"$E2E_TMP/damaged.err" || e2e_fail "render with a damaged entry failed"
  cmp -s "$E2E_TMP/damaged" "$E2E_TMP/changed" || e2e_fail "a damaged entry changed the frame"
  grep -q "^tchart: cache: $entry (not a cache entry) ignored, reading $data" "$E2E_TMP/damaged.err" ||
    e2e_fail "no note on the damaged entry: $(cat "$E2E_TMP/damaged.err")"
  [ "$(find "$cache" -name '*.tchart-cache' | wc -l)" = 1 ] || e2e_fail "the entry was not rebuilt"
fi

# Two processes opening the file at once: both print the frame, one entry at most is left,
# nothing temporary.
rm -rf "$cache"
render "$data" >"$E2E_TMP/one" 2>/dev/null &
one=$!
render "$data" >"$E2E_TMP/two" 2>/dev/null &
two=$!
wait "$one" || e2e_fail "the first of two renders at once failed"
wait "$two" || e2e_fail "the second of two renders at once failed"
cmp -s "$E2E_TMP/one" "$E2E_TMP/changed" && cmp -s "$E2E_TMP/two" "$E2E_TMP/changed" ||
  e2e_fail "two renders at once printed another frame"
[ "$(find "$cache" -name '*.tchart-cache' | wc -l)" -le 1 ] || e2e_fail "two entries for one file"
[ -z "$(find "$cache" -name '.*.tmp')" ] || e2e_fail "two renders left a temporary file"
render "$data" >"$E2E_TMP/three" || e2e_fail "render after two at once failed"
cmp -s "$E2E_TMP/three" "$E2E_TMP/changed" || e2e_fail "the entry two renders left is wrong"

# A folder of day files is never cached (its load is not a file's).
mkdir -p "$E2E_TMP/folder"
rm -rf "$cache"
render "$E2E_TMP/folder" >/dev/null 2>&1 || true
[ -z "$(find "$XDG_CACHE_HOME" -name '*.tchart-cache' 2>/dev/null)" ] || e2e_fail "a folder was cached"

# A folder others can write is neither read nor written: the frame as parsed, one note naming
# the folder and the fix; likewise a folder of another user (when root can make one).
rm -rf "$cache"
render "$data" >/dev/null 2>&1 || e2e_fail "render to fill the cache failed"
chmod 777 "$cache"
listing=$(ls -la --time-style=full-iso "$cache")
render "$data" >"$E2E_TMP/unsafe" 2>"$E2E_TMP/unsafe.err" || e2e_fail "render with an unsafe cache failed"
cmp -s "$E2E_TMP/unsafe" "$E2E_TMP/changed" || e2e_fail "an unsafe cache changed the frame"
[ "$(grep -c '^tchart: cache: ' "$E2E_TMP/unsafe.err")" = 1 ] &&
  grep -qxF "tchart: cache: $cache is writable by others (mode 0777); not used — run chmod 700 $cache" \
    "$E2E_TMP/unsafe.err" || e2e_fail "no one note on a cache others can write: $(cat "$E2E_TMP/unsafe.err")"
[ "$(ls -la --time-style=full-iso "$cache")" = "$listing" ] || e2e_fail "a cache others can write was written"
# A table's summary is not kept there either: the same one note.
if command -v sqlite3 >/dev/null 2>&1; then
  sqlite3 "$E2E_TMP/t.sqlite" "CREATE TABLE m (ts REAL, v REAL); CREATE INDEX m_ts ON m (ts);
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99999)
    INSERT INTO m SELECT i, i % 97 FROM n;"
  "$TCHART_BIN" render "$E2E_TMP/t.sqlite" --table m --x ts --y v --x-type number --color never \
    >/dev/null 2>"$E2E_TMP/table.err" || e2e_fail "render of a table with an unsafe cache failed"
  [ "$(cat "$E2E_TMP/table.err")" = \
    "tchart: cache: $cache is writable by others (mode 0777); not used — run chmod 700 $cache" ] ||
    e2e_fail "a table with an unsafe cache: $(cat "$E2E_TMP/table.err")"
  [ "$(ls -la --time-style=full-iso "$cache")" = "$listing" ] || e2e_fail "a table's summary was kept in an unsafe cache"
fi
chmod 700 "$cache"
if [ "$(id -u)" = 0 ]; then
  chown 4321:4321 "$cache"
  render "$data" >"$E2E_TMP/owner" 2>"$E2E_TMP/owner.err" || e2e_fail "render with another user's cache failed"
  cmp -s "$E2E_TMP/owner" "$E2E_TMP/changed" || e2e_fail "another user's cache changed the frame"
  grep -qxF "tchart: cache: $cache belongs to uid 4321, not to you; not used — run mv $cache $cache.not-mine" \
    "$E2E_TMP/owner.err" || e2e_fail "no note on another user's cache: $(cat "$E2E_TMP/owner.err")"
  chown 0:0 "$cache"
fi

# A file size limit: SIGXFSZ does not end tchart; the write fails (EFBIG), which is one note,
# and nothing is left in the folder. `render` prints its frame and exits 0.
big="$E2E_TMP/big.csv"
awk 'BEGIN { print "time,cpu,mem"; for (i = 0; i < 40000; i++) printf "%d,%d,%d\n", 1704067200 + 60 * i, i % 17, i % 23 }' >"$big"
render "$big" --no-cache >"$E2E_TMP/big-plain" || e2e_fail "render of the big file failed"
rm -rf "$cache"
status=0
(ulimit -f 100 && render "$big" >"$E2E_TMP/big-limited" 2>"$E2E_TMP/big-limited.err") || status=$?
[ "$status" = 0 ] || e2e_fail "render under ulimit -f: exit $status ($(cat "$E2E_TMP/big-limited.err"))"
cmp -s "$E2E_TMP/big-limited" "$E2E_TMP/big-plain" || e2e_fail "render under ulimit -f: another frame"
[ "$(wc -l <"$E2E_TMP/big-limited.err")" = 1 ] &&
  grep -q "^tchart: cache: cannot write .*File too large.*; $big not cached\$" "$E2E_TMP/big-limited.err" ||
  e2e_fail "render under ulimit -f: not one note: $(cat "$E2E_TMP/big-limited.err")"
[ -z "$(find "$cache" -type f)" ] || e2e_fail "render under ulimit -f left files: $(ls -a "$cache")"

# The explorer under the same limit shows the file, quits on q, restores the terminal, and
# says why the file was not cached.
e2e_start 100 30
e2e_type "export XDG_CACHE_HOME=$XDG_CACHE_HOME XDG_STATE_HOME=$XDG_STATE_HOME; ulimit -f 100"
e2e_run_tchart "$big"
e2e_wait_braille
e2e_keys q
e2e_wait_exit 0
e2e_tmux capture-pane -p -J -t "$E2E_SESSION" | grep -qF "$big not cached" || e2e_fail "the explorer under ulimit -f: no note"
[ -z "$(find "$cache" -type f)" ] || e2e_fail "the explorer under ulimit -f left files: $(ls -a "$cache")"
exit 0
