#!/usr/bin/python3
"""A mail client for the IMAP tests: writes a reply as real clients do, with Python's `email`
package, and APPENDs it (no flags: unread); or lists what the mailbox holds, with flags.

  imap_client.py append PORT CA USER PASSWORD --from ADDR --in-reply-to ID --text TEXT --style STYLE
  imap_client.py list PORT CA USER PASSWORD [--folder NAME]
  imap_client.py bulk PORT CA USER PASSWORD --maildir DIR --layout p60,r4000 --in-reply-to ID

append also takes, written into the header as they are: --from-line VALUE (each one a From
field, instead of the usual one: forgeries, lists, groups, two fields; -none- for none) and --header "Name: value";
--escapes reads backslash escapes in --text (a NUL: \\x00); --cases FILE appends one reply for each
case of a JSON list ({"text", "from_lines", "headers"}) over one connection. bulk writes N replies from a stranger
straight into the Maildir (dovecot reads them at the next SELECT), after M personal mails that
answer nothing of mynd's: a mailbox of thousands in a second.

Styles: plain (top-posted, quoted original, signature), html (HTML only, Gmail's quote),
base64 (text/plain in base64), latin1 (ISO-8859-1, quoted-printable, and an HTML part),
outlook (Windows-1252, "From:" header block), big (a 10 MB attachment).
"""
import argparse
import email.policy
import imaplib
import json
import os
import re
import ssl
import sys
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid
from datetime import datetime, timezone


def connect(args):
    context = ssl.create_default_context(cafile=args.ca)
    client = imaplib.IMAP4_SSL("127.0.0.1", int(args.port), ssl_context=context)
    client.login(args.user, args.password)
    return client


def reply(args):
    """One reply, or with --cases FILE (a JSON list of {"text", "from_lines", "headers"}) one
    for each case over one connection: hundreds of logins in a row make dovecot's login
    service reset some of them. Prints each Message-ID on a line."""
    client = connect(args)
    cases = json.load(open(args.cases)) if args.cases else [None]
    for case in cases:
        if case is not None:
            args.text, args.from_line, args.header = case["text"], case.get("from_lines") or None, case.get("headers") or None
            args.message_id = ""
        raw, message_id = build(args)
        status, data = client.append("INBOX", None, None, raw)
        if status != "OK":
            sys.exit(f"APPEND failed: {data}")
        print(message_id)
    client.logout()


def build(args):
    # Mail clients write a long Message-ID on one line; Python's default policy would wrap it
    # in RFC 2047 words (a known quirk of the email package), which no client does.
    message = EmailMessage(policy=email.policy.default.clone(max_line_length=998))
    message["From"] = f"Me Myself <{args.sender}>"
    message["To"] = "mynd@example.org"
    message["Subject"] = "Re: " + args.subject
    message["Date"] = format_datetime(datetime(2026, 11, 20, 11, 0, tzinfo=timezone.utc))
    message["Message-ID"] = args.message_id or make_msgid(domain="client.example.org")
    message["In-Reply-To"] = args.in_reply_to
    message["References"] = args.references or args.in_reply_to
    original = "> Still thinking about the garden?\n>\n> Reply done, later or snooze 2d\n"
    attribution = "On Fri, 20 Nov 2026 at 10:00, mynd <mynd@example.org> wrote:\n"
    text = args.text.encode().decode("unicode_escape") if args.escapes else args.text
    style = args.style
    if style == "plain":
        message.set_content(f"{text}\n\nThanks!\n-- \nMe\n\n{attribution}{original}")
    elif style == "html":
        message.set_content(
            f'<div dir="ltr">{text}</div><br><div class="gmail_quote"><div class="gmail_attr">{attribution}</div>'
            f"<blockquote>done<br>Still thinking about the garden?</blockquote></div>", subtype="html")
    elif style == "base64":
        message.set_content(f"{text}\n\n{attribution}{original}", cte="base64")
    elif style == "latin1":
        message.set_content(f"{text}\n\nMerci, à bientôt\n\n{attribution}{original}", charset="iso-8859-1", cte="quoted-printable")
        message.add_alternative(f"<p>{text}</p><p>Merci, à bientôt</p><blockquote>snooze 2d</blockquote>", subtype="html")
    elif style == "outlook":
        message.set_content(
            f"{text}\r\n\r\n“Thanks” – me\r\n\r\n________________________________\r\nFrom: mynd <mynd@example.org>\r\nSent: Friday\r\n\r\ndone\r\n",
            charset="windows-1252", cte="quoted-printable")
    elif style == "big":
        message.set_content(f"{text}\n")
        message.add_attachment(b"x" * (10 * 1024 * 1024), maintype="application", subtype="octet-stream", filename="big.bin")
    else:
        sys.exit(f"unknown style {style}")
    raw = message.as_bytes()
    if args.from_line or args.header:
        head, _, body = raw.partition(b"\n\n")
        lines = head.split(b"\n")
        if args.from_line:
            kept, skipping = [], False
            for line in lines:
                if line.lower().startswith(b"from:"):
                    skipping = True
                    continue
                if skipping and line[:1] in (b" ", b"\t"):
                    continue
                skipping = False
                kept.append(line)
            # "-none-": no From field at all.
            lines = [b"From: " + value.encode() for value in args.from_line if value != "-none-"] + kept
        lines += [header.encode() for header in args.header or []]
        raw = b"\n".join(lines) + b"\n\n" + body
    return raw, message["Message-ID"]


