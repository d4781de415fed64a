package import Foundation

/// A nudge about one goal, from the moment it is planned until the person answers it.
package struct FollowUp: Hashable, Sendable {
    package enum Status: String, CaseIterable, Sendable {
        /// Decided and in the outbox, not yet shown anywhere.
        case planned
        /// Shown on at least one channel; waiting for an answer.
        case delivered
        /// Answered "later": the goal is snoozed.
        case snoozed
        /// Answered "I handled it", or the goal was completed.
        case done
        /// Answered by finishing one of its goal's actions: progress, the goal goes on.
        case progressed
        /// Closed without touching the goal.
        case dismissed
        /// Delivered, and nobody answered within the answer window (or its notification
        /// expired): silence is not an answer, but it frees the goal.
        case unanswered
        /// Delivered, but the person was away for it: a week passed without `answer_window`
        /// of their presence. It frees the goal and backs nothing off (SPEC "Policy").
        case unseen
        /// Every channel failed for good: never seen, so it frees the goal.
        case failed
        /// Answered "Keep" to "does this still matter?".
        case kept
        /// Answered "Let it go": the goal is set aside.
        case dropped

        /// Open follow-ups count against "one open follow-up per goal".
        package var isOpen: Bool { self == .planned || self == .delivered }
    }

    /// Why this nudge was sent.
    package enum Kind: String, CaseIterable, Sendable {
        /// The goal went quiet.
        case stale
        /// A snooze ended: the person asked to be reminded now.
        case returning = "snooze_returning"
        /// Waved away `ask_after` times in a row: asks whether the goal still matters.
        case asking
    }

    /// Where the text came from: a template (offline) or Claude.
    package enum Source: String, Sendable { case fallback, claude }

    package var id: UUID
    package var goalId: UUID
    package var text: String
    package var source: Source
    /// Why the text is the fallback (no key, budget spent, API error …); nil for Claude's.
    package var fallbackReason: String?
    package var status: Status
    package var kind: Kind
    /// The goal's rank among the stale goals when it was chosen (1 = first).
    package var rank: Int?
    package var daysStale: Double?
    package var plannedAt: Timestamp
    package var deliveredAt: Timestamp?
    package var closedAt: Timestamp?

    package init(
        id: UUID = UUID(), goalId: UUID, text: String, source: Source, fallbackReason: String? = nil, status: Status = .planned,
        kind: Kind = .stale,
        rank: Int? = nil, daysStale: Double? = nil, plannedAt: Timestamp,
        deliveredAt: Timestamp? = nil, closedAt: Timestamp? = nil
    ) {
        self.id = id
        self.goalId = goalId
        self.text = text
        self.source = source
        self.fallbackReason = fallbackReason
        self.status = status
        self.kind = kind
        self.rank = rank
        self.daysStale = daysStale
        self.plannedAt = plannedAt
        self.deliveredAt = deliveredAt
        self.closedAt = closedAt
    }
}
