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

    /// `too_long`, `markdown`, `quoted`, `empty`, `refusal`, `control`, `truncated`, `declined`,
    /// `unrelated` or `wrong_language`.
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
        }
    }
}
