/// What a reply says, as the grammar read it: the answers it gives, or why it gives none that
/// mynd may act on. Acting wrongly is worse than asking back, so anything denied, doubted,
/// asked or at odds with itself is `unclear`, never guessed.
package struct ReplyMeaning: Equatable, Sendable {
    /// Why a reply does not act.
    package enum Unclear: String, Equatable, Sendable {
        /// Nothing in it reads as an answer.
        case nothing
        /// It asks something.
        case question
        /// What it says is denied or doubted ("not done yet", "I think so").
        case denied
        /// Two answers that cannot both be meant ("done, tomorrow").
        case conflicting
        /// A reply to the briefing that does not say which goal.
        case noGoal
    }

    package var answers: [ReplyAnswer]
    package var unclear: Unclear?

    package init(answers: [ReplyAnswer] = [], unclear: Unclear? = nil) {
        self.answers = answers
        self.unclear = answers.isEmpty ? (unclear ?? .nothing) : unclear
    }
}

/// One answer a reply gives.
package struct ReplyAnswer: Equatable, Sendable {
    /// When a snooze or a pause ends, as the reply said it.
    package enum Until: Equatable, Sendable {
        /// No time said: a snooze is `snooze_default`, a pause lasts until resumed.
        case unsaid
        case at(Timestamp)
        /// A span with a minus ("-3h"): no time ahead.
        case notAhead
        /// A time that has passed.
        case past(Timestamp)
    }

    package var kind: Intent.Kind
    /// The short id it names (a briefing's line: "morgen 3f2a"), lowercase.
    package var goal: String?
    package var until: Until
    /// A capture's thought, or what a step was ("Werkstatt angerufen"), as written.
    package var text: String?

    package init(_ kind: Intent.Kind, goal: String? = nil, until: Until = .unsaid, text: String? = nil) {
        self.kind = kind
        self.goal = goal
        self.until = until
        self.text = text
    }
}

/// The nudge a reply answers, as far as reading it needs.
package enum NudgeInView: Equatable, Sendable {
    /// A follow-up about `goal` (its words): `asking` whether it still matters (a bare yes
    /// keeps it, a bare no lets it go); about a `person` (a report of contact is done).
    case followUp(goal: String, asking: Bool = false, person: Bool = false)
    /// The morning briefing: the short ids it listed, with their goals' words.
    case digest(listed: [String: String])
}
