import MyndCore

/// The lists of answer and status names the store's SQL compares with, written from the Swift
/// types: a new answer (an `Intent.Kind` case) changes them with no SQL to edit.
enum AnswerSQL {
    /// `('a', 'b')`: the raw values as an SQL list. They are mynd's own names, never the
    /// person's text, so they are written into the statement.
    static func list<Value: RawRepresentable>(_ values: [Value]) -> String where Value.RawValue == String {
        "(" + values.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")"
    }

    /// Answers that wave a nudge away (a dismiss, silence): the back-off grows.
    static let wavingAway = list(Answer.Kind.allCases.filter(\.wavesAway))
    /// Answers a person chose that start the back-off over.
    static let real = list(Answer.Kind.real)
    /// Answers the person gave (neither silence nor absence).
    static let given = list(Answer.Kind.allCases.filter { if case .given = $0 { true } else { false } })
    /// The statuses of an open nudge.
    static let open = list(FollowUp.Status.allCases.filter(\.isOpen))
}
