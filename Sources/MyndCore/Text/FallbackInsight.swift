import Foundation

/// The morning insight when Claude is not asked: one observation from the week, at most
/// `maximumLength` characters, something new each day — never the same sentence shape as the
/// last digest's (a quiet goal two mornings running reads like a nag), never yesterday's goal,
/// and never about a goal or person the person acted on since the last digest.
package enum FallbackInsight {
    package static let maximumLength = 150

    /// What the insight may speak of.
    package struct Facts: Sendable {
        /// Goals gone quiet, stalest first, with their days of quiet.
        package var quiet: [(goal: String, days: Int)] = []
        /// Goals and actions done in the last seven days, newest first, and how many.
        package var done: [String] = []
        package var doneCount = 0
        /// Goals and what blocks them.
        package var blocked: [(goal: String, blocker: String)] = []
        /// Goals that wait on a person, and who (local only, as `people`).
        package var waitingOn: [(goal: String, name: String)] = []
        package var activeCount = 0
        /// Nudges answered and left unanswered in the last seven days.
        package var answered = 0
        package var ignored = 0
        /// People past their cadence, with the days since you were in touch (local only: a
        /// fallback never leaves the machine).
        package var people: [(name: String, days: Int)] = []
        /// Goals and actions done yesterday (or since then), newest first.
        package var doneYesterday: [String] = []
        /// Snoozes ending later today, with their time on the wall clock ("14:00").
        package var comingBack: [(goal: String, at: String)] = []
        /// The week's steps: "did a step" answers and actions done.
        package var steps = 0
        /// Goals and people the person acted on since the last digest (touched, answered, in
        /// touch with): the insight does not nag about them.
        package var actedOn: Set<String> = []
        /// The local day, counted from the epoch: the observations that say what changed take
        /// turns by it. nil keeps the most useful first.
        package var day: Int?

        package init() {}
    }

    /// The kinds of sentence an insight can be: two mornings never open with the same one.
    package enum Shape: String, CaseIterable, Sendable {
        case doneYesterday, comingBack, quiet, person, steps, done, blocked, unanswered, noGoal, clearSlate, allMoving, allTouched
        case someQuiet, waitingOn
    }

    /// The insight for today in `language`; `last` is the previous digest's insight.
    package static func text(_ facts: Facts, last: String?, language: Language = .english) -> String {
        let options = candidates(facts, language: language)
        let lastShape = last.flatMap { shape(of: $0, language: language) }
        let fresh = options.first { option in
            guard let last else { return true }
            return option.shape != lastShape && option.text != last && !(option.subject.map { last.contains($0) } ?? false)
        }
        return (fresh ?? options.first { $0.text != last && $0.shape != lastShape } ?? options.first { $0.text != last } ?? options[0])
            .text
    }

    struct Option: Equatable {
        var text: String
        /// The goal it names, which must not be yesterday's.
        var subject: String?
        var shape: Shape
    }

    /// Every observation worth making, in the order they are offered: with a `day`, the five
    /// that say what changed (done yesterday, coming back today, the longest-quiet goal, a
    /// person due, the week's steps) take turns at the front; then the rest, most useful
    /// first. Each is fitted into `maximumLength` by shortening the goal, the name or the
    /// blocker at a word boundary.
    static func candidates(_ facts: Facts, language: Language = .english) -> [Option] {
        let words = language.words
        let said = words.insight
        let quiet = facts.quiet.filter { !facts.actedOn.contains($0.goal) }
        let people = facts.people.filter { !facts.actedOn.contains($0.name) }
        var changed: [Option] = []
        if let first = facts.doneYesterday.first {
            changed.append(fitted(first, 60, words, .doneYesterday) { said.doneYesterday($0, facts.doneYesterday.count - 1) })
        }
        if let back = facts.comingBack.first(where: { !facts.actedOn.contains($0.goal) }) {
            changed.append(fitted(back.goal, 70, words, .comingBack) { said.comingBack($0, back.at) })
        }
        if let (goal, days) = quiet.first { changed.append(fitted(goal, 70, words, .quiet) { said.quiet($0, days) }) }
        if let (person, days) = people.first {
            changed.append(fitted(person, 40, words, .person, quoted: false) { said.person($0, days) })
        }
        if facts.steps > 0 { changed.append(Option(text: said.steps(facts.steps), subject: nil, shape: .steps)) }

        var options: [Option] = []
        if let day = facts.day, !changed.isEmpty {
            // Shapes take turns by the day, whichever of them there is something to say about.
            let turn = Shape.allCases.prefix(5)
            let start = ((day % turn.count) + turn.count) % turn.count
            let order = Array(turn[start...] + turn[..<start])
            options = changed.sorted { order.firstIndex(of: $0.shape)! < order.firstIndex(of: $1.shape)! }
        } else {
            // The most useful first: a quiet goal, a person, then what changed.
            options =
                changed.filter { $0.shape == .quiet || $0.shape == .person } + changed.filter { $0.shape != .quiet && $0.shape != .person }
        }
        for (goal, days) in quiet.dropFirst().prefix(2) {
            options.append(fitted(goal, 70, words, .quiet) { said.quiet($0, days) })
        }
        if facts.doneCount > 0, let first = facts.done.first {
            options.append(fitted(first, 60, words, .done) { said.done($0, facts.doneCount - 1) })
        }
        for (goal, blocker) in facts.blocked.filter({ !facts.actedOn.contains($0.goal) }).prefix(2) {
            let cause = blocker.firstLine.withoutClosingPunctuation.excerpt(50, connectors: Words.allConnectors)
            options.append(fitted(goal, 50, words, .blocked) { said.blocked($0, cause) })
        }
        for (goal, name) in facts.waitingOn.filter({ !facts.actedOn.contains($0.goal) }).prefix(2) {
            let who = name.firstLine.withoutClosingPunctuation.excerpt(40, connectors: Words.allConnectors)
            options.append(fitted(goal, 50, words, .waitingOn) { said.waitingOn($0, who) })
        }
        if facts.ignored >= 3, facts.ignored > facts.answered {
            options.append(Option(text: said.unanswered(facts.ignored), subject: nil, shape: .unanswered))
        }
        if facts.activeCount == 0 {
            options.append(Option(text: said.noGoal, subject: nil, shape: .noGoal))
            options.append(Option(text: said.clearSlate, subject: nil, shape: .clearSlate))
        } else if facts.quiet.isEmpty {
            options.append(Option(text: said.allMoving(facts.activeCount), subject: nil, shape: .allMoving))
            options.append(Option(text: said.allTouched(facts.activeCount), subject: nil, shape: .allTouched))
        } else {
            options.append(Option(text: said.someQuiet(facts.quiet.count, facts.activeCount), subject: nil, shape: .someQuiet))
        }
        return options.map { option in
            // A blocker cut with "…" before the sentence's own full stop: one mark only.
            let text = option.text.replacingOccurrences(of: "….", with: "…")
            return Option(
                text: text.count <= maximumLength ? text : text.excerpt(maximumLength), subject: option.subject, shape: option.shape)
        }
    }

    /// Which kind of sentence `text` is, as this language says each one (nil: none of mynd's,
    /// Claude's say): the same kind is not used two mornings running.
    package static func shape(of text: String, language: Language = .english) -> Shape? {
        let patterns = shapePatterns(language)
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let range = NSRange(line.startIndex..., in: line)
        return Shape.allCases.first { shape in
            patterns[shape, default: []].contains { $0.firstMatch(in: line, range: range) != nil }
        }
    }

    /// Each shape's sentences as patterns: its phrasings said with a stand-in for a name and a
    /// number, the stand-ins opened up to any name and any number.
    private static func shapePatterns(_ language: Language) -> [Shape: [NSRegularExpression]] {
        let said = language.words.insight
        let (name, number) = ("\u{E000}", 97_531)
        let samples: [Shape: [String]] = [
            .doneYesterday: [said.doneYesterday(name, 0), said.doneYesterday(name, number)],
            .comingBack: [said.comingBack(name, name)],
            .quiet: [said.quiet(name, number), said.quiet(name, 1)],
            .person: [said.person(name, number), said.person(name, 1)],
            .steps: [said.steps(1), said.steps(number)],
            .done: [said.done(name, 0), said.done(name, number)],
            .blocked: [said.blocked(name, name)], .waitingOn: [said.waitingOn(name, name)],
            .unanswered: [said.unanswered(number)],
            .noGoal: [said.noGoal], .clearSlate: [said.clearSlate],
            .allMoving: [said.allMoving(1), said.allMoving(number)], .allTouched: [said.allTouched(1), said.allTouched(number)],
            .someQuiet: [said.someQuiet(1, 1), said.someQuiet(number, number), said.someQuiet(1, number), said.someQuiet(number, 1)],
        ]
        return samples.mapValues { texts in
            texts.compactMap { sample in
                var pattern = NSRegularExpression.escapedPattern(for: sample)
                    .replacingOccurrences(of: name, with: ".+").replacingOccurrences(of: "\(number)", with: "\\d+")
                // A name cut with "…" takes the sentence's own full stop with it.
                if pattern.hasSuffix("\\.") { pattern += "?" }
                return try? NSRegularExpression(pattern: "^" + pattern + "$", options: [.dotMatchesLineSeparators])
            }
        }
    }

    /// The observation about `name` (quoted as the language quotes a goal, unless it is a
    /// person's name), with the name at most `limit` characters and shorter until it fits.
    private static func fitted(
        _ name: String, _ limit: Int, _ words: Words, _ shape: Shape, quoted: Bool = true, _ text: (String) -> String
    ) -> Option {
        let plain = words.quotes.inner(name.firstLine.withoutClosingPunctuation)
        var option = Option(text: "", subject: nil, shape: shape)
        // Whole while the sentence fits; only then shorter, from `limit` down.
        for room in [Int.max, limit, 56, 44, 32, 24, 16] where room == .max || room <= limit {
            let shown = plain.excerpt(room, connectors: Words.allConnectors)
            option = Option(text: text(quoted ? words.quotes.quote(shown) : shown), subject: shown, shape: shape)
            if option.text.count <= maximumLength { break }
        }
        return option
    }
}
