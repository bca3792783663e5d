#!/usr/bin/env bash
# Categories as bars (issue 41): a headerless file of names beside numbers, a header naming a
# text x, `du -s *` through a pipe, grouped bars, --sort, the SVG picture, the JSON summary's
# categories; then in the explorer: bars scrolled with ↓, PgDn and ↑, `du -s * | tchart -` and
# a headed list through a pipe.
source "$(dirname "$0")/lib.sh"
cd "$E2E_TMP"

render() { "$TCHART_BIN" render "$@" --width 60 --height 12 --color never; }

printf 'a,3\nbb,10\nccc,7\n' | render - >frame 2>err || e2e_fail "a,3 failed: $(cat err)"
[ "$(head -n 1 frame)" = "1/1  stdin  ·  3 categories" ] || e2e_fail "title: $(head -n 1 frame)"
[[ $(sed -n 2p frame) == " bb █"* ]] || e2e_fail "bb is not first:"$'\n'"$(cat frame)"
[[ $(sed -n 3p frame) == "ccc █"* ]] || e2e_fail "ccc is not second:"$'\n'"$(cat frame)"
[[ $(sed -n 4p frame) == "  a █"* ]] || e2e_fail "a is not third:"$'\n'"$(cat frame)"
bars=$(sed -n 2,4p frame | awk '{ print gsub(/█/, "") }' | tr '\n' ' ')
[ "$bars" = "53 37 15 " ] || e2e_fail "bar lengths: $bars"
sed -n 2p frame | grep -q '█ 10$' || e2e_fail "no value at the bar's end: $(sed -n 2p frame)"
grep -qF 'x is the names in column 1' err || e2e_fail "a,3 note: $(cat err)"

render - --sort name <<<$'a,3\nbb,10\nccc,7' >frame 2>/dev/null
[[ $(sed -n 2p frame) == "  a █"* ]] || e2e_fail "--sort name:"$'\n'"$(cat frame)"
render - --sort none <<<$'ccc,7\na,3\nbb,10' >frame 2>/dev/null
[[ $(sed -n 2p frame) == "ccc █"* ]] || e2e_fail "--sort none:"$'\n'"$(cat frame)"

# A header with a text x and two value columns: grouped bars, a row per line under each name.
printf 'state,cases,deaths\nOhio,30,4\nIowa,50,2\nUtah,10,1\n' >states.csv
render states.csv >frame 2>err || e2e_fail "states.csv failed: $(cat err)"
[ "$(cat err)" = "tchart: states.csv: x is the categories in 'state'" ] || e2e_fail "states note: $(cat err)"
[[ $(sed -n 2p frame) == "Iowa █"* ]] || e2e_fail "states order:"$'\n'"$(cat frame)"
sed -n 3p frame | grep -q '^     █.* 2$' || e2e_fail "no second bar under Iowa:"$'\n'"$(cat frame)"
grep -q '● 1 cases  ○ 2 deaths' frame || e2e_fail "states legend: $(tail -n 1 frame)"

# The SVG picture: the same bars, grouped, in the bars' order, as long as their values.
render states.csv --format svg >bars.svg 2>err || e2e_fail "states.csv --format svg failed: $(cat err)"
python3 - bars.svg <<'PY' || e2e_fail "the SVG's bars: $(grep -c 'class="bar"' bars.svg)"
import sys, xml.etree.ElementTree as tree
svg = tree.parse(sys.argv[1]).getroot()
bars = [r for r in svg.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "bar"]
titles = [b.find("{http://www.w3.org/2000/svg}title").text for b in bars]
assert titles == ["cases: 50", "deaths: 2", "cases: 30", "deaths: 4", "cases: 10", "deaths: 1"], titles
widths = [float(b.get("width")) for b in bars]
assert abs(widths[0] / widths[2] - 50 / 30) < 0.01 and abs(widths[0] / widths[1] - 25) < 0.2, widths
PY

# du -s *: sizes first, names last, a tab between.
mkdir -p tree/big tree/small
head -c 200000 /dev/zero >tree/big/file
head -c 1000 /dev/zero >tree/small/file
(cd tree && du -s -- *) | render - >frame 2>err || e2e_fail "du failed: $(cat err)"
[[ $(sed -n 2p frame) == "  big"* ]] || e2e_fail "du order:"$'\n'"$(cat frame)"

render states.csv --format json >summary.json 2>/dev/null || e2e_fail "json failed"
python3 - summary.json <<'PY' || e2e_fail "json categories: $(grep -A3 categories summary.json)"
import json, sys
summary = json.load(open(sys.argv[1]))
assert summary["categories"] == [
    {"name": "Iowa", "values": [50, 2]},
    {"name": "Ohio", "values": [30, 4]},
    {"name": "Utah", "values": [10, 1]},
], summary["categories"]
PY

# The explorer: 40 categories, c39 the largest; ↓ scrolls by one, PgDn by a page, ↑ back.
{
  echo 'name,size'
  for i in $(seq 0 39); do echo "c$i,$((i + 1))"; done
} >many.csv
# Waits until screen row $1 (1-based) starts with $2.
wait_row() {
  local start=$SECONDS
  until [[ $(e2e_screen | sed -n "$1p") == "$2"* ]]; do
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "row $1 is not '$2':"$'\n'"$(e2e_screen)"
    sleep 0.05
  done
}
e2e_start 80 24
e2e_run_tchart many.csv
e2e_wait_for '40 categories'
wait_row 2 'c39 █'
e2e_wait_for ' more'
e2e_keys Down
wait_row 2 'c38 █'
e2e_wait_for '1 above'
e2e_keys PageDown
e2e_wait_gone 'c38 █'
e2e_keys Up
e2e_wait_for ' above'
e2e_keys q
e2e_wait_exit 0

# `du -s * | tchart -`: keys from the terminal, the bars from the pipe.
e2e_type "clear; cd $E2E_TMP/tree && du -s -- * | \"\$T\" -; echo EXIT=\$?"
e2e_wait_for '2 categories'
wait_row 2 '  big █'
e2e_keys q
e2e_wait_exit 0

# A header over rows named by text, through a pipe: read whole too.
e2e_type "clear; cd $E2E_TMP && cat states.csv | \"\$T\" -; echo EXIT=\$?"
e2e_wait_for '3 categories'
wait_row 2 'Iowa █'
e2e_keys q
e2e_wait_exit 0
echo "ok"
