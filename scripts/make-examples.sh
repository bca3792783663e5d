#!/bin/sh
# Usage: scripts/make-examples.sh [FOLDER]   (default: examples/ beside this script's folder)
#
# Writes the small example files the README, the guide and the man page name (every command
# there runs on one of them: Tests/e2e/test-doc-commands.sh), the same bytes on every run:
# plain POSIX sh and awk (mawk or gawk), integer arithmetic and a Park-Miller generator for
# the noise, dates computed from day numbers (no date(1), no strftime). The files are
# committed; the test runs this script into a temporary folder and compares.
#
#   cpu.csv      a wide CSV with dates: hourly cpu, mem and load over ten days (March 2024)
#   stocks.csv   a long CSV (--series symbol --y close): monthly closes of three symbols
#   macro.csv    lines of mixed scales (--right, --y-scale index): gdp in billions, two rates in %
#   net.csv      a counter (rate(rx_bytes)) with a reset, and cpu, every 5 minutes for 12 hours
#   shop.csv     daily orders, revenue and a conversion rate (--right rate, --shift 28d)
#   deploys.csv  events (--events) inside cpu.csv's span: two moments and a range
#   api.json     JSON records as an API gives them, nested (--y stats.cpu)
#   prometheus.json  a Prometheus query_range answer saved with curl: two series by instance
#   air.csv      an R write.csv file: a row-name column, months written "1960 Jan"
#   vmstat.txt   vmstat's saved output (a banner line, a header, rows split at spaces)
#   metrics.sql  SQL for an SQLite file: sqlite3 examples/metrics.sqlite < examples/metrics.sql
set -eu
out=${1:-$(dirname "$0")/../examples}
mkdir -p "$out"

# The awk helpers every generator shares: civil dates from day numbers since 1970-01-01
# (Howard Hinnant's days_from_civil / civil_from_days) and a seeded Park-Miller generator.
helpers='
function floor(x) { return x == int(x) || x > 0 ? int(x) : int(x) - 1 }
function days(y, m, d,   era, yoe, doy, doe) {
  y -= m <= 2; era = floor(y / 400); yoe = y - era * 400
  doy = int((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  doe = yoe * 365 + int(yoe / 4) - int(yoe / 100) + doy
  return era * 146097 + doe - 719468
}
function date(n,   z, era, doe, yoe, y, doy, mp, d, m) {
  z = n + 719468; era = floor(z / 146097); doe = z - era * 146097
  yoe = int((doe - int(doe / 1460) + int(doe / 36524) - int(doe / 146096)) / 365)
  y = yoe + era * 400; doy = doe - (365 * yoe + int(yoe / 4) - int(yoe / 100))
  mp = int((5 * doy + 2) / 153); d = doy - int((153 * mp + 2) / 5) + 1
  m = mp + (mp < 10 ? 3 : -9); y += m <= 2
  return sprintf("%04d-%02d-%02d", y, m, d)
}
function stamp(seconds,   day, rest) {
  day = floor(seconds / 86400); rest = seconds - day * 86400
  return sprintf("%sT%02d:%02d", date(day), int(rest / 3600), int(rest % 3600 / 60))
}
function noise() { seed = (seed * 16807) % 2147483647; return seed / 2147483647 - 0.5 }
function wave(i, period) { return (i % period < period / 2) ? (i % period) / (period / 2) : 2 - (i % period) / (period / 2) }
'

awk "$helpers"'BEGIN {
  seed = 11; start = days(2024, 3, 26) * 86400
  print "time,cpu,mem,load"
  for (i = 0; i < 240; i++) {
    hour = i % 24; busy = (hour >= 8 && hour < 20) ? 1 : 0
    cpu = 18 + 35 * busy * wave(hour - 8, 24) + 6 * noise()
    if (i >= 150 && i < 156) cpu += 30
    mem = 52 + i * 0.05 + 3 * noise()
    printf "%s,%.1f,%.1f,%.2f\n", stamp(start + i * 3600), cpu, mem, cpu / 40 + 0.2 * noise()
  }
}' >"$out/cpu.csv"

awk "$helpers"'BEGIN {
  seed = 23; split("AAPL MSFT IBM", symbol, " "); split("90 30 95", price, " ")
  print "date,symbol,close"
  for (month = 0; month < 48; month++) {
    y = 2007 + int(month / 12); m = month % 12 + 1
    for (s = 1; s <= 3; s++) {
      drift = (y == 2008) ? -0.045 : 0.025
      price[s] *= 1 + drift + 0.08 * noise()
      printf "%s,%s,%.2f\n", date(days(y, m, 1)), symbol[s], price[s]
    }
  }
}' >"$out/stocks.csv"

awk "$helpers"'BEGIN {
  seed = 37; gdp = 6000; unemp = 5.6; infl = 5.2
  print "date,gdp,unemp,infl"
  for (q = 0; q < 136; q++) {
    y = 1990 + int(q / 4); m = (q % 4) * 3 + 1
    slump = (y == 2008 || y == 2009 || y == 2020) ? 1 : 0
    gdp *= 1 + (slump ? -0.012 : 0.012) + 0.004 * noise()
    unemp += (slump ? 0.55 : -0.08) + 0.1 * noise(); if (unemp < 3.5) unemp = 3.5
    infl += (slump ? -0.5 : 0.05) + 0.3 * noise(); if (infl > 6) infl = 5.5; if (infl < -1) infl = -0.5
    printf "%s,%.0f,%.1f,%.1f\n", date(days(y, m, 1)), gdp, unemp, infl
  }
}' >"$out/macro.csv"

