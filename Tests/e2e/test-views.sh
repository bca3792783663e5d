#!/usr/bin/env bash
# The views of the window (issue 41): the histogram of 100,000 normal draws through render's
# JSON (counts summing to the window, the tallest bin holding the mean), a sine against a cosine
# as a ring, random pairs as points; in the explorer, `d` shows the histogram and dragging the
# mini-map's window re-bins it, `Esc` goes back to the lines; the list and the cards draw the
# view in every panel (render and the explorer); a table's histogram and XY are counted by the
# database as its CSV's are, and counted again after a zoom.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"
command -v jq >/dev/null 2>&1 || { echo "skipped: jq is missing (make deps)"; exit 0; }

awk 'BEGIN { srand(7); print "t,v"; for (i = 0; i < 100000; i++) {
  u = rand(); if (u == 0) u = 1e-12; v = rand()
  printf "%d,%.5f\n", i, 10 + 2 * sqrt(-2 * log(u)) * cos(6.283185307179586 * v) } }' >normal.csv
"$TCHART_BIN" render normal.csv --view histogram --format json >summary.json 2>err ||
  e2e_fail "histogram render failed: $(cat err)"
[ "$(jq '.view.lines[0].counts | add' summary.json)" = 100000 ] ||
  e2e_fail "the counts do not sum to 100000: $(jq -c .view summary.json)"
jq -e '.view as $v | ($v.lines[0].counts | index(max)) as $i | $v.edges[$i] <= 10 and 10 < $v.edges[$i + 1]' \
  summary.json >/dev/null || e2e_fail "the tallest bin does not hold 10: $(jq -c .view summary.json)"
"$TCHART_BIN" render normal.csv --view histogram --range 0.5:0.75 --format json >part.json 2>err ||
  e2e_fail "histogram --range failed: $(cat err)"
[ "$(jq '.view.lines[0].counts | add' part.json)" = "$(jq '.window.samples' part.json)" ] ||
  e2e_fail "the window's counts are not its samples: $(jq -c '[.window.samples, .view.lines[0].values]' part.json)"

awk 'BEGIN { print "t,sin,cos"; for (i = 0; i < 20000; i++) { a = 6.283185307179586 * 4 * i / 20000
  printf "%d,%.6f,%.6f\n", i, sin(a), cos(a) } }' >ring.csv
"$TCHART_BIN" render ring.csv --view xy:sin,cos --width 80 --height 24 --color never >frame 2>err ||
  e2e_fail "xy render failed: $(cat err)"
# The ring: the middle rows are empty between its left and right edges.
middle=$(sed -n 10p frame | cut -c10-70)
[ -z "$(printf '%s' "$middle" | tr -d ' ')" ] || e2e_fail "the ring's centre is not empty: '$middle'"
grep -q 'sin →' frame || e2e_fail "the XY plot names no line across: $(cat frame)"

awk 'BEGIN { srand(3); print "x,y"; for (i = 0; i < 100000; i++) printf "%.5f,%.5f\n", rand(), rand() }' >pairs.csv
"$TCHART_BIN" render pairs.csv --format json >pairs.json 2>err || e2e_fail "pairs failed: $(cat err)"
[ "$(jq -r .view.kind pairs.json)" = scatter ] || e2e_fail "random pairs are not points: $(jq -c .view pairs.json)"
grep -q "x 'x' is not in order: each row a point (p or --view line joins them)" err ||
  e2e_fail "the pairs' note: $(cat err)"

if command -v sqlite3 >/dev/null 2>&1; then
  # A table's histogram is counted by the database: the file's counts of the same rows.
  awk 'BEGIN { srand(5); print "BEGIN;"; print "CREATE TABLE t (ts INTEGER, v REAL, w REAL);";
    for (i = 0; i < 5000; i++) { v = 10 + 4 * (rand() + rand() + rand() - 1.5)
      printf "INSERT INTO t VALUES (%d, %.3f, %.3f);\n", i, v, v / 2 + 3 * rand() }
    print "COMMIT;" }' | sqlite3 views.sqlite
  sqlite3 -csv -header views.sqlite "SELECT ts, v FROM t" >views.csv
  sqlite3 -csv -header views.sqlite "SELECT ts, v, w FROM t" >pairs-table.csv
  "$TCHART_BIN" render views.sqlite --table t --x ts --y v --view histogram --range 0.2:0.7 \
    --format json 2>err >table.json || e2e_fail "render --view histogram of a table: $(cat err)"
  "$TCHART_BIN" render views.csv --view histogram --range 0.2:0.7 --format json >file.json 2>err ||
    e2e_fail "render --view histogram of its CSV: $(cat err)"
  [ "$(jq -c '.view | [.edges, (.lines[] | .counts, .values)]' table.json)" = \
    "$(jq -c '.view | [.edges, (.lines[] | .counts, .values)]' file.json)" ] ||
    e2e_fail "the table's histogram is not its CSV's: $(jq -c .view table.json) $(jq -c .view file.json)"
  # A table's XY is counted by the database: the CSV's extents, grid and dots of the same rows.
  "$TCHART_BIN" render views.sqlite --table t --x ts --y v,w --view xy:v,w --range 0.2:0.7 \
    --format json 2>err >table.json || e2e_fail "render --view xy of a table: $(cat err)"
  "$TCHART_BIN" render pairs-table.csv --view xy:v,w --range 0.2:0.7 --format json >file.json \
    2>err || e2e_fail "render --view xy of its CSV: $(cat err)"
  [ "$(jq -c .view table.json)" = "$(jq -c .view file.json)" ] && jq -e '.view.dots > 100' table.json >/dev/null ||
    e2e_fail "the table's XY is not its CSV's: $(jq -c .view table.json) $(jq -c .view file.json)"
  code=0
  "$TCHART_BIN" render views.sqlite --table t --x ts --y v --view scatter 2>err >/dev/null || code=$?
  [ "$code" = 64 ] && grep -qF 'tchart: --view scatter: not on tables' err ||
    e2e_fail "render --view scatter on a table: exit $code, $(cat err)"
