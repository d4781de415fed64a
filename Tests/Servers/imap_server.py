#!/usr/bin/python3
"""Debian's dovecot as a test IMAP server: its own config, users and mail in a folder.

Serves imaps (TLS from the first byte) on a free port of 127.0.0.1 with the given certificate,
one passwd-file user whose mail is a Maildir in the folder, and prints READY <port> once it
accepts connections. Runs as root (dovecot's master must) with mail owned by nobody. Dovecot
dies with this script (PR_SET_PDEATHSIG), and its helpers with dovecot.
"""
import argparse
import ctypes
import os
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
    ctypes.CDLL("libc.so.6").prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folder", required=True)
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True)
    # More lines for dovecot.conf: `mail_max_keyword_length = 5` makes a server that refuses
    # $MyndDone.
    parser.add_argument("--config-line", action="append", default=[])
    args = parser.parse_args()
    folder = os.path.abspath(args.folder)
    port = free_port()
    # Plain IMAP too, where STARTTLS is required before a login (ssl = required): its port is
    # written to the folder's imap-port file.
    plain_port = free_port()
    with open(os.path.join(folder, "imap-port"), "w") as f:
        f.write(str(plain_port))
    home = os.path.join(folder, "home")
    os.makedirs(home, exist_ok=True)
    os.chmod(folder, 0o755)
    os.chmod(home, 0o777)
    with open(os.path.join(folder, "passwd"), "w") as f:
        f.write(f"{args.user}:{{PLAIN}}{args.password}\n")
    config = os.path.join(folder, "dovecot.conf")
    with open(config, "w") as f:
        f.write(f"""
base_dir = {folder}/run
state_dir = {folder}/state
log_path = {folder}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = required
ssl_cert = <{args.cert}
ssl_key = <{args.key}
default_login_user = dovenull
default_internal_user = nobody
default_internal_group = nogroup
auth_mechanisms = plain login
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {folder}/passwd
}}
userdb {{
  driver = static
  args = uid=nobody gid=nogroup home={home}/%u
}}
mail_location = maildir:~/Maildir
namespace inbox {{
  inbox = yes
  mailbox Processed {{
    auto = create
  }}
}}
service imap-login {{
  chroot =
  inet_listener imap {{
    port = {plain_port}
  }}
  inet_listener imaps {{
    port = {port}
    ssl = yes
  }}
}}
service anvil {{
  chroot =
}}
service stats {{
  inet_listener http {{
    port = 0
  }}
}}
""")
        for line in args.config_line:
            f.write(line + "\n")
    dovecot = subprocess.Popen(
        ["/usr/sbin/dovecot", "-F", "-c", config], stdout=subprocess.DEVNULL, stderr=open(os.path.join(folder, "dovecot.err"), "w"),
        preexec_fn=die_with_parent)
    deadline = time.time() + 10
    while time.time() < deadline:
        if dovecot.poll() is not None:
            sys.stderr.write(open(os.path.join(folder, "dovecot.err")).read())
            sys.exit(1)
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            time.sleep(0.05)
    print(f"READY {port}", flush=True)
    dovecot.wait()


if __name__ == "__main__":
    main()
