#!/usr/bin/env python3
"""A month in a person's life with mynd: the nudge loop as it is lived, measured.

mynd runs `run refresh` every 15 minutes and `run digest` each morning, all under MYND_NOW,
with the terminal channel (a screen channel: held while the person is away), for --days
simulated days. A scripted person with fixed habits answers in their own words, in their
language (`mynd reply GOAL "Hab ich erledigt"`, read as an email reply is): at the desk only at some hours
(returns fall a few minutes off the quarter hour, seeded), some goals done, some "Later", some
`snooze 2d`, one dismissed every time, one never answered; a nudge shown while the person is
away is never answered (they do not see it).

Each person lives the month in three modes:
- presence: the person's presence reaches mynd through `mynd presence here|away` at every
  arrival and departure (as swayidle or the agent would), and what the agent does on its own
  is done too: a refresh at the return, and at a snooze's end (`SnoozeWake`);
- answers: adaptive timing learned from answers only, presence unknown (mynd before presence);
- fixed: the fixed schedule (`adaptive = false`), presence unknown.

The report says, per person and mode, the share of nudges shown while the person was here,
the nudges mynd closed unseen and unanswered, the back-offs caused by nudges the person never
saw (an `unanswered` close of a nudge shown while they were away), the longest silence per
goal, and how each snooze came back; and every nudge in quiet hours or over the cap or inside
min_gap.

A run is repeatable: the same arguments on the same binary write the same report, byte for byte.
The person's arrivals and departures are seeded; mynd's choices depend on MYND_NOW and what it
has stored, and a tie between goals goes by their age and words, never by their random ids.

    Benchmarks/simulate.py --mynd .build/debug/mynd [--days 28] [--person desk] [--mode presence] [--out F] [--check]
    Benchmarks/simulate.py --mynd .build/debug/mynd --compare desk,early,always,meetings,phone [--out SIMULATION.md] [--check]
    Benchmarks/simulate.py --mynd .build/debug/mynd --language de [--out SIMULATION-de.md] [--check]

--language runs the person in another language mynd speaks (de, es, fr): `[general] language`
is set and the goals are written in it; the report adds how many nudges quoted the goal the
language's way („…“ in German, «…» in Spanish and French), which every fallback text does.

--check exits 1, one line per missed target, in presence mode: at least 90 % of nudges shown
while the person is here; 0 back-offs from unseen nudges; no open, unsnoozed goal silent more
than 8 days; every snooze back within 60 s of its end, or of the person's return if they were
away then (or of the end of quiet hours); no two nudges within min_gap except a returning
snooze; nothing in quiet hours; the day's cap held; every goal nobody answered nudged at least
twice (runs of 14 days or more); no goal back from "Later" more than 3 times a day; a goal dismissed at every nudge nudged at most 3 times in the last 14 days;
no goal heard the same words twice within 7 days; nothing shown during a meeting (the
`meetings` person, whose calendar is a vdir of weekly events, expanded here independently);
at most 2 nudges a day on the phone (the `phone` person, whose nudges reach a local ntfy
server while away; Done and Later are pressed there, the rest answered at the desk); in another language (--language), every
nudge quoted its goal as that language does. With
--compare, the always-present person gets as many nudges with presence as with the fixed
schedule (within 10 %): presence costs nothing to a person who is always there.
"""
import argparse
import datetime as dt
import json
import os
import random
import subprocess
import sys
import tempfile
import urllib.request
from zoneinfo import ZoneInfo

QUIET = (22, 7)  # the default quiet hours, 22:00-07:00
CAP, GAP_MIN = 5, 120
STEP = dt.timedelta(minutes=15)
MODES = ("presence", "answers", "fixed")

# Who the person is: when they are at the desk (local [start, end) as (hour, minute)), by weekday
# and weekend; `trip`: days of the run (from 0) they are away all day; `jitter`: up to how many
# minutes each arrival and departure falls after the time given (seeded per day).
PERSONS = {
    # Office hours with a lunch away, evenings away, and a 3-day trip in the second week.
    "desk": {
        "weekday": [((9, 0), (12, 0)), ((13, 0), (17, 30))],
        "weekend": [((10, 0), (12, 0))],
        "trip": range(9, 12),
        "jitter": 12,
    },
    "early": {
        "weekday": [((7, 0), (9, 0)), ((17, 0), (18, 0))],
        "weekend": [((9, 0), (11, 0))],
        "trip": range(0),
        "jitter": 9,
    },
    # Office hours with meetings in a calendar (a vdir, as vdirsyncer keeps one): a daily
    # standup, reviews on Tuesdays and Thursdays, a long Wednesday workshop; nothing is shown
    # during one (a meeting holds the screen as being away does).
    "meetings": {
        "weekday": [((9, 0), (12, 0)), ((13, 0), (17, 30))],
        "weekend": [((10, 0), (12, 0))],
        "trip": range(0),
        "jitter": 12,
        "meetings": [
            ("Standup", "MO,TU,WE,TH,FR", (9, 30), (10, 0)),
            ("Project review", "TU,TH", (14, 0), (15, 30)),
            ("Design workshop", "WE", (13, 0), (16, 0)),
        ],
    },
    # The office worker with the phone as a channel (ntfy, a local server that speaks its API):
    # a nudge due while away reaches the phone (at most 2 a day); Done and Later are pressed on
    # it, anything else is answered at the desk.
    "phone": {
        "weekday": [((9, 0), (12, 0)), ((13, 0), (17, 30))],
        "weekend": [((10, 0), (12, 0))],
        "trip": range(9, 12),
        "jitter": 12,
        "phone": True,
    },
    # At the desk at any hour: presence and timing have nothing to learn, and must cost nothing.
    "always": {
        "weekday": [((0, 0), (24, 0))],
        "weekend": [((0, 0), (24, 0))],
        "trip": range(0),
        "jitter": 0,
    },
}

