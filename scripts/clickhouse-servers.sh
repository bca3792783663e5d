#!/usr/bin/env bash
# Local ClickHouse servers for the tests and the benchmark, as ordinary user processes in a
# folder of their own, on free loopback ports. Installs nothing: it finds `clickhouse-server`
# (Debian's package; `make deps-clickhouse` installs it when missing) or says it is missing.
#
#   clickhouse-servers.sh start DIR [OWNER_PID]
#       starts three servers from configs written into DIR: "single" (a server of its own, also
#       on HTTPS with a self-signed certificate for 127.0.0.1 made with openssl, DIR/cert.pem)
#       and "shard1", "shard2" (one cluster `two` in both configs, for `Distributed` tables);
#       waits until each answers on HTTP; writes DIR/ports.env (SINGLE_HTTP, SINGLE_HTTPS,
#       CH_CERT, SHARD1_HTTP, SHARD2_HTTP, SHARD1_TCP, SHARD2_TCP, CH_PASSWORD_USER,
#       CH_PASSWORD) and prints it. When OWNER_PID is
#       given, a watchdog stops the servers and removes DIR once that process is gone, so a
#       crashed or interrupted test run leaves nothing behind.
#   clickhouse-servers.sh stop DIR
#       stops the servers (SIGTERM, then SIGKILL after 10 s) and removes DIR.
#   SERVERS="single" limits which servers start (e.g. the benchmark needs one).
#
# Exit codes: 0 started, 69 clickhouse-server missing or a server did not come up.
set -euo pipefail

PASSWORD_USER=tchart_pw
PASSWORD='s3cret-Pw!'

