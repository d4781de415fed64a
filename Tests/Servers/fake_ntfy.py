#!/usr/bin/env python3
"""A fake ntfy server for mynd's tests. Python 3.11 standard library only.

Start it, read one line "READY <port>" from its stdout, talk HTTP/1.1 to 127.0.0.1:<port>:

    python3 fake_ntfy.py [--token T] [--log FILE] [--keepalive SECONDS] [--no-sequences]

What each behaviour is based on (ntfy's documentation, docs.ntfy.sh):
- Publish, "Publish as JSON": POST a JSON object to the server's root with `topic` (required),
  `message`, `title`, `tags` (list of strings), `priority` (1 to 5), `actions` (a list, at most
  three); the answer is the message as subscribers get it (`id`, `time`, `expires`, `event`
  "message", `topic`, and the fields given). An empty `message` becomes "triggered".
- Publish, plain: PUT or POST to /<topic> with the message as the body.
- "Action buttons": an action is {"action": "view"|"broadcast"|"http", "label", …}; an `http`
  action has `url`, `method` (default POST), `headers` (an object), `body`, `clear`.
- "Subscribe via API": GET /<topic>/json is a stream of one JSON object per line — first an
  `open` event, then each message, with `keepalive` events between; `poll=1` answers the
  cached messages and closes; `since=` is `all`, a Unix time, a duration like `10m`, or a
  message id (the messages after it; an id not in the cache is read as `all`).
- Topic names: letters, digits, `_` and `-`, at most 64 characters.
- "Access control" / "Access tokens": with --token, every request must carry
  `Authorization: Bearer <token>`; none is 403 forbidden, another token 401 unauthorized;
  errors are {"code": 40101, "http": 401, "error": "unauthorized", "link": …}.
- "Rate limiting": too many requests are answered 429 (`{"code": 42901, …}`); this fake adds a
  Retry-After header when scripted to, as a server behind a proxy may.
- "Updating + deleting notifications" (ntfy 2.16 and later): a message published with a
  `sequence_id` (a JSON field, or POST /<topic>/<sequence_id>) carries it, and a later one with
  the same id replaces it on the phone. DELETE /<topic>/<sequence_id> (or GET
  /<topic>/<sequence_id>/delete) adds a `message_delete` event {id, time, event, topic,
  sequence_id} to the topic and answers with it; PUT /<topic>/<sequence_id>/clear (alias /read,
  or GET) adds a `message_clear` event. Messages are never changed in the cache: the events are
  appended. With --no-sequences the server is an older ntfy: `sequence_id` is ignored and a
  DELETE is 404 page not found, as any route it does not know.

Test controls (not ntfy's; under /v1/test/, a prefix ntfy keeps for itself, never a topic):
    POST /v1/test/publish-answers  ["429:30", "500", "hang"]   the next publishes answer these
    (status[:Retry-After], or "hang": no answer until the client gives up), then back to normal.
    POST /v1/test/delete-answers   ["500"]                     the same for the next deletes.
    POST /v1/test/poll-answers     ["500", "429:30", "cut", "cut-length"]   the same for the next
    polls; "cut": the answer ends in the middle of its last message, the connection closed
    (no Content-Length: an end the client cannot tell from a whole answer); "cut-length": the
    same with the whole answer's Content-Length, which the client can tell.
    POST /v1/test/stream-answers   ["500", "cut", "silent"]    the same for the next streams
    (GET /<topic>/json without poll); "cut": the stream opens and ends in the middle of the
    next message, the connection dropped; "silent": it opens and then sends nothing, not even
    a keepalive (a connection gone without a close).
    POST /v1/test/cut-streams      []    the streams held now end in the middle of their next
    message, as "cut" above.
--log FILE gets one JSON line per request: method, path, headers (names lower-cased), body.
"""

import argparse
import json
import random
import re
import socket
import string
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

TOPIC = re.compile(r"^[-_A-Za-z0-9]{1,64}$")
ERRORS = {
    400: (40001, "invalid request"),
    401: (40101, "unauthorized"),
    403: (40301, "forbidden"),
    404: (40401, "page not found"),
    429: (42901, "limit reached: too many requests"),
    500: (50001, "internal server error"),
}


class State:
    def __init__(self, token, log, keepalive, sequences=True):
        self.token = token
        self.sequences = sequences
        self.log = log
        self.keepalive = keepalive
        self.lock = threading.Condition()
        self.messages = []  # every message, in order
        self.answers = []  # scripted answers for the next publishes
        self.delete_answers = []  # and for the next deletes
        self.poll_answers = []  # and for the next polls
        self.stream_answers = []  # and for the next streams
        self.held = set()  # the streams held now
        self.cut_held = set()  # those that end in the middle of their next message


def new_id():
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(12))


