/// When a due follow-up goes (at the best time, not merely on time):
/// now, or at a later hour of the same day where this person is more likely to answer, as
/// learned from their answers (`AnswerHours`) and from their presence (`PresenceHours`: the
/// hours they are at the desk) — a person seen here now is not kept waiting, and one seen away
/// is waited for until their likely return rather than sent to an empty chair — never into quiet hours, never the next day, never more than
/// `max_wait` after it became due.
///
/// Thompson sampling: each hour draws its chance of an answer from what was learned of it
/// (Beta, `AnswerHours.evidence`; an hour never tried draws from the neutral prior, so it
/// gets tried), and of the hours from now to the deadline that draw about the best, the
/// earliest wins — a later one only by a clear margin over now (`waitMargin`). Nothing
/// learned, nothing waits: a new install sends as the
/// fixed schedule does. The draws are seeded by the local date and the hour, so they stay the
/// same all day — the wait chosen at 07:00 is still the wait at 07:15, the target hour finds
/// itself best when it comes — and `run --dry-run --at` shows exactly what the real run does.
package enum SendTiming {
    /// Why a follow-up waits, with the numbers that chose it.
    package struct Wait: Equatable, Sendable {
        package var until: Timestamp
        package var target: AnswerHours.Slot
        package var targetTally: AnswerHours.Tally
        /// The hour it is now, and what was learned of it.
        package var current: AnswerHours.Slot
        package var currentTally: AnswerHours.Tally
        /// The latest it may wait: `max_wait` after it became due, or just before quiet hours.
        package var deadline: Timestamp
        /// What presence taught of the two hours (empty tallies when it taught nothing).
        package var targetPresence = PresenceHours.Tally()
        package var currentPresence = PresenceHours.Tally()
        /// Whether the person was seen away when it was decided.
        package var awayNow = false

        /// What the wait was learned from: "answers", "presence" or "answers and presence".
        package var learnedFrom: String {
            let answers = targetTally.sentCount + currentTally.sentCount > 0
            let presence = targetPresence.knownCount + currentPresence.knownCount > 0
            return answers && presence ? "answers and presence" : presence ? "presence" : "answers"
        }

        /// "waiting for 12:00 (learned from answers and presence): 6 of 7 nudges sent 12–13h on
        /// weekdays were answered, here on 9 of 10 days 12–13h on weekdays …; 1 of 6 …".
        package func description(in zone: LocalTime, now: Timestamp) -> String {
            func hour(_ slot: AnswerHours.Slot, _ tally: AnswerHours.Tally, _ presence: PresenceHours.Tally) -> String {
                presence.knownCount == 0 ? tally.phrase(slot) : "\(tally.phrase(slot)), \(presence.phrase(slot))"
            }
            let away = awayNow ? "you are away now; " : ""
            return "waiting for \(zone.shortDescription(of: until, from: now)) (learned from \(learnedFrom)): \(away)"
                + "\(hour(target, targetTally, targetPresence)); \(hour(current, currentTally, currentPresence))"
        }
    }

    /// How much more likely an answer a later hour must promise (in its draw) than now.
    package static let waitMargin = 0.15
    /// How close to the best draw an earlier hour must come to be chosen instead.
    package static let closeEnough = 0.1

    /// nil: send now. `dueSince` is when the follow-up became due (`dueSince(…)`). `presence`
    /// is what presence taught, `presentNow` whether the person is here now (nil: unknown).
    package static func wait(
        now: Timestamp, dueSince: Timestamp, hours: AnswerHours, presence: PresenceHours = PresenceHours(),
        presentNow: Bool? = nil, limits: FollowUpLimits, zone: LocalTime
    ) -> Wait? {
        // A wait once chosen is kept: the hour the choice made when the follow-up
        // became due, still ahead, is the hour — unless what was learned since (an answer, a
        // presence) changes the choice itself. Without this, a later look gives its own hour
        // the head start and an hour passed over at 07:00 wins at 13:00: "waiting for 19:00"
        // would send at 13:00 with no reason to give.
        if dueSince < now,
            let promised = choose(
                now: dueSince, dueSince: dueSince, hours: hours, presence: presence, presentNow: presentNow, limits: limits, zone: zone),
            promised.until > now
        {
            return choose(
                now: now, dueSince: dueSince, hours: hours, presence: presence, presentNow: presentNow, limits: limits, zone: zone,
                only: promised.until)
        }
        return choose(now: now, dueSince: dueSince, hours: hours, presence: presence, presentNow: presentNow, limits: limits, zone: zone)
    }

    /// The choice itself, looking from `now`; `only`: the one later hour to wait for (a wait
    /// already chosen), weighed as it is now.
    private static func choose(
        now: Timestamp, dueSince: Timestamp, hours: AnswerHours, presence: PresenceHours, presentNow: Bool?, limits: FollowUpLimits,
        zone: LocalTime, only: Timestamp? = nil
    ) -> Wait? {
        // Seen at the desk now: there is no better moment to wait for.
        guard limits.adaptive, presentNow != true, !hours.isEmpty || !presence.isEmpty else { return nil }
        let deadline = self.deadline(now: now, dueSince: dueSince, limits: limits, zone: zone)
        guard deadline.latest > now else { return nil }
        let today = zone.wall(at: now)
        func score(_ slot: AnswerHours.Slot) -> Double {
            let evidence = Self.evidence(for: slot, hours: hours, presence: presence)
            let day = UInt64(today.year * 10_000 + today.month * 100 + today.day)
            var draw = BetaSample(seed: day << 8 ^ UInt64(slot.hour) << 1 ^ (slot.weekend ? 1 : 0) ^ 0x6D79_6E64)
            return draw.beta(evidence.alpha, evidence.beta)
        }
        // Waiting costs the person a delay: now gets a head start of `waitMargin`, and of the
        // hours that draw about the best (within `closeEnough`) the earliest answered in wins —
        // which also leaves room in a short window for a "Later" that comes back an hour on.
        let current = AnswerHours.slot(of: now, in: zone)
        // Seen away now: sending now reaches an empty chair, so now gets no head start.
        var options = [(at: now, slot: current, score: score(current) + (presentNow == false ? 0 : Self.waitMargin))]
        var previous = now
        for hour in (today.hour + 1)..<24 {
            let start = zone.firstMoment(showing: ClockTime(hour: hour, minute: 0)!, onDayOf: now, plusDays: 0)
            // A skipped hour (spring forward) resolves onto the next one: count it once.
            guard start > previous, start <= deadline.latest, start < deadline.before else { continue }
            previous = start
            if let only, start != only { continue }
            let slot = AnswerHours.slot(of: start, in: zone)
            options.append((start, slot, score(slot)))
        }
        let top = options.map(\.score).max() ?? 0
        // An hour never answered in is taken only when it draws the best outright: trying one
        // is a guess, worth it when nothing known beats it, not whenever it comes close.
        func known(_ option: (at: Timestamp, slot: AnswerHours.Slot, score: Double)) -> Bool {
            hours[option.slot].answeredCount > 0 || presence.present(in: option.slot)
        }
        // Seen away: wait only for an hour the person is likely back in; with none in reach,
        // the hold on the screen waits for the return itself.
        if presentNow == false, !options.dropFirst().contains(where: known) { return nil }
        let best =
            only.flatMap { hour in options.first { $0.at == hour } }
            ?? options.first { $0.score >= top - Self.closeEnough && ($0.at == now || known($0)) }
            ?? options.first { $0.score == top } ?? options[0]
        guard best.at > now else { return nil }
        var wait = Wait(
            until: best.at, target: best.slot, targetTally: hours[best.slot], current: current, currentTally: hours[current],
            deadline: min(deadline.latest, deadline.before))
        wait.targetPresence = presence[best.slot]
        wait.currentPresence = presence[current]
        wait.awayNow = presentNow == false
        return wait
    }

    /// What an hour's chance is drawn from: its answers and its presence, each on the neutral
    /// prior (counted once): days here are evidence of a person there to answer.
    package static func evidence(for slot: AnswerHours.Slot, hours: AnswerHours, presence: PresenceHours) -> (
        alpha: Double, beta: Double
    ) {
        let answers = hours.evidence(for: slot)
        let seen = presence[slot]
        return (answers.alpha + seen.alpha - 1, answers.beta + seen.beta - 1)
    }

    /// Where a goal's rest ends: the first hour from `t` on, within a day and outside quiet
    /// hours, that this person has answered in more often than not (by the learned record,
    /// not a draw) — so a goal nudged at an hour they were away does not come back at that
    /// same hour day after day, and a rest that ends in the evening of a person who answers
    /// in the morning ends the next morning. `t` itself when nothing is learned, when no such
    /// hour comes within the day, or with `adaptive = false`.
    /// An hour the person is usually here in (`PresenceHours`) counts as one they answer in.
    package static func answeredHour(
        from t: Timestamp, hours: AnswerHours, presence: PresenceHours = PresenceHours(), limits: FollowUpLimits, zone: LocalTime
    ) -> Timestamp {
        guard limits.adaptive, !hours.isEmpty || !presence.isEmpty else { return t }
        func answered(_ moment: Timestamp) -> Bool {
            if let quiet = limits.quietHours, quiet.contains(moment, in: zone) { return false }
            let slot = AnswerHours.slot(of: moment, in: zone)
            return hours.answers(in: slot) || presence.present(in: slot)
        }
        if answered(t) { return t }
        let wall = zone.wall(at: t)
        for ahead in 1...24 {
            let hour = (wall.hour + ahead) % 24
            let start = zone.firstMoment(showing: ClockTime(hour: hour, minute: 0)!, onDayOf: t, plusDays: (wall.hour + ahead) / 24)
            if start > t, answered(start) { return start }
        }
        return t
    }

    /// How long a follow-up due since `dueSince` may wait: until `max_wait` after it
    /// (`latest`, that moment included), and not until quiet hours begin or the local day ends
    /// (`before`, excluded).
    static func deadline(now: Timestamp, dueSince: Timestamp, limits: FollowUpLimits, zone: LocalTime)
        -> (latest: Timestamp, before: Timestamp)
    {
        var before = zone.firstMoment(showing: ClockTime(hour: 0, minute: 0)!, onDayOf: now, plusDays: 1)
        if let quiet = limits.quietHours {
            let start = zone.firstMoment(showing: quiet.start, onDayOf: now, plusDays: 0)
            if start > now { before = min(before, start) }
        }
        return (dueSince.adding(seconds: limits.maxWait), before)
    }

    /// When a goal's follow-up became due: the latest of the moment it went stale, the end of
    /// its rest after the last nudge, the end of `min_gap` after the last delivery, and the
    /// start of today's waking hours (the end of quiet hours, or midnight).
    package static func dueSince(
        _ node: Node, history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime
    ) -> Timestamp {
        var since = FollowUpPlanner.staleFrom(node, limits: limits, zone: zone)
        if let rest = FollowUpPlanner.rest(node.id, history: history, limits: limits, zone: zone) { since = max(since, rest.until) }
        if let last = history.lastDeliveredAt { since = max(since, last.adding(seconds: limits.minGap)) }
        var waking = FollowUpPlanner.startOfLocalDay(now, zone: zone)
        if let quiet = limits.quietHours {
            let end = zone.firstMoment(showing: quiet.end, onDayOf: now, plusDays: 0)
            waking = end <= now ? end : zone.firstMoment(showing: quiet.end, onDayOf: now, plusDays: -1)
        }
        return min(now, max(since, waking))
    }
}
