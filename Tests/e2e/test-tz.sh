#!/usr/bin/env bash
# Time zones (issue 30): a year of hourly data shown in Europe/Berlin and with TZ=Europe/Berlin
# --tz local has local wall-clock times on both sides of each DST change; z switches to UTC and
# back in the explorer; --range and --indicator take dates; --input-tz reads times without an
# offset in a zone; an unknown zone is exit 64 naming the closest; no tz database is one line
# and UTC.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"
# 2024, hourly, in UTC (the shape of a metrics export).
awk 'BEGIN { print "time,load"; for (i = 0; i < 366 * 24; i++) {
  t = 1704067200 + i * 3600; print strftime("%Y-%m-%dT%H:%M:%SZ", t, 1) "," (i % 24) } }' >year.csv
render() { "$TCHART_BIN" render year.csv --width 100 --height 20 --color never "$@"; }

# Spring: 2024-03-31 01:00Z is 03:00 CEST; the window's dates are local.
out=$(render --tz Europe/Berlin --range 2024-03-30:2024-04-02 --indicator 2024-03-31T03:00)
grep -q "Mar 30 00:00 – Apr 2 00:00 2024 Europe/Berlin" <<<"$out" || e2e_fail "spring title: $out"
grep -q "Sun, Mar 31 2024 03:00 CEST" <<<"$out" || e2e_fail "spring tooltip: $out"
# The same instant with TZ=Europe/Berlin --tz local.
out=$(TZ=Europe/Berlin render --tz local --range 2024-03-30:2024-04-02 --indicator 2024-03-31T03:00)
grep -q "Sun, Mar 31 2024 03:00 CEST" <<<"$out" || e2e_fail "TZ local tooltip: $out"
grep -q "local (Europe/Berlin)" <<<"$out" || e2e_fail "TZ local title: $out"
# Autumn: 02:30 happens twice; an offset picks the second (winter time).
out=$(render --tz Europe/Berlin --range 2024-10-26:2024-10-29 --indicator 2024-10-27T02:00+01:00)
grep -q "Sun, Oct 27 2024 02:00 CET" <<<"$out" || e2e_fail "autumn tooltip: $out"
# The CSV export writes each time with its own offset.
csv=$("$TCHART_BIN" render year.csv --tz Europe/Berlin --range 2024-10-27:2024-10-27T04:00 --format csv)
grep -q "^2024-10-27T02:00:00+02:00,0" <<<"$csv" && grep -q "^2024-10-27T02:00:00+01:00,1" <<<"$csv" ||
  e2e_fail "autumn CSV: $csv"

# --input-tz: times without an offset are Berlin's; Z is as written.
printf 'time,v\n2024-03-31 01:00,1\n2024-03-31 03:00,2\n2024-03-31T04:00:00Z,3\n' >local.csv
csv=$("$TCHART_BIN" render local.csv --input-tz Europe/Berlin --format csv)
[ "$csv" = $'x,v\n2024-03-31T00:00:00Z,1\n2024-03-31T01:00:00Z,2\n2024-03-31T04:00:00Z,3' ] ||
  e2e_fail "--input-tz: $csv"

# A table as sqlite3's .import makes it (dates as text, ten days hourly from Mar 27 in Berlin's
# wall clock): --input-tz reads them in Berlin, --range and --indicator take dates in the zone
# shown; a table whose x is numbers says --input-tz does not apply.
if command -v sqlite3 >/dev/null 2>&1; then
  sqlite3 m.sqlite "CREATE TABLE m (t TEXT, v TEXT); CREATE TABLE n (t REAL, v REAL);
    INSERT INTO n VALUES (1711848600, 1), (1711852200, 2);
    WITH RECURSIVE i(h) AS (SELECT 0 UNION ALL SELECT h + 1 FROM i WHERE h < 239)
    INSERT INTO m SELECT strftime('%Y-%m-%d %H:%M', '2024-03-27 00:00', '+' || h || ' hours'),
      h % 24 FROM i;"
  out=$("$TCHART_BIN" render m.sqlite --table m --x t --y v --tz Europe/Berlin \
    --input-tz Europe/Berlin --range 2024-03-30:2024-04-02 --indicator "2024-03-31 03:00" \
    --width 80 --height 16 --color never) || e2e_fail "table with dates: exit $?"
  head -1 <<<"$out" | grep -q "Mar 30 00:00 – Apr 2 00:00 2024 Europe/Berlin" ||
    e2e_fail "table --range dates: $(head -1 <<<"$out")"
  grep -q "Mar 31 03:00 CEST" <<<"$out" || e2e_fail "table --indicator date: $out"
  grep -q "● v  *3 " <<<"$out" || e2e_fail "table: 03:00 Berlin is not the row of 03:00: $out"
  "$TCHART_BIN" render m.sqlite --table n --x t --y v --x-type unix-s --input-tz Europe/Berlin \
    --width 80 --height 16 --color never >out 2>err || e2e_fail "table of numbers: exit $?"
  [ "$(cat err)" = "tchart: m.sqlite: --input-tz does not apply: x of table 'n' is not date text" ] ||
    e2e_fail "table of numbers: $(cat err)"
