#!/usr/bin/env python3
"""Runs Debian's Radicale (a CalDAV server) for one test: its storage in FOLDER/storage, users
from an htpasswd file (plain passwords), on a free port of 127.0.0.1. Standard library only.

    python3 radicale_server.py --folder FOLDER --users HTPASSWD

Prints "READY <port>" once Radicale answers; Radicale dies with this script (PR_SET_PDEATHSIG),
so a test that kills the script leaves nothing behind.
"""

import argparse
import ctypes
import signal
import socket
import subprocess
import sys
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def die_with_parent():
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def main():
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description="Runs Radicale for a test.")
    parser.add_argument("--folder", required=True)
    parser.add_argument("--users", required=True)
    options = parser.parse_args()
    port = free_port()
    child = subprocess.Popen(
        [
            "/usr/bin/radicale", "--server-hosts", f"127.0.0.1:{port}",
            "--storage-filesystem-folder", f"{options.folder}/storage",
            "--auth-type", "htpasswd", "--auth-htpasswd-filename", options.users,
            "--auth-htpasswd-encryption", "plain",
        ],
        stdout=subprocess.DEVNULL, stderr=open(f"{options.folder}/radicale.log", "w"), preexec_fn=die_with_parent)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if child.poll() is not None:
            return 1
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            print(f"READY {port}", flush=True)
            return child.wait()
        except OSError:
            time.sleep(0.1)
    return 1


if __name__ == "__main__":
    sys.exit(main())
