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

    /// The insight for today in `language`; `last` is the previous digest's insight.
    public static func text(_ facts: Facts, last: String?, language: Language = .english) -> String {
        let options = candidates(facts, language: language)
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

    /// Every observation worth making, the most useful first, each fitted into
    /// `maximumLength` by shortening the goal, the name or the blocker at a word boundary.
    static func candidates(_ facts: Facts, language: Language = .english) -> [Option] {
        let words = language.words
        let said = words.insight
        var options: [Option] = []
        for (goal, days) in facts.quiet.prefix(3) {
            options.append(fitted(goal, 70, words) { said.quiet($0, days) })
        }
        for (person, days) in facts.people.prefix(1) {
            options.append(fitted(person, 40, words, quoted: false) { said.person($0, days) })
        }
        if facts.doneCount > 0, let first = facts.done.first {
            options.append(fitted(first, 60, words) { said.done($0, facts.doneCount - 1) })
        }
        for (goal, blocker) in facts.blocked.prefix(2) {
            let cause = blocker.withoutClosingPunctuation.excerpt(50, connectors: Words.allConnectors)
            options.append(fitted(goal, 50, words) { said.blocked($0, cause) })
        }
        if facts.ignored >= 3, facts.ignored > facts.answered {
            options.append(Option(text: said.unanswered(facts.ignored), subject: nil))
        }
        if facts.activeCount == 0 {
            options.append(Option(text: said.noGoal, subject: nil))
            options.append(Option(text: said.clearSlate, subject: nil))
        } else if facts.quiet.isEmpty {
            options.append(Option(text: said.allMoving(facts.activeCount), subject: nil))
            options.append(Option(text: said.allTouched(facts.activeCount), subject: nil))
        } else {
            options.append(Option(text: said.someQuiet(facts.quiet.count, facts.activeCount), subject: nil))
        }
        return options.map { option in
            // A blocker cut with "…" before the sentence's own full stop: one mark only.
            let text = option.text.replacingOccurrences(of: "….", with: "…")
            return Option(text: text.count <= maximumLength ? text : text.excerpt(maximumLength), subject: option.subject)
        }
    }

    /// The observation about `name` (quoted as the language quotes a goal, unless it is a
    /// person's name), with the name at most `limit` characters and shorter until it fits.
    private static func fitted(
        _ name: String, _ limit: Int, _ words: Words, quoted: Bool = true, _ text: (String) -> String
    ) -> Option {
        let plain = words.quotes.inner(name.withoutClosingPunctuation)
        var option = Option(text: "", subject: nil)
        for room in [limit, 56, 44, 32, 24, 16] where room <= limit {
            let shown = plain.excerpt(room, connectors: Words.allConnectors)
            option = Option(text: text(quoted ? words.quotes.quote(shown) : shown), subject: shown)
            if option.text.count <= maximumLength { break }
        }
        return option
    }
}
