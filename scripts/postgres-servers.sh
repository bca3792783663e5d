#!/usr/bin/env bash
# A local PostgreSQL server for the tests, in a folder of its own, on a free loopback port.
# Installs nothing: it finds Debian's PostgreSQL (the newest /usr/lib/postgresql/*/bin; `apt-get
# install postgresql`) or says it is missing. The server refuses to run as root, so as root the
# binaries run as the `postgres` system user (`runuser`) and DIR is chowned to it; as anyone
# else they run as that user.
#
#   postgres-servers.sh start DIR [OWNER_PID]
#       initdb in DIR/data (UTF8, locale C, md5 authentication for local and TCP connections,
#       superuser `postgres` with a password), starts the server on 127.0.0.1:PORT with its Unix
#       socket in DIR/sock and durability off (fsync, synchronous_commit, full_page_writes: the
#       tests' data is thrown away), creates the database `tchart` owned by postgres and a second
#       login role `tchart_user` (its own password, may read all data) for tests that connect as
#       someone else or with a wrong password; writes DIR/ports.env (PG_PORT, PG_HOST,
#       PG_SOCKET_DIR, PG_USER, PG_PASSWORD, PG_DATABASE, PG_OTHER_USER, PG_OTHER_PASSWORD,
#       PG_BIN: the bin folder, for `$PG_BIN/psql`) and prints it. When OWNER_PID is given, a
#       watchdog stops the server and removes DIR once that process is gone, so a crashed or
#       interrupted test run leaves nothing behind.
#   postgres-servers.sh restart DIR
#       restarts the server on the same port with the same data (`pg_ctl -m fast restart`:
#       open sessions are ended), for tests that survive a restart.
#   postgres-servers.sh stop DIR
#       stops the server (`pg_ctl -m fast stop`, SIGKILL when it has not stopped) and removes DIR.
#
# DIR must not contain white space or quotes (it goes into pg_ctl's option string), and when run
# as root the postgres user must be able to reach it (a folder under /tmp is fine).
#
# Exit codes: 0 done, 64 usage, 69 PostgreSQL not installed, 70 the server did not come up.
set -euo pipefail

# Fresh passwords each start: the server listens on loopback, where any local user could
# otherwise log in as its superuser.
PASSWORD="tchart-$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
OTHER_USER=tchart_user
OTHER_PASSWORD="other-$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')"
DATABASE=tchart