# (goal, next action or None, habit). Habits: done (on the first nudge seen), later (snooze
# with the default), snooze2d, tomorrow, dismiss (every time), ignore (never answers),
# later-then-done (Later twice, then done).
GOALS = [
    ("Plant the garden", "Buy seeds", "later-then-done"),
    ("Call grandma", None, "snooze2d"),
    ("Learn enough Spanish to order dinner", "Book a first lesson", "dismiss"),
    ("Renew the passport", None, "done"),
    ("Write to Ana about the trip", None, "later"),
    ("Fix the bike's brakes", "Order brake pads", "ignore"),
    ("Read the book club novel", None, "tomorrow"),
    ("Tidy the garage", None, "later"),
]

# The same goals and habits for a person who reads mynd in another language.
GOALS_IN = {
    "de": [
        ("Den Garten bepflanzen", "Samen kaufen", "later-then-done"),
        ("Oma anrufen", None, "snooze2d"),
        ("Genug Spanisch lernen, um im Restaurant zu bestellen", "Eine erste Stunde buchen", "dismiss"),
        ("Den Reisepass verlängern", None, "done"),
        ("Ana wegen der Reise schreiben", None, "later"),
        ("Die Bremsen am Fahrrad reparieren", "Bremsbeläge bestellen", "ignore"),
        ("Den Roman für den Lesekreis lesen", None, "tomorrow"),
        ("Die Garage aufräumen", None, "later"),
    ],
    "es": [
        ("Plantar el huerto", "Comprar semillas", "later-then-done"),
        ("Llamar a la abuela", None, "snooze2d"),
        ("Aprender suficiente alemán para pedir la cena", "Reservar una primera clase", "dismiss"),
        ("Renovar el pasaporte", None, "done"),
        ("Escribir a Ana sobre el viaje", None, "later"),
        ("Arreglar los frenos de la bici", "Pedir pastillas de freno", "ignore"),
        ("Leer la novela del club de lectura", None, "tomorrow"),
        ("Ordenar el garaje", None, "later"),
    ],
    "fr": [
        ("Planter le potager", "Acheter des graines", "later-then-done"),
        ("Appeler mamie", None, "snooze2d"),
        ("Apprendre assez d'espagnol pour commander au restaurant", "Réserver un premier cours", "dismiss"),
        ("Renouveler le passeport", None, "done"),
        ("Écrire à Ana au sujet du voyage", None, "later"),
        ("Réparer les freins du vélo", "Commander des plaquettes", "ignore"),
        ("Lire le roman du club de lecture", None, "tomorrow"),
        ("Ranger le garage", None, "later"),
    ],
}
# Phrasings per situation in every language (FallbackText): a goal nudged this often in a week,
# in one situation, hears none of them twice.
PHRASINGS = 8

# How each language opens a quoted goal.
QUOTE = {"de": "„", "es": "«", "fr": "«"}

# What the person writes back, in their own words (`mynd reply`, read as an email reply is),
# by habit; taken in turn, so a run is repeatable.
SENTENCES = {
    "en": {"done": ["All done :)", "finished it", "Done, thanks!"], "later": ["later", "Later, thanks", "not now"],
           "snooze2d": ["in 2 days", "in two days please"], "tomorrow": ["tomorrow", "Tomorrow please", "I'll do it tomorrow"],
           "dismiss": ["skip this one", "dismiss"]},
    "de": {"done": ["Hab ich erledigt", "Ist erledigt", "Erledigt, danke!"], "later": ["später", "Später bitte", "jetzt nicht"],
           "snooze2d": ["in zwei Tagen", "in 2 Tagen bitte"], "tomorrow": ["morgen", "Mach ich morgen", "Morgen bitte"],
           "dismiss": ["diesmal überspringen", "ignorieren"]},
    "es": {"done": ["Ya está", "lo terminé", "Hecho, gracias"], "later": ["más tarde", "Luego", "ahora no"],
           "snooze2d": ["en dos días", "dentro de 2 días"], "tomorrow": ["mañana", "Mañana lo hago", "mañana por favor"],
           "dismiss": ["omitir", "saltar esta vez"]},
    "fr": {"done": ["C'est fait", "j'ai fini", "Fait, merci !"], "later": ["plus tard", "Plus tard, merci", "pas maintenant"],
           "snooze2d": ["dans deux jours", "dans 2 jours"], "tomorrow": ["demain", "Je le fais demain", "demain stp"],
           "dismiss": ["ignorer", "passer cette fois"]},
}


class Mynd:
    def __init__(self, binary, home, zone):
        self.binary, self.home, self.zone = binary, home, zone

    def run(self, now, *args):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "MYND_HOME": self.home,
               "MYND_NOW": now.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), "TZ": "UTC"}
        return subprocess.run([self.binary, *args], env=env, capture_output=True, text=True)

    def __call__(self, now, *args):
        done = self.run(now, *args)
        if done.returncode != 0:
            raise SystemExit(f"mynd {' '.join(args)} at {now.isoformat()} failed ({done.returncode}): {done.stderr.strip()}")
        return done.stdout

    def json(self, now, *args):
        return json.loads(self(now, *args, "--json"))

    def reply(self, now, *args):
        """`mynd reply … --json`, or the line it refused with."""
        done = self.run(now, "reply", *args, "--json")
        return (json.loads(done.stdout), None) if done.returncode == 0 else ({}, done.stderr.strip())


