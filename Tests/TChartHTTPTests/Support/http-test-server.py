#!/usr/bin/env python3
"""The HTTP server of TChartHTTPTests: `http-test-server.py [--port N] [CERT KEY]` serves HTTP
(HTTPS with a certificate and key) on a free loopback port (or N), prints the port, and exits
when its parent does.

  /echo...     the request as text: `method`, `target`, `authorization`, `x-test`, `peer` (the
               client's port, the same for requests on one kept-alive connection) lines, a
               blank line, then the request's body
  /status/N    status N, body `status N`
  /bytes/N     N bytes (0123456789abcdef repeated), chunked
  /hang        never answers
"""
import http.server
import os
import ssl
import sys
import threading
import time


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if self.path.startswith("/hang"):
            time.sleep(120)
            return
        if self.path.startswith("/bytes/"):
            count = int(self.path[len("/bytes/"):])
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            piece = b"0123456789abcdef" * 4096
            left = count
            while left > 0:
                chunk = piece[: min(left, len(piece))]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                left -= len(chunk)
            self.wfile.write(b"0\r\n\r\n")
            return
        status = 200
        if self.path.startswith("/status/"):
            status = int(self.path[len("/status/"):])
            payload = b"status %d" % status
        else:
            lines = [
                "method " + self.command,
                "target " + self.path,
                "authorization " + self.headers.get("Authorization", ""),
                "x-test " + self.headers.get("X-Test", ""),
                "peer %d" % self.client_address[1],
                "",
                "",
            ]
            payload = "\n".join(lines).encode() + body
        self.send_response(status)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = answer
    do_POST = answer


def watch_parent(parent):
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def main():
    arguments = sys.argv[1:]
    port = 0
    if arguments[:1] == ["--port"]:
        port = int(arguments[1])
        arguments = arguments[2:]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    if len(arguments) == 2:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(arguments[0], arguments[1])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=watch_parent, args=(os.getppid(),), daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


main()
