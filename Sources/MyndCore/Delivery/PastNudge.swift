package import Foundation

/// A nudge a goal was sent, and what became of it: what the fallback texts avoid repeating
/// and what Claude is told, so neither says the same thing twice.
package struct PastNudge: Equatable, Sendable {
    /// The follow-up it was (nil for one made up in a test or a preview).
    package var followUpId: UUID?
    package var text: String
    package var kind: FollowUp.Kind
    package var plannedAt: Timestamp
    /// How the person answered; nil while it waits for one (or was never delivered).
    package var answer: Answer.Kind?

    package init(text: String, kind: FollowUp.Kind, plannedAt: Timestamp, answer: Answer.Kind?, followUpId: UUID? = nil) {
        self.followUpId = followUpId
        self.text = text
        self.kind = kind
        self.plannedAt = plannedAt
        self.answer = answer
    }
}
