#!/usr/bin/env bash
# Resizing to 20x6 and back keeps the explorer alive and redraws it.
source "$(dirname "$0")/lib.sh"

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_resize 20 6
sleep 0.3
e2e_settle
e2e_resize 10 3
e2e_settle
e2e_resize 120 40
e2e_wait_braille
e2e_settle
e2e_resize 80 24
e2e_wait_for '1/5'
e2e_wait_braille
e2e_keys q
e2e_wait_exit 0
exit 0
