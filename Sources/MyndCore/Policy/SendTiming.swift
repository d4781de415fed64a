/// When a due follow-up goes (SPEC "Policy", seed 000 §7.1's "schedule for optimal time"):
/// now, or at a later hour of the same day where this person is more likely to answer, as
/// learned in `AnswerHours` — never into quiet hours, never the next day, never more than
/// `max_wait` after it became due.
///
/// Thompson sampling: each hour draws its chance of an answer from what was learned of it and
/// of the hours around it (Beta, `AnswerHours.evidence`), an hour with nothing learned near it
/// scores the prior's 0.5, and the best hour from now to the
/// deadline wins — a later one only by a clear margin over now (`waitMargin`). Nothing learned, nothing waits: a new install sends as the
/// fixed schedule does. The draws are seeded by the local date and the hour, so they stay the
/// same all day — the wait chosen at 07:00 is still the wait at 07:15, the target hour finds
/// itself best when it comes — and `run --dry-run --at` shows exactly what the real run does.
public enum SendTiming {
    /// Why a follow-up waits, with the numbers that chose it.
    public struct Wait: Equatable, Sendable {
        public var until: Timestamp
        public var target: AnswerHours.Slot
        public var targetTally: AnswerHours.Tally
        /// The hour it is now, and what was learned of it.
        public var current: AnswerHours.Slot
        public var currentTally: AnswerHours.Tally
        /// The latest it may wait: `max_wait` after it became due, or just before quiet hours.
        public var deadline: Timestamp

        /// "waiting for 12:00: 6 of 7 nudges sent 12–13h on weekdays were answered; 1 of 6 …".
        public func description(in zone: LocalTime, now: Timestamp) -> String {
            "waiting for \(zone.shortDescription(of: until, from: now)): \(targetTally.phrase(target)); \(currentTally.phrase(current))"
        }
    }

    /// How much more likely an answer a later hour must promise (in its draw) than now.
    public static let waitMargin = 0.15

    /// nil: send now. `dueSince` is when the follow-up became due (`dueSince(…)`).
    public static func wait(now: Timestamp, dueSince: Timestamp, hours: AnswerHours, limits: FollowUpLimits, zone: LocalTime)
        -> Wait?
    {
        guard limits.adaptive, !hours.isEmpty else { return nil }
        let deadline = self.deadline(now: now, dueSince: dueSince, limits: limits, zone: zone)
        guard deadline.latest > now else { return nil }
        let today = zone.wall(at: now)
        func score(_ slot: AnswerHours.Slot) -> Double {
            guard let evidence = hours.evidence(for: slot) else { return 0.5 }
            let day = UInt64(today.year * 10_000 + today.month * 100 + today.day)
            var draw = BetaSample(seed: day << 8 ^ UInt64(slot.hour) << 1 ^ (slot.weekend ? 1 : 0) ^ 0x6D79_6E64)
            return draw.beta(evidence.alpha, evidence.beta)
        }
        let current = AnswerHours.slot(of: now, in: zone)
        // Waiting costs the person a delay: a later hour must promise clearly more than now.
        var best = (at: now, slot: current, score: score(current) + Self.waitMargin)
        var previous = now
        for hour in (today.hour + 1)..<24 {
            let start = zone.firstMoment(showing: ClockTime(hour: hour, minute: 0)!, onDayOf: now, plusDays: 0)
            // A skipped hour (spring forward) resolves onto the next one: count it once.
            guard start > previous, start <= deadline.latest, start < deadline.before else { continue }
            previous = start
            let slot = AnswerHours.slot(of: start, in: zone)
            let value = score(slot)
            if value > best.score { best = (start, slot, value) }
        }
        guard best.at > now else { return nil }
        return Wait(
            until: best.at, target: best.slot, targetTally: hours[best.slot], current: current, currentTally: hours[current],
            deadline: min(deadline.latest, deadline.before))
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
    public static func dueSince(
        _ node: Node, history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime
    ) -> Timestamp {
        var since = FollowUpPlanner.staleFrom(node, limits: limits, zone: zone)
        if let rest = FollowUpPlanner.rest(node.id, history: history, limits: limits) { since = max(since, rest.until) }
        if let last = history.lastDeliveredAt { since = max(since, last.adding(seconds: limits.minGap)) }
        var waking = FollowUpPlanner.startOfLocalDay(now, zone: zone)
        if let quiet = limits.quietHours {
            let end = zone.firstMoment(showing: quiet.end, onDayOf: now, plusDays: 0)
            waking = end <= now ? end : zone.firstMoment(showing: quiet.end, onDayOf: now, plusDays: -1)
        }
        return min(now, max(since, waking))
    }
}
