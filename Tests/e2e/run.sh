#!/usr/bin/env bash
# Runs every end-to-end scenario (Tests/e2e/test-*.sh) against the tchart binary given as $1.
# Each scenario is a bash script sourcing lib.sh (helpers: a private tmux server, waits, SGR
# mouse reports); it exits non-zero on failure, or prints `skipped: WHY` and exits 0.
# `run.sh BIN NAME...` runs only those scenarios. A scenario that fails is run once more, since
# a real terminal on a loaded 2-core machine can miss a deadline; a pass on the second run is
# reported as `flaky` with the first run's output, so it is seen and not hidden.
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
  first_failure=""
  if ! output=$(bash "$scenario" 2>&1); then
    first_failure=$output
    if ! output=$(bash "$scenario" 2>&1); then
      failed=$((failed + 1))
      echo "FAIL $name"
      echo "$first_failure" | sed 's/^/     /'
      echo "     (second run:)"
      echo "$output" | sed 's/^/     /'
      continue
    fi
  fi
  passed=$((passed + 1))
  if [ -n "$first_failure" ]; then
    echo "ok   $name (flaky: failed once, passed on the second run; the first run said:)"
    echo "$first_failure" | sed 's/^/     /'
  elif skip=$(echo "$output" | grep -m1 '^skipped: '); then
    echo "skip $name (${skip#skipped: })"
  else
    echo "ok   $name"
  fi
done
echo "e2e: $passed passed, $failed failed ($((SECONDS - start)) s)"
[ "$failed" -eq 0 ]