fi

e2e_start 80 24
e2e_run_tchart normal.csv
e2e_wait_braille
# Three zooms keep the right end: the window is the last eighth or so.
e2e_keys + + + d
e2e_wait_for '▾ mean'
e2e_wait_for '%'
e2e_settle
before=$(e2e_screen)
# Drag the mini-map's window (rows 18–20 at 80×24) from the right to the left.
e2e_mouse press 75 19
e2e_mouse drag 50 19
e2e_mouse drag 20 19
e2e_mouse release 20 19
e2e_settle
after=$(e2e_screen)
[ "$(printf '%s\n' "$before" | sed -n 2,18p)" != "$(printf '%s\n' "$after" | sed -n 2,18p)" ] ||
  e2e_fail "the histogram did not re-bin after the drag"
# The slider's left handle (row 22) dragged right re-bins too.
e2e_settle
before=$(e2e_screen)
handle=$(($(printf '%s\n' "$before" | sed -n 22p | grep -o '^[^●]*●' | wc -m) - 1))
e2e_mouse press "$handle" 22
e2e_mouse drag $((handle + 10)) 22
e2e_mouse release $((handle + 10)) 22
e2e_settle
[ "$(printf '%s\n' "$before" | sed -n 2,18p)" != "$(e2e_screen | sed -n 2,18p)" ] ||
  e2e_fail "the histogram did not re-bin after the slider's handle moved"
e2e_keys Right
e2e_wait_for ' · '
e2e_keys Escape
e2e_wait_gone '▾ mean'
e2e_keys q
e2e_wait_exit 0

# A table's histogram: asked of the database, counted again after a zoom.
if [ -f views.sqlite ]; then
  e2e_run_tchart views.sqlite --table t --x ts --y v
  e2e_wait_braille
  e2e_keys d
  e2e_wait_for '▾ mean'
  e2e_settle
  before=$(e2e_screen)
  e2e_keys + + +
  e2e_settle
  [ "$(printf '%s\n' "$before" | sed -n 2,18p)" != "$(e2e_screen | sed -n 2,18p)" ] ||
    e2e_fail "the table's histogram was not counted again after a zoom"
  e2e_keys q
  e2e_wait_exit 0

  # A table's XY: asked of the database, counted again after a zoom.
  e2e_run_tchart views.sqlite --table t --x ts --y v,w
  e2e_wait_braille
  e2e_keys x
  e2e_wait_for 'v →'
  e2e_settle
  e2e_wait_gone 'counting the window'
  before=$(e2e_screen)
  e2e_keys + + +
  e2e_settle
  e2e_wait_gone 'counting the window'
  [ "$(printf '%s\n' "$before" | sed -n 2,18p)" != "$(e2e_screen | sed -n 2,18p)" ] ||
    e2e_fail "the table's XY was not counted again after a zoom"
  e2e_screen | grep -q 'v →' || e2e_fail "the table's XY is gone after a zoom: $(e2e_screen)"
  # The indicator's sample, its values and its trail: the rows before it, read apart.
  e2e_keys Left
  e2e_wait_for '◆'
  e2e_wait_for '→ v '
  e2e_keys q
  e2e_wait_exit 0
fi

# The list and the cards draw the view too: every chart set of the sample its histogram.
"$TCHART_BIN" render --layout list --view histogram --width 80 --height 24 --color never \
  >list 2>err || e2e_fail "render --layout list --view histogram failed: $(cat err)"
[ "$(grep -c '▾ mean' list)" -ge 2 ] || e2e_fail "the list's panels draw no histograms:"$'\n'"$(cat list)"
# XY of two lines by name: the chart sets without them keep their lines and say so.
"$TCHART_BIN" render --layout list --view xy:Joined,Left --width 80 --height 24 --color never \
  >list 2>err || e2e_fail "render --layout list --view xy failed: $(cat err)"
grep -q 'Joined →' list && grep -qF "2/5  Messages · lines (XY: no line 'Joined')" list ||
  e2e_fail "the list's XY:"$'\n'"$(cat list)"
# In the explorer at 80×24: `d` turns every card into its histogram, `x` into XY of its first
# two lines (`x` names them by id, y0 and y1, which every chart set of the sample has).
e2e_run_tchart --layout cards
e2e_wait_for '2/5'
e2e_wait_braille
e2e_keys d
e2e_wait_for '▾ mean'
e2e_settle
[ "$(e2e_screen | grep -o '▾ mean' | wc -l)" -ge 3 ] || e2e_fail "the cards draw no histograms:"$'\n'"$(e2e_screen)"
e2e_keys x
e2e_wait_for 'Joined →'
e2e_wait_for 'Text →'
e2e_wait_gone '▾ mean'
e2e_keys q
e2e_wait_exit 0
echo "ok"
