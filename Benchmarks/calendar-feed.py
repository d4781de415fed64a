#!/usr/bin/env python3
"""Writes an iCalendar file of N events (2,400 by default) around a day, as a year of a busy
work calendar exports: single meetings over two years, one in ten weekly for ten weeks, each
with a place and attendees. Every event is between 13:00 and 18:00 UTC, so at 10:00 UTC the
person is free with nothing soon: a refresh then plans as it would without a calendar.
Usage: calendar-feed.py OUT.ics [N] [YYYY-MM-DD]"""
import datetime
import random
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 2400
day = datetime.date.fromisoformat(sys.argv[3] if len(sys.argv) > 3 else "2026-11-21")
rng = random.Random(2400)
titles = ["Team sync", "1:1 with Ana", "Planning", "Design review", "Customer call", "Lunch", "Dentist", "Budget review"]
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd benchmarks//EN"]
stamp = "20261101T080000Z"
for n in range(count):
    date = day + datetime.timedelta(days=rng.randint(-365, 365))
    start = datetime.datetime.combine(date, datetime.time(13 + rng.randint(0, 4), rng.choice([0, 30])))
    end = start + datetime.timedelta(minutes=rng.choice([30, 45, 60]))
    lines += [
        "BEGIN:VEVENT", f"UID:bench-{n}@mynd", f"DTSTAMP:{stamp}",
        f"DTSTART:{start:%Y%m%dT%H%M%S}Z", f"DTEND:{end:%Y%m%dT%H%M%S}Z",
        f"SUMMARY:{rng.choice(titles)} {n}", f"LOCATION:Room {rng.randint(1, 40)}",
        f"ATTENDEE;CN=Person {n % 50};PARTSTAT=ACCEPTED:mailto:person{n % 50}@example.org",
    ]
    if n % 10 == 0:
        lines.append("RRULE:FREQ=WEEKLY;COUNT=10")
    lines.append("END:VEVENT")
lines.append("END:VCALENDAR")
with open(out, "w", encoding="utf-8", newline="") as f:
    f.write("\r\n".join(lines) + "\r\n")
