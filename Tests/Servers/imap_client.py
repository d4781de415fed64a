#!/usr/bin/python3
"""A mail client for the IMAP tests: writes a reply as real clients do, with Python's `email`
package, and APPENDs it (no flags: unread); or lists what the mailbox holds, with flags.

  imap_client.py append PORT CA USER PASSWORD --from ADDR --in-reply-to ID --text TEXT --style STYLE
  imap_client.py list PORT CA USER PASSWORD [--folder NAME]

Styles: plain (top-posted, quoted original, signature), html (HTML only, Gmail's quote),
base64 (text/plain in base64), latin1 (ISO-8859-1, quoted-printable, and an HTML part),
outlook (Windows-1252, "From:" header block), big (a 10 MB attachment).
"""
import argparse
import email.policy
import imaplib
import json
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
    text = args.text
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
    client = connect(args)
    status, data = client.append("INBOX", None, None, message.as_bytes())
    if status != "OK":
        sys.exit(f"APPEND failed: {data}")
    client.logout()
    print(message["Message-ID"])


def listing(args):
    client = connect(args)
    client.select(f'"{args.folder}"')
    status, data = client.uid("FETCH", "1:*", "(FLAGS)")
    rows = []
    for item in data:
        if not item:
            continue
        line = item.decode() if isinstance(item, bytes) else item[0].decode()
        uid = re.search(r"UID (\d+)", line)
        flags = re.search(r"FLAGS \(([^)]*)\)", line)
        if uid:
            rows.append({"uid": int(uid.group(1)), "flags": flags.group(1).split() if flags else []})
    client.logout()
    print(json.dumps(rows))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["append", "list"])
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
    args = parser.parse_args()
    if args.command == "append":
        reply(args)
    else:
        listing(args)


if __name__ == "__main__":
    main()
