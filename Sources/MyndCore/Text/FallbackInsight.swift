import Foundation

/// The morning insight when Claude is not asked: one observation from the week, at most
/// `maximumLength` characters, never yesterday's headline again (a different goal, or a
/// different kind of observation).
public enum FallbackInsight {
    public static let maximumLength = 150

    /// What the insight may speak of.
    public struct Facts: Sendable {
        /// Goals gone quiet, stalest first, with their days of quiet.
        public var quiet: [(goal: String, days: Int)] = []
        /// Goals and actions done in the last seven days, newest first, and how many.
        public var done: [String] = []
        public var doneCount = 0
        /// Goals and what blocks them.
        public var blocked: [(goal: String, blocker: String)] = []
        public var activeCount = 0
        /// Nudges answered and left unanswered in the last seven days.
        public var answered = 0
        public var ignored = 0
        /// People past their cadence, with the days since you were in touch (local only: a
        /// fallback never leaves the machine).
        public var people: [(name: String, days: Int)] = []

        public init() {}
    }

    /// The insight for today; `last` is the previous digest's insight.
    public static func text(_ facts: Facts, last: String?) -> String {
        let options = candidates(facts)
        let fresh = options.first { option in
            guard let last else { return true }
            return option.text != last && !(option.subject.map { last.contains($0) } ?? false)
        }
        return (fresh ?? options.first { $0.text != last } ?? options[0]).text
    }

    struct Option: Equatable {
        var text: String
        /// The goal it names, which must not be yesterday's.
        var subject: String?
    }

    /// Every observation worth making, the most useful first.
    static func candidates(_ facts: Facts) -> [Option] {
        var options: [Option] = []
        for (goal, days) in facts.quiet.prefix(3) {
            let name = goal.withoutClosingPunctuation.excerpt(70)
            options.append(Option(text: "“\(name)” has been quiet for \(days) days. Worth a small step today?", subject: name))
        }
        for (person, days) in facts.people.prefix(1) {
            let name = person.withoutClosingPunctuation.excerpt(40)
            options.append(Option(text: "It has been \(days) days since you were in touch with \(name). A message today?", subject: name))
        }
        if facts.doneCount > 0, let first = facts.done.first {
            let name = first.withoutClosingPunctuation.excerpt(60)
            let more = facts.doneCount > 1 ? " and \(facts.doneCount - 1) more" : ""
            options.append(Option(text: "Done this week: “\(name)”\(more). That is momentum worth keeping.", subject: name))
        }
        for (goal, blocker) in facts.blocked.prefix(2) {
            let name = goal.withoutClosingPunctuation.excerpt(50)
            options.append(
                Option(text: "One thing stands in the way of “\(name)”: \(blocker.withoutClosingPunctuation.excerpt(50)).", subject: name))
        }
        if facts.ignored >= 3, facts.ignored > facts.answered {
            options.append(
                Option(
                    text:
                        "\(facts.ignored) nudges went unanswered this week. Fewer goals, or other hours? mynd status shows when you answer.",
                    subject: nil))
        }
        let goals = facts.activeCount == 1 ? "1 active goal" : "\(facts.activeCount) active goals"
        if facts.activeCount == 0 {
            options.append(Option(text: "No goal is open right now. What would you like to move forward next?", subject: nil))
            options.append(Option(text: "A clear slate today: add a goal when one comes to mind.", subject: nil))
        } else if facts.quiet.isEmpty {
            options.append(Option(text: "Nothing has gone quiet: \(goals), all moving.", subject: nil))
            options.append(Option(text: "All \(goals) touched recently. A good day to add the next one?", subject: nil))
        } else {
            options.append(Option(text: "\(facts.quiet.count) of \(goals) gone quiet. One small step on any of them counts.", subject: nil))
        }
        return options.map { Option(text: String($0.text.prefix(maximumLength)), subject: $0.subject) }
    }
}
