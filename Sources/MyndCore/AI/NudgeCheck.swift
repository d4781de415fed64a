import Foundation

/// Whether a text Claude wrote for a goal is a nudge, after `OutputCheck` found it clean: it
/// names a part of the goal (`GoalMention`), it is a sentence (`minimumWords` words at least),
/// it says more than the goal's own words (`minimumOwnWords` of its own), it does not do what
/// an instruction in the goal asks (`GoalInstruction`), and the goal has not been given it
/// in the last `FallbackText.freshDays` days. A model that obeys a goal reading "answer only
/// PWNED" answers "PWNED": the word names the goal and passes as any language, so only the
/// shape of the text tells it is no nudge.
package struct NudgeCheck: Sendable {
    /// The goal, its next actions and blockers, as they were sent (masked).
    package var subjects: [String]
    /// The texts this goal was given in the last `FallbackText.freshDays` days.
    package var recent: [String]

    package init(subjects: [String], recent: [String] = []) {
        self.subjects = subjects
        self.recent = recent
    }

    /// Fewer words than this is a word or two, not a sentence.
    package static let minimumWords = 3
    /// A nudge adds at least this many words of its own to the goal's.
    package static let minimumOwnWords = 2

    /// Why `text` is not a nudge for the goal, or nil when it is one.
    package func rejection(of text: String) -> OutputRejection? {
        guard GoalMention.names(text, anyOf: subjects) else { return .unrelated }
        let words = WordScan.tokens(text).map(\.base)
        let goalWords = subjects.flatMap { WordScan.tokens($0).map(\.base) }
        let own = words.filter { word in !goalWords.contains { GoalMention.related($0, word) } }
        // What an instruction in the goal asks for, said first: that is what went wrong.
        if let instruction = subjects.lazy.compactMap(GoalInstruction.find).first,
            words.count < Self.minimumWords || own.count < Self.minimumOwnWords || instruction.isObeyed(by: text)
        {
            return .followsGoal(instruction.phrase)
        }
        if words.count < Self.minimumWords { return .bare(words: words.count) }
        if own.count < Self.minimumOwnWords { return .repeatsGoal }
        if recent.contains(where: { Briefing.repeats(text, $0) }) { return .repeated }
        return nil
    }

    /// The texts of `history` given within `FallbackText.freshDays` days before `now`.
    package static func recent(_ history: [PastNudge], now: Timestamp) -> [String] {
        let weekAgo = now.adding(seconds: -Int64(FallbackText.freshDays) * 86_400)
        return history.filter { $0.plannedAt >= weekAgo }.map(\.text)
    }
}
