#!/usr/bin/env bash
# `tchart render --format json`: one JSON object (valid for python3's json.tool, and for jq when it
# is installed) whose frame is the frame `render` prints as text; its numbers from a file, from
# standard input (`-` piped) and, with the sqlite3 CLI, from an SQLite table of the same rows; the
# schema in docs/ is valid JSON; --output writes it to a file.
source "$(dirname "$0")/lib.sh"

csv="$E2E_TMP/metrics.csv"
{
  echo "time,cpu,mem"
  for i in $(seq 0 1999); do
    cpu=$((50 + (i * 37) % 41))
    [ $((i % 97)) = 0 ] && cpu=""
    printf '2024-03-01 %02d:%02d:%02d,%s,%d\n' $((i / 3600)) $((i / 60 % 60)) $((i % 60)) "$cpu" $((1000 + i))
  done
} >"$csv"

args=(--width 100 --height 30 --range 0.25:0.75 --color never)
"$TCHART_BIN" render "$csv" "${args[@]}" --format json >"$E2E_TMP/a.json" || e2e_fail "render --format json failed"
python3 -m json.tool "$E2E_TMP/a.json" >/dev/null || e2e_fail "the summary is not JSON"
python3 -m json.tool "$(dirname "$0")/../../docs/summary.schema.json" >/dev/null ||
  e2e_fail "docs/summary.schema.json is not JSON"

# The fields by hand (python3, which every CI image has).
python3 - "$E2E_TMP/a.json" "$csv" <<'PY' || e2e_fail "the summary's fields are wrong"
import csv, json, sys
s = json.load(open(sys.argv[1]))
assert s["version"] == 1 and s["source"] == {"kind": "file", "name": sys.argv[2], "table": None}, s["source"]
assert s["chart"]["x_kind"] == "time" and s["y_mode"] == "window" and s["layout"] == "one"
w = s["window"]
rows = list(csv.DictReader(open(sys.argv[2])))
lo, hi = w["first"]["index"], w["last"]["index"]
assert w["samples"] == hi - lo + 1 and w["first"]["time"].endswith("Z"), w
cpu = [(i, float(r["cpu"])) for i, r in enumerate(rows) if lo <= i <= hi and r["cpu"]]
line = s["lines"][0]
assert line["name"] == "cpu" and line["values"] == len(cpu), line
assert line["gaps"] == hi - lo + 1 - len(cpu) and line["outside"] == 0
assert line["first"]["index"] == cpu[0][0] and line["last"]["value"] == cpu[-1][1]
assert line["max"]["value"] == max(v for _, v in cpu) and line["min"]["value"] == min(v for _, v in cpu)
assert abs(line["mean"] - sum(v for _, v in cpu) / len(cpu)) < 1e-9
assert s["lines"][1]["trend"] == "rising" and line["trend"] == "volatile", [l["trend"] for l in s["lines"]]
assert len(s["frame"]) == 30
PY

# The frame is the one `render` prints as text.
"$TCHART_BIN" render "$csv" "${args[@]}" >"$E2E_TMP/frame.txt"
python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1]))["frame"]))' "$E2E_TMP/a.json" >"$E2E_TMP/b.txt"
cmp -s "$E2E_TMP/frame.txt" "$E2E_TMP/b.txt" || {
  diff "$E2E_TMP/frame.txt" "$E2E_TMP/b.txt" >&2
  e2e_fail "the summary's frame differs from the text frame"
}

# Standard input: the same numbers, the source named "-".
"$TCHART_BIN" render - "${args[@]}" --format json <"$csv" >"$E2E_TMP/pipe.json" || e2e_fail "render - failed"
python3 - "$E2E_TMP/a.json" "$E2E_TMP/pipe.json" <<'PY' || e2e_fail "the piped summary differs from the file's"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
assert b["source"] == {"kind": "stdin", "name": "-", "table": None}, b["source"]
assert b["chart"]["name"] == "stdin", b["chart"]
# The same numbers and frame (but the title, which names the chart).
assert a["lines"] == b["lines"] and a["window"] == b["window"] and a["frame"][1:] == b["frame"][1:]
PY

if command -v jq >/dev/null 2>&1; then
  [ "$(jq -r '.lines | map(.name) | join(",")' "$E2E_TMP/a.json")" = "cpu,mem" ] || e2e_fail "jq: wrong names"
  [ "$(jq -r '.lines[1].change.absolute' "$E2E_TMP/a.json")" = "$(jq -r '.lines[1].last.value - .lines[1].first.value' "$E2E_TMP/a.json")" ] ||
    e2e_fail "jq: change is not last - first"
fi

# --output writes the same object; --hide drops a line.
"$TCHART_BIN" render "$csv" "${args[@]}" --format json --hide 1 --output "$E2E_TMP/out.json" || e2e_fail "--output failed"
python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); assert [l["key"] for l in s["lines"]] == [2]' "$E2E_TMP/out.json" ||
  e2e_fail "--hide 1: the summary still lists line 1"

# An SQLite table of the same rows: the same values as the CSV (its gaps count the samples outside
# a line's span, its outside is null), the same frame.
if command -v sqlite3 >/dev/null 2>&1; then
  db="$E2E_TMP/m.sqlite"
  sqlite3 "$db" "CREATE TABLE m (ts REAL, cpu REAL, mem REAL);"
  python3 - "$csv" >"$E2E_TMP/rows.sql" <<'PY'
import csv, sys, datetime
print("BEGIN;")
for r in csv.DictReader(open(sys.argv[1])):
    t = datetime.datetime.strptime(r["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc).timestamp()
    print(f"INSERT INTO m VALUES ({t}, {r['cpu'] or 'NULL'}, {r['mem']});")
print("COMMIT;")
PY
  sqlite3 "$db" <"$E2E_TMP/rows.sql"
  sqlite3 -header -csv "$db" 'SELECT ts, cpu, mem FROM m ORDER BY ts' >"$E2E_TMP/m.csv"
  "$TCHART_BIN" render "$db" --table m --x ts --y cpu,mem --x-type unix-s "${args[@]}" --format json \
    >"$E2E_TMP/table.json" || e2e_fail "render of the table failed"
  "$TCHART_BIN" render "$E2E_TMP/m.csv" --x ts --x-type unix-s "${args[@]}" --format json >"$E2E_TMP/mcsv.json"
  python3 - "$E2E_TMP/table.json" "$E2E_TMP/mcsv.json" "$db" <<'PY' || e2e_fail "the table's summary differs from the CSV's"
import json, sys
t, c = (json.load(open(p)) for p in sys.argv[1:3])
assert t["source"] == {"kind": "table", "name": sys.argv[3], "table": "m"}, t["source"]
assert t["frame"] == c["frame"]
for a, b in zip(t["lines"], c["lines"]):
    assert a["outside"] is None
    for k in ("name", "mean", "values", "change"):
        assert a[k] == b[k] or abs(a[k] - b[k]) < 1e-9, (k, a[k], b[k])
    for k in ("first", "last", "min", "max"):
        assert (a[k]["x"], a[k]["value"]) == (b[k]["x"], b[k]["value"]), (k, a[k], b[k])
PY
else
  echo "note: no sqlite3 CLI, the table's summary was not checked"
fi
exit 0
