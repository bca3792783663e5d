#!/usr/bin/env bash
# The key bar and the first screen's hint (issue 39): at 80×24 no bar, and the status line says
# how to see the values until the indicator moves; at 200×50 the last row names the graph's keys,
# then the line picker's; --no-hints hides both.
source "$(dirname "$0")/lib.sh"

last_row() { e2e_screen | tail -n 1; }

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '←→ or click: values · ? help'
e2e_screen | grep -q '+- zoom' && e2e_fail "a key bar at 80×24"
e2e_keys Left
e2e_wait_gone '←→ or click: values'
e2e_wait_for '? help'
e2e_keys q
e2e_wait_exit 0

e2e_resize 200 50
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '? help  ←→ move  +- zoom  H L pan  1-9 lines  / find  C columns'
case "$(last_row)" in '? help  ←→ move'*) ;; *) e2e_fail "the key bar is not the last row" ;; esac
e2e_keys /
e2e_wait_for 'Enter pick  Space toggle'
case "$(last_row)" in 'Enter pick'*) ;; *) e2e_fail "the picker's keys are not the last row" ;; esac
e2e_keys Escape
e2e_wait_for '? help  ←→ move'
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart --no-hints
e2e_wait_braille
e2e_wait_for '? help'
e2e_screen | grep -q '+- zoom\|values ·' && e2e_fail "--no-hints still shows hints"
e2e_keys q
e2e_wait_exit 0
exit 0
