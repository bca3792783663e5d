#!/usr/bin/env bash
# --glyphs: `render --glyphs ascii` writes only bytes below 0x80 for every chart kind (the
# bundled sample's lines, bars and areas, and the contest's stage-2 kinds when ../shared/data
# is there, in text and ANSI, with the pie); `auto` is ASCII under LANG=C LC_ALL=C; the
# explorer and `pick` with --glyphs ascii (or auto without a UTF-8 locale) show ASCII only.
source "$(dirname "$0")/lib.sh"

# Fails when file $1 has a byte of 0x80 or above.
ascii_only() { ! LC_ALL=C grep -q $'[\x80-\xff]' "$1"; }
screen_ascii_only() { e2e_screen >"$E2E_TMP/screen" && ascii_only "$E2E_TMP/screen"; }

# 1. Printed frames.
out="$E2E_TMP/out"
for chart in 1 2 3 4 5; do
  for extra in "" "--pie" "--format ansi" "--stats --indicator 0.5"; do
    # shellcheck disable=SC2086
    "$TCHART_BIN" render --chart "$chart" --glyphs ascii --width 100 --height 30 $extra >"$out" ||
      e2e_fail "render --chart $chart $extra failed"
    ascii_only "$out" || e2e_fail "render --chart $chart $extra --glyphs ascii wrote non-ASCII: $(LC_ALL=C grep -m1 $'[\x80-\xff]' "$out")"
  done
done
data=${TCHART_DATA:-$(cd "$(dirname "$0")/../.." && pwd)/../shared/data}
if [ -d "$data/telegram-2019-stage2" ]; then
  for folder in 1 2 3 4 5; do
    for extra in "" "--pie" "--format ansi" "--color always --indicator 0.3"; do
      # shellcheck disable=SC2086
      "$TCHART_BIN" render "$data/telegram-2019-stage2/$folder" --glyphs ascii $extra >"$out" ||
        e2e_fail "render stage-2 $folder $extra failed"
      ascii_only "$out" || e2e_fail "stage-2 $folder $extra --glyphs ascii wrote non-ASCII"
    done
  done
else
  echo "note: no contest data at $data: stage-2 renders skipped"
fi
LANG=C LC_ALL=C "$TCHART_BIN" render >"$out"
ascii_only "$out" || e2e_fail "render under LANG=C LC_ALL=C (auto) wrote non-ASCII"
TERM=linux LANG=C.UTF-8 LC_ALL=C.UTF-8 "$TCHART_BIN" render >"$out"
ascii_only "$out" || e2e_fail "render under TERM=linux (auto) wrote non-ASCII"
LANG=C.UTF-8 LC_ALL=C.UTF-8 "$TCHART_BIN" render >"$out"
grep -qP '[\x{2801}-\x{28ff}]' "$out" || e2e_fail "render under C.UTF-8 (auto) drew no braille"
"$TCHART_BIN" render --glyphs blocks >"$out"
grep -qP '[\x{2596}-\x{259f}]' "$out" || e2e_fail "render --glyphs blocks drew no quadrants"
! grep -qP '[\x{2800}-\x{28ff}]' "$out" || e2e_fail "render --glyphs blocks drew braille"

# 2. The explorer in ASCII: the graph, the help (which names the set), the line picker.
e2e_start 80 24
e2e_run_tchart --glyphs ascii
e2e_wait_for '1/5'
e2e_wait_for 'Followers'
e2e_keys Right
e2e_settle
screen_ascii_only || e2e_fail "explorer --glyphs ascii shows non-ASCII"
e2e_screen | grep -qF -- '+----' || e2e_fail "no ASCII tooltip box"
e2e_keys '?'
e2e_wait_for 'glyphs ascii'
screen_ascii_only || e2e_fail "the help in ASCII shows non-ASCII"
e2e_keys Escape
e2e_wait_gone 'glyphs ascii'
e2e_keys /
e2e_wait_for 'Esc'
screen_ascii_only || e2e_fail "the line picker in ASCII shows non-ASCII"
e2e_keys Escape q
e2e_wait_exit 0

# 3. auto without a UTF-8 locale: ASCII, and the help says so.
e2e_type "clear; LANG=C LC_ALL=C \"\$T\"; echo EXIT=\$?"
e2e_wait_for 'Followers'
e2e_settle
screen_ascii_only || e2e_fail "auto under LANG=C LC_ALL=C shows non-ASCII"
e2e_keys '?'
e2e_wait_for 'glyphs ascii'
e2e_keys Escape q
e2e_wait_exit 0

# 4. pick in ASCII.
e2e_type "clear; \"\$T\" pick --min 0 --max 100 --glyphs ascii; echo EXIT=\$?"
e2e_wait_for 'Enter accept'
screen_ascii_only || e2e_fail "pick --glyphs ascii shows non-ASCII"
e2e_screen | grep -qF -- 'o=====' || e2e_fail "no ASCII slider track"
e2e_keys Enter
e2e_wait_exit 0
exit 0