class Phone:
    """The person's phone: a fake ntfy server (Tests/Servers/fake_ntfy.py, written from ntfy's
    documentation) holding what mynd published; pressing a button sends exactly the request its
    action describes."""

    topic = "mynd-simulation0123456789abcdefgh"

    def __init__(self, home):
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Servers", "fake_ntfy.py")
        self.process = subprocess.Popen([sys.executable, script], stdout=subprocess.PIPE, text=True)
        ready = self.process.stdout.readline().split()
        if not ready or ready[0] != "READY":
            raise SystemExit(f"fake ntfy did not start: {ready}")
        self.server = f"http://127.0.0.1:{ready[1]}"

    def press(self, followup_id, answer):
        """Presses the button `answer` (done, snooze) of the message for `followup_id`; whether
        there was one."""
        with urllib.request.urlopen(f"{self.server}/{self.topic}/json?poll=1&since=all") as r:
            messages = [json.loads(line) for line in r.read().decode().splitlines() if line.strip()]
        for message in reversed(messages):
            for action in message.get("actions", []):
                if action.get("action") == "http" and f".{followup_id}.{answer}." in action.get("body", ""):
                    request = urllib.request.Request(action["url"], data=action["body"].encode(), method=action.get("method", "POST"))
                    urllib.request.urlopen(request).read()
                    return True
        return False

    def stop(self):
        self.process.terminate()
        self.process.wait()


class Desk:
    """When the person is at the desk: intervals per local day, arrivals and departures jittered
    by a seeded number of minutes, none on trip days."""

    def __init__(self, person, begin, days, zone, seed):
        self.zone, self.intervals = zone, []
        for n in range(-1, days + 1):
            day = begin.date() + dt.timedelta(days=n)
            if n in person["trip"]:
                continue
            rng = random.Random(f"{seed}-{day.isoformat()}")
            for (h1, m1), (h2, m2) in person["weekend" if day.weekday() >= 5 else "weekday"]:
                base = dt.datetime(day.year, day.month, day.day, tzinfo=zone)
                a = base + dt.timedelta(hours=h1, minutes=m1 + (rng.randint(0, person["jitter"]) if h1 else 0))
                b = base + dt.timedelta(hours=h2, minutes=m2 + (rng.randint(0, person["jitter"]) if h2 < 24 else 0))
                if self.intervals and a <= self.intervals[-1][1]:
                    self.intervals[-1] = (self.intervals[-1][0], b)  # midnight: one stretch
                else:
                    self.intervals.append((a, b))

    def here(self, moment):
        return any(a <= moment < b for a, b in self.intervals)

    def transitions(self, start, end):
        """(moment, here) for every arrival and departure in [start, end)."""
        out = []
        for a, b in self.intervals:
            if start <= a < end:
                out.append((a, True))
            if start <= b < end:
                out.append((b, False))
        return sorted(out)

    def next_return(self, moment):
        later = [a for a, _ in self.intervals if a >= moment]
        return min(later) if later else None


BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def write_calendar(home, meetings):
    """A vdir with one weekly-recurring event per meeting (Berlin time, a VTIMEZONE-less TZID as
    many calendars write it): what the person's calendar app keeps. Returns its folder."""
    folder = os.path.join(home, "calendar")
    os.makedirs(folder)
    for n, (title, days, (h1, m1), (h2, m2)) in enumerate(meetings):
        with open(os.path.join(folder, f"meeting-{n}.ics"), "w") as f:
            f.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//mynd simulation//EN\r\nBEGIN:VEVENT\r\n"
                    f"UID:meeting-{n}@simulation\r\nDTSTAMP:20260101T000000Z\r\n"
                    f"DTSTART;TZID=Europe/Berlin:20260302T{h1:02d}{m1:02d}00\r\n"
                    f"DTEND;TZID=Europe/Berlin:20260302T{h2:02d}{m2:02d}00\r\n"
                    f"RRULE:FREQ=WEEKLY;BYDAY={days}\r\nSUMMARY:{title}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    return folder


def meeting_at(person, moment, zone):
    """The meeting `moment` falls in, as (title, its end), expanded here from the same rules
    (not by mynd), or None."""
    local = moment.astimezone(zone)
    for title, days, (h1, m1), (h2, m2) in person.get("meetings", []):
        if BYDAY[local.weekday()] in days.split(",") and (h1, m1) <= (local.hour, local.minute) < (h2, m2):
            return title, local.replace(hour=h2, minute=m2, second=0, microsecond=0)
    return None


def in_meeting(person, moment, zone):
    """The title of the meeting `moment` falls in, or None."""
    meeting = meeting_at(person, moment, zone)
    return meeting[0] if meeting else None


def at_desk(sim, moment):
    return sim["desk"].here(moment)


def in_quiet(local):
    return local.hour >= QUIET[0] or local.hour < QUIET[1]


def quiet_end(moment, zone):
    """The end of the quiet hours `moment` is in; itself outside them."""
    local = moment.astimezone(zone)
    if not in_quiet(local):
        return moment
    day = local.date() if local.hour < QUIET[1] else local.date() + dt.timedelta(days=1)
    return dt.datetime(day.year, day.month, day.day, QUIET[1], tzinfo=zone)


