#!/usr/bin/env bash
# Text from a server or a file never reaches the terminal raw: a fake server on a loopback port
# (python3) answers a Prometheus error, a ClickHouse exception and a 5 KB garbage DESCRIBE,
# each holding escape sequences (set the title, clear the screen, colour); a CSV header holds
# one too. Every message is one line with its control characters escaped (\u{1B}), the long
# ones cut, and `render --stats` prints the name escaped.
source "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || { echo "skipped: python3 is not installed"; exit 0; }

cat > "$E2E_TMP/server.py" <<'EOF'
import http.server, json, sys

HOSTILE = "x \u001b]0;PWNED\u0007\u001b[2J\u001b[31mRED"

class Handler(http.server.BaseHTTPRequestHandler):
    def answer(self, status, body):
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        # Prometheus: every query is refused with a hostile message.
        self.answer(400, json.dumps({"status": "error", "errorType": "bad_data", "error": HOSTILE}))

    def do_POST(self):
        sql = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
        if "exception" in self.path or "exception" in sql:
            self.answer(500, "Code: 62. DB::Exception: " + HOSTILE + ". (SYNTAX_ERROR)")
        elif sql.startswith("DESCRIBE"):
            # 5 KB of names holding escapes, each with a type.
            rows = "".join("c%d\u001b[2J\u001b]0;T\u0007\tFloat64\n" % i for i in range(300))
            self.answer(200, rows)
        else:
            self.answer(500, "Code: 62. DB::Exception: " + HOSTILE + ". (SYNTAX_ERROR)")

    def log_message(self, *args):
        pass

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
EOF
python3 "$E2E_TMP/server.py" > "$E2E_TMP/port" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; e2e_cleanup' EXIT
for _ in $(seq 1 100); do
  [ -s "$E2E_TMP/port" ] && break
  sleep 0.1
done
port=$(cat "$E2E_TMP/port")
[ -n "$port" ] || e2e_fail "the fake server did not start"

# One line, no control character but the line end, at most LIMIT characters.
expect_clean() {
  local what=$1 file=$2 limit=$3
  [ "$(wc -l < "$file")" -le 1 ] || e2e_fail "$what: more than one line: $(cat -v "$file")"
  if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$file"; then
    e2e_fail "$what: a control character reached the terminal: $(cat -v "$file")"
  fi
  [ "$(wc -m < "$file")" -le "$limit" ] || e2e_fail "$what: $(wc -m < "$file") characters"
}

code=0
"$TCHART_BIN" render "prometheus://127.0.0.1:$port" up 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "Prometheus error: exit $code, not 65 ($(cat -v "$E2E_TMP/err"))"
expect_clean "Prometheus error" "$E2E_TMP/err" 400
grep -qF 'x \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{1B}[31mRED' "$E2E_TMP/err" \
  || e2e_fail "Prometheus error not escaped: $(cat -v "$E2E_TMP/err")"

code=0
"$TCHART_BIN" render "clickhouse://127.0.0.1:$port/default/exception" 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "ClickHouse exception: exit $code, not 65 ($(cat -v "$E2E_TMP/err"))"
expect_clean "ClickHouse exception" "$E2E_TMP/err" 400
grep -qF '\u{1B}[2J' "$E2E_TMP/err" || e2e_fail "ClickHouse exception: $(cat -v "$E2E_TMP/err")"

code=0
"$TCHART_BIN" render "clickhouse://127.0.0.1:$port/default/garbage" --x ts 2> "$E2E_TMP/err" || code=$?
[ "$code" = 65 ] || e2e_fail "garbage DESCRIBE: exit $code, not 65 ($(cat -v "$E2E_TMP/err"))"
expect_clean "garbage DESCRIBE" "$E2E_TMP/err" 500
grep -q 'has no column ts (columns: c0\\u{1B}\[2J.*…)$' "$E2E_TMP/err" \
  || e2e_fail "garbage DESCRIBE: $(cat -v "$E2E_TMP/err")"

# A CSV header's name in render --stats (standard output) and in a file's error.
printf 'x,\033]0;PWNED\007cpu\033[2J\n1,2\n2,3\n3,5\n' > "$E2E_TMP/hostile.csv"
"$TCHART_BIN" render "$E2E_TMP/hostile.csv" --stats --color never --width 60 --height 12 \
  > "$E2E_TMP/out" 2> "$E2E_TMP/err" || e2e_fail "render --stats: $(cat -v "$E2E_TMP/err")"
if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$E2E_TMP/out"; then
  e2e_fail "render --stats: a control character in the output: $(cat -v "$E2E_TMP/out")"
fi
grep -qF '\u{1B}]0;PWNED\u{7}cpu\u{1B}[2J' "$E2E_TMP/out" \
  || e2e_fail "render --stats: the name is not shown escaped: $(cat -v "$E2E_TMP/out")"
code=0
"$TCHART_BIN" render "$E2E_TMP/hostile.csv" --y nope 2> "$E2E_TMP/err" || code=$?
[ "$code" != 0 ] || e2e_fail "--y nope: exit 0"
expect_clean "--y nope" "$E2E_TMP/err" 400
exit 0
