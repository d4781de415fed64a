import Foundation

/// Decides which stale goal, if any, gets a follow-up now.
///
/// Pure: everything arrives as values, including `now` and the zone, so a dry run at any
/// `--at` is exactly what a real run would do.
///
/// Each candidate is held back by the first rule that applies, in this order:
/// 1. per goal, what the goal is: `completed`, `snoozed`, `not_stale` — re-checked here even
///    though the caller filters for them, so a stale read cannot produce a follow-up. These
///    goals are not ranked.
/// 2. per goal, its follow-ups: `already_open`, then `cooldown`. These goals are ranked.
/// 3. global, for every goal still eligible: `quiet_hours`, then `daily_cap`, then `min_gap`.
///    The first of these that applies is also the plan's decision.
/// 4. otherwise the top-ranked eligible goal is sent and the rest are `lower_rank`.
///
/// Per-goal rules come first because they say the most about the goal: "snoozed until
/// Monday" is more useful than "quiet hours" at 23:30. One follow-up per run at most: min_gap
/// holds between any two, so successive runs send the next goals, min_gap apart, until the
/// daily cap.
package enum FollowUpPlanner {
    ///
    /// `hold` (the person away from the screen, or mynd paused, for every channel this
    /// plan's nudges would go to) keeps back what would be sent now, as `held`: nothing is
    /// planned for an empty chair, and on the person's return the next run judges quiet hours,
    /// the cap and the gap at that moment.
    package static func plan(
        candidates: [GoalCandidate], history: FollowUpHistory, limits: FollowUpLimits,
        now: Timestamp, zone: LocalTime, hold: DeliveryHold? = nil
    ) -> FollowUpPlan {
        var plan = plan(candidates: candidates, history: history, limits: limits, now: now, zone: zone)
        guard let hold, !plan.send.isEmpty else { return plan }
        let held = plan.send.map { FollowUpPlan.HeldBack(goalId: $0.goalId, rank: $0.rank, reason: .held(hold)) }
        plan.heldBack = (held + plan.heldBack).sorted { ($0.rank ?? Int.max) < ($1.rank ?? Int.max) }
        plan.heldCount = plan.send.count
        plan.send = []
        plan.decision = .held(hold)
        return plan
    }

    private static func plan(
        candidates recorded: [GoalCandidate], history remembered: FollowUpHistory, limits: FollowUpLimits,
        now: Timestamp, zone: LocalTime
    ) -> FollowUpPlan {
        // Nothing recorded after the clock holds longer than it would have from now.
        let candidates = recorded.map { $0.seen(at: now) }
        var history = remembered.seen(at: now)
        let sorted = sortByGoal(candidates, history: history, limits: limits, now: now, zone: zone)
        var ranked = sorted.ranked
        let (eligible, overdue) = overdueFirst(sorted.eligible, history: history, limits: limits, now: now, zone: zone)

        let back = sorted.back
        let quiet = limits.quietHours.flatMap { $0.contains(now, in: zone) ? $0.end(after: now, in: zone) : nil }
        var send = sendReturning(back, quiet: quiet, history: &history, ranked: &ranked, now: now)
        var kinds = Dictionary(uniqueKeysWithValues: send.map { ($0.goalId, FollowUp.Kind.returning) })

        let decision: FollowUpPlan.Decision
        if eligible.isEmpty {
            if !send.isEmpty {
                decision = .send
            } else if let quiet, !back.isEmpty {
                decision = .quietHours(until: quiet)
            } else {
                decision = .nothingToSend
            }
        } else if let reason = globalHold(
            history: overdue ? initiated(history, limits: limits, now: now) : history, limits: limits, now: now, zone: zone)
        {
            let held: FollowUpPlan.Decision =
                switch reason {
                case .quietHours(let until): .quietHours(until: until)
                case .minGap(let until): .waitingForGap(until: until)
                default: .dailyCapReached
                }
            decision = send.isEmpty ? held : .send
            ranked += eligible.map { .init(goalId: $0.goalId, rank: $0.rank, reason: reason) }
        } else if let gap = DayShape.waitForGap(history.dayEvents, now: now, dayEnd: dayEnd(after: now, limits: limits, zone: zone)) {
            decision = .waitingForFreeTime(until: gap)
            ranked += eligible.map { .init(goalId: $0.goalId, rank: $0.rank, reason: .betweenEvents(until: gap)) }
        } else if let wait = SendTiming.wait(
            now: now, dueSince: SendTiming.dueSince(eligible[0].candidate.node, history: history, limits: limits, now: now, zone: zone),
            hours: history.answerHours, presence: history.presenceHours, presentNow: history.presentNow, limits: limits, zone: zone)
        {
            decision = .waitingForHour(wait)
            ranked += eligible.map { .init(goalId: $0.goalId, rank: $0.rank, reason: .betterHour(wait)) }
        } else {
            decision = .send
            let first = eligible[0]
            send.append(first)
            if (history.wavedAway[first.goalId] ?? 0) >= limits.askAfter { kinds[first.goalId] = .asking }
            ranked += eligible.dropFirst().map { .init(goalId: $0.goalId, rank: $0.rank, reason: .lowerRank) }
        }
        ranked.sort { ($0.rank ?? 0) < ($1.rank ?? 0) }  // all ranked here

        var plan = FollowUpPlan(
            decision: decision, send: send, heldBack: ranked + sorted.unranked, kinds: kinds, decidedAt: now, zone: zone)
        plan.eligibleCount = eligible.count + back.count
        plan.candidateCount = candidates.count
        plan.deliveredToday = history.deliveredToday
        plan.maxPerDay = limits.maxPerDay
        return plan
    }

    /// A returning snooze is the person's own reminder: only quiet hours hold it back. It
    /// counts toward the cap and min_gap for the nudges after it. What goes now.
    private static func sendReturning(
        _ back: [RankedGoal], quiet: Timestamp?, history: inout FollowUpHistory, ranked: inout [FollowUpPlan.HeldBack],
        now: Timestamp
    ) -> [RankedGoal] {
        if let quiet {
            ranked += back.map { .init(goalId: $0.goalId, rank: $0.rank, reason: .quietHours(until: quiet)) }
            return []
        }
        guard !back.isEmpty else { return [] }
        history.deliveredToday += back.count
        history.lastDeliveredAt = now
        return back
    }

    /// The candidates sorted by what holds each goal itself: unranked (done, snoozed, fresh),
    /// ranked and held by its own nudges, returning from a snooze, or eligible, best first.
    private struct Sorted {
        var unranked: [FollowUpPlan.HeldBack] = []
        var ranked: [FollowUpPlan.HeldBack] = []
        var back: [RankedGoal] = []
        var eligible: [RankedGoal] = []
    }

    private static func sortByGoal(
        _ candidates: [GoalCandidate], history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime
    ) -> Sorted {
        var sorted = Sorted()
        var stale: [GoalCandidate] = []
        var returning: Set<UUID> = []
        for candidate in candidates {
            let node = candidate.node
            if isReturning(node, history: history, now: now) {
                returning.insert(node.id)
                stale.append(candidate)
            } else if let reason = goalStateHold(node, limits: limits, now: now, zone: zone) {
                sorted.unranked.append(.init(goalId: node.id, rank: nil, reason: reason))
            } else {
                stale.append(candidate)
            }
        }
        // A snooze coming back now counts as a nudge today for the person it is about, or
        // for the goals about them (it goes unless quiet hours hold it).
        var tied = history
        if !(limits.quietHours?.contains(now, in: zone) ?? false) {
            for id in returning where !history.openFollowUpGoalIDs.contains(id) { tied.lastFollowUpAt[id] = now }
        }
        for goal in GoalRanking.rank(stale, now: now) {
            if history.openFollowUpGoalIDs.contains(goal.goalId) {
                sorted.ranked.append(.init(goalId: goal.goalId, rank: goal.rank, reason: .alreadyOpen))
            } else if returning.contains(goal.goalId) {
                sorted.back.append(goal)
            } else if let reason = followUpHold(goal.goalId, history: history, limits: limits, now: now, zone: zone)
                ?? tiedToday(goal.goalId, history: tied, now: now, zone: zone)
            {
                sorted.ranked.append(.init(goalId: goal.goalId, rank: goal.rank, reason: reason))
            } else {
                sorted.eligible.append(goal)
            }
        }
        return sorted
    }

    /// No goal is left silent much past the longest rest (never more than 8 days): one whose
    /// last nudge — or, never nudged, its going stale — is `maxCooldown` old goes before
    /// better-ranked goals, the longest silent first (of those silent as long, the better
    /// ranked: goals gone stale together), so a low-ranked goal (a blocked one) cannot be
    /// starved by others. Whether any is overdue: it is then held to the cap and min_gap of
    /// mynd's own nudges only (`initiated`), so a snooze the person keeps renewing cannot
    /// starve it either.
    private static func overdueFirst(
        _ eligible: [RankedGoal], history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime
    ) -> (eligible: [RankedGoal], overdue: Bool) {
        let overdueSince = now.adding(seconds: -limits.maxCooldown)
        // Each goal's silence is worked out once (a calendar sum): a large graph has thousands.
        let silences: [(goal: RankedGoal, since: Timestamp)] = eligible.map {
            (goal: $0, since: history.lastFollowUpAt[$0.goalId] ?? staleFrom($0.candidate.node, limits: limits, zone: zone))
        }
        let overdue = silences.filter { $0.since <= overdueSince }
            .sorted { a, b in a.since != b.since ? a.since < b.since : a.goal.rank < b.goal.rank }.map(\.goal)
        let overdueIDs = Set(overdue.map(\.goalId))
        return (overdue + eligible.filter { !overdueIDs.contains($0.goalId) }, !overdue.isEmpty)
    }

    /// The history as an overdue goal is held to it (`FollowUpLimits.heldTo`).
    private static func initiated(_ history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp) -> FollowUpHistory {
        var initiated = history
        (initiated.deliveredToday, initiated.lastDeliveredAt) = limits.heldTo(
            overdue: true, all: (history.deliveredToday, history.lastDeliveredAt),
            own: (history.initiatedToday, history.lastInitiatedAt), now: now)
        return initiated
    }

    /// A snooze that has ended and not yet brought its reminder: due at once.
    package static func isReturning(_ node: Node, history: FollowUpHistory, now: Timestamp) -> Bool {
        guard !node.isCompleted, let until = node.snoozedUntil, until <= now else { return false }
        return (history.lastFollowUpAt[node.id].map { $0 < until }) ?? true
    }

    /// The first instant of the local date of `t` — what "today" means for `maxPerDay`.
    /// A day is 23 or 25 hours long when the clocks change; a midnight skipped by the change
    /// starts the day when the clock jumps past it.
    package static func startOfLocalDay(_ t: Timestamp, zone: LocalTime) -> Timestamp {
        zone.firstMoment(showing: ClockTime(hour: 0, minute: 0)!, onDayOf: t, plusDays: 0)
    }

    /// Rule group 1: is this a stale goal at all?
    static func goalStateHold(_ node: Node, limits: FollowUpLimits, now: Timestamp, zone: LocalTime) -> HoldReason? {
        if node.isCompleted { return .completed }
        if node.isSnoozed(at: now), let until = node.snoozedUntil { return .snoozed(until: until) }
        let staleFrom = staleFrom(node, limits: limits, zone: zone)
        if now < staleFrom { return .notStale(until: staleFrom) }
        return nil
    }

    /// When a goal goes stale: once `staleAfter` has passed since its last touch (days on the
    /// calendar).
    static func staleFrom(_ node: Node, limits: FollowUpLimits, zone: LocalTime) -> Timestamp {
        limits.staleAfter.added(to: node.lastAccessedAt, in: zone)
    }

    /// When a goal's rest after its last nudge ends (the cooldown, doubled by the back-off,
    /// then on to an hour this person answers: `SendTiming.answeredHour`), and how long the
    /// cooldown is; nil for a goal never nudged.
    static func rest(_ id: UUID, history: FollowUpHistory, limits: FollowUpLimits, zone: LocalTime)
        -> (until: Timestamp, seconds: Int64)?
    {
        guard let last = history.lastFollowUpAt[id] else { return nil }
        let seconds = BackOff.cooldown(base: limits.cooldown, inARow: history.wavedAway[id] ?? 0, maximum: limits.maxCooldown)
        let until = SendTiming.answeredHour(
            from: last.adding(seconds: seconds), hours: history.answerHours, presence: history.presenceHours, limits: limits, zone: zone)
        return (until, seconds)
    }

    /// Rule group 2: does this goal's own follow-up history allow another one?
    static func followUpHold(_ id: UUID, history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime)
        -> HoldReason?
    {
        if history.openFollowUpGoalIDs.contains(id) { return .alreadyOpen }
        if let (until, seconds) = rest(id, history: history, limits: limits, zone: zone), now < until {
            let inARow = history.wavedAway[id] ?? 0
            return inARow == 0 || seconds == limits.cooldown
                ? .cooldown(until: until) : .backedOff(until: until, seconds: seconds, inARow: inARow)
        }
        return nil
    }

    /// A goal about a person and the person's own nudge never both go out in one day: `id`
    /// (a goal, or a person) is held until tomorrow when the other had a nudge today. A
    /// returning snooze is not held by this (the person asked for it), but it holds the other.
    static func tiedToday(_ id: UUID, history: FollowUpHistory, now: Timestamp, zone: LocalTime) -> HoldReason? {
        guard !history.aboutPeople.isEmpty else { return nil }
        let people = history.aboutPeople[id]
        let partners = people ?? Set(history.aboutPeople.filter { $0.value.contains(id) }.map(\.key))
        let today = startOfLocalDay(now, zone: zone)
        guard partners.contains(where: { history.lastFollowUpAt[$0].map { $0 >= today && $0 <= now } ?? false }) else { return nil }
        return .tiedToday(until: startOfLocalDay(zone.adding(days: 1, to: now), zone: zone), person: people == nil)
    }

    /// Rule group 3: may anything be delivered now?
    static func globalHold(history: FollowUpHistory, limits: FollowUpLimits, now: Timestamp, zone: LocalTime)
        -> HoldReason?
    {
        if let quiet = limits.quietHours, quiet.contains(now, in: zone) {
            return .quietHours(until: quiet.end(after: now, in: zone))
        }
        if history.deliveredToday >= limits.maxPerDay { return .dailyCap(max: limits.maxPerDay) }
        if let last = history.lastDeliveredAt {
            let until = last.adding(seconds: limits.minGap)
            if now < until { return .minGap(until: until) }
        }
        return nil
    }
}