def simulate(binary, days, person_name, start, mode="presence", seed=7, language="en"):
    zone = ZoneInfo("Europe/Berlin")
    person = PERSONS[person_name]
    home = tempfile.mkdtemp(prefix="mynd-simulation-")
    with open(os.path.join(home, "config.toml"), "w") as f:
        f.write(f'[general]\nlanguage = "{language}"\n'
                '[schedule]\ntimezone = "Europe/Berlin"\n'
                f'adaptive = {"false" if mode == "fixed" else "true"}\n'
                '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n')
        if person.get("meetings"):
            f.write(f'[calendar]\nsources = ["{write_calendar(home, person["meetings"])}"]\n')
    phone = Phone(home) if person.get("phone") else None
    if phone:
        with open(os.path.join(home, "config.toml")) as f:
            config = f.read().replace('followup = ["terminal"]', 'followup = ["terminal", "phone"]')
        with open(os.path.join(home, "config.toml"), "w") as f:
            f.write(config + f'[phone]\ntopic = "{phone.topic}"\nserver = "{phone.server}"\n')
    mynd = Mynd(binary, home, zone)
    begin = dt.datetime.combine(start, dt.time(0, 0), zone)
    end = begin + dt.timedelta(days=days)
    desk = Desk(person, begin, days, zone, seed)
    created = begin - dt.timedelta(days=10)
    goals = {}
    for content, action, habit in GOALS_IN.get(language, GOALS):
        node = mynd.json(created, "add", "goal", content)
        if action:
            mynd.json(created, "add", "action", action, "--parent", node["id"])
        goals[node["id"]] = {"content": content, "habit": habit, "short": node["shortId"], "seen": 0, "open": True}

    nudges, answers, snoozes, digests, refreshes, misread = [], [], [], [], [0], []
    pending = []  # nudges shown while the person was at the desk, to answer
    pressed = []  # (nudge, habit) answered on the phone, until a refresh has read it

    def refresh(now):
        refreshes[0] += 1
        run = mynd.json(now, "run", "refresh")
        # Which of them reached the phone: the channels each was sent on.
        sent = {}
        if phone and run["followups"] and not desk.here(now):
            sent = {f["goalId"]: f for f in mynd.json(now, "followups") if f["status"] == "delivered" and "phone" in f["channels"]}
        for f in run["followups"]:
            nudge = {"goal": f["goalId"], "at": now, "text": f["text"], "kind": f.get("kind", "stale"), "present": desk.here(now),
                     "phone": f["goalId"] in sent, "id": sent.get(f["goalId"], {}).get("id")}
            nudges.append(nudge)
            if nudge["phone"]:
                press(nudge, now)
            elif nudge["present"] or phone:
                # With a phone mynd plans while the person is away: the screen's row waits for
                # them, and they answer it when it is there.
                pending.append(nudge)
        if phone:
            settle(now)

    def press(nudge, now):
        """Done and Later are buttons on the phone: pressed at once; the rest waits for the desk."""
        goal = goals[nudge["goal"]]
        goal["seen"] += 1
        habit = goal["habit"]
        if habit == "later-then-done":
            habit = "done" if goal["seen"] > 2 else "later"
        today = now.astimezone(zone).date()
        if habit == "later" and goal.get("later") != today and phone.press(nudge["id"], "snooze"):
            goal["later"] = today
            pressed.append((nudge, "later"))
        elif habit == "done" and phone.press(nudge["id"], "done"):
            pressed.append((nudge, "done"))
        else:
            goal["seen"] -= 1
            pending.append(nudge)

    def settle(now):
        """What the refresh read from the phone's buttons, as the person meant it."""
        nonlocal pressed
        if not pressed:
            return
        statuses = {f["id"]: f["status"] for f in mynd.json(now, "followups")}
        nodes = {n["id"]: n for n in mynd.json(now, "list", "--all")}
        waiting = []
        for nudge, habit in pressed:
            status = statuses.get(nudge["id"])
            if status in ("planned", "delivered"):
                waiting.append((nudge, habit))
                continue
            node = nodes.get(nudge["goal"], {})
            if habit == "done" and node.get("completedAt"):
                goals[nudge["goal"]]["open"] = False
            elif habit == "later" and node.get("snoozedUntil"):
                until = parse_time(node["snoozedUntil"])
                snoozes.append({"goal": nudge["goal"], "at": now, "until": until})
                if mode == "presence":
                    wakes.append(until)
            else:
                misread.append(f"{habit} pressed on the phone for {goals[nudge['goal']]['content']!r} left it {status}")
                continue
            answers.append({"goal": nudge["goal"], "at": now, "habit": habit, "phone": True})
        pressed = waiting

    def answer(now):
        nonlocal pending
        if not pending or not desk.here(now):
            return
        answer_at = now + dt.timedelta(minutes=2)
        followups = mynd.json(answer_at, "followups")
        listed = {f["goalId"]: f for f in followups if f["status"] == "delivered"}
        # Planned and not on the screen yet (`min_gap` and the cap are judged when it is shown):
        # the person answers it once it is there.
        waiting = {f["goalId"] for f in followups if f["status"] != "delivered"}
        later = []
        for nudge in pending:
            goal = goals[nudge["goal"]]
            open_followup = listed.get(nudge["goal"])
            if not open_followup or not goal["open"]:
                if goal["open"] and nudge["goal"] in waiting:
                    later.append(nudge)
                continue
            goal["seen"] += 1
            habit = goal["habit"]
            if habit == "later-then-done":
                habit = "done" if goal["seen"] > 2 else "later"
            if habit in ("later", "snooze2d", "tomorrow"):
                # "Later" once a day: asked again the same day, the person says "tomorrow".
                today = answer_at.astimezone(zone).date()
                if habit == "later" and goal.get("later") == today:
                    habit = "tomorrow"
                goal["later"] = today
            if habit == "ignore":
                continue
            words = SENTENCES[language][habit]
            said = words[goal["seen"] % len(words)]
            shown, refused = mynd.reply(answer_at, goal["short"], said)
            # Each sentence must act as the person meant it.
            if refused:
                misread.append(f"{said!r} to {goal['content']!r}: {refused}")
                continue
            if habit == "done":
                if not shown.get("completedAt"):
                    misread.append(f"{said!r} to {goal['content']!r} did not complete it")
                    continue
                goal["open"] = False
            elif habit == "dismiss":
                if shown.get("status") != "dismissed":
                    misread.append(f"{said!r} to {goal['content']!r} did not dismiss the nudge")
                    continue
            else:
                until = shown.get("snoozedUntil")
                if not until or parse_time(until) <= answer_at:
                    misread.append(f"{said!r} to {goal['content']!r} did not snooze it")
                    continue
                snoozes.append({"goal": nudge["goal"], "at": answer_at, "until": parse_time(until)})
                if mode == "presence":
                    wakes.append(parse_time(until))
            answers.append({"goal": nudge["goal"], "at": answer_at, "habit": habit})
        pending = later

    wakes = []  # snooze ends the agent wakes for (presence mode)
    if mode == "presence":
        mynd(begin - dt.timedelta(minutes=1), "presence", "here" if desk.here(begin) else "away")
    now = begin
    while now < end:
        # What happens between the last tick and this one: arrivals and departures, told to mynd
        # as they happen, a refresh at each return and at each snooze's end (the agent's).
        if mode == "presence":
            events = [(t, "here" if here else "away") for t, here in desk.transitions(now - STEP, now)]
            events += [(t, "wake") for t in wakes if now - STEP < t < now]
            for t, what in sorted(events):
                if what == "wake":
                    refresh(t)
                else:
                    mynd(t, "presence", what)
                    if what == "here":
                        refresh(t)
                answer(t)
            wakes = [t for t in wakes if t >= now]
        local = now.astimezone(zone)
        # The digest's timer: at 08:00, and every quarter hour with --if-due, which makes the
        # morning's digest at the first run that may show it (after a morning away, the return).
        if local.hour == 8 and local.minute == 0:
            digest = mynd.json(now, "run", "digest")
            if digest["planned"]:
                digests.append(now)
        elif not in_quiet(local) and (mode != "presence" or desk.here(now)):
            digest = mynd.json(now, "run", "digest", "--if-due")
            if digest.get("planned"):
                digests.append(now)
        # The timer's runs that can show nothing are left out, to keep the month short: in
        # quiet hours nothing is shown (the 07:00 run closes what ended overnight), and with
        # presence nothing is shown while the person is away (the return's run closes and plans).
        if not in_quiet(local) and (mode != "presence" or desk.here(now) or phone):
            refresh(now)
            answer(now)
        now += STEP
    if phone:
        phone.stop()
    closed, unanswered = {}, []
    every = mynd.json(end, "followups", "--all")
    for f in every:
        closed[f["status"]] = closed.get(f["status"], 0) + 1
        if f["status"] == "unanswered":
            unanswered.append(f)
    nudges = shown_when(nudges, every, desk)
    return {"zone": zone, "begin": begin, "end": end, "goals": goals, "nudges": nudges, "answers": answers,
            "snoozes": snoozes, "digests": digests, "person": person_name, "days": days, "mode": mode, "desk": desk,
            "statuses": closed, "unanswered": unanswered, "refreshes": refreshes[0],
            "language": language, "misread": misread, "phone": bool(phone)}


