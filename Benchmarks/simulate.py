#!/usr/bin/env python3
"""A month in a person's life with mynd: the nudge loop as it is lived, measured.

mynd runs `run refresh` every 15 minutes and `run digest` each morning, all under MYND_NOW,
with the terminal channel, for --days simulated days. A scripted person with fixed habits
answers: at the desk only at some hours, some goals done, some "Later", some `snooze 2d`, one
dismissed every time, one never answered; a nudge delivered while the person is away is never
answered (silence). The report says, per day and per goal, what was sent and answered, how each
snooze came back, the longest silence of each open goal, repeated texts, and every nudge in
quiet hours or over the cap or inside min_gap.

    Benchmarks/simulate.py --mynd .build/debug/mynd [--days 28] [--person desk] [--out SIMULATION.md] [--check]
    Benchmarks/simulate.py --mynd .build/debug/mynd --compare desk,early,always [--out SIMULATION.md] [--check]
    Benchmarks/simulate.py --mynd .build/debug/mynd --language de [--out SIMULATION-de.md] [--check]

--language runs the person in another language mynd speaks (de, es, fr): `[general] language`
is set and the goals are written in it; the report adds how many nudges quoted the goal the
language's way („…“ in German, «…» in Spanish and French), which every fallback text does.

--compare runs each person twice, with adaptive timing (the default) and with the fixed
schedule (`adaptive = false`), and puts the two side by side: nudges in weeks 3-4 and the share
sent while the person was at the desk. With --check it also holds timing's promises: for a
person at the desk only at some hours, in weeks 3-4 at least 60 % of nudges sent while they are
there, at least twice the fixed schedule's share, and at least 80 % of its nudges; for a person
who answers at any hour ("always"), the same number of nudges as the fixed schedule, within 10 %.

--check exits 1, one line per failed promise, when one of SPEC's promises does not hold:
0 nudges in quiet hours; the daily cap and min_gap held every day (a returning snooze
excepted); every snooze back within 30 minutes of its end (or of the end of quiet hours); no
open, unsnoozed goal silent for more than 8 days; every goal nobody answered nudged at least
twice (silence is not an answer); a goal dismissed at every nudge nudged at most 3 times in the
last 14 days (at most 3 in all in a run shorter than 14 days); no goal heard the same words
twice within 7 days; in another language, every nudge quoted its goal as that language does.
"""
import argparse
import datetime as dt
import json
import os
import subprocess
import sys
import tempfile
from zoneinfo import ZoneInfo

QUIET = (22, 7)  # the default quiet hours, 22:00-07:00
CAP, GAP_MIN = 5, 120
STEP = dt.timedelta(minutes=15)

# Who the person is: when they are at the desk (local hours, [start, end)), by weekday and
# weekend; and what they do with each goal's nudges when they see one.
PERSONS = {
    "desk": {
        "weekday": [(12, 13), (19, 22)],
        "weekend": [(10, 12), (19, 22)],
    },
    "early": {
        "weekday": [(7, 9), (17, 18)],
        "weekend": [(9, 11)],
    },
    # Answers at any waking hour: timing has nothing to learn, and must cost nothing.
    "always": {
        "weekday": [(0, 24)],
        "weekend": [(0, 24)],
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
# How each language opens a quoted goal.
QUOTE = {"de": "„", "es": "«", "fr": "«"}


class Mynd:
    def __init__(self, binary, home, zone):
        self.binary, self.home, self.zone = binary, home, zone

    def __call__(self, now, *args):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "MYND_HOME": self.home,
               "MYND_NOW": now.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), "TZ": "UTC"}
        done = subprocess.run([self.binary, *args], env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"mynd {' '.join(args)} at {now.isoformat()} failed ({done.returncode}): {done.stderr.strip()}")
        return done.stdout

    def json(self, now, *args):
        return json.loads(self(now, *args, "--json"))


def at_desk(person, local):
    hours = person["weekend" if local.weekday() >= 5 else "weekday"]
    return any(start <= local.hour < end for start, end in hours)


def in_quiet(local):
    return local.hour >= QUIET[0] or local.hour < QUIET[1]