# The newest installed version's bin folder (version folders sorted as versions: 15 after 9.6).
find_bin() {
  local dir
  for dir in $(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

# as_owner COMMAND...: runs a server binary as the postgres user when root, else directly.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# A port nobody listens on (checked by connecting to it); the server's start confirms it.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
}

# server_options DIR PORT: the postgres options of `pg_ctl -o`.
server_options() {
  echo "-p $2 -k $1/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
}

# The server's pid (the first line of postmaster.pid), if it has one.
server_pid() {
  head -1 "$1/data/postmaster.pid" 2>/dev/null || true
}

stop_server() {
  local dir=$1 bin pid
  pid=$(server_pid "$dir")
  if [ -n "$pid" ]; then
    bin=$(cat "$dir/bin" 2>/dev/null || find_bin || true)
    if [ -n "$bin" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 10 stop >/dev/null 2>&1 || true
    fi
    # Still there (postmaster.pid is removed by a clean stop): kill the postmaster and its
    # children (each in a session of its own, so not one process group). A zombie left for
    # a slow reaper counts as gone.
    if [ -f "$dir/data/postmaster.pid" ] && alive "$pid"; then
      local children
      children=$(ps -o pid= --ppid "$pid" 2>/dev/null || true)
      kill -KILL "$pid" 2>/dev/null || true
      # shellcheck disable=SC2086 # one pid a word
      [ -z "$children" ] || kill -KILL $children 2>/dev/null || true
      for _ in $(seq 1 50); do alive "$pid" || break; sleep 0.1; done
    fi
  fi
  # The watchdog (which ignores TERM), unless this is it ($BASHPID: $$ is the script's pid in
  # the subshell too).
  if [ -f "$dir/watchdog.pid" ]; then
    pid=$(cat "$dir/watchdog.pid")
    [ "$pid" = "$BASHPID" ] || kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

# alive PID: the process exists and is not a zombie.
alive() {
  local stat
  kill -0 "$1" 2>/dev/null || return 1
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  # The state follows the command name in parentheses.
  case ${stat##*) } in Z*) return 1 ;; esac
  return 0
}

fail_start() {
  local dir=$1
  shift
  echo "postgres-servers: $*" >&2
  tail -15 "$dir/pg.log" "$dir/initdb.log" >&2 2>/dev/null || true
  stop_server "$dir"
  exit 70
}

start_server() {
  local dir=$1 owner=${2:-} bin
  if ! bin=$(find_bin); then
    echo "postgres-servers: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin with initdb, pg_ctl and postgres; apt-get install postgresql)" >&2
    exit 69
  fi
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "postgres-servers: running as root, but there is no postgres user to run the server as" >&2
    exit 69
  fi
  # pg_ctl passes DIR through /bin/sh: letters, digits, . _ / - only.
  case $dir in
    *[!A-Za-z0-9._/-]*)
      echo "postgres-servers: DIR may hold only letters, digits, '.', '_', '/' and '-': $dir" >&2
      exit 64
      ;;
  esac
  # A folder of its own: never one that holds anything (stop and a failed start remove it).
  if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then
    echo "postgres-servers: $dir exists and is not empty; give a new folder" >&2
    exit 64
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  # A Unix socket's path is at most 107 bytes: DIR/sock/.s.PGSQL.NNNNN.
  if [ $((${#dir} + 20)) -gt 107 ]; then
    echo "postgres-servers: DIR is too long for the server's Unix socket path: $dir" >&2
    exit 64
  fi
  mkdir -p "$dir/sock"
  echo "$bin" >"$dir/bin"
  printf '%s\n' "$PASSWORD" >"$dir/pwfile"
  chmod 600 "$dir/pwfile"
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$dir"
    if ! runuser -u postgres -- test -w "$dir"; then
      echo "postgres-servers: the postgres user cannot write to $dir (a folder on the way is closed to it)" >&2
      rm -rf "$dir"
      exit 70
    fi
  fi
  if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" \
    --auth=md5 --auth-local=md5 --auth-host=md5 -E UTF8 --locale=C --no-sync \
    >"$dir/initdb.log" 2>&1; then
    fail_start "$dir" "initdb failed:"
  fi
  rm -f "$dir/pwfile"
  # A port taken between the check and the start: try another.
  local port attempt started=""
  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$dir/data" -o "$(server_options "$dir" "$port")" \
      -l "$dir/pg.log" -w -t 30 start >/dev/null 2>&1; then
      started=yes
      break
    fi
    grep -q 'could not bind\|Address already in use' "$dir/pg.log" 2>/dev/null || break
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  done
  [ -n "$started" ] || fail_start "$dir" "the server did not come up on 127.0.0.1 (attempt $attempt):"
  if ! PGPASSWORD=$PASSWORD "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" \
    -U postgres -d postgres \
    -c "CREATE DATABASE $DATABASE OWNER postgres" \
    -c "CREATE ROLE $OTHER_USER LOGIN PASSWORD '$OTHER_PASSWORD'" \
    -c "GRANT pg_read_all_data TO $OTHER_USER" >"$dir/setup.log" 2>&1; then
    cat "$dir/setup.log" >&2
    fail_start "$dir" "could not create the database $DATABASE and the role $OTHER_USER:"
  fi
  cat >"$dir/ports.env" <<EOF
PG_PORT=$port
PG_HOST=127.0.0.1
PG_SOCKET_DIR='$dir/sock'
PG_USER=postgres
PG_PASSWORD='$PASSWORD'
PG_DATABASE=$DATABASE
PG_OTHER_USER=$OTHER_USER
PG_OTHER_PASSWORD='$OTHER_PASSWORD'
PG_BIN='$bin'
EOF
  if [ -n "$owner" ]; then
    (
      trap '' HUP INT TERM
      while alive "$owner" && [ -d "$dir" ]; do sleep 1; done
      if [ -d "$dir" ]; then stop_server "$dir"; fi
    ) </dev/null >/dev/null 2>&1 &
    echo $! >"$dir/watchdog.pid"
    disown || true
  fi
  cat "$dir/ports.env"
}

restart_server() {
  local dir=$1 bin port
  dir=$(cd "$dir" && pwd)
  bin=$(cat "$dir/bin")
  port=$(grep '^PG_PORT=' "$dir/ports.env" | cut -d= -f2)
  if ! as_owner "$bin/pg_ctl" -D "$dir/data" -o "$(server_options "$dir" "$port")" \
    -l "$dir/pg.log" -m fast -w -t 30 restart >/dev/null 2>&1; then
    echo "postgres-servers: the server did not come back on 127.0.0.1:$port:" >&2
    tail -15 "$dir/pg.log" >&2 2>/dev/null || true
    exit 70
  fi
}

case ${1:-} in
  start) start_server "${2:?start DIR [OWNER_PID]}" "${3:-}" ;;
  restart) restart_server "${2:?restart DIR}" ;;
  stop)
    # Only a folder this script made (its bin file names PostgreSQL's bin folder).
    [ -f "${2:?stop DIR}/bin" ] || { echo "postgres-servers: $2 is not a server's folder" >&2; exit 64; }
    stop_server "$2"
    ;;
  *)
    echo "usage: $0 start DIR [OWNER_PID] | restart DIR | stop DIR" >&2
    exit 64
    ;;
esac
