# Helpers for the end-to-end scenarios: each test-*.sh sources this file, drives the real tchart
# binary ($TCHART_BIN) in a private tmux server and exits non-zero on the first failure.
#
#   e2e_start 80 24              a shell (TERM=xterm-256color, prompt "READY$ ", $T = the
#                                binary) at that size
#   e2e_type 'tchart render'     type a command line and press Enter
#   e2e_keys q Tab S-Left        tmux key names
#   e2e_mouse press 10 5         SGR mouse report: press|drag|release|wheelup|wheeldown COL ROW
#                                (1-based, as the terminal sends them)
#   e2e_wait_for TEXT [SECONDS]  until the screen contains TEXT (fixed string)
#   e2e_wait_gone TEXT [SECONDS] until it no longer does
#   e2e_wait_change BEFORE       until the screen differs from BEFORE (a previous e2e_screen)
#   e2e_screen / e2e_screen_ansi the visible screen, without / with colours and attributes
#   e2e_flags                    "ALT MOUSE": alternate screen and any mouse mode (0 or 1)
#   e2e_run_tchart ARGS...       start "$TCHART_BIN ARGS; echo EXIT=$?" in the shell
#   e2e_wait_exit CODE           until the shell prints EXIT=CODE and its prompt again
#   e2e_child_pid                the pid of the tchart started by e2e_run_tchart
#   e2e_fail MESSAGE             print MESSAGE and the screen, exit 1
# The tmux server is private to the scenario (its own socket), so scenarios can run in parallel
# with each other and with a developer's own tmux; it is killed on exit.

set -euo pipefail

: "${TCHART_BIN:?TCHART_BIN must name the tchart binary}"
E2E_NAME=$(basename "$0" .sh)
E2E_SOCKET="tchart-e2e-$E2E_NAME-$$"
E2E_SESSION="main"
E2E_TIMEOUT=${E2E_TIMEOUT:-10}
E2E_TMP=$(mktemp -d "${TMPDIR:-/tmp}/tchart-e2e.XXXXXX")
# Sessions (saved views) go to the scenario's own directory, never the user's.
export XDG_STATE_HOME="$E2E_TMP/state"
# No config file of the developer's: the scenarios see the built-in defaults.
export XDG_CONFIG_HOME="$E2E_TMP/config"
export XDG_CACHE_HOME="$E2E_TMP/cache"
export LC_ALL=C.UTF-8
export LANG=C.UTF-8

e2e_tmux() { tmux -L "$E2E_SOCKET" -f /dev/null "$@"; }

e2e_cleanup() {
  e2e_tmux kill-server >/dev/null 2>&1 || true
  rm -rf "$E2E_TMP"
}
trap e2e_cleanup EXIT

e2e_start() {
  local width=$1 height=$2
  e2e_tmux new-session -d -s "$E2E_SESSION" -x "$width" -y "$height" \
    "env -u TMUX TERM=xterm-256color PS1='READY\$ ' HISTFILE=/dev/null LANG=C.UTF-8 T=$(printf '%q' "$TCHART_BIN") bash --norc --noprofile -i"
  e2e_tmux set-option -g status off >/dev/null
  e2e_tmux set-option -g escape-time 0 >/dev/null
  e2e_tmux resize-window -t "$E2E_SESSION" -x "$width" -y "$height" >/dev/null 2>&1 || true
  e2e_wait_for 'READY$'
}

e2e_screen() { e2e_tmux capture-pane -p -t "$E2E_SESSION"; }
e2e_screen_ansi() { e2e_tmux capture-pane -p -e -t "$E2E_SESSION"; }

e2e_fail() {
  echo "FAIL ($E2E_NAME): $*" >&2
  if e2e_tmux has-session -t "$E2E_SESSION" 2>/dev/null; then
    echo "--- screen ---" >&2
    e2e_screen >&2 || true
    echo "--------------" >&2
  fi
  exit 1
}

e2e_type() { e2e_tmux send-keys -t "$E2E_SESSION" -l "$1" && e2e_tmux send-keys -t "$E2E_SESSION" Enter; }
# Keys as a person types them: after `Escape` a pause longer than the escape delay (25 ms), or
# the terminal's `Esc x` is Alt-x (`M-x` sends exactly that).
e2e_keys() {
  local key pending=()
  for key in "$@"; do
    pending+=("$key")
    if [ "$key" = Escape ]; then
      e2e_tmux send-keys -t "$E2E_SESSION" "${pending[@]}"
      pending=()
      sleep 0.1
    fi
  done
  [ ${#pending[@]} -eq 0 ] || e2e_tmux send-keys -t "$E2E_SESSION" "${pending[@]}"
}
e2e_literal() { e2e_tmux send-keys -t "$E2E_SESSION" -l "$1"; }

e2e_mouse() {
  local kind=$1 col=$2 row=$3 sequence
  case $kind in
    press) sequence=$'\e'"[<0;$col;${row}M" ;;
    drag) sequence=$'\e'"[<32;$col;${row}M" ;;
    release) sequence=$'\e'"[<0;$col;${row}m" ;;
    wheelup) sequence=$'\e'"[<64;$col;${row}M" ;;
    wheeldown) sequence=$'\e'"[<65;$col;${row}M" ;;
    *) e2e_fail "unknown mouse event $kind" ;;
  esac
  e2e_literal "$sequence"
}

