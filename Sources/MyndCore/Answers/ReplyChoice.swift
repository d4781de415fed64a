/// One answer to a nudge as another reader than the reply grammar picked it from a reply the
/// grammar could not read (Claude, through a tool whose input lists the answers the nudge
/// offers): the words that reader gave, checked here before anything acts. Only an answer the
/// nudge offers becomes a `ReplyAnswer` — about a goal the briefing listed, for a reply to the
/// briefing; with a time still ahead, for a snooze. Anything else leaves the reply unclear,
/// and mynd asks back: a wrong action is worse than a question.
package struct ReplyChoice: Equatable, Sendable {
    /// The answer a reader gives when the reply says nothing it may act on for certain.
    package static let declined = "unclear"

    /// The answer's name as stored ("done", "snooze"), or `declined`.
    package var answer: String
    /// For a snooze: when it ends, an ISO 8601 local date and time ("2026-11-23T09:00") in the
    /// person's zone.
    package var until: String?
    /// For a reply to the briefing: the short id of the goal it is about.
    package var goal: String?

    package init(answer: String, until: String? = nil, goal: String? = nil) {
        self.answer = answer
        self.until = until
        self.goal = goal
    }

    /// Why a choice does not act.
    package enum Rejection: Error, Equatable, Sendable, CustomStringConvertible {
        /// The reader said the reply is unclear.
        case declined
        /// An answer this nudge does not offer.
        case notOffered(String)
        /// A snooze without a time.
        case noTime
        /// A time beside an answer that takes none: two things said, one of them not asked.
        case timeNotAsked
        /// A time that is not an ISO 8601 local date and time.
        case unreadableTime(String)
        /// A time not ahead of now.
        case notAhead(String)
        /// A reply to the briefing that names no goal.
        case noGoal
        /// A short id the briefing did not list.
        case notListed(String)
        /// A goal named in a reply to a follow-up, which is about its own goal.
        case goalNotAsked

        package var description: String {
            switch self {
            case .declined: "the reply was read as unclear"
            case .notOffered(let answer): "'\(Terminal.line(answer, limit: 40))' is not an answer this nudge offers"
            case .noTime: "a snooze without a time"
            case .timeNotAsked: "a time beside an answer that takes none"
            case .unreadableTime(let text): "'\(Terminal.line(text, limit: 40))' is not a local date and time (YYYY-MM-DDTHH:MM)"
            case .notAhead(let text): "\(Terminal.line(text, limit: 40)) is not ahead of now"
            case .noGoal: "no goal named for a reply to the briefing"
            case .notListed(let id): "'\(Terminal.line(id, limit: 40))' is not a goal the briefing listed"
            case .goalNotAsked: "a goal named in a reply to a follow-up"
            }
        }
    }

    /// The answer this choice gives to `nudge`, read at `now` in `zone`, or why it gives none.
    package func answer(to nudge: NudgeInView, now: Timestamp, zone: LocalTime) -> Result<ReplyAnswer, Rejection> {
        guard answer != Self.declined else { return .failure(.declined) }
        guard let kind = Intent.Kind(rawValue: answer), nudge.offered.contains(kind) else { return .failure(.notOffered(answer)) }
        var goal: String?
        switch (nudge, self.goal) {
        case (.followUp, nil): goal = nil
        case (.followUp, _?): return .failure(.goalNotAsked)
        case (.digest, nil): return .failure(.noGoal)
        case (.digest(let listed), let id?):
            guard listed[id.lowercased()] != nil else { return .failure(.notListed(id)) }
            goal = id.lowercased()
        }
        guard kind == .snooze else {
            return until == nil ? .success(ReplyAnswer(kind, goal: goal)) : .failure(.timeNotAsked)
        }
        guard let until else { return .failure(.noTime) }
        guard let instant = Self.localTime(until, zone: zone) else { return .failure(.unreadableTime(until)) }
        guard instant > now else { return .failure(.notAhead(zone.describe(instant))) }
        return .success(ReplyAnswer(.snooze, goal: goal, until: .at(instant)))
    }

    /// `YYYY-MM-DDTHH:MM` (seconds allowed) read in `zone`; nil for anything else, a date
    /// alone and a time with an offset included: what the reader was asked for is the wall
    /// clock the person lives by.
    static func localTime(_ text: String, zone: LocalTime) -> Timestamp? {
        guard let iso = ISO8601Text(text), iso.hasTime, iso.utcOffsetSeconds == nil, iso.millisecond == 0 else { return nil }
        return zone.instant(
            year: Int(iso.date.year), month: Int(iso.date.month), day: Int(iso.date.day), hour: Int(iso.hour), minute: Int(iso.minute),
            second: Int(iso.second))
    }
}

extension NudgeInView {
    /// The answers a reply to this nudge may give about its goal, as its buttons and reply
    /// words offer them: whether a goal still matters (keep, let go) for a nudge that asks it,
    /// reached out or later for one about a person, and otherwise done, a step, later, dismiss,
    /// let go and keep. A briefing offers the same for each goal it listed, but dismiss: it is
    /// no nudge of the goal's own to close.
    package var offered: [Intent.Kind] {
        switch self {
        case .followUp(_, true, _): [.keep, .drop]
        case .followUp(_, false, true): [.complete, .snooze]
        case .followUp: [.complete, .step, .snooze, .dismiss, .drop, .keep]
        case .digest: [.complete, .step, .snooze, .drop, .keep]
        }
    }

    /// The short ids a reply may name: those the briefing listed, in order; none for a
    /// follow-up.
    package var listedIDs: [String] {
        if case .digest(let listed) = self { return listed.keys.sorted() }
        return []
    }
}
