/// The rule that kept a goal from getting a follow-up in this run.
///
/// `until` is always the first instant at which that rule stops holding the goal back
/// (another rule may still hold it then).
package enum HoldReason: Equatable, Sendable {
    /// Now is in quiet hours; they end at `until`.
    case quietHours(until: Timestamp)
    /// `max` follow-ups were already delivered today.
    case dailyCap(max: Int)
    /// The last follow-up was less than `min_gap` ago.
    case minGap(until: Timestamp)
    /// This goal had a follow-up less than `cooldown` ago.
    case cooldown(until: Timestamp)
    /// Its last nudges were waved away `inARow` times: it rests `seconds` (the doubled
    /// cooldown) after the last one.
    case backedOff(until: Timestamp, seconds: Int64, inARow: Int)
    /// This goal has a follow-up nobody answered yet.
    case alreadyOpen
    /// The person snoozed this goal.
    case snoozed(until: Timestamp)
    /// The goal is done.
    case completed
    /// The goal was touched recently; it is stale from `until`.
    case notStale(until: Timestamp)
    /// Eligible, but a higher-ranked goal got this run's follow-up.
    case lowerRank
    /// Due, and waiting for a later hour this person is more likely to answer.
    case betterHour(SendTiming.Wait)
    /// Due, and held while the person is away from the screen or has paused mynd: it goes on
    /// their return (or resume), with the rules judged then.
    case held(DeliveryHold)
    /// A goal about a person, or the person, when the other had a nudge today: a goal about
    /// a person and the person's own nudge never both go out in one day. `person` says which
    /// this one is; `until` is the start of the next local day.
    case tiedToday(until: Timestamp, person: Bool)
    /// Due, and the person's next event starts too soon to read and act on a nudge: it waits
    /// for the next gap between their events today (`DayShape.waitForGap`), at `until`.
    case betweenEvents(until: Timestamp)

    /// Stable name for `--json` and tests.
    package var code: String {
        switch self {
        case .quietHours: "quiet_hours"
        case .dailyCap: "daily_cap"
        case .minGap: "min_gap"
        case .cooldown: "cooldown"
        case .backedOff: "backed_off"
        case .alreadyOpen: "already_open"
        case .snoozed: "snoozed"
        case .completed: "completed"
        case .notStale: "not_stale"
        case .lowerRank: "lower_rank"
        case .betterHour: "better_hour"
        case .held(let hold): hold.code
        case .tiedToday: "tied_today"
        case .betweenEvents: "between_events"
        }
    }

    /// One phrase for people, times on the wall clock of `zone` ("quiet hours until 07:00").
    package func description(in zone: LocalTime, now: Timestamp) -> String {
        func at(_ t: Timestamp) -> String { zone.shortDescription(of: t, from: now) }
        return switch self {
        case .quietHours(let until): "quiet hours until \(at(until))"
        case .dailyCap(let max): "daily cap of \(max) follow-ups reached"
        case .minGap(let until): "min_gap: next follow-up not before \(at(until))"
        case .cooldown(let until): "cooldown until \(at(until))"
        case .backedOff(let until, let seconds, let inARow):
            "backed off until \(at(until)): \(inARow) nudge\(inARow == 1 ? "" : "s") in a row dismissed or unanswered, so it rests \(seconds % 86_400 == 0 ? "\(seconds / 86_400) d" : "\(seconds / 3600) h") (cooldown doubled)"
        case .alreadyOpen: "a follow-up is already open"
        case .snoozed(let until): "snoozed until \(at(until))"
        case .completed: "completed"
        case .notStale(let until): "not stale until \(at(until))"
        case .lowerRank: "lower rank: another goal was chosen this run"
        case .betterHour(let wait): wait.description(in: zone, now: now)
        case .held(let hold): PresenceText(now: now, zone: zone).hold(hold)
        case .tiedToday(let until, let person):
            person
                ? "a goal about them had a nudge today: not both in one day (until \(at(until)))"
                : "the person it is about had a nudge today: not both in one day (until \(at(until)))"
        case .betweenEvents(let until): Self.betweenEventsWords(at(until))
        }
    }

    /// "waiting for 12:00, the next gap between your events today": the same words for the
    /// plan's decision and each goal it holds.
    static func betweenEventsWords(_ until: String) -> String {
        "waiting for \(until), the next gap between your events today (your calendar: the next one starts within \(DayShape.smallestGap / 60) minutes)"
    }

    /// When this rule stops holding a goal back, where it says.
    package var until: Timestamp? {
        switch self {
        case .quietHours(let until), .minGap(let until), .cooldown(let until), .snoozed(let until), .notStale(let until),
            .betweenEvents(let until):
            until
        case .backedOff(let until, _, _): until
        case .betterHour(let wait): wait.until
        case .held(let hold): hold.until
        case .tiedToday(let until, _): until
        case .dailyCap, .alreadyOpen, .completed, .lowerRank: nil
        }
    }
}
