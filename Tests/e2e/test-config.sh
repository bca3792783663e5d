#!/usr/bin/env bash
# The config file ($XDG_CONFIG_HOME/tchart/config.toml): its defaults apply, a flag wins over it,
# --print-config says where each value comes from, a bad file is one line naming the file, the
# line and the key with exit 78, a missing file is no error; --version names the commit. A config
# folder or file others can write (or another user's), or a FIFO in the file's place, is one line
# naming it and the fix, exit 78, at once.
source "$(dirname "$0")/lib.sh"
config="$XDG_CONFIG_HOME/tchart/config.toml"
title() { "$TCHART_BIN" render --width 100 --height 14 --color never "$@" | head -1; }

# No file: the built-in defaults, and no error.
[ "$(title)" = "1/5  Followers  ·  Jan 1 – Dec 31 2019" ] || e2e_fail "no config: $(title)"
"$TCHART_BIN" --print-config >"$E2E_TMP/out"
grep -qx "# config file: $config (none)" "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"
grep -q '^theme = "terminal"  *# default$' "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"

# The file's values are the defaults; flags win.
mkdir -p "$(dirname "$config")"
printf '# my defaults\ny-scale = "log"\ntz = "+02:00"\ntheme = "night"\n' >"$config"
[ "$(title)" = "1/5  Followers · y: log  ·  Jan 1 02:00 – Dec 31 02:00 2019 UTC+02:00" ] ||
  e2e_fail "config defaults not applied: $(title)"
[ "$(title --y-scale window --tz UTC)" = "1/5  Followers  ·  Jan 1 – Dec 31 2019" ] ||
  e2e_fail "flags do not win: $(title --y-scale window --tz UTC)"
"$TCHART_BIN" --print-config --theme day >"$E2E_TMP/out"
grep -q "^y-scale = \"log\"  *# $config:2\$" "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"
grep -q '^theme = "day"  *# flag --theme$' "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"
grep -q '^layout = "one"  *# default$' "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"

# glyphs: the file's ASCII frames, unless --glyphs says otherwise.
printf 'glyphs = "ascii"\n' >>"$config"
"$TCHART_BIN" render --width 80 --height 24 --color never | LC_ALL=C grep -q '[^ -~]' &&
  e2e_fail "glyphs = \"ascii\" in the config: the frame is not ASCII"
braille=$("$TCHART_BIN" render --width 80 --height 24 --color never --glyphs braille)
grep -q '⣿\|⡇\|⠁' <<<"$braille" ||
  e2e_fail "--glyphs braille does not win over the config's ascii"
"$TCHART_BIN" --print-config >"$E2E_TMP/out"
grep -q "^glyphs = \"ascii\"  *# $config:5\$" "$E2E_TMP/out" || e2e_fail "print-config: $(cat "$E2E_TMP/out")"

# The explorer takes them too: the title names the Y scale from the file.
e2e_start 80 24
e2e_run_tchart
e2e_wait_for "y: log"
e2e_keys q
e2e_wait_exit 0

# Errors: one line, the file, line and column, the key; exit 78; pick does not read the file.
expect_config_error() {
  local message=$1
  shift
  local status=0
  "$TCHART_BIN" "$@" >"$E2E_TMP/out" 2>"$E2E_TMP/err" </dev/null || status=$?
  [ "$status" = 78 ] || e2e_fail "tchart $*: exit $status, expected 78 ($(cat "$E2E_TMP/err"))"
  [ "$(cat "$E2E_TMP/err")" = "$message" ] ||
    e2e_fail "tchart $*: stderr '$(cat "$E2E_TMP/err")', expected '$message'"
}
printf 'theme = "night"\n\ncolour = "red"\n' >"$config"
expect_config_error \
  "tchart: $config:3:1: unknown key 'colour' (known: theme, animation, hints, y-scale, tz, keep, layout, glyphs, cache, cache-size, max-answer)" \
  render
expect_config_error \
  "tchart: $config:3:1: unknown key 'colour' (known: theme, animation, hints, y-scale, tz, keep, layout, glyphs, cache, cache-size, max-answer)"
printf 'keep = "many"\n' >"$config"
expect_config_error "tchart: $config:1:1: 'keep' must be an integer, not a string" --print-config
printf 'keep = 9223372036854775807\n' >"$config"
expect_config_error \
  "tchart: $config:1:1: 'keep' cannot be \"9223372036854775807\" (from 2 to 100000000)" --print-config
# A file of 95,000 tables (under the 1 MiB cap) is read at once (the text was split once per
# key: hours); a table header of 150,000 parts is refused before the TOML reader overflows.
awk 'BEGIN { for (i = 0; i < 95000; i++) printf "[t%d]\n", i }' >"$config"
status=0
timeout 60 "$TCHART_BIN" --print-config >/dev/null 2>"$E2E_TMP/err" || status=$?
[ "$status" = 78 ] || e2e_fail "95,000 tables: exit $status ($(head -c 300 "$E2E_TMP/err"))"
grep -q "^tchart: $config:1:2: unknown key 't0'" "$E2E_TMP/err" || e2e_fail "95,000 tables: $(head -c 300 "$E2E_TMP/err")"
awk 'BEGIN { printf "theme = \"day\"\n["; for (i = 0; i < 150000; i++) printf "a."; print "a]" }' >"$config"
expect_config_error "tchart: $config:2:1: a key of 150001 dotted parts (at most 64)" --print-config
printf 'layout = "grid"\n' >"$config"
expect_config_error "tchart: $config:1:1: 'layout' cannot be \"grid\" (one, split, list, cards)" render
folder=$(dirname "$config")
printf 'theme = "night"\n' >"$config"
chmod 777 "$folder"
expect_config_error \
  "tchart: $folder: is writable by others (mode 0777); not read — run chmod 700 $folder" render
chmod 700 "$folder"
chmod 666 "$config"
expect_config_error \
  "tchart: $config: is writable by others (mode 0666); not read — run chmod 600 $config"
chmod 644 "$config"
if [ "$(id -u)" = 0 ]; then
  chown 4321 "$config"
  expect_config_error \
    "tchart: $config: belongs to uid 4321, not to you; not read — run mv $config $config.not-mine" render
  chown 0 "$config"
fi
rm "$config"
mkfifo "$config"
status=0
timeout 10 "$TCHART_BIN" render >/dev/null 2>"$E2E_TMP/err" </dev/null || status=$?
[ "$status" = 78 ] || e2e_fail "a FIFO config file: exit $status, expected 78"
[ "$(cat "$E2E_TMP/err")" = "tchart: $config: not a regular file" ] ||
  e2e_fail "a FIFO config file: $(cat "$E2E_TMP/err")"
rm "$config"
"$TCHART_BIN" pick --help >/dev/null || e2e_fail "pick reads the config file"
"$TCHART_BIN" --version | grep -qE '^tchart [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$' ||
  e2e_fail "--version: $("$TCHART_BIN" --version)"
echo "ok"
