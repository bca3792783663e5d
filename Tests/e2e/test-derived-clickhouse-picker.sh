#!/usr/bin/env bash
# The picker's derived line on a ClickHouse table (a local server started here, as in
# test-clickhouse.sh): `/`, `Ctrl-T`, `Enter` opens the table again with rate(c) computed by
# ClickHouse, its last value in the legend; `u` removes it.
source "$(dirname "$0")/lib.sh"

e2e_clickhouse_single
post "CREATE TABLE m (ts Int64, c Float64, g Float64) ENGINE = MergeTree ORDER BY ts" >/dev/null
# The last rows: c 26 then 63, 10 s apart.
post "INSERT INTO m SELECT toInt64(1700000000 + number * 10), (number * 37) % 1000, number % 17 FROM numbers(300)" >/dev/null
url="clickhouse://127.0.0.1:$port/default/m"

e2e_start 80 24
e2e_run_tchart "$url" --x ts --y c,g --x-type number
e2e_wait_for '1 c 63  2 g 10'
e2e_wait_gone 'querying'
e2e_keys /
e2e_wait_for 'Lines 2/2'
e2e_keys C-t
e2e_wait_for 'Derive from c'
e2e_keys Enter
e2e_wait_for 'added rate(c) as line 2'
e2e_keys Escape
e2e_wait_for '1 c 63  2 rate(c) 3.7  3 g 10'
e2e_wait_gone 'querying'
e2e_keys u
e2e_wait_for 'undo: add rate(c)'
e2e_wait_for '1 c 63  2 g 10'
e2e_keys q
e2e_wait_exit 0
exit 0
