#!/usr/bin/env bash
# `make install` into a temporary prefix (the binary under test, not a release build: see
# INSTALL_BIN in the Makefile): the installed binary runs, its man page renders without a
# warning, the bash completion completes --theme; DESTDIR stages under itself only; `make
# uninstall` leaves the prefix empty.
source "$(dirname "$0")/lib.sh"
repo=$(cd "$(dirname "$0")/../.." && pwd)
command -v make >/dev/null 2>&1 || { echo "skipped: make is not installed"; exit 0; }

prefix="$E2E_TMP/prefix"
mkdir -p "$prefix"
make -s -C "$repo" install PREFIX="$prefix" INSTALL_BIN="$TCHART_BIN" >"$E2E_TMP/out" 2>&1 ||
  e2e_fail "make install: $(cat "$E2E_TMP/out")"
for file in bin/tchart lib/tchart/libTChartTOML.so share/man/man1/tchart.1 share/bash-completion/completions/tchart \
  share/zsh/site-functions/_tchart share/fish/vendor_completions.d/tchart.fish; do
  [ -s "$prefix/$file" ] || e2e_fail "make install did not write $file"
done
extra=$(cd "$prefix" && find . -type f | sort | grep -v -x -e ./bin/tchart -e ./lib/tchart/libTChartTOML.so -e ./share/man/man1/tchart.1 \
  -e ./share/bash-completion/completions/tchart -e ./share/zsh/site-functions/_tchart \
  -e ./share/fish/vendor_completions.d/tchart.fish || true)
[ -z "$extra" ] || e2e_fail "make install wrote more: $extra"

# The installed binary runs.
"$prefix/bin/tchart" --version | grep -q '^tchart [0-9][0-9.]* (commit ' ||
  e2e_fail "--version: $("$prefix/bin/tchart" --version)"
"$prefix/bin/tchart" render --width 40 --height 12 --color never >"$E2E_TMP/frame" ||
  e2e_fail "the installed binary does not render"
grep -q 'Followers' "$E2E_TMP/frame" || e2e_fail "no sample frame: $(cat "$E2E_TMP/frame")"
# With a config file it opens its TOML reader from lib/tchart.
mkdir -p "$XDG_CONFIG_HOME/tchart"
printf 'layout = "cards"\n' >"$XDG_CONFIG_HOME/tchart/config.toml"
"$prefix/bin/tchart" --print-config >"$E2E_TMP/settings" 2>&1 ||
  e2e_fail "the installed binary does not read a config file: $(cat "$E2E_TMP/settings")"
grep -q '^layout = "cards"' "$E2E_TMP/settings" || e2e_fail "config not read: $(cat "$E2E_TMP/settings")"
rm "$XDG_CONFIG_HOME/tchart/config.toml"

# The man page renders without a warning (groff -ww), and man finds it through MANPATH.
if command -v groff >/dev/null 2>&1; then
  groff -man -Tutf8 -ww "$prefix/share/man/man1/tchart.1" >"$E2E_TMP/man" 2>"$E2E_TMP/man-warnings"
  [ ! -s "$E2E_TMP/man-warnings" ] || e2e_fail "groff warnings: $(head -5 "$E2E_TMP/man-warnings")"
  for section in KEYS MOUSE FILES CONFIGURATION 'EXIT STATUS' EXAMPLES; do
    grep -q "^$section" <(sed 's/.\x08//g' "$E2E_TMP/man") || e2e_fail "no $section section in the man page"
  done
  if command -v man >/dev/null 2>&1; then
    [ "$(MANPATH="$prefix/share/man" man -w tchart)" = "$prefix/share/man/man1/tchart.1" ] ||
      e2e_fail "man -w tchart: $(MANPATH="$prefix/share/man" man -w tchart 2>&1)"
  fi
else
  echo "note: groff is not installed; the man page was not rendered"
fi

# The bash completion: registered, --theme completes to the theme names (after render, and
# after tchart alone), the data file argument to a .csv file.
touch "$E2E_TMP/data.csv" "$E2E_TMP/notes.md"
completion=$(bash --norc --noprofile -c '
  source "$1"
  complete -p tchart
  complete_line() {
    local line=$1
    local -a words
    read -ra words <<<"$line"
    [ "${line: -1}" = " " ] && words+=("")
    COMP_WORDS=("${words[@]}"); COMP_CWORD=$((${#words[@]} - 1))
    COMP_LINE=$line; COMP_POINT=${#line}; COMPREPLY=()
    _tchart tchart "${words[-1]}" "${words[-2]}"
    echo "${COMPREPLY[*]}"
  }
  complete_line "tchart render --theme "
  complete_line "tchart explore --layout "
  complete_line "tchart render $2/"
  complete_line "tchart --theme "
  complete_line "tchart --lay"
' _ "$prefix/share/bash-completion/completions/tchart" "$E2E_TMP")
[ "$(sed -n 1p <<<"$completion")" = "complete -o filenames -F _tchart tchart" ] ||
  e2e_fail "complete -p tchart: $completion"
[ "$(sed -n 2p <<<"$completion")" = "terminal night day" ] || e2e_fail "--theme completes to: $completion"
[ "$(sed -n 3p <<<"$completion")" = "one split list cards" ] || e2e_fail "--layout completes to: $completion"
grep -q "data.csv" <<<"$(sed -n 4p <<<"$completion")" || e2e_fail "no data file completed: $completion"
! grep -q "notes.md" <<<"$(sed -n 4p <<<"$completion")" || e2e_fail "a .md offered: $completion"
# The explorer is the default subcommand: its options complete right after tchart.
[ "$(sed -n 5p <<<"$completion")" = "terminal night day" ] || e2e_fail "tchart --theme: $completion"
[ "$(sed -n 6p <<<"$completion")" = "--layout" ] || e2e_fail "tchart --lay: $completion"
if command -v zsh >/dev/null 2>&1; then
  zsh -n "$prefix/share/zsh/site-functions/_tchart" || e2e_fail "_tchart is not valid zsh"
fi
if command -v fish >/dev/null 2>&1; then
  fish -n "$prefix/share/fish/vendor_completions.d/tchart.fish" || e2e_fail "tchart.fish is not valid fish"
fi

make -s -C "$repo" uninstall PREFIX="$prefix" >/dev/null
[ -z "$(ls -A "$prefix")" ] || e2e_fail "make uninstall left: $(cd "$prefix" && find . | sort)"

# DESTDIR: everything under DESTDIR/PREFIX, nothing beside it.
stage="$E2E_TMP/stage"
make -s -C "$repo" install DESTDIR="$stage" PREFIX=/usr/local INSTALL_BIN="$TCHART_BIN" >/dev/null
[ "$(ls -A "$stage")" = usr ] && [ "$(ls -A "$stage/usr")" = local ] ||
  e2e_fail "DESTDIR install wrote beside the prefix: $(cd "$stage" && find . -maxdepth 3)"
[ -x "$stage/usr/local/bin/tchart" ] || e2e_fail "no staged binary"
make -s -C "$repo" uninstall DESTDIR="$stage" PREFIX=/usr/local >/dev/null
[ -z "$(ls -A "$stage/usr/local")" ] || e2e_fail "uninstall left files in the stage"
echo "ok"
