#!/usr/bin/env python3
"""Answers every HTTP request with the same bytes, optionally over TLS. Standard library only.

    python3 canned_http.py [--cert cert.pem --key key.pem] [--endless | --announce BYTES]

Prints "READY <port>" on stdout once it listens on 127.0.0.1. The answer is an interim
`103 Early Hints` response with its own headers, then the final `200 OK` whose headers have
padding around names and values, so a client can be checked for keeping only the final
response's headers, trimmed. With --cert/--key the socket is TLS-wrapped (a self-signed
certificate makes a verifying client fail the handshake). --endless answers 200 with a body
that never ends (no Content-Length; 64 KB of JSON-ish bytes at a time until the client hangs
up); --announce BYTES answers 200 with that Content-Length and starts sending it.
"""

import argparse
import signal
import socket
import ssl
import sys
import threading

OPTIONS = None

ANSWER = (
    b"HTTP/1.1 103 Early Hints\r\n"
    b"Link: </style.css>; rel=preload\r\n"
    b"X-Interim: yes\r\n"
    b"\r\n"
    b"HTTP/1.1 200 OK\r\n"
    b"Content-Type: text/plain\r\n"
    b"X-Final: yes\r\n"
    b"X-Padded :   spaced value  \t\r\n"
    b"Content-Length: 2\r\n"
    b"Connection: close\r\n"
    b"\r\n"
    b"ok"
)


def serve(connection):
    with connection:
        try:
            request = b""
            while b"\r\n\r\n" not in request:
                data = connection.recv(65536)
                if not data:
                    return
                request += data
            head, _, body = request.partition(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n")[1:]:
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            while len(body) < length:
                data = connection.recv(65536)
                if not data:
                    return
                body += data
            if OPTIONS.endless or OPTIONS.announce:
                size = f"Content-Length: {OPTIONS.announce}\r\n" if OPTIONS.announce else ""
                connection.sendall(f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n{size}\r\n".encode())
                chunk = b'{"type":"message",' + b" " * 65_000
                while True:
                    connection.sendall(chunk)
            connection.sendall(ANSWER)
        except (OSError, ssl.SSLError):
            pass  # a client that rejects our certificate hangs up mid-handshake


def main():
    # A parent's thread may have SIGTERM blocked, and the mask is inherited: unblock it so a
    # plain terminate() ends this server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description="Answers every request with the same bytes.")
    parser.add_argument("--cert")
    parser.add_argument("--key")
    parser.add_argument("--endless", action="store_true")
    parser.add_argument("--announce", type=int, default=0)
    options = parser.parse_args()
    global OPTIONS
    OPTIONS = options
    listener = socket.create_server(("127.0.0.1", 0))
    context = None
    if options.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.cert, options.key)
    print(f"READY {listener.getsockname()[1]}", flush=True)
    while True:
        connection, _ = listener.accept()
        if context:
            try:
                connection = context.wrap_socket(connection, server_side=True)
            except (OSError, ssl.SSLError):
                connection.close()
                continue
        threading.Thread(target=serve, args=(connection,), daemon=True).start()


if __name__ == "__main__":
    sys.exit(main())
