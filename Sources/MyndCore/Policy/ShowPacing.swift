/// When the nudges waiting for the screen may be shown: `min_gap` and the daily cap judged at
/// the moment a nudge reaches the screen, not only when it was planned.
///
/// Nudges pile up for the screen while the person is away (a nudge that also went by email
/// leaves its screen row waiting): planned hours apart, they would all appear within a second
/// of the return. Here the best of them is shown and the rest keep their gap after it. A
/// returning snooze is the person's own reminder: it goes first, whatever the gap and the cap
/// say, and counts toward both for the nudges after it. A goal silent for the longest rest
/// (`FollowUpLimits.maxCooldown`) is held only by the cap and gap of mynd's own nudges, as
/// the planner holds it (`FollowUpPlanner`): a person who fills every day with their own
/// reminders cannot starve it. Quiet hours and presence are the callers' to judge (they hold
/// every row, not one against another).
///
/// Pure: the waiting nudges and what the screen showed arrive as values.
package enum ShowPacing {
    /// A follow-up with a row due for the screen, not shown there yet.
    package struct Waiting: Equatable, Sendable {
        /// The follow-up's id, as its rows name it (`OutboxItem.ref`).
        package var ref: String
        package var kind: FollowUp.Kind
        /// Its rank when it was planned (1 = first); nil ranks after every ranked one.
        package var rank: Int?
        package var plannedAt: Timestamp
        /// Since when its goal has been silent: its last nudge that reached a channel, or when
        /// it went stale; nil when nobody can tell (then it is never overdue).
        package var silentSince: Timestamp?

        package init(ref: String, kind: FollowUp.Kind, rank: Int?, plannedAt: Timestamp, silentSince: Timestamp? = nil) {
            self.ref = ref
            self.kind = kind
            self.rank = rank
            self.plannedAt = plannedAt
            self.silentSince = silentSince
        }
    }

    /// What the screen already showed: the follow-ups shown on it today and the last one, and
    /// of those mynd's own (not returning snoozes).
    package struct Shown: Equatable, Sendable {
        /// Follow-ups shown on the screen since the start of the local day.
        package var today: Int
        /// When the screen last showed a follow-up.
        package var lastAt: Timestamp?
        /// Of `today`, those mynd began (not returning snoozes), and when it last showed one.
        package var initiatedToday: Int
        package var lastInitiatedAt: Timestamp?

        package init(today: Int = 0, lastAt: Timestamp? = nil, initiatedToday: Int? = nil, lastInitiatedAt: Timestamp? = nil) {
            self.today = today
            self.lastAt = lastAt
            // Unless told otherwise, every nudge shown was mynd's own.
            self.initiatedToday = initiatedToday ?? today
            self.lastInitiatedAt = initiatedToday == nil ? lastAt : lastInitiatedAt
        }
    }

    /// What may go now, and until when each of the others waits.
    package struct Decision: Equatable, Sendable {
        /// The follow-ups whose screen rows may be shown now, in the order to show them.
        package var show: [String] = []
        /// The follow-ups that wait, each with why (`minGap` or `dailyCap`; `due(after:)`
        /// says until when).
        package var wait: [String: HoldReason] = [:]
    }

    /// Decides which of `waiting` the screen shows at `now`, given what it `shown` already.
    /// A nudge held by the cap waits for the next local day (`dailyCap`, due then); one held
    /// by the gap, until the gap after the last nudge shown (`minGap`).
    package static func decide(
        waiting: [Waiting], shown: Shown, limits: FollowUpLimits, now: Timestamp
    ) -> Decision {
        var decision = Decision()
        var shown = shown
        // Nothing shown "after" the clock holds longer than it would have from now.
        shown.lastAt = shown.lastAt.map { min($0, now) }
        shown.lastInitiatedAt = shown.lastInitiatedAt.map { min($0, now) }
        let returning = waiting.filter { $0.kind == .returning }.sorted(by: earlier)
        decision.show = returning.map(\.ref)
        if !returning.isEmpty {
            shown.today += returning.count
            shown.lastAt = now
        }
        let overdueSince = now.adding(seconds: -limits.maxCooldown)
        // The longest silent first, as the planner ranks overdue goals.
        let silent = waiting.compactMap { waiting -> (waiting: Waiting, since: Timestamp)? in
            guard waiting.kind != .returning, let since = waiting.silentSince, since <= overdueSince else { return nil }
            return (waiting, since)
        }
        let overdue = silent.sorted { a, b in a.since != b.since ? a.since < b.since : better(a.waiting, b.waiting) }.map(\.waiting)
        let overdueRefs = Set(overdue.map(\.ref))
        var others = overdue + waiting.filter { $0.kind != .returning && !overdueRefs.contains($0.ref) }.sorted(by: better)
        guard let first = others.first else { return decision }
        let reason = hold(overdue: overdueRefs.contains(first.ref), shown: shown, limits: limits, now: now)
        if reason == nil { decision.show.append(others.removeFirst().ref) }
        let held = reason ?? .minGap(until: now.adding(seconds: limits.minGap))
        for other in others { decision.wait[other.ref] = held }
        return decision
    }

    /// What holds the best waiting nudge: the day's cap, or the gap after the last nudge shown
    /// (for an overdue one, as `FollowUpLimits.heldTo` says).
    private static func hold(overdue: Bool, shown: Shown, limits: FollowUpLimits, now: Timestamp) -> HoldReason? {
        let held = limits.heldTo(
            overdue: overdue, all: (shown.today, shown.lastAt), own: (shown.initiatedToday, shown.lastInitiatedAt), now: now)
        if held.count >= limits.maxPerDay { return .dailyCap(max: limits.maxPerDay) }
        if let gapEnd = held.last?.adding(seconds: limits.minGap), now < gapEnd { return .minGap(until: gapEnd) }
        return nil
    }

    /// When a nudge held by `reason` is due again: the gap's end, or the next local day's
    /// first moment for the cap.
    package static func due(after reason: HoldReason, now: Timestamp, zone: LocalTime) -> Timestamp {
        switch reason {
        case .minGap(let until), .betweenEvents(let until): until
        case .dailyCap, .quietHours, .cooldown, .backedOff, .alreadyOpen, .snoozed, .completed, .notStale, .lowerRank,
            .betterHour, .held, .tiedToday:
            FollowUpPlanner.startOfLocalDay(zone.adding(days: 1, to: now), zone: zone)
        }
    }

    /// Whether the briefing of `localDate` is past its day at `now`: one not shown on the
    /// screen by the end of its local day is never shown there (yesterday's "Good morning" is
    /// no briefing); an email of it, sent or not, is the mailbox's.
    package static func isPast(digestOf localDate: String, now: Timestamp, zone: LocalTime) -> Bool {
        localDate < JobSchedule.localDate(now, zone: zone)
    }

    /// The better nudge first: the one that asks whether a goal still matters ranks as its
    /// rank says, like any other; of equal ranks the one planned earlier, then by id.
    private static func better(_ a: Waiting, _ b: Waiting) -> Bool {
        let ra = a.rank ?? Int.max
        let rb = b.rank ?? Int.max
        if ra != rb { return ra < rb }
        return earlier(a, b)
    }

    private static func earlier(_ a: Waiting, _ b: Waiting) -> Bool {
        a.plannedAt != b.plannedAt ? a.plannedAt < b.plannedAt : a.ref < b.ref
    }
}