e2e_resize() { e2e_tmux resize-window -t "$E2E_SESSION" -x "$1" -y "$2"; }

e2e_flags() { e2e_tmux display-message -p -t "$E2E_SESSION" '#{alternate_on} #{mouse_any_flag}'; }
e2e_drag_mode() { e2e_tmux display-message -p -t "$E2E_SESSION" '#{mouse_button_flag} #{mouse_sgr_flag}'; }

e2e_wait_for() {
  local text=$1 limit=${2:-$E2E_TIMEOUT} start=$SECONDS
  until e2e_screen | grep -qF -- "$text"; do
    ((SECONDS - start < limit)) || e2e_fail "timed out waiting for: $text"
    sleep 0.05
  done
}

e2e_wait_gone() {
  local text=$1 limit=${2:-$E2E_TIMEOUT} start=$SECONDS
  while e2e_screen | grep -qF -- "$text"; do
    ((SECONDS - start < limit)) || e2e_fail "timed out waiting for this to go: $text"
    sleep 0.05
  done
}

e2e_wait_change() {
  local before=$1 limit=${2:-$E2E_TIMEOUT} start=$SECONDS
  while [ "$(e2e_screen_ansi)" = "$before" ]; do
    ((SECONDS - start < limit)) || e2e_fail "timed out waiting for the screen to change"
    sleep 0.05
  done
}

# Waits until the screen has been the same for a few polls (after input, before comparing).
e2e_settle() {
  local previous="" current stable=0 start=$SECONDS
  while ((stable < 3)); do
    current=$(e2e_screen_ansi)
    if [ "$current" = "$previous" ]; then stable=$((stable + 1)); else stable=0; fi
    previous=$current
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "the screen never settled"
    sleep 0.05
  done
}

# A wrapper that records the program's pid (sh execs it, so it is tchart's own) and prints its
# exit status: a non-interactive shell prints it even when tchart dies of SIGINT.
cat >"$E2E_TMP/run" <<'WRAPPER'
#!/bin/sh
pidfile=$1
shift
sh -c 'echo $$ > "$0"; exec "$@"' "$pidfile" "$@"
echo "EXIT=$?"
WRAPPER
chmod +x "$E2E_TMP/run"

e2e_run_tchart() {
  local quoted=""
  for argument in "$@"; do quoted+=" $(printf '%q' "$argument")"; done
  rm -f "$E2E_TMP/pid"
  e2e_type "clear; $E2E_TMP/run $E2E_TMP/pid \"\$T\"$quoted"
}

e2e_wait_exit() {
  e2e_wait_for "EXIT=$1"
  e2e_wait_for 'READY$'
  local flags
  flags=$(e2e_flags)
  [ "$flags" = "0 0" ] || e2e_fail "terminal not restored after exit: alternate/mouse flags are '$flags'"
}

e2e_child_pid() {
  local start=$SECONDS
  until [ -s "$E2E_TMP/pid" ]; do
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "the program did not start"
    sleep 0.05
  done
  cat "$E2E_TMP/pid"
}

# Braille cells with at least one dot (U+2801 to U+28FF) on the screen.
e2e_has_braille() { e2e_screen | grep -qP '[\x{2801}-\x{28ff}]'; }

e2e_wait_braille() {
  local start=$SECONDS
  until e2e_has_braille; do
    ((SECONDS - start < E2E_TIMEOUT)) || e2e_fail "no braille on the screen"
    sleep 0.05
  done
}

# e2e_clickhouse_single: starts one local ClickHouse server (scripts/clickhouse-servers.sh),
# stopped at exit with the tmux server; sets $port to its HTTP port. `post SQL` then runs SQL
# on it and prints the answer's body.
e2e_clickhouse_single() {
  local root servers
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  servers="$E2E_TMP/servers"
  SERVERS=single bash "$root/scripts/clickhouse-servers.sh" start "$servers" $$ > "$E2E_TMP/ports.env" \
    || e2e_fail "the ClickHouse server did not start (is clickhouse-server installed?)"
  trap "bash '$root/scripts/clickhouse-servers.sh' stop '$servers' >/dev/null 2>&1; e2e_cleanup" EXIT
  port=$(grep '^SINGLE_HTTP=' "$E2E_TMP/ports.env" | cut -d= -f2)
}

post() {
  { printf 'POST / HTTP/1.0\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s' "${#1}" "$1"; } |
    bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; cat >&3; cat <&3" | tr -d '\r' | sed '1,/^$/d'
}
