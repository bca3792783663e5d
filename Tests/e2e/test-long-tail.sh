#!/usr/bin/env bash
# The long tail of real data (issue 40): a month name beside a year, two-digit years, numeric
# time before year 1000 and in sevenths, a table of periods as columns (World Bank's shape,
# turned into one line per row, --no-pivot refusing it as before), an API's ids left out, R's
# write.table header, days of the month as columns and a spreadsheet's stacked blocks;
# each through `render`, and the pivoted table in the explorer.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"

render() { "$TCHART_BIN" render "$@" --width 80 --height 12 --color never; }

printf 'Year,Month,Sales\n2019,March,10\n2019,April,12\n2019,May,9\n' >months.csv
render months.csv >frame 2>err || e2e_fail "months.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  months  ·  Mar 2019 – May 2019" ] || e2e_fail "months title: $(head -n 1 frame)"
[ "$(cat err)" = "tchart: months.csv: x is 'Year', 'Month' combined" ] || e2e_fail "months note: $(cat err)"

printf 'date,v\n850314,1\n850401,2\n850502,3\n' >yymmdd.csv
render yymmdd.csv >frame 2>err || e2e_fail "yymmdd.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  yymmdd  ·  Mar 14 – May 2 1985" ] || e2e_fail "yymmdd title: $(head -n 1 frame)"

printf '"","time","temp"\n"1",-3000,1\n"2",-2000,2\n"3",-1000,3\n"4",0,4\n' >bce.csv
render bce.csv >frame 2>err || e2e_fail "bce.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  bce  ·  -3000 – 0" ] || e2e_fail "bce title: $(head -n 1 frame)"
grep -q '● 1 temp' frame || e2e_fail "bce legend: $(tail -n 1 frame)"
grep -q 'time' frame && e2e_fail "time is drawn as a line: $(tail -n 1 frame)"

{
  echo 'rownames,time,value'
  for i in $(seq 0 20); do
    echo "$((i + 1)),$(awk -v i="$i" 'BEGIN { printf "%.12f", 1 + i / 7 }'),$((i % 5))"
  done
} >weekly.csv
render weekly.csv >frame 2>err || e2e_fail "weekly.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  weekly  ·  1.00 – 3.86" ] || e2e_fail "weekly title: $(head -n 1 frame)"

cat >wb.csv <<'CSV'
"Data Source","World Development Indicators",

"Last Updated Date","2024-06-28",

"Country Name","Country Code","Indicator Name","Indicator Code","1960","1961","1962","1963",
"Aruba","ABW","GDP per capita (current US$)","NY.GDP.PCAP.CD","","","100.5","110.2",
"France","FRA","GDP per capita (current US$)","NY.GDP.PCAP.CD","1333.9","1430.5","1560.1","1750.2",
"Germany","DEU","GDP per capita (current US$)","NY.GDP.PCAP.CD","","","","1800.2",
CSV
render wb.csv >frame 2>err || e2e_fail "wb.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  wb  ·  1960 – 1963" ] || e2e_fail "wb title: $(head -n 1 frame)"
grep -q '● 1 ABW 110.2  ○ 2 FRA 1,750.2  ◆ 3 DEU 1,800.2' frame || e2e_fail "wb legend: $(tail -n 1 frame)"
grep -q "columns 1960…1963 are periods: each of 3 rows is a line named by Country Code" err ||
  e2e_fail "wb note: $(cat err)"
render wb.csv --where '`Country Name` = France' >frame 2>err || e2e_fail "wb --where failed: $(cat err)"
grep -q '● 1 FRA 1,750.2' frame || e2e_fail "wb --where legend: $(tail -n 1 frame)"
render wb.csv --no-pivot >frame 2>err && e2e_fail "--no-pivot read the download: $(cat frame)"

printf 'id,created_at,actor.id,size\n34234234231,2024-01-01T00:00:00Z,1234567,3\n34234234201,2024-01-01T01:00:00Z,7654321,5\n' >events.csv
render events.csv >frame 2>err || e2e_fail "events.csv failed: $(cat err)"
grep -q '● 1 size 5' frame || e2e_fail "events legend: $(tail -n 1 frame)"
grep -q "not drawn, not measures: id (an id), actor.id (an id); C or --y draws them" err ||
  e2e_fail "events note: $(cat err)"
render events.csv --y size,id >frame 2>err || e2e_fail "events --y failed: $(cat err)"
grep -q '1 id 34,234,234,201  ○ 2 size 5' frame || e2e_fail "--y id is not drawn: $(tail -n 1 frame)"

# R's write.table: the header names the data columns only.
printf '"v","w"\n"2019-01-01",1,2\n"2019-01-02",3,4\n"2019-01-03",5,6\n' >rtable.csv
render rtable.csv >frame 2>err || e2e_fail "rtable.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  rtable  ·  Jan 1 – Jan 3 2019" ] || e2e_fail "rtable title: $(head -n 1 frame)"
grep -q '● 1 v 5  ○ 2 w 6' frame || e2e_fail "rtable legend: $(tail -n 1 frame)"

# tidyr's weather: days of the month as columns beside year and month.
printf 'id,year,month,element,d1,d2,d30,d31\nMX1,2010,1,tmax,27.8,NA,30,31\nMX1,2010,1,tmin,14.5,NA,10,11\nMX1,2010,2,tmax,27.3,24.1,NA,NA\n' >weather.csv
render weather.csv >frame 2>err || e2e_fail "weather.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  weather  ·  Jan 1 – Feb 2 2010" ] || e2e_fail "weather title: $(head -n 1 frame)"
grep -q 'days of the month in year, month: a line per element' err || e2e_fail "weather note: $(cat err)"

# A spreadsheet's stacked blocks, with Excel's Jul-91 months and a total row.
printf 'PBS,,,,\nSCRIPTS,,,,\n,,Jul-91,Aug-91,Sep-91\nSN,A01,1,2,3\nSN,A02,4,5,6\n,Total,5,7,9\nCOST,,,,\n,,Jul-91,Aug-91,Sep-91\nSN,A01,10,20,30\n' >pbs.csv
render pbs.csv >frame 2>err || e2e_fail "pbs.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  pbs  ·  Jul 1991 – Sep 1991" ] || e2e_fail "pbs title: $(head -n 1 frame)"
grep -q '● 1 A01 · SCRIPTS 3  ○ 2 A02 · SCRIPTS 6  ◆ 3 A01 · COST 30' frame || e2e_fail "pbs legend: $(tail -n 1 frame)"

e2e_start 80 24
e2e_run_tchart wb.csv
e2e_wait_braille
e2e_wait_for '1960 – 1963'
e2e_wait_for 'FRA'
e2e_keys q
e2e_wait_exit 0
echo "ok"
