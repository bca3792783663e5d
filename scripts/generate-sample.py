#!/usr/bin/env python3
"""Writes Resources/sample.json, tchart's bundled sample (deterministic, stdlib only).

Five chart sets in the Telegram 2019 contest stage-1 format (a JSON array of chart objects
with "columns", "types", "names", "colors"), plus tchart's optional "name" title per chart:
  1. Followers  - a year of daily Joined/Left: weekly seasonality, a trend, a viral spike
  2. Messages   - a year of daily messages by kind as stacked bars ("bar", "stacked")
  3. Reach      - a year of daily values on 4 very different scales (~300 ... ~4,500,000)
  4. Activity   - 3 weeks of hourly points with a daily cycle
  5. Sources    - a year of daily shares by source as stacked percentage areas ("area")
x holds Unix milliseconds at 00:00 UTC (hourly for set 4), like the contest files.

Usage: scripts/generate-sample.py [OUTPUT]   (default: Resources/sample.json next to scripts/)
"""
import json
import math
import os
import random
import sys

DAY_MS = 86_400_000
HOUR_MS = 3_600_000
START_MS = 1_546_300_800_000  # 2019-01-01 00:00 UTC (a Tuesday)
DAYS = 365


def daily_x(days=DAYS):
    return [START_MS + DAY_MS * i for i in range(days)]


def weekly(i, weekend_factor):
    """1.0 on weekdays, weekend_factor on Saturday and Sunday (2019-01-05 is a Saturday)."""
    return weekend_factor if (i + 2) % 7 in (5, 6) else 1.0


def followers(rng):
    joined, left = [], []
    for i in range(DAYS):
        trend = 1500 + 6 * i
        season = weekly(i, 0.7) * (1 + 0.15 * math.sin(2 * math.pi * i / 91))
        spike = 4200 * math.exp(-((i - 200) / 3.0) ** 2)
        j = trend * season * rng.uniform(0.9, 1.1) + spike
        joined.append(round(j))
        left.append(round((300 + 2.2 * i) * weekly(i, 1.2) * rng.uniform(0.85, 1.15) + 0.08 * spike))
    return {
        "name": "Followers",
        "columns": [["x"] + daily_x(), ["y0"] + joined, ["y1"] + left],
        "types": {"x": "x", "y0": "line", "y1": "line"},
        "names": {"y0": "Joined", "y1": "Left"},
        "colors": {"y0": "#3DC23F", "y1": "#F34C44"},
    }


def messages(rng):
    kinds = [("Text", 5200, "#3896E8"), ("Photos", 1900, "#F5BD25"), ("Videos", 650, "#8E6BDC")]
    columns = [["x"] + daily_x()]
    for k, (_, base, _) in enumerate(kinds):
        values = []
        for i in range(DAYS):
            growth = 1 + i / 500 * (k + 1)
            values.append(round(base * growth * weekly(i, 0.55 + 0.1 * k) * rng.uniform(0.85, 1.15)))
        columns.append([f"y{k}"] + values)
    return {
        "name": "Messages",
        "columns": columns,
        "types": {"x": "x", **{f"y{k}": "bar" for k in range(len(kinds))}},
        "names": {f"y{k}": name for k, (name, _, _) in enumerate(kinds)},
        "colors": {f"y{k}": color for k, (_, _, color) in enumerate(kinds)},
        "stacked": True,
    }


def reach(rng):
    scales = [("Installs", 300, "#E8652E"), ("Clicks", 9000, "#4BD8D8"),
              ("Visitors", 210000, "#9ED448"), ("Impressions", 3200000, "#3896E8")]
    columns = [["x"] + daily_x()]
    for k, (_, base, _) in enumerate(scales):
        level, values = 1.0, []
        for i in range(DAYS):
            level *= math.exp(rng.gauss(0.0012, 0.02))
            seasonal = 1 + 0.2 * math.sin(2 * math.pi * (i + 40 * k) / 365)
            values.append(round(base * level * seasonal * weekly(i, 0.85)))
        columns.append([f"y{k}"] + values)
    return {
        "name": "Reach",
        "columns": columns,
        "types": {"x": "x", **{f"y{k}": "line" for k in range(len(scales))}},
        "names": {f"y{k}": name for k, (name, _, _) in enumerate(scales)},
        "colors": {f"y{k}": color for k, (_, _, color) in enumerate(scales)},
    }


def activity(rng):
    hours = 21 * 24
    start = START_MS + 150 * DAY_MS
    online, sent = [], []
    for h in range(hours):
        hour = h % 24
        cycle = 0.15 + 0.85 * max(0.0, math.sin(math.pi * (hour - 6) / 18)) if 6 <= hour else 0.15
        day_factor = weekly(150 + h // 24, 0.8)
        o = 12000 * cycle * day_factor * rng.uniform(0.92, 1.08) + 800
        online.append(round(o))
        sent.append(round(o * 0.35 * rng.uniform(0.8, 1.2)))
    return {
        "name": "Activity (hourly)",
        "columns": [["x"] + [start + HOUR_MS * h for h in range(hours)],
                    ["y0"] + online, ["y1"] + sent],
        "types": {"x": "x", "y0": "line", "y1": "line"},
        "names": {"y0": "Online", "y1": "Messages sent"},
        "colors": {"y0": "#8E6BDC", "y1": "#F5BD25"},
    }


def sources(rng):
    names = [("Search", "#3896E8"), ("Channels", "#3DC23F"), ("Groups", "#F5BD25"),
             ("Links", "#F34C44")]
    weights = [40.0, 30.0, 20.0, 10.0]
    columns = [["x"] + daily_x()] + [[f"y{k}"] for k in range(len(names))]
    for i in range(DAYS):
        weights = [max(2.0, w + rng.gauss(0, 0.6)) for w in weights]
        for k, w in enumerate(weights):
            columns[k + 1].append(round(w * 10))
    return {
        "name": "Sources",
        "columns": columns,
        "types": {"x": "x", **{f"y{k}": "area" for k in range(len(names))}},
        "names": {f"y{k}": name for k, (name, _) in enumerate(names)},
        "colors": {f"y{k}": color for k, (_, color) in enumerate(names)},
        "stacked": True,
        "percentage": True,
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    args = sys.argv[1:]
    if args and args[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(0 if args[0] in ("-h", "--help") else 64)
    out = args[0] if args else os.path.join(here, "..", "Resources", "sample.json")
    rng = random.Random(2019)
    charts = [followers(rng), messages(rng), reach(rng), activity(rng), sources(rng)]
    with open(out, "w") as f:
        json.dump(charts, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {out}: {os.path.getsize(out)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
