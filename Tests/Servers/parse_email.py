#!/usr/bin/env python3
"""Reads one email from stdin the way a careful mail reader does, and prints what it found as JSON.

    python3 parse_email.py < message.eml

Parsing uses email.policy.strict, so any defect the parser notices raises (exit status 1, the
defect on stderr). Defects noticed later (in headers, in parts) are listed under "defects".
The output: the headers (decoded, in order), the address lists, Date as ISO 8601, the
message's content type, and each part of a multipart with its type, charset, transfer
encoding and decoded text (line ends as LF). "long_lines" counts raw lines over 78 and 998.
"""

import email
import email.policy
import json
import sys


def main():
    raw = sys.stdin.buffer.read()
    message = email.message_from_bytes(raw, policy=email.policy.strict)
    defects = [repr(d) for d in message.defects]
    headers = []
    for name, value in message.items():
        defects += [f"{name}: {d!r}" for d in getattr(value, "defects", [])]
        headers.append([name, str(value)])
    parts = []
    if message.is_multipart():
        for part in message.iter_parts():
            defects += [repr(d) for d in part.defects]
            parts.append({
                "content_type": part.get_content_type(),
                "charset": part.get_content_charset(),
                "transfer_encoding": part.get("Content-Transfer-Encoding"),
                "text": part.get_content().replace("\r\n", "\n"),
            })
    lines = raw.split(b"\r\n")
    result = {
        "defects": defects,
        "headers": headers,
        "from": [a.addr_spec for a in message["From"].addresses] if message["From"] else [],
        "to": [a.addr_spec for a in message["To"].addresses] if message["To"] else [],
        "date": message["Date"].datetime.isoformat() if message["Date"] else None,
        "content_type": message.get_content_type(),
        "parts": parts,
        "bare_line_feeds": raw.count(b"\n") - raw.count(b"\r\n"),
        "long_lines": [sum(len(line) > 78 for line in lines), sum(len(line) > 998 for line in lines)],
        "ascii": all(byte < 128 for byte in raw),
    }
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
