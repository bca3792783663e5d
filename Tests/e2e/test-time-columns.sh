#!/usr/bin/env bash
# Files as pandas, R and statsmodels write them: a row index is not drawn, x is the time column
# wherever it stands, decimal years read as months, quarters and split year/quarter columns;
# the explorer's title and tooltip show the periods (`Feb 1949`, `1974 Q1`), in files and
# through a pipe.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"

{
  echo '"rownames","time","value"'
  for i in $(seq 0 143); do
    echo "\"$((i + 1))\",$(awk -v i="$i" 'BEGIN { printf "%.9f", 1949 + i / 12 }'),$((100 + i))"
  done
} >air.csv
"$TCHART_BIN" render air.csv --width 80 --height 12 --color never >frame 2>err ||
  e2e_fail "air.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  air  ·  Jan 1949 – Dec 1960" ] || e2e_fail "title: $(head -n 1 frame)"
[ "$(cat err)" = "tchart: air.csv: x is column 'time', decimal years read as months; row index 'rownames' not drawn" ] ||
  e2e_fail "note: $(cat err)"
grep -q "rownames" frame && e2e_fail "the row index is drawn: $(grep rownames frame)"
grep -q "1954.9" frame && e2e_fail "a decimal year is shown"
title=$("$TCHART_BIN" render - --width 80 --height 12 --color never <air.csv 2>/dev/null | head -n 1)
[ "$title" = "1/1  stdin  ·  Jan 1949 – Dec 1960" ] || e2e_fail "piped title: $title"

printf 'year,quarter,realgdp\n1959,1,2710.3\n1959,2,2778.8\n1959,3,2775.5\n1959,4,2785.2\n' >macro.csv
"$TCHART_BIN" render macro.csv --width 80 --height 12 --color never >frame 2>err ||
  e2e_fail "macro.csv failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  macro  ·  1959 Q1 – 1959 Q4" ] || e2e_fail "split title: $(head -n 1 frame)"
[ "$(cat err)" = "tchart: macro.csv: x is 'year', 'quarter' combined" ] || e2e_fail "split note: $(cat err)"

printf 'lrm,period\n11.63,1974Q1\n11.60,1974Q2\n11.57,1974Q3\n' >danish.csv
e2e_start 80 24
e2e_run_tchart danish.csv
e2e_wait_braille
e2e_wait_for '1974 Q1 – 1974 Q3'
e2e_keys End
e2e_wait_for '│ 1974 Q3'
e2e_keys Home
e2e_wait_for '│ 1974 Q1'
e2e_screen | grep -q 'Feb 1974' && e2e_fail "the axis has ticks between quarters: $(e2e_screen)"
e2e_keys q
e2e_wait_exit 0
echo "ok"
