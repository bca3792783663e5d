#!/usr/bin/env bash
# The loader's notes show inside the explorer: a CSV with a text column opens with the
# `skipped text column` note on the status line; `m` lists it with its file in the message log
# (Esc closes it); after quitting it is not printed again on standard error.
source "$(dirname "$0")/lib.sh"

printf 'date,city,temp\n2024-01-01,Oslo,-3\n2024-01-02,Oslo,-5\n2024-01-03,Oslo,1\n' >"$E2E_TMP/temps.csv"

e2e_start 80 24
e2e_type "clear; \"\$T\" $E2E_TMP/temps.csv 2>$E2E_TMP/err; echo EXIT=\$?"
e2e_wait_braille
e2e_screen | tail -1 | grep -qF "skipped text column city" || e2e_fail "the note is not on the status line"
e2e_keys m
e2e_wait_for 'Messages (1)'
e2e_screen | grep -qF "$E2E_TMP/temps.csv: skipped text column city" || e2e_fail "the note is not in the log"
e2e_keys Escape
e2e_wait_gone 'Messages (1)'
e2e_keys q
e2e_wait_exit 0
[ ! -s "$E2E_TMP/err" ] || e2e_fail "printed after quitting: $(cat "$E2E_TMP/err")"
# render still prints its notes (it has no screen to show them on).
"$TCHART_BIN" render "$E2E_TMP/temps.csv" --width 60 --height 12 >/dev/null 2>"$E2E_TMP/err"
grep -qF "skipped text column city" "$E2E_TMP/err" || e2e_fail "render no longer prints its notes"
exit 0
