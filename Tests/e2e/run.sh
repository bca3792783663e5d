#!/usr/bin/env bash
# Runs every end-to-end scenario (Tests/e2e/test-*.sh) against the tchart binary given as $1.
# Each scenario is a bash script sourcing lib.sh (helpers: a private tmux server, waits, SGR
# mouse reports); it exits non-zero on failure, or prints `skipped: WHY` and exits 0. `run.sh BIN NAME...` runs only those scenarios.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: $0 path/to/tchart [scenario...]" >&2; exit 64; }
command -v tmux >/dev/null 2>&1 || { echo "e2e: tmux is needed (make deps installs it)" >&2; exit 69; }
export TCHART_BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
if [ $# -gt 0 ]; then
  scenarios=()
  for name in "$@"; do scenarios+=("$here/${name%.sh}.sh"); done
else
  scenarios=("$here"/test-*.sh)
fi
passed=0
failed=0
start=$SECONDS
for scenario in "${scenarios[@]}"; do
  [ -e "$scenario" ] || continue
  name=$(basename "$scenario" .sh)
  if output=$(bash "$scenario" 2>&1); then
    passed=$((passed + 1))
    if skip=$(echo "$output" | grep -m1 '^skipped: '); then
      echo "skip $name (${skip#skipped: })"
    else
      echo "ok   $name"
    fi
  else
    failed=$((failed + 1))
    echo "FAIL $name"
    echo "$output" | sed 's/^/     /'
  fi
done
echo "e2e: $passed passed, $failed failed ($((SECONDS - start)) s)"
[ "$failed" -eq 0 ]
