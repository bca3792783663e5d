#!/usr/bin/env bash
# Runs every end-to-end scenario (Tests/e2e/test-*.sh) against the tchart binary given as $1.
# Each scenario is a bash script sourcing lib.sh; it exits non-zero on failure.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export TCHART_BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
passed=0
failed=0
for scenario in "$here"/test-*.sh; do
  [ -e "$scenario" ] || continue
  name=$(basename "$scenario" .sh)
  if output=$(bash "$scenario" 2>&1); then
    passed=$((passed + 1))
    echo "ok   $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name"
    echo "$output" | sed 's/^/     /'
  fi
done
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