find_server() {
  local candidate
  for candidate in "$(command -v clickhouse-server 2>/dev/null || true)" \
    /usr/bin/clickhouse-server /usr/sbin/clickhouse-server; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
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

write_users() {
  cat >"$1/users.xml" <<EOF
<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>4000000000</max_memory_usage></default></profiles>
  <users>
    <default>
      <password></password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile><quota>default</quota>
    </default>
    <$PASSWORD_USER>
      <password>$PASSWORD</password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile><quota>default</quota>
    </$PASSWORD_USER>
  </users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors>
    <result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time>
  </interval></default></quotas>
</yandex>
EOF
}

# write_config DIR NAME HTTP TCP INTERSERVER SHARD1_TCP SHARD2_TCP [HTTPS]
write_config() {
  local dir=$1 name=$2 https=""
  if [ -n "${8:-}" ]; then
    https="<https_port>$8</https_port><openSSL><server>
    <certificateFile>$dir/cert.pem</certificateFile><privateKeyFile>$dir/key.pem</privateKeyFile>
    <verificationMode>none</verificationMode><loadDefaultCAFile>false</loadDefaultCAFile>
    <disableProtocols>sslv2,sslv3</disableProtocols></server></openSSL>"
  fi
  mkdir -p "$dir/$name/data/" "$dir/$name/tmp/" "$dir/$name/user_files/"
  cat >"$dir/$name/config.xml" <<EOF
<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>$dir/$name/server.log</log>
    <errorlog>$dir/$name/server.err.log</errorlog><size>10M</size><count>1</count></logger>
  <http_port>$3</http_port>
  $https
  <tcp_port>$4</tcp_port>
  <interserver_http_port>$5</interserver_http_port>
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <listen_host>127.0.0.1</listen_host>
  <max_connections>256</max_connections>
  <keep_alive_timeout>30</keep_alive_timeout>
  <max_concurrent_queries>64</max_concurrent_queries>
  <uncompressed_cache_size>1073741824</uncompressed_cache_size>
  <mark_cache_size>268435456</mark_cache_size>
  <path>$dir/$name/data/</path>
  <tmp_path>$dir/$name/tmp/</tmp_path>
  <user_files_path>$dir/$name/user_files/</user_files_path>
  <format_schema_path>$dir/$name/format_schemas/</format_schema_path>
  <users_config>$dir/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mlock_executable>false</mlock_executable>
  <remote_servers>
    <two>
      <shard><replica><host>127.0.0.1</host><port>$6</port></replica></shard>
      <shard><replica><host>127.0.0.1</host><port>$7</port></replica></shard>
    </two>
  </remote_servers>
  <builtin_dictionaries_reload_interval>3600</builtin_dictionaries_reload_interval>
  <max_session_timeout>3600</max_session_timeout>
  <default_session_timeout>60</default_session_timeout>
</yandex>
EOF
}

# wait_ready DIR NAME PORT: until the server answers `SELECT 1` over HTTP (30 s at most).
wait_ready() {
  local dir=$1 name=$2 port=$3 i
  for i in $(seq 1 300); do
    if answer=$(http_get "$port" 2>/dev/null) && [ "$answer" = "1" ]; then return 0; fi
    if ! kill -0 "$(cat "$dir/$name/pid")" 2>/dev/null; then return 1; fi
    sleep 0.1
  done
  return 1
}

# http_get PORT: `SELECT 1` over HTTP with bash's /dev/tcp (no curl needed).
http_get() {
  local port=$1
  exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
  printf 'GET /?query=SELECT%%201 HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
  local body
  body=$(timeout 2 cat <&3 | tr -d '\r' | sed '1,/^$/d')
  exec 3<&-
  echo "$body"
}

stop_servers() {
  local dir=$1 name pid
  for name in single shard1 shard2; do
    [ -f "$dir/$name/pid" ] || continue
    pid=$(cat "$dir/$name/pid")
    kill -TERM "$pid" 2>/dev/null || true
  done
  for name in single shard1 shard2; do
    [ -f "$dir/$name/pid" ] || continue
    pid=$(cat "$dir/$name/pid")
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  if [ -f "$dir/watchdog.pid" ]; then
    pid=$(cat "$dir/watchdog.pid")
    [ "$pid" = "$$" ] || kill "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}

start_servers() {
  local dir=$1 owner=${2:-}
  local server
  if ! server=$(find_server); then
    echo "clickhouse-servers: clickhouse-server is not installed (apt-get install clickhouse-server clickhouse-client, or make deps-clickhouse)" >&2
    exit 69
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  write_users "$dir"
  local wanted=${SERVERS:-single shard1 shard2}
  local s1_tcp s2_tcp
  s1_tcp=$(free_port)
  s2_tcp=$(free_port)
  : >"$dir/ports.env"
  echo "CH_PASSWORD_USER='$PASSWORD_USER'" >>"$dir/ports.env"
  echo "CH_PASSWORD='$PASSWORD'" >>"$dir/ports.env"
  # The single server's HTTPS certificate (when openssl is there; the tests need it).
  local https_port=""
  if command -v openssl >/dev/null 2>&1 && openssl req -x509 -newkey rsa:2048 -nodes \
    -keyout "$dir/key.pem" -out "$dir/cert.pem" -days 2 -subj /CN=127.0.0.1 \
    -addext subjectAltName=IP:127.0.0.1 >/dev/null 2>&1; then
    https_port=$(free_port)
    echo "SINGLE_HTTPS=$https_port" >>"$dir/ports.env"
    echo "CH_CERT='$dir/cert.pem'" >>"$dir/ports.env"
  fi
  local name http tcp inter upper
  for name in $wanted; do
    http=$(free_port)
    case $name in
      shard1) tcp=$s1_tcp ;;
      shard2) tcp=$s2_tcp ;;
      *) tcp=$(free_port) ;;
    esac
    inter=$(free_port)
    write_config "$dir" "$name" "$http" "$tcp" "$inter" "$s1_tcp" "$s2_tcp" \
      "$([ "$name" = single ] && echo "$https_port")"
    (
      cd "$dir/$name"
      exec setsid "$server" --config-file="$dir/$name/config.xml" </dev/null \
        >"$dir/$name/stdout.log" 2>&1
    ) &
    echo $! >"$dir/$name/pid"
    upper=$(echo "$name" | tr '[:lower:]' '[:upper:]')
    echo "${upper}_HTTP=$http" >>"$dir/ports.env"
    echo "${upper}_TCP=$tcp" >>"$dir/ports.env"
  done
  for name in $wanted; do
    upper=$(echo "$name" | tr '[:lower:]' '[:upper:]')
    http=$(grep "^${upper}_HTTP=" "$dir/ports.env" | cut -d= -f2)
    if ! wait_ready "$dir" "$name" "$http"; then
      echo "clickhouse-servers: the $name server did not come up on 127.0.0.1:$http:" >&2
      tail -5 "$dir/$name/server.err.log" "$dir/$name/stdout.log" >&2 2>/dev/null || true
      stop_servers "$dir"
      exit 69
    fi
  done
  if [ -n "$owner" ]; then
    (
      trap '' HUP INT
      while kill -0 "$owner" 2>/dev/null && [ -d "$dir" ]; do sleep 1; done
      [ -d "$dir" ] && stop_servers "$dir"
    ) </dev/null >/dev/null 2>&1 &
    echo $! >"$dir/watchdog.pid"
    disown || true
  fi
  cat "$dir/ports.env"
}

case ${1:-} in
  start) start_servers "${2:?start DIR [OWNER_PID]}" "${3:-}" ;;
  stop) stop_servers "${2:?stop DIR}" ;;
  *)
    echo "usage: $0 start DIR [OWNER_PID] | stop DIR" >&2
    exit 64
    ;;
esac