awk "$helpers"'BEGIN {
  seed = 41; start = days(2024, 3, 28) * 86400; rx = 4000000000; tx = 900000000
  print "time,rx_bytes,tx_bytes,cpu"
  for (i = 0; i < 144; i++) {
    if (i == 90) { rx = 0; tx = 0 }
    rate = 2000000 + 1500000 * wave(i, 72) + 300000 * noise()
    rx += int(rate * 300); tx += int(rate * 60)
    printf "%s,%.0f,%.0f,%.1f\n", stamp(start + i * 300), rx, tx, 20 + 25 * wave(i, 72) + 8 * noise()
  }
}' >"$out/net.csv"

awk "$helpers"'BEGIN {
  seed = 53; start = days(2024, 1, 1)
  print "date,orders,revenue,rate"
  for (i = 0; i < 121; i++) {
    weekday = (start + i + 3) % 7; weekend = weekday >= 5
    orders = int(120 + i * 0.6 + (weekend ? 45 : 0) + 20 * noise())
    printf "%s,%d,%.2f,%.2f\n", date(start + i), orders, orders * (38 + 4 * noise()), 2.4 + (weekend ? 0.6 : 0) + 0.3 * noise()
  }
}' >"$out/shop.csv"

cat >"$out/deploys.csv" <<'EOF'
time,end,label
2024-03-27T14:00,,deploy v2
2024-03-31T06:00,2024-04-01T18:00,"sale, spring"
2024-04-02T09:30,,deploy v3
EOF

awk "$helpers"'BEGIN {
  seed = 67; start = days(2024, 3, 26) * 86400
  printf "["
  for (i = 0; i < 48; i++) {
    printf "%s\n  {\"time\": \"%s:00Z\", \"host\": \"web1\", \"stats\": {\"cpu\": %.1f, \"mem\": %.1f}, \"requests\": %d}", (i ? "," : ""), stamp(start + i * 3600), 30 + 20 * wave(i, 24) + 5 * noise(), 60 + 4 * noise(), 1200 + 800 * wave(i, 24) + 100 * noise()
  }
  print "\n]"
}' >"$out/api.json"

awk "$helpers"'BEGIN {
  seed = 71; start = days(2024, 3, 26) * 86400
  printf "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":["
  split("web1:9100 web2:9100", instance, " ")
  for (s = 1; s <= 2; s++) {
    printf "%s\n {\"metric\":{\"instance\":\"%s\",\"job\":\"node\",\"mode\":\"user\"},\"values\":[", (s > 1 ? "," : ""), instance[s]
    for (i = 0; i < 96; i++)
      printf "%s[%d,\"%.4f\"]", (i ? "," : ""), start + i * 900, 0.2 * s + 0.25 * wave(i, 96) + 0.05 * noise()
    printf "]}"
  }
  print "\n]}}"
}' >"$out/prometheus.json"

awk 'BEGIN {
  split("112 118 132 129 121 135 148 148 136 119 104 118 115 126 141 135 125 149 170 170 158 133 114 140 145 150 178 163 172 178 199 199 184 162 146 166", v, " ")
  split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", month, " ")
  print "\"\",\"Month\",\"value\""
  for (i = 1; i <= 36; i++) printf "\"%d\",\"%d %s\",%d\n", i, 1960 + int((i - 1) / 12), month[(i - 1) % 12 + 1], v[i]
}' >"$out/air.csv"

awk "$helpers"'BEGIN {
  seed = 71
  print "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----"
  print " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st"
  for (i = 0; i < 30; i++) {
    us = int(12 + 30 * wave(i, 20) + 4 * noise()); sy = int(3 + 2 * wave(i, 20))
    printf "%2d %2d %6d %6d %6d %6d %4d %4d %5d %5d %4d %4d %2d %2d %2d %2d %2d\n", int(1 + 2 * wave(i, 20)), 0, 0, int(812000 - 2000 * i + 500 * noise()), 64000, int(1400000 + 1000 * i), 0, 0, int(20 + 40 * wave(i, 10)), int(150 + 90 * wave(i, 7)), int(900 + 400 * wave(i, 20)), int(1800 + 700 * wave(i, 20)), us, sy, 100 - us - sy - 1, 1, 0
  }
}' >"$out/vmstat.txt"

awk "$helpers"'BEGIN {
  seed = 83; start = days(2024, 3, 28) * 86400
  print "-- sqlite3 examples/metrics.sqlite < examples/metrics.sql"
  print "BEGIN;"
  print "DROP TABLE IF EXISTS metrics;"
  print "DROP TABLE IF EXISTS prices;"
  print "CREATE TABLE metrics (ts TEXT, host TEXT, cpu REAL, mem REAL, v INTEGER);"
  print "CREATE TABLE prices (day TEXT, symbol TEXT, close REAL);"
  split("a b", host, " "); v[1] = 1000; v[2] = 5000
  for (i = 0; i < 48; i++)
    for (h = 1; h <= 2; h++) {
      v[h] += int(400 + 300 * wave(i, 24) + 100 * noise())
      printf "INSERT INTO metrics VALUES (\x27%s:00Z\x27, \x27%s\x27, %.1f, %.1f, %d);\n", stamp(start + i * 1800), host[h], 20 * h + 15 * wave(i, 24) + 4 * noise(), 50 + 5 * h + 2 * noise(), v[h]
    }
  split("AAPL MSFT", symbol, " "); split("170 400", price, " ")
  for (d = 0; d < 30; d++)
    for (s = 1; s <= 2; s++) {
      price[s] *= 1 + 0.02 * noise()
      printf "INSERT INTO prices VALUES (\x27%s\x27, \x27%s\x27, %.2f);\n", date(days(2024, 1, 2) + d), symbol[s], price[s]
    }
  print "COMMIT;"
}' >"$out/metrics.sql"
