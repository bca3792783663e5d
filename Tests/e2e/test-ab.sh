#!/usr/bin/env bash
# The A/B cursors on the bundled sample at 80x24 (graph rows 2-16, columns 8-80): `a` marks A
# at the indicator and the title shows the span as B (the indicator) moves away; a second `a`
# fixes B, and the panel names both dates; Esc clears them (the explorer keeps running); a
# right-button drag on the graph selects A→B; Esc clears, and a second Esc quits.
source "$(dirname "$0")/lib.sh"

title() { e2e_screen | sed -n 1p; }

e2e_start 80 24
e2e_run_tchart
e2e_wait_braille
e2e_wait_for '1/5  Followers  ·  Jan 1 – Dec 31 2019'
e2e_settle

# By key: A on the last day, B follows the indicator three days back.
e2e_keys a
e2e_wait_for 'A at Dec 31 2019'
e2e_wait_for '╭─ A Dec 31 2019 → B Dec 31 2019 · Δ 0s'
e2e_keys Left Left Left
e2e_wait_for 'Followers · Δ −3d'
e2e_wait_for '╭─ A Dec 31 2019 → B Dec 28 2019 · Δ −3d'
e2e_keys a
e2e_wait_for 'B at Dec 28 2019'
# B stays fixed when the indicator moves on.
e2e_keys Left
e2e_settle
case $(title) in *"Δ −3d"*) ;; *) e2e_fail "B moved with the indicator: $(title)" ;; esac
e2e_keys Escape
e2e_wait_for 'A/B cleared'
e2e_wait_gone '╭─ A '
case $(title) in *Δ*) e2e_fail "the title still shows a span: $(title)" ;; esac

# By mouse: a right-button drag from column 20 to column 50 of the graph.
e2e_literal $'\e[<2;20;8M'
e2e_literal $'\e[<34;35;8M'
e2e_literal $'\e[<34;50;8M'
e2e_literal $'\e[<2;50;8m'
e2e_wait_for 'Esc clears'
e2e_wait_for '╭─ A '
case $(title) in *"Followers · Δ "*) ;; *) e2e_fail "no span in the title after the drag: $(title)" ;; esac
e2e_screen | sed -n 17p | grep -q 'A.*B' || e2e_fail "no A and B on the X axis: $(e2e_screen | sed -n 17p)"

# Esc clears, a second Esc quits.
e2e_keys Escape
e2e_wait_for 'A/B cleared'
e2e_wait_gone '╭─ A '
e2e_keys Escape
e2e_wait_exit 0
exit 0
