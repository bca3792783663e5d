#!/usr/bin/env bash
# SIGINT (exit 130), SIGTERM (143) and SIGHUP (129) while the help, the line picker, the go-to
# prompt, the colour inspector, a zoomed day (a small chart folder written here), a stream
# (`tchart -` with a slow producer) or `tchart pick` is open: each leaves the terminal exactly
# as it was: the same termios (`stty -g`) and the same modes (alternate screen, cursor, keypad,
# every mouse mode, insert, origin, wrap).
source "$(dirname "$0")/lib.sh"

# A chart folder: five daily samples and a day file for each day (hourly samples).
folder=$E2E_TMP/days
mkdir -p "$folder/2019-01"
day_ms=86400000
first_ms=1546300800000
{
  printf '{"columns":[["x"'
  for d in 0 1 2 3 4; do printf ',%d' $((first_ms + d * day_ms)); done
  printf '],["y0",3,1,4,1,5]],"types":{"x":"x","y0":"line"},"names":{"y0":"Visits"}}'
} >"$folder/overview.json"
for d in 1 2 3 4 5; do
  {
    printf '{"columns":[["x"'
    for h in $(seq 0 23); do printf ',%d' $((first_ms + (d - 1) * day_ms + h * 3600000)); done
    printf '],["y0"'
    for h in $(seq 0 23); do printf ',%d' $(((h * 7 + d) % 13)); done
    printf ']],"types":{"x":"x","y0":"line"},"names":{"y0":"Visits"}}'
  } >"$folder/2019-01/0$d.json"
done

modes() {
  e2e_tmux display-message -p -t "$E2E_SESSION" \
    '#{alternate_on} #{cursor_flag} #{insert_flag} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag} #{mouse_all_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag} #{mouse_utf8_flag} #{origin_flag} #{wrap_flag}'
}

# The terminal as the shell has it before anything runs.
e2e_start 80 24
e2e_type "clear; stty -g >$E2E_TMP/stty-before"
until [ -s "$E2E_TMP/stty-before" ]; do sleep 0.05; done
e2e_wait_for 'READY$'
before_modes=$(modes)

restored() {
  local what=$1
  [ "$(modes)" = "$before_modes" ] ||
    e2e_fail "$what: terminal modes '$(modes)', before '$before_modes'"
  rm -f "$E2E_TMP/stty-after"
  e2e_type "clear; stty -g >$E2E_TMP/stty-after"
  local start=$SECONDS
  until [ -s "$E2E_TMP/stty-after" ]; do
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "$what: the shell does not run commands"
    sleep 0.05
  done
  cmp -s "$E2E_TMP/stty-before" "$E2E_TMP/stty-after" ||
    e2e_fail "$what: termios $(cat "$E2E_TMP/stty-after"), before $(cat "$E2E_TMP/stty-before")"
  e2e_wait_for 'READY$'
}

# Opens MODE in the explorer (or pick) and waits until it is on screen.
open_mode() {
  case $1 in
    help | picker | prompt | inspector)
      e2e_run_tchart --fresh
      e2e_wait_braille
      e2e_wait_for '1/5  Followers'
      case $1 in
        help) e2e_keys '?' && e2e_wait_for 'Help' ;;
        picker) e2e_keys / && e2e_wait_for '[x] ' ;;
        prompt) e2e_keys g && e2e_wait_for 'go to: ' ;;
        inspector) e2e_keys c && e2e_wait_for 'light %' ;;
      esac
      ;;
    day)
      e2e_run_tchart --fresh "$folder"
      e2e_wait_for 'Enter: zoom into the day'
      e2e_keys Enter
      e2e_wait_for 'days · '
      ;;
    stream)
      rm -f "$E2E_TMP/pid"
      e2e_type "clear; (while echo 1; do sleep 0.1; done) | $E2E_TMP/run $E2E_TMP/pid \"\$T\" -"
      e2e_wait_braille
      ;;
    pick)
      e2e_run_tchart pick --min 0 --max 10 --label Pick
      e2e_wait_for 'Enter accept'
      ;;
  esac
}

for mode in help picker prompt inspector day stream pick; do
  for signal in INT:130 TERM:143 HUP:129; do
    open_mode "$mode"
    kill -"${signal%:*}" "$(e2e_child_pid)"
    e2e_wait_exit "${signal#*:}"
    restored "SIG${signal%:*} in $mode"
  done
done
exit 0