def shown_when(nudges, followups, desk):
    """Each nudge at the moment it reached the person, not the run that planned it: `min_gap`
    and the cap are judged again when a nudge reaches the screen, and the screen's rows wait
    while the person is away (the phone's do not). One never delivered was never shown."""
    delivered = {(f["goalId"], parse_time(f["plannedAt"])): f for f in followups}
    shown = []
    for n in nudges:
        f = delivered.get((n["goal"], n["at"]))
        if not f or not f.get("deliveredAt"):
            continue
        at = parse_time(f["deliveredAt"])
        shown.append({**n, "planned": n["at"], "at": at, "present": desk.here(at),
                      "phone": "phone" in f["channels"] and not desk.here(at)})
    return shown


def parse_time(text):
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def measure(sim):
    zone, goals, nudges, desk = sim["zone"], sim["goals"], sim["nudges"], sim["desk"]
    failures = []
    # Every answer is a sentence (`mynd reply`): each must act as the person meant it.
    for line in sim["misread"][:3]:
        failures.append(f"an answer in the person's words did not act as meant: {line}")
    if len(sim["misread"]) > 3:
        failures.append(f"{len(sim['misread']) - 3} more answers did not act as meant")
    by_day = {}
    for n in nudges:
        by_day.setdefault(n["at"].astimezone(zone).date(), []).append(n)
    quiet = [n for n in nudges if in_quiet(n["at"].astimezone(zone))]
    if quiet:
        failures.append(f"{len(quiet)} nudges in quiet hours, the first at {quiet[0]['at'].astimezone(zone)}")
    # The cap and min_gap hold for every nudge but a returning snooze (the person named its
    # time); a returning snooze counts toward them for the nudges after it — except for a goal
    # silent for the longest rest (7 days; never nudged: since it went stale, 7 days before the
    # start), which only mynd's own nudges may hold back.
    over_cap, gaps = [], []
    ordered = sorted(nudges, key=lambda n: n["at"])
    for i, n in enumerate(ordered):
        if n["kind"] == "snooze_returning":
            continue
        before = [p["at"] for p in ordered[:i] if p["goal"] == n["goal"]]
        silent_since = max(before) if before else sim["begin"] - dt.timedelta(days=7)
        counted = ordered[:i]
        if n["at"] - silent_since >= dt.timedelta(days=7):
            counted = [p for p in counted if p["kind"] != "snooze_returning"]
        day = n["at"].astimezone(zone).date()
        earlier_today = [p for p in counted if p["at"].astimezone(zone).date() == day]
        if len(earlier_today) >= CAP:
            over_cap.append(day)
        if counted and n["at"] - counted[-1]["at"] < dt.timedelta(minutes=GAP_MIN):
            gaps.append((counted[-1]["at"], n["at"]))
    if over_cap:
        failures.append(f"daily cap of {CAP} exceeded on {len(set(over_cap))} days, the first {over_cap[0]}")
    if gaps:
        failures.append(f"min_gap of {GAP_MIN} minutes broken {len(gaps)} times, the first {gaps[0][0].astimezone(zone)} then {gaps[0][1].astimezone(zone)}")
    # A meeting holds the screen: nothing is shown during one.
    during = [n for n in nudges if in_meeting(PERSONS[sim["person"]], n["at"], zone)]
    if during:
        first = during[0]
        failures.append(f"{len(during)} nudges shown during a meeting, the first at {first['at'].astimezone(zone):%m-%d %H:%M} "
                        f"({in_meeting(PERSONS[sim['person']], first['at'], zone)})")
    # "Later" three times in a day brings the goal back the next day at the person's hour.
    back = {}
    for n in nudges:
        if n["kind"] == "snooze_returning":
            key = (n["goal"], n["at"].astimezone(zone).date())
            back[key] = back.get(key, 0) + 1
    for (goal_id, day), count in sorted(back.items(), key=lambda kv: kv[0][1]):
        if count > 3:
            failures.append(f"{goals[goal_id]['content']!r} came back from Later {count} times on {day} (at most 3)")

    # A snooze is due at its end, after quiet hours and after a meeting; with presence, at the
    # return if the person is away then. On time: back within 60 s of that (with presence; the
    # others run on the quarter-hour timer and are reported only).
    returns = []
    for s in sim["snoozes"]:
        due = quiet_end(s["until"], zone)
        while True:
            meeting = meeting_at(PERSONS[sim["person"]], due, zone)
            if sim["mode"] == "presence" and not desk.here(due):
                back_at = desk.next_return(due)
                if back_at is None:
                    break
                due = quiet_end(back_at, zone)
            elif meeting:
                due = meeting[1]
            else:
                break
        later = [n["at"] for n in nudges if n["goal"] == s["goal"] and n["at"] > s["at"]]
        back = min(later) if later else None
        seconds = (back - due).total_seconds() if back else None
        returns.append({**s, "due": due, "back": back, "seconds": seconds})
        if sim["mode"] == "presence" and due < sim["end"] - dt.timedelta(minutes=30) and (seconds is None or seconds > 60):
            what = "never" if seconds is None else f"{seconds / 60:.0f} min after"
            failures.append(f"snooze of {goals[s['goal']]['content']!r} until {s['until'].astimezone(zone)} came back {what} it was due")

    silences = {}
    answered_done = {a["goal"]: a["at"] for a in sim["answers"] if a["habit"] == "done"}
    for goal_id, goal in goals.items():
        times = [sim["begin"]] + sorted(n["at"] for n in nudges if n["goal"] == goal_id)
        stop = answered_done.get(goal_id, sim["end"])
        times.append(stop)
        longest = dt.timedelta(0)
        for a, b in zip(times, times[1:]):
            # A snooze running in the gap is the person's own choice of silence.
            if not any(s["goal"] == goal_id and a <= s["at"] <= b and s["until"] >= b for s in sim["snoozes"]):
                longest = max(longest, b - a)
        silences[goal_id] = longest
        if goal_id not in answered_done and longest > dt.timedelta(days=8):
            failures.append(f"{goal['content']!r} went {longest.total_seconds() / 86400:.1f} days without a nudge")

    # Silence is not an answer: a goal nobody answered keeps being nudged (the back-off slows it,
    # never stops it). Checked on runs of two weeks or more: at least two nudges each (its
    # window counts presence, so an ignored nudge to an office worker waits a working day and
    # a half; a week with a weekend may hold only one).
    if sim["days"] >= 14:
        for goal_id, goal in goals.items():
            answered = any(a["goal"] == goal_id for a in sim["answers"])
            sent = sum(1 for n in nudges if n["goal"] == goal_id)
            if not answered and sent < 2:
                failures.append(f"{goal['content']!r}, never answered, got {sent} nudge(s) in {sim['days']} days: silence stopped it")

    window = dt.timedelta(days=14) if sim["days"] >= 28 else dt.timedelta(days=sim["days"])
    for goal_id, goal in goals.items():
        if goal["habit"] != "dismiss":
            continue
        late = [n for n in nudges if n["goal"] == goal_id and n["at"] >= sim["end"] - window]
        if len(late) > 3:
            failures.append(f"{goal['content']!r}, dismissed every time, got {len(late)} nudges in the last {window.days} days (at most 3)")

    # Absence is not silence: an `unanswered` close counts toward the back-off, and one of a
    # nudge shown while the person was away is a back-off caused by an unseen nudge.
    # A nudge on the phone reached the person away from the desk: it is not one shown to an
    # empty chair. At most `[phone] max_per_day` (2) a day.
    screen = [n for n in nudges if not n.get("phone")]
    phoned = [n for n in nudges if n.get("phone")]
    shown_away = {(n["goal"], n["planned"]) for n in screen if not n["present"]}
    unseen_backoffs = sum(1 for f in sim["unanswered"] if (f["goalId"], parse_time(f["plannedAt"])) in shown_away)
    present = sum(1 for n in screen if n["present"])
    share = present / len(screen) if screen else 1.0
    phone_days = {}
    for n in phoned:
        phone_days[n["at"].astimezone(zone).date()] = phone_days.get(n["at"].astimezone(zone).date(), 0) + 1
    if any(count > 2 for count in phone_days.values()):
        failures.append(f"more than 2 nudges on the phone in a day: {phone_days}")
    if sim["mode"] == "presence":
        if share < 0.9:
            failures.append(f"{share:.0%} of nudges shown while the person was here (at least 90 %)")
        if unseen_backoffs:
            failures.append(f"{unseen_backoffs} back-offs caused by nudges the person never saw (must be 0)")

    texts = {}
    repeated = repeated_week = 0
    for n in nudges:
        seen = texts.setdefault(n["goal"], {})
        if n["text"] in seen:
            repeated += 1
            if n["at"] - seen[n["text"]] < dt.timedelta(days=7):
                repeated_week += 1
                week = sum(1 for o in nudges if o["goal"] == n["goal"] and n["at"] - dt.timedelta(days=7) < o["at"] <= n["at"]
                           and o["kind"] == n["kind"])
                # The promise holds for up to as many nudges of a kind in a week as there are
                # phrasings (8): a snooze that comes back every hour must repeat one.
                if week > PHRASINGS:
                    continue
                failures.append(f"{goals[n['goal']]['content']!r} heard {n['text']!r} again on {n['at'].astimezone(zone):%m-%d %H:%M}, "
                                f"{(n['at'] - seen[n['text']]).total_seconds() / 86400:.1f} days later ({week} {n['kind']} nudges that week)")
        seen[n["text"]] = n["at"]
    # Another language: every text mynd wrote quotes its goal that language's way (no English frame).
    quote = QUOTE.get(sim.get("language", "en"))
    quoted = sum(1 for n in nudges if quote and quote in n["text"])
    if quote and quoted < len(nudges):
        failures.append(f"{len(nudges) - quoted} of {len(nudges)} nudges do not quote their goal with {quote}…")
    late = [n for n in nudges if n["at"] >= sim["begin"] + dt.timedelta(days=14)]
    meeting_hours = sum(1 for n in nudges if in_meeting(PERSONS[sim["person"]], n["at"], zone))
    on_time = [r for r in returns if r["seconds"] is not None]
    return {"failures": failures, "by_day": by_day, "returns": returns, "silences": silences, "repeated": repeated,
            "repeated_week": repeated_week, "present": present, "share": share, "unseen_backoffs": unseen_backoffs,
            "closed_unseen": sim["statuses"].get("unseen", 0), "closed_unanswered": sim["statuses"].get("unanswered", 0),
            "late": len(late), "late_present": sum(1 for n in late if n["present"]),
            "longest_silence": max(silences.values(), default=dt.timedelta(0)),
            "snooze_worst": max((r["seconds"] for r in on_time), default=0), "quoted": quoted,
            "during_meetings": meeting_hours, "phoned": len(phoned),
            "phone_answers": sum(1 for a in sim["answers"] if a.get("phone"))}