def quiet_end(moment, zone):
    """The end of the quiet hours `moment` is in (itself outside them). A moment whose next
    refresh (on the quarter hour) falls in quiet hours counts as in them: none runs between."""
    local = moment.astimezone(zone)
    tick = moment + dt.timedelta(seconds=(900 - (moment.minute % 15 * 60 + moment.second)) % 900)
    if not in_quiet(local) and not in_quiet(tick.astimezone(zone)):
        return moment
    local = tick.astimezone(zone)
    day = local.date() if local.hour < QUIET[1] else local.date() + dt.timedelta(days=1)
    return dt.datetime(day.year, day.month, day.day, QUIET[1], tzinfo=zone)


def simulate(binary, days, person_name, start, adaptive=True, language="en"):
    zone = ZoneInfo("Europe/Berlin")
    person = PERSONS[person_name]
    home = tempfile.mkdtemp(prefix="mynd-simulation-")
    with open(os.path.join(home, "config.toml"), "w", encoding="utf-8") as f:
        f.write(f'[general]\nlanguage = "{language}"\n'
                '[schedule]\ntimezone = "Europe/Berlin"\n'
                f'adaptive = {"true" if adaptive else "false"}\n'
                '[channels]\nfollowup = ["terminal"]\ndigest = ["terminal"]\n')
    mynd = Mynd(binary, home, zone)
    begin = dt.datetime.combine(start, dt.time(0, 0), zone)
    created = begin - dt.timedelta(days=10)
    goals = {}
    for content, action, habit in GOALS_IN.get(language, GOALS):
        node = mynd.json(created, "add", "goal", content)
        if action:
            mynd.json(created, "add", "action", action, "--parent", node["id"])
        goals[node["id"]] = {"content": content, "habit": habit, "short": node["shortId"], "seen": 0, "open": True}

    nudges, answers, snoozes, digests = [], [], [], []
    pending = []  # nudges delivered while the person is at the desk, to answer
    now = begin
    end = begin + dt.timedelta(days=days)
    while now < end:
        local = now.astimezone(zone)
        if local.hour == 8 and local.minute == 0:
            digest = mynd.json(now, "run", "digest")
            if digest["planned"]:
                digests.append(now)
        run = mynd.json(now, "run", "refresh")
        for f in run["followups"]:
            nudge = {"goal": f["goalId"], "at": now, "text": f["text"], "kind": f.get("kind", "stale"),
                     "present": at_desk(person, local)}
            nudges.append(nudge)
            if nudge["present"]:
                pending.append(nudge)
        if pending and at_desk(person, local):
            answer_at = now + dt.timedelta(minutes=5)
            listed = {f["goalId"]: f for f in mynd.json(answer_at, "followups") if f["status"] == "delivered"}
            for nudge in pending:
                goal = goals[nudge["goal"]]
                open_followup = listed.get(nudge["goal"])
                if not open_followup or not goal["open"]:
                    continue
                goal["seen"] += 1
                habit = goal["habit"]
                if habit == "later-then-done":
                    habit = "done" if goal["seen"] > 2 else "later"
                if habit == "done":
                    mynd(answer_at, "done", goal["short"])
                    goal["open"] = False
                elif habit in ("later", "snooze2d", "tomorrow"):
                    words = {"later": [], "snooze2d": ["2d"], "tomorrow": ["tomorrow"]}[habit]
                    shown = mynd.json(answer_at, "snooze", goal["short"], *words)
                    snoozes.append({"goal": nudge["goal"], "at": answer_at,
                                    "until": dt.datetime.fromisoformat(shown["snoozedUntil"].replace("Z", "+00:00"))})
                elif habit == "dismiss":
                    mynd(answer_at, "dismiss", open_followup["shortId"])
                else:
                    continue
                answers.append({"goal": nudge["goal"], "at": answer_at, "habit": habit})
            pending = []
        now += STEP
    return {"zone": zone, "begin": begin, "end": end, "goals": goals, "nudges": nudges, "answers": answers,
            "snoozes": snoozes, "digests": digests, "person": person_name, "days": days, "adaptive": adaptive,
            "language": language}