def duration_seconds(text):
    match = re.fullmatch(r"(\d+)([smhd])", text)
    if not match:
        return None
    return int(match.group(1)) * {"s": 1, "m": 60, "h": 3600, "d": 86400}[match.group(2)]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    state: State = None

    def log_message(self, *args):
        pass

    def send_json(self, status, value, headers=None):
        body = (json.dumps(value) + "\n").encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, text in (headers or {}).items():
            self.send_header(name, text)
        self.end_headers()
        self.wfile.write(body)

    def send_error_json(self, status, headers=None):
        code, text = ERRORS.get(status, (status * 100 + 1, "error"))
        self.send_json(status, {"code": code, "http": status, "error": text, "link": "https://ntfy.sh/docs"}, headers)

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def record(self, body):
        if not self.state.log:
            return
        entry = {
            "method": self.command,
            "path": self.path,
            "headers": {k.lower(): v for k, v in self.headers.items()},
            "body": body.decode("utf-8", "replace"),
        }
        with self.state.lock:
            with open(self.state.log, "a") as log:
                log.write(json.dumps(entry) + "\n")

    def authorized(self):
        if self.state.token is None:
            return True
        given = self.headers.get("Authorization")
        if given is None:
            self.send_error_json(403)
            return False
        if given != "Bearer " + self.state.token:
            self.send_error_json(401)
            return False
        return True

    def do_GET(self):
        self.record(b"")
        parts = urlsplit(self.path)
        action = re.fullmatch(r"/([^/]+)/([^/]+)/(delete|clear|read)", parts.path)
        if action and self.state.sequences:
            return self.sequence_event(action.group(1), action.group(2), action.group(3))
        match = re.fullmatch(r"/([^/]+)/json", parts.path)
        if not match or not TOPIC.match(match.group(1)):
            return self.send_error_json(404)
        if not self.authorized():
            return
        query = parse_qs(parts.query)
        topic = match.group(1)
        poll = query.get("poll", ["0"])[0] in ("1", "true", "yes")
        since = query.get("since", [None])[0]
        with self.state.lock:
            cached = self.after(topic, since)
        if poll:
            if self.cut_poll(cached):
                return
            body = "".join(json.dumps(m) + "\n" for m in cached).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/x-ndjson; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.stream(topic, cached)

    def cut_poll(self, cached):
        with self.state.lock:
            answer = self.state.poll_answers[0] if self.state.poll_answers else None
        if answer not in ("cut", "cut-length"):
            return self.scripted(self.state.poll_answers)
        with self.state.lock:
            self.state.poll_answers.pop(0)
        body = "".join(json.dumps(m) + "\n" for m in cached).encode()
        last = len(json.dumps(cached[-1])) + 1 if cached else 0
        sent = body[: len(body) - last // 2]
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson; charset=utf-8")
        if answer == "cut-length":
            self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(sent)
        self.wfile.flush()
        self.close_connection = True
        return True

    def after(self, topic, since):
        mine = [m for m in self.state.messages if m["topic"] == topic]
        if since is None:
            return []
        if since == "all":
            return mine
        if since == "latest":
            return mine[-1:]
        if since.isdigit():
            return [m for m in mine if m["time"] >= int(since)]
        seconds = duration_seconds(since)
        if seconds is not None:
            return [m for m in mine if m["time"] >= time.time() - seconds]
        ids = [m["id"] for m in mine]
        return mine[ids.index(since) + 1 :] if since in ids else mine

    def stream(self, topic, cached):
        with self.state.lock:
            answer = self.state.stream_answers[0] if self.state.stream_answers else None
        if answer not in ("cut", "silent"):
            if self.scripted(self.state.stream_answers):
                return
        else:
            with self.state.lock:
                self.state.stream_answers.pop(0)
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

        def chunk(value):
            data = (json.dumps(value) + "\n").encode()
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()

        me = object()
        try:
            chunk({"id": new_id(), "time": int(time.time()), "event": "open", "topic": topic})
            if answer == "silent":
                time.sleep(3600)
                return
            for message in cached:
                chunk(message)
            seen = len(self.state.messages)
            with self.state.lock:
                self.state.held.add(me)
            while True:
                with self.state.lock:
                    self.state.lock.wait(self.state.keepalive)
                    new = [m for m in self.state.messages[seen:] if m["topic"] == topic]
                    seen = len(self.state.messages)
                with self.state.lock:
                    cut = answer == "cut" or me in self.state.cut_held
                for message in new:
                    if cut:
                        data = (json.dumps(message) + "\n").encode()
                        self.wfile.write(f"{len(data):x}\r\n".encode() + data[: len(data) // 2])
                        self.wfile.flush()
                        self.close_connection = True
                        self.connection.shutdown(socket.SHUT_RDWR)
                        return
                    chunk(message)
                if not new:
                    chunk({"id": new_id(), "time": int(time.time()), "event": "keepalive", "topic": topic})
        except (BrokenPipeError, ConnectionResetError):
            return
        finally:
            with self.state.lock:
                self.state.held.discard(me)
                self.state.cut_held.discard(me)

    def do_DELETE(self):
        self.record(self.read_body())
        match = re.fullmatch(r"/([^/]+)/([^/]+)", urlsplit(self.path).path)
        if not match or not self.state.sequences:
            return self.send_error_json(404)
        if self.scripted(self.state.delete_answers):
            return
        return self.sequence_event(match.group(1), match.group(2), "delete")

    def sequence_event(self, topic, sequence_id, action):
        if not TOPIC.match(topic) or not TOPIC.match(sequence_id):
            return self.send_error_json(404)
        if not self.authorized():
            return
        event = "message_delete" if action == "delete" else "message_clear"
        message = {"id": new_id(), "time": int(time.time()), "event": event, "topic": topic, "sequence_id": sequence_id}
        with self.state.lock:
            self.state.messages.append(message)
            self.state.lock.notify_all()
        return self.send_json(200, message)

    def publish(self, topic, fields):
        message = {"id": new_id(), "time": int(time.time()), "expires": int(time.time()) + 43200, "event": "message", "topic": topic}
        message.update({k: v for k, v in fields.items() if v not in (None, "", [])})
        if not self.state.sequences or message.get("sequence_id") == message["id"]:
            message.pop("sequence_id", None)
        message.setdefault("message", "triggered")
        with self.state.lock:
            self.state.messages.append(message)
            self.state.lock.notify_all()
        return message

    def scripted(self, queue=None):
        queue = self.state.answers if queue is None else queue
        with self.state.lock:
            if not queue:
                return False
            answer = queue.pop(0)
        if answer == "hang":
            time.sleep(3600)
            return True
        status, _, retry_after = answer.partition(":")
        self.send_error_json(int(status), {"Retry-After": retry_after} if retry_after else None)
        return True

    def do_POST(self):
        body = self.read_body()
        self.record(body)
        path = urlsplit(self.path).path
        queues = {
            "/v1/test/publish-answers": self.state.answers,
            "/v1/test/delete-answers": self.state.delete_answers,
            "/v1/test/poll-answers": self.state.poll_answers,
            "/v1/test/stream-answers": self.state.stream_answers,
        }
        if path == "/v1/test/cut-streams":
            with self.state.lock:
                self.state.cut_held |= self.state.held
            return self.send_json(200, {"ok": True})
        if path in queues:
            with self.state.lock:
                queues[path].extend(json.loads(body))
            return self.send_json(200, {"ok": True})
        if not self.authorized():
            return
        if path == "/":
            if self.scripted():
                return
            try:
                value = json.loads(body)
            except ValueError:
                return self.send_error_json(400)
            topic = value.get("topic") if isinstance(value, dict) else None
            actions = value.get("actions") or []
            priority = value.get("priority", 3)
            if not isinstance(topic, str) or not TOPIC.match(topic) or len(actions) > 3 or priority not in range(1, 6):
                return self.send_error_json(400)
            for action in actions:
                if action.get("action") not in ("view", "broadcast", "http") or not action.get("label"):
                    return self.send_error_json(400)
                action.setdefault("id", new_id())
                if action["action"] == "http":
                    action.setdefault("method", "POST")
            fields = {k: value.get(k) for k in ("title", "message", "tags", "actions", "click", "sequence_id")}
            sequence_id = fields["sequence_id"]
            if sequence_id is not None and (not isinstance(sequence_id, str) or not TOPIC.match(sequence_id)):
                return self.send_error_json(400)
            fields["priority"] = priority
            return self.send_json(200, self.publish(topic, fields))
        clear = re.fullmatch(r"/([^/]+)/([^/]+)/(clear|read)", path)
        if clear and self.state.sequences and self.command == "PUT":
            return self.sequence_event(clear.group(1), clear.group(2), "clear")
        topic, _, sequence_id = path.strip("/").partition("/")
        if not TOPIC.match(topic) or (sequence_id and not (self.state.sequences and TOPIC.match(sequence_id))):
            return self.send_error_json(404)
        fields = {"message": body.decode("utf-8", "replace")}
        if sequence_id:
            fields["sequence_id"] = sequence_id
        return self.send_json(200, self.publish(topic, fields))

    do_PUT = do_POST


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--token")
    parser.add_argument("--log")
    parser.add_argument("--keepalive", type=float, default=30)
    parser.add_argument("--no-sequences", action="store_true")
    args = parser.parse_args()
    Handler.state = State(args.token, args.log, args.keepalive, sequences=not args.no_sequences)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(f"READY {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
