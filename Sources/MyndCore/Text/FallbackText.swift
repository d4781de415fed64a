import Foundation

/// The words of a nudge when Claude is not asked (no key, no budget, a failure): what every
/// person without a key reads, so written as a person would write it, in each language mynd
/// speaks (`FallbackFrames`). Several phrasings for each situation; a goal does not hear the
/// same one again within `freshDays`; the goal is quoted (never declined, so no article or
/// case can go wrong), the goal and its step are set in whole words, and the text fits in
/// `maximumLength` characters.
package enum FallbackText {
    /// What the nudge is about, which decides the phrasings.
    package enum Situation: String, CaseIterable, Sendable {
        /// A goal gone quiet with an open next action.
        case nextAction
        /// A goal gone quiet that something blocks (and no next action).
        case blocked
        /// A goal gone quiet that waits on a person (and no next action): the words are about
        /// reaching that person, never about a task to clear.
        case waitingOnPerson
        /// A goal gone quiet with nothing else known.
        case plain
        /// A snooze that ended: the person asked for it.
        case returning
        /// After nudges in a row went unanswered or were waved away: does it still matter?
        case asking
    }

    /// A nudge's situation: what it is (back from a snooze, asking), else what the goal has.
    package static func situation(
        _ kind: FollowUp.Kind, hasNextAction: Bool, hasBlocker: Bool, blockerIsPerson: Bool = false
    ) -> Situation {
        switch kind {
        case .returning: .returning
        case .asking: .asking
        case .stale: hasNextAction ? .nextAction : hasBlocker ? (blockerIsPerson ? .waitingOnPerson : .blocked) : .plain
        }
    }

    package static let maximumLength = 100
    /// How long a phrasing is not used again for the same goal.
    package static let freshDays = 7

    /// The seed that varies which phrasing a goal hears first: a hash of its words, so the same
    /// goal starts at the same phrasing in every run and in a copy of the graph (not its id,
    /// which is random), and goals worded differently mostly start at different ones.
    package static func seed(for goal: String) -> UInt64 { StableHash.fnv1a64(goal.utf8) }

    /// The nudge for `goal` in `language`. `step` is its next action or its blocker (by
    /// `situation`); `recent` are the texts this goal was sent in the last `freshDays`, newest
    /// first, whatever language they were in; `seed` varies the first choice between goals
    /// (`seed(for:)`). A phrasing not in `recent` comes first;
    /// when every one is (a goal nudged more than daily), the one used longest ago.
    package static func followUp(
        goal: String, step: String? = nil, situation: Situation, recent: [String] = [], seed: UInt64 = 0,
        language: Language = .english
    ) -> String {
        let frames = FallbackFrames.frames(for: situation, in: language)
        let start = Int(seed % UInt64(frames.count))
        let order = (0..<frames.count).map { frames[($0 + start) % frames.count] }
        func lastUse(_ frame: FallbackFrames.Frame) -> Int { recent.firstIndex { frame.matches($0) } ?? Int.max }
        // Among the phrasings as fresh as the freshest, the first that holds the goal and step
        // whole: a long step is not cut where another phrasing has room for it.
        let freshest = order.map(lastUse).max() ?? Int.max
        let fresh = order.filter { lastUse($0) == freshest }
        let whole = fresh.first { wholeLength($0, goal: goal, step: step, words: language.words) <= maximumLength }
        let text = fit(whole ?? fresh[0], goal: goal, step: step, words: language.words)
        guard situation == .returning, freshest != Int.max else { return text }
        // Every phrasing heard this week: each, heard longest ago first, with an end it has
        // not had (each phrasing starting at another end, so one end does not follow another),
        // in its long form or its short one, the goal whole.
        let goalText = language.words.quotes.inner(goal.firstLine.withoutClosingPunctuation)
        let stepText = (step ?? "").firstLine.withoutClosingPunctuation
        let byAge = order.indices.sorted { (lastUse(order[$0]), -$0) > (lastUse(order[$1]), -$1) }
        let lines = byAge.map { index in
            Line(
                text: fit(order[index], goal: goal, step: step, words: language.words),
                forms: order[index].forms.map { FallbackFrames.Frame.fill($0, goal: goalText, step: stepText) }, position: index)
        }
        return ended(lines, ends: language.pack.frames.returningEnds, recent: recent, seed: seed)
    }

    /// A phrasing filled in: as it fits, each of its forms with the goal whole, and where it
    /// stands among the phrasings.
    struct Line {
        var text: String
        var forms: [String]
        var position: Int
    }

    /// Among `lines`, each alone and with each end that fits one of its forms, the first the
    /// goal has not heard this week, else the one it heard longest ago.
    static func ended(_ lines: [Line], ends: [String], recent: [String], seed: UInt64) -> String {
        let options = lines.flatMap { line in
            let start = ends.isEmpty ? 0 : Int((seed + UInt64(line.position)) % UInt64(ends.count))
            let endings = (0..<ends.count).compactMap { offset in
                line.forms.map { $0 + " " + ends[(offset + start) % ends.count] }.first { $0.count <= maximumLength }
            }
            return [line.text] + endings
        }
        // Where each text was last heard (newest first), looked up once.
        var heard: [String: Int] = [:]
        for (index, text) in recent.enumerated() where heard[text] == nil { heard[text] = index }
        let lastUse = options.map { heard[$0] ?? Int.max }
        return options[lastUse.firstIndex(of: lastUse.max() ?? Int.max) ?? 0]
    }

    /// The frame filled in so that it fits: the goal (its first line: the rest is detail) and
    /// the step whole in the frame, then in its short form; only when even that is too long is
    /// anything cut, at a word boundary with "…", and only as much as the limit asks: the goal
    /// first (its start names it), down to a readable length, then the step.
    static func fit(_ frame: FallbackFrames.Frame, goal: String, step: String?, words: Words) -> String {
        // The goal is set in quotes: its own quotes become the inner pair.
        let goalText = words.quotes.inner(goal.firstLine.withoutClosingPunctuation)
        let stepText = (step ?? "").firstLine.withoutClosingPunctuation
        for form in frame.forms {
            let text = FallbackFrames.Frame.fill(form, goal: goalText, step: stepText)
            if text.count <= maximumLength { return text }
        }
        let short = frame.forms[frame.forms.count - 1]
        let connectors = Words.allConnectors
        func filled(_ goalLimit: Int, _ stepLimit: Int) -> String {
            FallbackFrames.Frame.fill(
                short, goal: goalText.excerpt(goalLimit, connectors: connectors), step: stepText.excerpt(stepLimit, connectors: connectors))
        }
        // The room the slots have in the short form: what the limit leaves after its own words.
        let room = maximumLength - FallbackFrames.Frame.fill(short, goal: "", step: "").count
        let (goalLength, stepLength) = (goalText.count, stepText.count)
        var tries: [(Int, Int)] = []
        // The goal alone gives way when the step leaves it enough; else the step alone when
        // the goal is short; else both.
        if room - stepLength >= minimumGoal { tries.append((room - stepLength, Int.max)) }
        if room - goalLength >= minimumStep { tries.append((Int.max, room - goalLength)) }
        tries += [(minimumGoal, max(room - minimumGoal, minimumStep)), (minimumGoal, minimumStep), (16, 16), (12, 12)]
        var text = ""
        for (goalLimit, stepLimit) in tries {
            text = filled(goalLimit, stepLimit)
            if text.count <= maximumLength { return text }
        }
        return text.excerpt(maximumLength)
    }

    /// How short a cut goal or step may become before the other gives way: below this a
    /// quote no longer says what it is about.
    static let minimumGoal = 28
    static let minimumStep = 24

    /// The length `text` would have with the goal and step whole in the form of its frame that
    /// it was written from (nil: none of `situation`'s frames wrote it): a text with a cut
    /// in it must have needed one, so this is more than `maximumLength`.
    package static func wholeLength(
        of text: String, goal: String, step: String?, situation: Situation, language: Language
    ) -> Int? {
        let goalText = language.words.quotes.inner(goal.firstLine.withoutClosingPunctuation)
        let stepText = (step ?? "").firstLine.withoutClosingPunctuation
        for frame in FallbackFrames.frames(for: situation, in: language) where frame.matches(text) {
            let lengths = frame.forms.map { FallbackFrames.Frame.fill($0, goal: goalText, step: stepText).count }
            return lengths.min()
        }
        return nil
    }

    /// The shortest length `frame` has with the goal's first line and the step whole.
    static func wholeLength(_ frame: FallbackFrames.Frame, goal: String, step: String?, words: Words) -> Int {
        let goalText = words.quotes.inner(goal.firstLine.withoutClosingPunctuation)
        let stepText = (step ?? "").firstLine.withoutClosingPunctuation
        return frame.forms.map { FallbackFrames.Frame.fill($0, goal: goalText, step: stepText).count }.min() ?? 0
    }

    /// Whether `text` was written from one of `situation`'s phrasings in `language`.
    package static func isWritten(_ text: String, from situation: Situation, in language: Language) -> Bool {
        FallbackFrames.frames(for: situation, in: language).contains { $0.matches(text) }
    }
}