fi

# Errors: an unknown zone is exit 64 with the closest names; no database is one line and UTC.
status=0
"$TCHART_BIN" render year.csv --tz Europe/Berln >out 2>err || status=$?
[ "$status" = 64 ] || e2e_fail "unknown zone: exit $status"
grep -q "^Error: --tz: unknown time zone 'Europe/Berln'; did you mean Europe/Berlin?" err ||
  e2e_fail "unknown zone: $(cat err)"
TZDIR=/nonexistent "$TCHART_BIN" render year.csv --tz Europe/Berlin --width 80 --height 14 \
  --color never >out 2>err || e2e_fail "no database: exit $?"
[ "$(cat err)" = "--tz: no time zone database at /nonexistent (set TZDIR); showing UTC" ] ||
  e2e_fail "no database: $(cat err)"
grep -q "Jan 1 00:00 – Dec 31 23:00 2024$" out || e2e_fail "no database, not UTC: $(head -1 out)"
# A misspelt zone in the config file: exit 78 naming the file, the line and the closest zones.
mkdir -p "$XDG_CONFIG_HOME/tchart"
printf 'theme = "night"\ntz = "Europe/Berln"\n' >"$XDG_CONFIG_HOME/tchart/config.toml"
status=0
"$TCHART_BIN" render year.csv >out 2>err || status=$?
[ "$status" = 78 ] || e2e_fail "config zone: exit $status"
[ "$(cat err)" = "tchart: $XDG_CONFIG_HOME/tchart/config.toml:2:1: 'tz' cannot be \"Europe/Berln\" (did you mean Europe/Berlin?)" ] ||
  e2e_fail "config zone: $(cat err)"
rm "$XDG_CONFIG_HOME/tchart/config.toml"

# The explorer: z switches to UTC and back; u undoes it.
e2e_start 100 24
e2e_type "export TZ=Europe/Berlin"
e2e_run_tchart year.csv --tz local
e2e_wait_for "local (Europe/Berlin)"
e2e_type "g"
e2e_literal "2024-03-31 03:00"
e2e_keys Enter
e2e_wait_for "03:00 CEST"
e2e_keys z
e2e_wait_for "UTC (z)"
e2e_screen | grep -q "01:00" || e2e_fail "z: not in UTC: $(e2e_screen)"
e2e_keys u
e2e_wait_for "undo: UTC"
e2e_wait_for "local (Europe/Berlin)"
e2e_keys q
e2e_wait_exit 0

# The session keeps the zone and z: --tz Europe/Berlin, z, quit; reopened, still UTC (z), and z
# gives Berlin back; reopened without --tz, the saved zone is shown.
e2e_type "export XDG_STATE_HOME=$XDG_STATE_HOME"
e2e_run_tchart year.csv --tz Europe/Berlin
e2e_wait_for "Europe/Berlin"
e2e_keys z
e2e_wait_for "UTC (z)"
e2e_keys q
e2e_wait_exit 0
e2e_run_tchart year.csv --tz Europe/Berlin
e2e_wait_for "session restored"
e2e_screen | head -1 | grep -q "UTC (z)" || e2e_fail "session: z not kept: $(e2e_screen | head -1)"
e2e_keys z
e2e_wait_for "Times in Europe/Berlin"
e2e_keys q
e2e_wait_exit 0
e2e_run_tchart year.csv
e2e_wait_for "session restored"
e2e_screen | head -1 | grep -q "Europe/Berlin" ||
  e2e_fail "session: zone not kept: $(e2e_screen | head -1)"
e2e_keys q
e2e_wait_exit 0
