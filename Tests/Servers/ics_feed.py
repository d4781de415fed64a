#!/usr/bin/env python3
"""Serves one iCalendar file over HTTPS the way a calendar's "secret address" does: with an
ETag and Last-Modified, 304 Not Modified to a request that names the current ETag, and any
other status while FOLDER/status holds one. Standard library only.

    python3 ics_feed.py --cert cert.pem --key key.pem --folder FOLDER

Serves FOLDER/feed.ics at every path. Appends one line a request to FOLDER/requests.log:
"<path> <If-None-Match or ->". Prints "READY <port>" once it listens on 127.0.0.1.
"""

import argparse
import hashlib
import http.server
import os
import signal
import ssl
import sys

FOLDER = None


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        with open(os.path.join(FOLDER, "requests.log"), "a") as log:
            log.write(f"{self.path} {self.headers.get('If-None-Match', '-')}\n")
        status_file = os.path.join(FOLDER, "status")
        if os.path.exists(status_file):
            with open(status_file) as f:
                status = int(f.read().strip())
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        with open(os.path.join(FOLDER, "feed.ics"), "rb") as f:
            body = f.read()
        etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/calendar; charset=utf-8")
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", "Fri, 20 Nov 2026 08:00:00 GMT")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def main():
    global FOLDER
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description="Serves an iCalendar feed with ETags.")
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--folder", required=True)
    options = parser.parse_args()
    FOLDER = options.folder
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(options.cert, options.key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(f"READY {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
