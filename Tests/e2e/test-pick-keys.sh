#!/usr/bin/env bash
# tchart pick with keys, as a user's shell script uses it: `read lo hi < <(tchart pick ...)` and
# `> file`. Enter prints LOWER UPPER and exits 0; the picker's lines are cleared and the mouse
# is turned off again.
source "$(dirname "$0")/lib.sh"
out="$E2E_TMP/out"
e2e_start 60 14

# 1. The documented idiom, in a script.
cat >"$E2E_TMP/script.sh" <<SCRIPT
read lo hi < <("$TCHART_BIN" pick --min 0 --max 2000000 --step 10000 --format price --label 'Price range')
echo "got lo=\$lo hi=\$hi"
SCRIPT
e2e_type "clear; bash $E2E_TMP/script.sh"
e2e_wait_for "Enter accept"
e2e_wait_for "Price range"
e2e_screen | grep -qF '$0                                                $2,000,000' ||
  e2e_fail "initial labels"
e2e_keys Right Right Tab S-Left
e2e_wait_for '$1,900,000'
e2e_screen | grep -qF '$20,000' || e2e_fail "lower label after two steps"
e2e_keys Enter
e2e_wait_for "got lo=20000 hi=1900000"
e2e_wait_gone "Enter accept"
e2e_wait_gone "Price range"
[ "$(e2e_flags)" = "0 0" ] || e2e_fail "mouse reporting left on: $(e2e_flags)"

# 2. Output redirected to a file; tenths print with the step's one decimal.
e2e_type "clear; \"\$T\" pick --min 0 --max 1 --step 0.1 >$out; echo EXIT=\$?"
e2e_wait_for "Enter accept"
e2e_keys Right Right Right Tab Left Left
e2e_wait_for "0.8"
e2e_screen | grep -qE '^ *0\.3 +0\.8 *$' || e2e_fail "labels 0.3 and 0.8"
e2e_keys Enter
e2e_wait_exit 0
[ "$(cat "$out")" = "0.3 0.8" ] || e2e_fail "output: '$(cat "$out")'"

# 3. Equal handles at the maximum are not stuck: Left moves the lower one.
e2e_type "clear; \"\$T\" pick --min 0 --max 100 --step 5 --lower 100 --upper 100 >$out; echo EXIT=\$?"
e2e_wait_for "Enter accept"
e2e_keys Left Left Enter
e2e_wait_exit 0
[ "$(cat "$out")" = "90 100" ] || e2e_fail "tie at the maximum: '$(cat "$out")'"

# 4. A date range typed as dates, stepped by days: date labels, Unix seconds printed.
e2e_type "clear; \"\$T\" pick --format date --min 2024-01-01 --max 2024-12-31 --step 1d >$out; echo EXIT=\$?"
e2e_wait_for "Enter accept" # (the command line itself shows the dates: wait for the picker)
e2e_screen | grep -qE '^2024-01-01 +2024-12-31 *$' || e2e_fail "date labels"
e2e_keys Right
e2e_wait_for "2024-01-02"
e2e_keys Enter
e2e_wait_exit 0
[ "$(cat "$out")" = "1704153600 1735603200" ] || e2e_fail "dates: '$(cat "$out")'"

# 5. A negative range whose span is not a multiple of the step, piped into another command:
#    Home/End with tied handles move by direction, [ moves the whole selection (clamped at the
#    minimum, snapped to the grid -50, -47, … -11, -10).
e2e_type "clear; \"\$T\" pick --min -50 --max -10 --step 3 --format percent | tr ' ' , >$out; echo EXIT=\${PIPESTATUS[0]}"
e2e_wait_for "Enter accept"
e2e_keys Right Tab Home # the upper handle down onto the lower one: tied at -47
e2e_wait_for "Enter accept"
e2e_settle
e2e_screen | grep -qE '^ *-47% *$' || e2e_fail "tied label -47%"
e2e_keys End # tied: End moves the upper handle (the direction decides)
e2e_wait_for "-10%"
e2e_keys '['
e2e_wait_for "-14%"
e2e_screen | grep -qE '^-50% +-14% *$' || e2e_fail "labels after [ at the minimum"
e2e_keys Enter
e2e_wait_exit 0
[ "$(cat "$out")" = "-50,-14" ] || e2e_fail "negative range: '$(cat "$out")'"

# 6. A huge range, captured with $(...): plain digits, never an exponent.
e2e_type "clear; x=\$(\"\$T\" pick --min -1e20 --max 1e20 --step 1e18); echo \"x=\$x EXIT=\$?\""
e2e_wait_for "Enter accept"
e2e_screen | grep -qF -- "-100000000000000000000" || e2e_fail "huge lower label"
e2e_keys Right Tab Left Enter
e2e_wait_for "x=-99000000000000000000 99000000000000000000 EXIT=0"
e2e_wait_exit 0
