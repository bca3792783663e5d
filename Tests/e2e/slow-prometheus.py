#!/usr/bin/env python3
"""A stand-in Prometheus for test-server-limits.sh: `slow-prometheus.py` serves on a free
loopback port, prints it, and exits when its parent does. The URL's path says how it answers:

  /endless/...   200 and a JSON answer that never ends
  /slow/...      every answer after 1.8 s
  /late/...      every answer after 5 s
  /...           at once

An answer is one series `up{job="t"}`: a vector for /api/v1/query, a matrix at the request's
steps (at most 2000 points) for /api/v1/query_range.
"""
import http.server
import json
import os
import sys
import threading
import time
import urllib.parse


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        if url.path.startswith("/endless/"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            head = b'{"status":"success","data":{"resultType":"matrix","result":['
            piece = b'{"metric":{"job":"t"},"values":[[1700000000,"1"]]},' * 1000
            try:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(head), head))
                while True:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            except (BrokenPipeError, ConnectionResetError):
                return
        if url.path.startswith("/slow/"):
            time.sleep(1.8)
        elif url.path.startswith("/late/"):
            time.sleep(5)
        metric = {"__name__": "up", "job": "t"}
        if url.path.endswith("/query_range"):
            start = float(query["start"][0])
            end = float(query["end"][0])
            step = max(float(query["step"][0]), (end - start) / 2000)
            values = []
            t = start
            while t <= end:
                values.append([t, "1"])
                t += step
            result = {"resultType": "matrix", "result": [{"metric": metric, "values": values}]}
        else:
            moment = float(query.get("time", [time.time()])[0])
            result = {"resultType": "vector", "result": [{"metric": metric, "value": [moment, "1"]}]}
        payload = json.dumps({"status": "success", "data": result}).encode()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            return


def watch_parent(parent):
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=watch_parent, args=(os.getppid(),), daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


main()