def desk_hours(person):
    hours = PERSONS[person]
    def fmt(h, m):
        return f"{h:02d}:{m:02d}"
    desk = "; ".join(", ".join(f"{fmt(*a)}-{fmt(*b)}" for a, b in hours[k]) for k in ("weekday", "weekend"))
    trip = hours["trip"]
    meetings = "".join(f"; {title} {days.lower()} {fmt(*a)}-{fmt(*b)}" for title, days, a, b in hours.get("meetings", []))
    return desk + (f"; away days {trip.start + 1}-{trip.stop} (a trip)" if len(trip) else "") + meetings


def report(sim, m):
    zone, goals = sim["zone"], sim["goals"]
    language = sim.get("language", "en")
    lines = [f"# A month in the life: {sim['days']} days, person `{sim['person']}` ({sim['mode']})"
             + ("" if language == "en" else f", in `{language}`"), ""]
    lines.append(f"Written by `make {'simulate' if language == 'en' else 'simulate-language SIM_LANGUAGE=' + language}` "
                 "(`Benchmarks/simulate.py`, which says what it checks); a 7-day run with the same checks, for two persons "
                 "and for the first in German, is part of `make test` (MonthSimulationTests).")
    lines.append("")
    lines.append(f"{sim['begin'].date()} to {sim['end'].date()} in Europe/Berlin (the spring DST change falls in a 28-day run); "
                 f"refresh every 15 minutes, the digest at 08:00 and every quarter hour with --if-due (as installed); terminal channel; default config (quiet hours 22:00-07:00, "
                 f"cap {CAP}, min_gap 2h, cooldown 24h doubling, answer_window 12h of presence, ask_after 3). "
                 f"At the desk: {desk_hours(sim['person'])}, arrivals and departures up to "
                 f"{PERSONS[sim['person']]['jitter']} minutes later (seeded).")
    lines.append("")
    total = len(sim["nudges"])
    lines.append(f"- nudges: {total}; shown on the screen while the person was here: {m['present']} ({100 * m['share']:.0f} % of "
                 f"those on the screen)")
    if sim.get("phone"):
        lines.append(f"- reached on the phone while away: {m['phoned']}, {m['phone_answers']} answered with its buttons "
                     "(the rest at the desk)")
    lines.append(f"- closed unanswered: {m['closed_unanswered']}; closed unseen: {m['closed_unseen']}; "
                 f"back-offs caused by unseen nudges: {m['unseen_backoffs']}")
    said = len(sim["answers"]) + len(sim["misread"])
    lines.append(f"- answers in the person's own words (`mynd reply`, read as an email reply is): {said}, "
                 f"{len(sim['answers'])} acted as meant, {len(sim['misread'])} not")
    lines.append(f"- answers: {len(sim['answers'])}; snoozes: {len(sim['snoozes'])}; digests: {len(sim['digests'])}; "
                 f"longest silence of a goal: {m['longest_silence'].total_seconds() / 86400:.1f} days")
    lines.append(f"- repeated texts (a goal hearing the same words again): {m['repeated_week']} within 7 days, "
                 f"{m['repeated']} in the whole run")
    if language != "en":
        lines.append(f"- language: `[general] language = \"{language}\"`; nudges quoting their goal with {QUOTE[language]}…: "
                     f"{m['quoted']} of {total}")
    lines.append(f"- promises broken: {len(m['failures'])}" + ("" if not m["failures"] else ""))
    for f in m["failures"]:
        lines.append(f"  - {f}")
    lines += ["", "## Per goal", "", "| goal | habit | nudges | answered | longest silence (days) |", "|---|---|---:|---:|---:|"]
    for goal_id, goal in goals.items():
        sent = sum(1 for n in sim["nudges"] if n["goal"] == goal_id)
        answered = sum(1 for a in sim["answers"] if a["goal"] == goal_id)
        lines.append(f"| {goal['content']} | {goal['habit']} | {sent} | {answered} | {m['silences'][goal_id].total_seconds() / 86400:.1f} |")
    lines += ["", "## Per day", "", "| date | nudges | shown while here | returning snoozes | asking | in quiet hours |",
              "|---|---:|---:|---:|---:|---:|"]
    day = sim["begin"].astimezone(zone).date()
    while day < sim["end"].astimezone(zone).date():
        sent = m["by_day"].get(day, [])
        lines.append(f"| {day} | {len(sent)} | {sum(n['present'] for n in sent)} | {sum(n['kind'] == 'snooze_returning' for n in sent)} | "
                     f"{sum(n['kind'] == 'asking' for n in sent)} | {sum(in_quiet(n['at'].astimezone(zone)) for n in sent)} |")
        day += dt.timedelta(days=1)
    lines += ["", "## Snoozes", "", "| goal | snoozed at | until | due (quiet hours, return) | back | seconds after due |",
              "|---|---|---|---|---|---:|"]
    for r in m["returns"]:
        fmt = lambda t: t.astimezone(zone).strftime("%m-%d %H:%M") if t else "—"
        seconds = "—" if r["seconds"] is None else f"{r['seconds']:.0f}"
        lines.append(f"| {goals[r['goal']]['content']} | {fmt(r['at'])} | {fmt(r['until'])} | {fmt(r['due'])} | {fmt(r['back'])} | {seconds} |")
    return "\n".join(lines) + "\n"


