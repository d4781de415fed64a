/// A nudge a goal was sent, and what became of it: what the fallback texts avoid repeating
/// and what Claude is told, so neither says the same thing twice.
public struct PastNudge: Equatable, Sendable {
    public var text: String
    public var kind: FollowUp.Kind
    public var plannedAt: Timestamp
    /// How the person answered; nil while it waits for one (or was never delivered).
    public var answer: Answer.Kind?

    public init(text: String, kind: FollowUp.Kind, plannedAt: Timestamp, answer: Answer.Kind?) {
        self.text = text
        self.kind = kind
        self.plannedAt = plannedAt
        self.answer = answer
    }
}
