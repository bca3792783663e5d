#!/usr/bin/env bash
# make fuzz: builds the libFuzzer harnesses of Tests/Fuzz (release, -sanitize=fuzzer,address,
# in .build-fuzz) and runs each for FUZZ_SECONDS (default 60), one after the other, starting
# from the seed corpus in Tests/Fuzz/Corpus/NAME (never written: what a run finds goes to
# .build-fuzz/corpus/NAME). Prints one line per harness: executions, executions per second,
# coverage (edges), corpus size, and the crash file when one was found (exit 1).
#   scripts/fuzz.sh [NAME...]     NAME: json csv input session explorer cache (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${FUZZ_SECONDS:-60}
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(json csv input session explorer cache)
scratch=$root/.build-fuzz
# -sanitize=fuzzer alone instruments nothing libFuzzer reads (trace-pc-guard): ask for its
# 8-bit counters and comparison tracing.
flags=(-c release --sanitize=fuzzer --sanitize=address
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
swift build --package-path Tests/Fuzz --scratch-path "$scratch" "${flags[@]}" 2>&1 | grep -Ev '^\[|prohibited flag|^Building|^Compiling plugin|Cannot export local symbol' || true
bin=$(swift build --package-path Tests/Fuzz --scratch-path "$scratch" "${flags[@]}" --show-bin-path)
status=0
for name in "${names[@]}"; do
  corpus=$scratch/corpus/$name
  artifacts=$scratch/artifacts/$name
  mkdir -p "$corpus" "$artifacts"
  log=$scratch/fuzz-$name.log
  set +e
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$bin/fuzz-$name" -max_total_time="$seconds" \
    -max_len=4096 -timeout=20 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$corpus" "$root/Tests/Fuzz/Corpus/$name" >"$log" 2>&1
  code=$?
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  coverage=$(grep -Eo 'cov: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  units=$(grep -Eo 'corp: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  if [ $code -eq 0 ]; then
    echo "fuzz $name: ${seconds}s, ${runs:-0} runs (${speed:-0}/s), coverage $coverage edges, corpus $units, no crash"
  else
    crash=$(grep -Eo "$artifacts/[^ ]+" "$log" | tail -1)
    echo "fuzz $name: FOUND A CRASH (exit $code) after ${runs:-?} runs: ${crash:-see $log}"
    grep -E 'Fatal error|fuzz check failed|ERROR: (AddressSanitizer|libFuzzer)|SUMMARY' "$log" | head -5
    echo "  replay: $bin/fuzz-$name ${crash:-CRASH-FILE}   (full log: $log)"
    status=1
  fi
done
exit $status