def comparison(rows, days):
    lines = ["## Presence-aware against answers only and the fixed schedule", "",
             f"Each person lived the same {days} days three times: with presence (`mynd presence here|away` at every "
             "arrival and departure, a refresh at each return and snooze end), with timing learned from answers only "
             "(presence unknown: mynd before presence), and with the fixed schedule (`adaptive = false`). A back-off "
             "caused by an unseen nudge is an `unanswered` close of a nudge shown while the person was away. "
             "Snoozes: the latest return after it was due (presence: its end, after quiet hours, or the return). "
             "The same arguments on the same binary write this report again byte for byte: the person's times are "
             "seeded, and mynd breaks a tie between goals by their age and words, never by their (random) ids.", "",
             "| person | at the desk | mode | nudges | shown while here | weeks 3-4 (here) | closed unanswered | closed unseen "
             "| back-offs from unseen | longest silence (days) | latest snooze (s) | answers | in a meeting | by phone | promises broken |",
             "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for person, mode, sim, m in rows:
        lines.append(
            f"| {person} | {desk_hours(person)} | {mode} | {len(sim['nudges'])} | {m['present']} ({100 * m['share']:.0f} %) | "
            f"{m['late']} ({m['late_present']}) | {m['closed_unanswered']} | {m['closed_unseen']} | {m['unseen_backoffs']} | "
            f"{m['longest_silence'].total_seconds() / 86400:.1f} | {m['snooze_worst']:.0f} | {len(sim['answers'])} | "
            f"{m['during_meetings'] if PERSONS[person].get('meetings') else '—'} | "
            f"{m['phoned'] if PERSONS[person].get('phone') else '—'} | {len(m['failures']) if mode == 'presence' else '—'} |")
    lines.append("")
    return lines


def compare(binary, persons, days, start):
    """Runs every person in every mode, two at a time (each run is a chain of mynd calls)."""
    from concurrent.futures import ProcessPoolExecutor
    jobs = [(p, mode) for p in persons for mode in MODES]
    with ProcessPoolExecutor(max_workers=2) as pool:
        sims = list(pool.map(_simulate_one, [(binary, days, p, start, mode) for p, mode in jobs]))
    return {job: sim for job, sim in zip(jobs, sims)}


def _simulate_one(args):
    return simulate(*args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mynd", required=True)
    parser.add_argument("--days", type=int, default=28)
    parser.add_argument("--person", default="desk", choices=sorted(PERSONS))
    parser.add_argument("--start", default="2026-03-09", help="the first simulated day (local)")
    parser.add_argument("--mode", default="presence", choices=MODES, help="without --compare")
    parser.add_argument("--out")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--compare", help="persons to run in every mode, comma-separated (e.g. desk,early,always)")
    parser.add_argument("--language", default="en", choices=["en", "de", "es", "fr"], help="without --compare")
    args = parser.parse_args()
    start = dt.date.fromisoformat(args.start)
    failures = []
    if args.compare:
        persons = args.compare.split(",")
        sims = compare(os.path.abspath(args.mynd), persons, args.days, start)
        rows = [(p, mode, sims[(p, mode)], measure(sims[(p, mode)])) for p in persons for mode in MODES]
        for person, mode, sim, m in rows:
            if mode == "presence":
                failures += [f"{person}: {f}" for f in m["failures"]]
        if "always" in persons:
            aware, fixed = len(sims[("always", "presence")]["nudges"]), len(sims[("always", "fixed")]["nudges"])
            if abs(aware - fixed) > 0.1 * fixed:
                failures.append(f"always: {aware} nudges with presence, the fixed schedule {fixed} (must be within 10 %)")
        first = rows[0]
        lines = report(first[2], first[3]).split("\n")
        at = lines.index("## Per goal")
        lines[at:at] = comparison(rows, args.days)
        lines[at:at] = ["Targets (presence mode, every person): " + ("all met" if not failures else "; ".join(failures)), ""]
        text = "\n".join(lines)
    else:
        sim = simulate(os.path.abspath(args.mynd), args.days, args.person, start, args.mode, language=args.language)
        m = measure(sim)
        failures = m["failures"] if args.mode == "presence" else []
        text = report(sim, m)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    if args.check and failures:
        for f in failures:
            print(f"simulation: {f}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