/// The phrasings, as frames with `{goal}` and `{step}` slots, one table in each language's
/// pack (`German/German+Frames.swift`, …). Each language writes the quotes it uses around
/// `{goal}` into its frames.
enum FallbackFrames {
    /// A phrasing and, when it has one, a shorter form of it for a long goal: the frame gives
    /// way before the goal's words do.
    struct Frame: Sendable {
        let forms: [String]

        init(_ text: String, short: String? = nil) {
            forms = [text] + (short.map { [$0] } ?? [])
        }

        static func fill(_ form: String, goal: String, step: String) -> String {
            var filled = form.replacingOccurrences(of: "{goal}", with: goal).replacingOccurrences(of: "{step}", with: step)
            // A goal or step that ends in "…" before the frame's own full stop: one mark only.
            filled = filled.replacingOccurrences(of: "….", with: "…")
            return filled.prefix(1).uppercased() + filled.dropFirst()
        }

        /// Whether `sent` was written from this frame, in either form: its fixed words appear
        /// in order, the first at the start when the form starts with them.
        func matches(_ sent: String) -> Bool {
            forms.contains { Self.matches(form: $0, sent) }
        }

        private static func matches(form: String, _ sent: String) -> Bool {
            let pieces = fixedPieces(form)
            var rest = Substring(sent)
            for (index, piece) in pieces.enumerated() {
                if index == 0, !form.hasPrefix("{") {
                    // Compared without the capital the filling may have given it.
                    guard rest.lowercased().hasPrefix(piece.lowercased()) else { return false }
                    rest = rest.dropFirst(piece.count)
                    continue
                }
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return !pieces.isEmpty
        }

        /// The form's own words between the slots; a full stop after a slot is dropped when
        /// the slot was shortened ("…" ends it), so it is not part of a piece.
        private static func fixedPieces(_ form: String) -> [String] {
            form.components(separatedBy: "{goal}").flatMap { $0.components(separatedBy: "{step}") }
                .map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "."))) }.filter { !$0.isEmpty }
        }
    }

    /// A language's phrasings for each situation.
    struct Table: Sendable {
        typealias Frame = FallbackFrames.Frame

        var nextAction: [Frame]
        var blocked: [Frame]
        var waitingOnPerson: [Frame]
        var plain: [Frame]
        var returning: [Frame]
        /// Short second sentences a returning line may end with once its phrasings have all
        /// been heard in a week: a goal snoozed again and again hears new words.
        var returningEnds: [String]
        var asking: [Frame]
    }

    static func frames(for situation: FallbackText.Situation, in language: Language = .english) -> [Frame] {
        let table = language.pack.frames
        return switch situation {
        case .nextAction: table.nextAction
        case .blocked: table.blocked
        case .waitingOnPerson: table.waitingOnPerson
        case .plain: table.plain
        case .returning: table.returning
        case .asking: table.asking
        }
    }
}
