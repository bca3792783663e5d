#!/usr/bin/env bash
# tchart pick cancelled with Esc, q and Ctrl-C: exit 130, nothing on standard output, the
# picker's lines cleared (the line above kept); bad arguments: exit 64 naming the argument.
source "$(dirname "$0")/lib.sh"
out="$E2E_TMP/out"
e2e_start 60 14

for key in Escape q C-c; do
  rm -f "$out"
  e2e_type "clear; echo above; \"\$T\" pick --min 0 --max 10 --label Pick | cat >$out; echo EXIT=\${PIPESTATUS[0]}"
  e2e_wait_for "Enter accept"
  e2e_keys Right "$key"
  e2e_wait_exit 130
  [ ! -s "$out" ] || e2e_fail "$key: printed '$(cat "$out")'"
  e2e_wait_gone "Enter accept"
  e2e_screen | grep -qx "above" || e2e_fail "$key: the line above the picker was erased"
  ! e2e_screen | grep -qx "Pick *" || e2e_fail "$key: the label line was left behind"
done

# Bad arguments: exit 64 and a message naming the argument (no terminal needed).
check_usage() {
  local expected=$1 code
  shift
  code=0
  "$TCHART_BIN" pick "$@" >"$out" 2>"$E2E_TMP/err" </dev/null || code=$?
  [ "$code" = 64 ] || e2e_fail "pick $*: exit $code, expected 64"
  [ ! -s "$out" ] || e2e_fail "pick $*: printed on standard output"
  grep -qF -- "$expected" "$E2E_TMP/err" ||
    e2e_fail "pick $*: no '$expected' in: $(cat "$E2E_TMP/err")"
}
check_usage "--min must be less than --max" --min 5 --max 5
check_usage "--step must be greater than 0" --min 0 --max 10 --step -1
check_usage "--lower must lie between --min and --max" --min 0 --max 10 --lower -1
check_usage "--upper must lie between --min and --max" --min 0 --max 10 --upper 11
check_usage "--lower must not be greater than --upper" --min 0 --max 10 --lower 6 --upper 5
check_usage "--min-distance must not be larger than --max minus --min" --min 0 --max 10 \
  --min-distance 11
check_usage "--format" --min 0 --max 10 --format euros
check_usage "--max" --min 0
check_usage "--max '2m' is not a number" --min 0 --max 2m
check_usage "--step 'x' is not a number, a date (2024-03-15) or a duration (1d)" --min 0 \
  --max 9 --step x --format date
