public import Foundation

/// A nudge about one goal, from the moment it is planned until the person answers it.
public struct FollowUp: Hashable, Sendable {
    public enum Status: String, CaseIterable, Sendable {
        /// Decided and in the outbox, not yet shown anywhere.
        case planned
        /// Shown on at least one channel; waiting for an answer.
        case delivered
        /// Answered "later": the goal is snoozed.
        case snoozed
        /// Answered "I handled it", or the goal was completed.
        case done
        /// Closed without touching the goal.
        case dismissed

        /// Open follow-ups count against "one open follow-up per goal".
        public var isOpen: Bool { self == .planned || self == .delivered }
    }

    /// Where the text came from: a template (offline) or Claude.
    public enum Source: String, Sendable { case fallback, claude }

    public var id: UUID
    public var goalId: UUID
    public var text: String
    public var source: Source
    /// Why the text is the fallback (no key, budget spent, API error …); nil for Claude's.
    public var fallbackReason: String?
    public var status: Status
    /// The goal's rank among the stale goals when it was chosen (1 = first).
    public var rank: Int?
    public var daysStale: Double?
    public var plannedAt: Timestamp
    public var deliveredAt: Timestamp?
    public var closedAt: Timestamp?

    public init(
        id: UUID = UUID(), goalId: UUID, text: String, source: Source, fallbackReason: String? = nil, status: Status = .planned,
        rank: Int? = nil, daysStale: Double? = nil, plannedAt: Timestamp,
        deliveredAt: Timestamp? = nil, closedAt: Timestamp? = nil
    ) {
        self.id = id
        self.goalId = goalId
        self.text = text
        self.source = source
        self.fallbackReason = fallbackReason
        self.status = status
        self.rank = rank
        self.daysStale = daysStale
        self.plannedAt = plannedAt
        self.deliveredAt = deliveredAt
        self.closedAt = closedAt
    }
}
