#!/usr/bin/env python3
"""The phone in mynd's tests: it reads a topic as the ntfy app does and presses a button by
sending exactly the request the button's `http` action describes (its method, url, headers and
body), as ntfy's Android and iOS apps do. Python 3.11 standard library only.

    python3 ntfy_phone.py press BASE TOPIC LABEL [--token T] [--nth N]
        presses LABEL on the Nth message of TOPIC that has buttons (default -1: the latest);
        prints the status the server answered.
    python3 ntfy_phone.py messages BASE TOPIC [--token T]
        prints the topic's messages (and events) as JSON lines.
    python3 ntfy_phone.py showing BASE TOPIC [--token T]
        prints, as JSON lines, the notifications the app shows now: a message replaces the one
        before it with the same sequence id (`sequence_id`, else its own `id`), and a
        `message_delete` or `message_clear` event takes its sequence off.
"""

import argparse
import json
import sys
import urllib.error
import urllib.request


def messages(base, topic, token):
    request = urllib.request.Request(f"{base}/{topic}/json?poll=1&since=all")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=10) as answer:
        return [json.loads(line) for line in answer.read().decode().splitlines() if line.strip()]


def showing(found):
    shown = {}
    for message in found:
        sequence = message.get("sequence_id") or message.get("id")
        if message.get("event") == "message":
            shown.pop(sequence, None)
            shown[sequence] = message
        elif message.get("event") in ("message_delete", "message_clear"):
            shown.pop(sequence, None)
    return list(shown.values())


def press(action):
    if action.get("action") != "http":
        raise SystemExit(f"the button {action.get('label')!r} is not an http action")
    body = action.get("body", "").encode()
    request = urllib.request.Request(action["url"], data=body, method=action.get("method", "POST"))
    for name, value in (action.get("headers") or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["press", "messages", "showing"])
    parser.add_argument("base")
    parser.add_argument("topic")
    parser.add_argument("label", nargs="?")
    parser.add_argument("--token")
    parser.add_argument("--nth", type=int, default=-1)
    args = parser.parse_args()
    found = messages(args.base, args.topic, args.token)
    if args.command in ("messages", "showing"):
        for message in found if args.command == "messages" else showing(found):
            print(json.dumps(message))
        return 0
    with_buttons = [m for m in found if m.get("event") == "message" and m.get("actions")]
    if not with_buttons:
        raise SystemExit("no message with buttons on the topic")
    actions = [a for a in with_buttons[args.nth]["actions"] if a.get("label") == args.label]
    if not actions:
        raise SystemExit(f"no button {args.label!r}")
    print(press(actions[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
