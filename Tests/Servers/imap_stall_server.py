#!/usr/bin/python3
"""An IMAP server that answers everything a look at the inbox asks and then never answers
LOGOUT: the server at the end of a slow link, or one that hangs on the way out. Plain IMAP on
127.0.0.1 (no STARTTLS offered: mynd allows that on this machine only), any login, an empty
INBOX. Prints READY <port>; each connection is served on its own thread and held open.

  imap_stall_server.py
"""
import socket
import threading


def serve(connection):
    reader = connection.makefile("rb")

    def send(text):
        connection.sendall(text.encode() + b"\r\n")

    send("* OK [CAPABILITY IMAP4rev1] stall server ready")
    while True:
        line = reader.readline()
        if not line:
            return
        words = line.decode(errors="replace").strip().split(" ")
        tag, command = words[0], " ".join(words[1:2]).upper()
        if command == "LOGOUT":
            # Never answered: the connection is held open until the client drops it.
            while reader.readline():
                pass
            return
        if command == "CAPABILITY":
            send("* CAPABILITY IMAP4rev1")
        elif command in ("SELECT", "EXAMINE"):
            send("* 0 EXISTS")
            send("* 0 RECENT")
            send("* OK [UIDVALIDITY 7] UIDs valid")
            send("* OK [UIDNEXT 1] next")
            send("* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)")
            send("* OK [PERMANENTFLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft \\*)] ok")
        elif command == "UID" and len(words) > 2 and words[2].upper() == "SEARCH":
            send("* SEARCH")
        send(f"{tag} OK done")


def main():
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    print(f"READY {listener.getsockname()[1]}", flush=True)
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=serve, args=(connection,), daemon=True).start()


if __name__ == "__main__":
    main()