def measure(sim):
    zone, goals, nudges = sim["zone"], sim["goals"], sim["nudges"]
    failures = []
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

    returns = []
    for s in sim["snoozes"]:
        due = quiet_end(s["until"], zone)
        later = [n["at"] for n in nudges if n["goal"] == s["goal"] and n["at"] >= s["until"] - STEP]
        back = min(later) if later else None
        minutes = (back - due).total_seconds() / 60 if back else None
        returns.append({**s, "due": due, "back": back, "minutes": minutes})
        if due < sim["end"] - dt.timedelta(minutes=30) and (minutes is None or minutes > 30):
            what = "never" if minutes is None else f"{minutes:.0f} min after"
            failures.append(f"snooze of {goals[s['goal']]['content']!r} until {s['until'].astimezone(zone)} came back {what}")

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
    # never stops it). Checked on every run of a week or more: at least two nudges each.
    if sim["days"] >= 7:
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

    # Over the month, and within a week: mynd promises a goal does not hear the same words
    # again within 7 days (a goal nudged every day of a month hears each phrasing more than once).
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
                failures.append(f"{goals[n['goal']]['content']!r} heard {n['text']!r} again on {n['at'].astimezone(zone):%m-%d %H:%M}, "
                                f"{(n['at'] - seen[n['text']]).total_seconds() / 86400:.1f} days later ({week} {n['kind']} nudges that week)")
        seen[n["text"]] = n["at"]
    # Another language: every text mynd wrote quotes its goal that language's way (no English frame).
    quote = QUOTE.get(sim.get("language", "en"))
    quoted = sum(1 for n in nudges if quote and quote in n["text"])
    if quote and quoted < len(nudges):
        failures.append(f"{len(nudges) - quoted} of {len(nudges)} nudges do not quote their goal with {quote}…")
    present = sum(1 for n in nudges if n["present"])
    return {"failures": failures, "by_day": by_day, "returns": returns, "silences": silences, "repeated": repeated,
            "repeated_week": repeated_week, "present": present, "quoted": quoted}


def report(sim, m):
    zone, goals = sim["zone"], sim["goals"]
    language = sim.get("language", "en")
    lines = [f"# A month in the life: {sim['days']} days, person `{sim['person']}`"
             + ("" if sim.get("adaptive", True) else " (fixed schedule)")
             + ("" if language == "en" else f", in `{language}`"), ""]
    lines.append(f"Written by `make {'simulate' if language == 'en' else 'simulate-language SIM_LANGUAGE=' + language}` "
                 "(`Benchmarks/simulate.py`, which says what it checks); a 7-day run with the same checks, for two persons "
                 "and for the first in German, is part of `make test` (MonthSimulationTests).")
    lines.append("")
    lines.append(f"{sim['begin'].date()} to {sim['end'].date()} in Europe/Berlin (the spring DST change falls in a 28-day run); "
                 f"refresh every 15 minutes, the digest at 08:00; terminal channel; default config (quiet hours 22:00-07:00, "
                 f"cap {CAP}, min_gap 2h, cooldown 24h doubling, answer_window 12h, ask_after 3).")
    lines.append("")
    total = len(sim["nudges"])
    lines.append(f"- nudges: {total}; sent while the person was at the desk: {m['present']} ({(100 * m['present'] / total) if total else 0:.0f} %)")
    lines.append(f"- answers: {len(sim['answers'])}; snoozes: {len(sim['snoozes'])}; digests: {len(sim['digests'])}")
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
    lines += ["", "## Per day", "", "| date | nudges | returning snoozes | asking | in quiet hours |", "|---|---:|---:|---:|---:|"]
    day = sim["begin"].astimezone(zone).date()
    while day < sim["end"].astimezone(zone).date():
        sent = m["by_day"].get(day, [])
        lines.append(f"| {day} | {len(sent)} | {sum(n['kind'] == 'snooze_returning' for n in sent)} | "
                     f"{sum(n['kind'] == 'asking' for n in sent)} | {sum(in_quiet(n['at'].astimezone(zone)) for n in sent)} |")
        day += dt.timedelta(days=1)
    lines += ["", "## Snoozes", "", "| goal | snoozed at | until | due (after quiet hours) | back | minutes after due |", "|---|---|---|---|---|---:|"]
    for r in m["returns"]:
        fmt = lambda t: t.astimezone(zone).strftime("%m-%d %H:%M") if t else "—"
        minutes = "—" if r["minutes"] is None else f"{r['minutes']:.0f}"
        lines.append(f"| {goals[r['goal']]['content']} | {fmt(r['at'])} | {fmt(r['until'])} | {fmt(r['due'])} | {fmt(r['back'])} | {minutes} |")
    return "\n".join(lines) + "\n"


def timing_figures(sim):
    """Nudges in weeks 3-4 (from day 14) and how many reached the person at the desk."""
    late = [n for n in sim["nudges"] if n["at"] >= sim["begin"] + dt.timedelta(days=14)]
    present = sum(1 for n in late if n["present"])
    return {"total": len(sim["nudges"]), "late": len(late), "present": present,
            "share": present / len(late) if late else 0.0, "answers": len(sim["answers"])}


