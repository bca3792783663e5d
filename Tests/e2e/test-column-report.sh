#!/usr/bin/env bash
# `tchart render FILE --format columns` (docs/guide.md, "The column report"): the guide's example
# on an R `write.csv` file prints the guide's table; the same report again from the cache entry
# the first run wrote, and from a pipe; a table source is exit 64 in one line.
source "$(dirname "$0")/lib.sh"
guide="$(cd "$(dirname "$0")/../.." && pwd)/docs/guide.md"

cd "$E2E_TMP"
mkdir examples
printf '"","Month","value"\n"1","1960 Jan",112\n"2","1960 Feb",118\n"3","1960 Mar",132\n' >examples/air.csv
expected='#  name      read as       role    reason     first values
1  column 1  row index     hidden  row index  1, 2, 3
2  Month     time (%Y %b)  x       --x        1960 Jan, 1960 Feb, 1960 Mar
3  value     number        line 1  number     112, 118, 132'
# The guide's command, as it is written there.
command=$(grep -F '$ tchart render examples/air.csv --format columns' "$guide" | sed 's/^\$ tchart //')
[ -n "$command" ] || e2e_fail "the guide's example is gone"
first=$(eval "\"\$TCHART_BIN\" $command" 2>/dev/null) || e2e_fail "the guide's command failed"
[ "$first" = "$expected" ] || e2e_fail "the report differs:"$'\n'"$first"
ls "$XDG_CACHE_HOME/tchart/"*.tchart-cache >/dev/null 2>&1 || e2e_fail "no cache entry written"
again=$(eval "\"\$TCHART_BIN\" $command" 2>/dev/null) || e2e_fail "the cached reopen failed"
[ "$again" = "$expected" ] || e2e_fail "the cached report differs:"$'\n'"$again"
piped=$("$TCHART_BIN" render - --format columns --x Month --date-format '%Y %b' <examples/air.csv 2>/dev/null) ||
  e2e_fail "render - --format columns failed"
[ "$piped" = "$expected" ] || e2e_fail "the piped report differs:"$'\n'"$piped"

if command -v sqlite3 >/dev/null; then
  sqlite3 t.sqlite 'create table m(t integer, v real); insert into m values (1, 2), (2, 3);'
  set +e
  message=$("$TCHART_BIN" render t.sqlite --table m --x t --y v --format columns 2>&1 >/dev/null)
  code=$?
  set -e
  [ "$code" = 64 ] || e2e_fail "a table: exit $code, not 64"
  [ "$(wc -l <<<"$message")" = 1 ] || e2e_fail "not one line: $message"
fi
