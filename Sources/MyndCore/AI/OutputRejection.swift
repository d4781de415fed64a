/// Why a text Claude wrote was not used. `code` goes into the record; `description` is for
/// a log line.
package enum OutputRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than the place it is for allows, in characters.
    case tooLong(characters: Int, limit: Int)
    /// Contains Markdown (the named mark), which a notification would show as-is.
    case markdown(String)
    /// The whole text is wrapped in quotes.
    case quoted
    /// Nothing but white space.
    case empty
    /// Reads as a refusal (the phrase found) rather than a message.
    case refusal(String)
    /// Contains a line break or another control character.
    case control
    /// Generation did not end by itself (`stop_reason` was not `end_turn`), so the text may
    /// be cut off.
    case truncated(stopReason: String?)
    /// The model declined to answer (`stop_reason: "refusal"`: its safety classifiers
    /// stopped it; what text there is, is not a message).
    case declined
    /// A follow-up that names no part of its goal, next action or blocker (`GoalMention`):
    /// a message for some other goal, or for none.
    case unrelated
    /// Written in another language than the person reads (`expected`; `found` when it can
    /// tell which): the nudge falls back rather than mix languages.
    case wrongLanguage(expected: String, found: String?)
    /// A word or two (`count`), not a sentence.
    case bare(words: Int)
    /// Nothing but the goal's own words, repeated or quoted.
    case repeatsGoal
    /// Does what an instruction in the goal (the phrase) asks, instead of nudging.
    case followsGoal(String)
    /// The goal was given this text in the last week.
    case repeated

    /// `too_long`, `markdown`, `quoted`, `empty`, `refusal`, `control`, `truncated`, `declined`,
    /// `unrelated`, `wrong_language`, `bare`, `repeats_goal`, `follows_goal` or `repeated`.
    package var code: String {
        switch self {
        case .tooLong: "too_long"
        case .markdown: "markdown"
        case .quoted: "quoted"
        case .empty: "empty"
        case .refusal: "refusal"
        case .control: "control"
        case .truncated: "truncated"
        case .declined: "declined"
        case .unrelated: "unrelated"
        case .wrongLanguage: "wrong_language"
        case .bare: "bare"
        case .repeatsGoal: "repeats_goal"
        case .followsGoal: "follows_goal"
        case .repeated: "repeated"
        }
    }

    package var description: String {
        switch self {
        case .tooLong(let characters, let limit): "text is \(characters) characters, more than \(limit)"
        case .markdown(let mark): "text contains Markdown (\(mark))"
        case .quoted: "text is wrapped in quotes"
        case .empty: "text is empty"
        case .refusal(let phrase): "text reads as a refusal (\"\(phrase)\")"
        case .control: "text contains a line break or control character"
        case .truncated(let reason): "generation stopped with stop_reason \(reason ?? "null"), not end_turn"
        case .declined: "Claude declined to answer (stop_reason refusal)"
        case .unrelated: "text names no part of the goal, its next action or its blocker"
        case .wrongLanguage(let expected, let found):
            "text is not in the person's language (\(expected))\(found.map { ", reads as \($0)" } ?? "")"
        case .bare(let words): "text is \(words == 1 ? "one word" : "\(words) words"), not a sentence"
        case .repeatsGoal: "text only repeats the goal's own words"
        case .followsGoal(let phrase): "text does what the goal's words ask (\"\(phrase)\") instead of nudging"
        case .repeated: "the goal was given this text in the last 7 days"
        }
    }
}