def timing_failures(person, adaptive, fixed):
    if person == "always":
        if abs(adaptive["late"] - fixed["late"]) > 0.1 * fixed["late"]:
            return [f"{person}: {adaptive['late']} nudges in weeks 3-4, the fixed schedule {fixed['late']} (must be within 10 %)"]
        return []
    failures = []
    if adaptive["share"] < 0.6:
        failures.append(f"{person}: {adaptive['share']:.0%} of nudges in weeks 3-4 reached the person (at least 60 %)")
    if adaptive["share"] < 2 * fixed["share"]:
        failures.append(f"{person}: {adaptive['share']:.0%} reached the person, the fixed schedule {fixed['share']:.0%} (at least twice)")
    if adaptive["late"] < 0.8 * fixed["late"]:
        failures.append(f"{person}: {adaptive['late']} nudges in weeks 3-4, the fixed schedule {fixed['late']} (at least 80 %)")
    return failures


def timing_report(rows, days):
    lines = ["## Timing: adaptive against fixed", "",
             f"Each person lived {days} days twice from the same start: with adaptive timing (the default: a due nudge "
             "may wait, within the day and `max_wait`, for the hours this person has answered) and with the fixed "
             "schedule (`adaptive = false`: sent at the first allowed moment). Weeks 3-4 are days 15-28, when "
             "there is something learned.", "",
             "| person | at the desk (weekdays; weekend) | schedule | nudges | weeks 3-4 | at the desk in weeks 3-4 | answers |",
             "|---|---|---|---:|---:|---:|---:|"]
    for person, adaptive, fixed in rows:
        hours = PERSONS[person]
        desk = "; ".join(", ".join(f"{a}-{b}h" for a, b in hours[k]) for k in ("weekday", "weekend"))
        for name, f in (("adaptive", adaptive), ("fixed", fixed)):
            lines.append(f"| {person} | {desk} | {name} | {f['total']} | {f['late']} | {f['present']} ({f['share']:.0%}) | {f['answers']} |")
    lines.append("")
    return lines


def compare(binary, persons, days, start):
    """Runs every person with both schedules, two at a time (each run is a chain of mynd calls)."""
    from concurrent.futures import ProcessPoolExecutor
    jobs = [(p, a) for p in persons for a in (True, False)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        sims = list(pool.map(_simulate_one, [(binary, days, p, start, a) for p, a in jobs]))
    return {(p, a): sim for (p, a), sim in zip(jobs, sims)}


def _simulate_one(args):
    return simulate(*args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mynd", required=True)
    parser.add_argument("--days", type=int, default=28)
    parser.add_argument("--person", default="desk", choices=sorted(PERSONS))
    parser.add_argument("--start", default="2026-03-09", help="the first simulated day (local)")
    parser.add_argument("--schedule", default="adaptive", choices=["adaptive", "fixed"], help="without --compare")
    parser.add_argument("--out")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--compare", help="persons to run with both schedules, comma-separated (e.g. desk,early,always)")
    parser.add_argument("--language", default="en", choices=["en", "de", "es", "fr"], help="without --compare")
    args = parser.parse_args()
    start = dt.date.fromisoformat(args.start)
    failures = []
    if args.compare:
        persons = args.compare.split(",")
        sims = compare(os.path.abspath(args.mynd), persons, args.days, start)
        rows = []
        for person in persons:
            adaptive, fixed = timing_figures(sims[(person, True)]), timing_figures(sims[(person, False)])
            rows.append((person, adaptive, fixed))
            failures += timing_failures(person, adaptive, fixed)
        sim = sims[(persons[0], True)]
        m = measure(sim)
        lines = report(sim, m).split("\n")
        # The comparison goes after the summary, before the detail of the first person's month.
        at = lines.index("## Per goal")
        lines[at:at] = timing_report(rows, args.days)
        lines[at:at] = ["Timing promises: " + ("all kept" if not failures else "; ".join(failures)), ""]
        for person in persons[1:]:
            other = measure(sims[(person, True)])
            failures += [f"{person}: {f}" for f in other["failures"]]
        text = "\n".join(lines)
    else:
        sim = simulate(os.path.abspath(args.mynd), args.days, args.person, start, args.schedule == "adaptive", args.language)
        m = measure(sim)
        text = report(sim, m)
    failures = m["failures"] + failures
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
