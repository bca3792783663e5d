#!/usr/bin/env bash
# Y-scale modes, the statistics of the window and export, from the command line and the keys:
# `render --y-scale log` labels decades, `render --stats` prints the table under the frame,
# `render --format svg|csv --output` writes the view and the window; in the explorer `y` cycles
# the modes (title and status say which), `i` shows the panel, `e` writes an SVG file and `E` the
# window as CSV (as `render --format csv`) in the working directory, saying where.
source "$(dirname "$0")/lib.sh"

cat >"$E2E_TMP/growth.csv" <<'CSV'
date,a,b
2024-01-01,1,0
2024-01-02,3,5
2024-01-03,10,20
2024-01-04,40,-3
2024-01-05,120,80
2024-01-06,300,150
2024-01-07,900,400
2024-01-08,2000,1200
2024-01-09,5000,3000
2024-01-10,12000,9000
CSV

"$TCHART_BIN" render "$E2E_TMP/growth.csv" --y-scale log --width 80 --height 24 --color never \
  --stats >"$E2E_TMP/log" || e2e_fail "render --y-scale log --stats failed"
head -1 "$E2E_TMP/log" | grep -q 'growth · y: log' || e2e_fail "the title does not say log"
for label in 1 10 100 1K 10K 100K; do
  grep -qE "^ +$label " "$E2E_TMP/log" || e2e_fail "no Y label $label on the log axis"
done
sed -n 25p "$E2E_TMP/log" | grep -q '^$' || e2e_fail "no blank line between the frame and the table"
[ "$(sed -n 26p "$E2E_TMP/log" | tr -s ' ')" = "line first last change min (at) max (at) mean values gaps outside" ] ||
  e2e_fail "wrong statistics header: $(sed -n 26p "$E2E_TMP/log")"
sed -n 27p "$E2E_TMP/log" | grep -q '^a  *1  *12,000  *+11,999 .* 1 Jan 1 2024  *12,000 Jan 10 2024  *2,037  *10  *0  *0$' ||
  e2e_fail "wrong statistics of a: $(sed -n 27p "$E2E_TMP/log")"

code=0
"$TCHART_BIN" render --y-scale nonsense 2>/dev/null || code=$?
[ "$code" = 64 ] || e2e_fail "a bad --y-scale is not a usage error ($code)"

"$TCHART_BIN" render "$E2E_TMP/growth.csv" --format csv --range 0.5:1 --hide 2 >"$E2E_TMP/window.csv"
[ "$(head -2 "$E2E_TMP/window.csv" | tr '\n' ' ')" = "x,a 2024-01-06T00:00:00Z,300 " ] ||
  e2e_fail "wrong CSV of the window: $(head -2 "$E2E_TMP/window.csv")"
[ "$(wc -l <"$E2E_TMP/window.csv")" = 6 ] || e2e_fail "the CSV of the window has $(wc -l <"$E2E_TMP/window.csv") lines"

"$TCHART_BIN" render --format svg --output "$E2E_TMP/view.svg" || e2e_fail "render --format svg failed"
head -2 "$E2E_TMP/view.svg" | grep -q '<svg xmlns="http://www.w3.org/2000/svg"' || e2e_fail "not an SVG"
[ "$(grep -c '<g class="line"' "$E2E_TMP/view.svg")" = 2 ] || e2e_fail "expected 2 line groups"
"$TCHART_BIN" render --format ansi --width 60 --height 16 | grep -q $'\e\\[' ||
  e2e_fail "--format ansi printed no colour"
code=0
"$TCHART_BIN" render --format svg --output /nonexistent/dir/x.svg 2>"$E2E_TMP/err" || code=$?
[ "$code" = 73 ] || e2e_fail "an unwritable --output does not exit 73 ($code)"

e2e_start 80 24
e2e_type "cd '$E2E_TMP'"
e2e_run_tchart "$E2E_TMP/growth.csv"
e2e_wait_for '1/1  growth'
e2e_keys y
e2e_wait_for 'growth · y: whole span'
e2e_keys y y
e2e_wait_for 'growth · y: log'
e2e_wait_for 'log: 2 values ≤ 0 not shown'
e2e_wait_for '100K'
e2e_keys i
e2e_wait_for 'min (at)'
# At 80 columns no statistic is dropped: the columns wrap into a second row per line.
for header in 'max (at)' mean values gaps outside; do
  e2e_screen | grep -qF "$header" || e2e_fail "the statistics panel at 80 columns has no $header"
done
e2e_screen | grep -qE '│ +12,000 Jan 10 2024 +2,037 +10 +0 +0 +│' ||
  e2e_fail "no second row of a's statistics: $(e2e_screen)"
e2e_keys e
e2e_wait_for "Saved $E2E_TMP/tchart-"
# `E`: the window's rows as CSV, the text `render --format csv` prints (line 2 hidden first).
e2e_keys 2 E
e2e_wait_for '.csv'
e2e_keys q
e2e_wait_exit 0
ls "$E2E_TMP"/tchart-*.svg >/dev/null 2>&1 || e2e_fail "e wrote no SVG file"
grep -q '<g class="line"' "$E2E_TMP"/tchart-*.svg || e2e_fail "the exported SVG has no lines"
"$TCHART_BIN" render "$E2E_TMP/growth.csv" --hide 2 --format csv >"$E2E_TMP/window.csv" ||
  e2e_fail "render --format csv failed"
cmp -s "$E2E_TMP"/tchart-*.csv "$E2E_TMP/window.csv" ||
  e2e_fail "E's CSV differs from render's: $(diff "$E2E_TMP"/tchart-*.csv "$E2E_TMP/window.csv" | head)"