def listing(args):
    client = connect(args)
    client.select(f'"{args.folder}"')
    status, data = client.uid("FETCH", "1:*", "(FLAGS BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])")
    rows = []
    for item in data:
        if not isinstance(item, tuple):
            continue
        line = item[0].decode()
        uid = re.search(r"UID (\d+)", line)
        flags = re.search(r"FLAGS \(([^)]*)\)", line)
        message_id = re.search(rb"<([^>]*)>", item[1])
        if uid:
            rows.append({
                "uid": int(uid.group(1)), "flags": flags.group(1).split() if flags else [],
                "messageId": message_id.group(1).decode() if message_id else "",
            })
    client.logout()
    print(json.dumps(rows))


def bulk(args):
    # Log in first, so dovecot has made the Maildir; then write the files as a delivery would,
    # a run at a time (--layout p60,r10,p929,r4000: 60 personal mails, 10 replies, …), each
    # run seen (and numbered) by dovecot before the next is written, so UIDs follow the layout.
    client = connect(args)
    client.select("INBOX")
    new = os.path.join(args.maildir, "new")
    owner = os.stat(args.maildir)

    def write(index, personal):
        lines = [
            f"From: {'Ana <ana@example.org>' if personal else 'Eve <eve@example.net>'}",
            "To: me@example.org",
            f"Subject: {'Lunch?' if personal else 'Re: Plant the spring bulbs'}",
            f"Message-ID: <{'personal' if personal else 'reply'}-{index}@example.net>",
        ]
        if not personal:
            lines.append(f"In-Reply-To: {args.in_reply_to}")
        name = os.path.join(new, f"1790000000.M{index}P1.bulk")
        with open(name, "w") as f:
            f.write("\n".join(lines) + "\n\ndone\n")
        os.chown(name, owner.st_uid, owner.st_gid)

    index = 0
    for run in args.layout.split(","):
        for _ in range(int(run[1:])):
            index += 1
            write(index, run[0] == "p")
        client.noop()
        client.select("INBOX")
    client.logout()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["append", "list", "bulk"])
    for name in ["port", "ca", "user", "password"]:
        parser.add_argument(name)
    parser.add_argument("--from", dest="sender", default="me@example.org")
    parser.add_argument("--in-reply-to", default="")
    parser.add_argument("--references", default="")
    parser.add_argument("--message-id", default="")
    parser.add_argument("--subject", default="Plant the spring bulbs")
    parser.add_argument("--text", default="done")
    parser.add_argument("--style", default="plain")
    parser.add_argument("--folder", default="INBOX")
    parser.add_argument("--from-line", action="append")
    parser.add_argument("--header", action="append")
    parser.add_argument("--escapes", action="store_true")
    parser.add_argument("--cases", default="")
    parser.add_argument("--maildir", default="")
    parser.add_argument("--layout", default="")
    args = parser.parse_args()
    if args.command == "append":
        reply(args)
    elif args.command == "bulk":
        bulk(args)
    else:
        listing(args)


if __name__ == "__main__":
    main()
