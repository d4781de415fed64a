package import Foundation

/// A nudge about one goal, from the moment it is planned until the person answers it.
package struct FollowUp: Hashable, Sendable {
    /// Where a nudge stands. Stored by name: "planned", "delivered", the status its answer
    /// closes it with (`Intent.Kind.closedStatus`: "snoozed", "done" …), "unanswered",
    /// "unseen", "failed".
    package enum Status: Hashable, Sendable, RawRepresentable, CaseIterable {
        /// Decided and in the outbox, not yet shown anywhere.
        case planned
        /// Shown on at least one channel; waiting for an answer.
        case delivered
        /// The person answered it (an intent that answers a nudge: done, a step, later …).
        case answered(Intent.Kind)
        /// Delivered, and nobody answered within the answer window (or its notification
        /// expired): silence is not an answer, but it frees the goal.
        case unanswered
        /// Delivered, but the person was away for it: a week passed without `answer_window`
        /// of their presence. It frees the goal and backs nothing off.
        case unseen
        /// Every channel failed for good: never seen, so it frees the goal.
        case failed
        /// Answered in words mynd could not read, and not again after mynd asked back: closed
        /// at its window's end like silence, but backing nothing off (the answer was given).
        case unclear

        package init?(rawValue: String) {
            guard let status = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = status
        }

        package var rawValue: String {
            switch self {
            case .planned: "planned"
            case .delivered: "delivered"
            // Only answers to a nudge close one; another kind keeps its own name.
            case .answered(let kind): kind.closedStatus ?? kind.rawValue
            case .unanswered: "unanswered"
            case .unseen: "unseen"
            case .failed: "failed"
            case .unclear: "unclear"
            }
        }

        package static var allCases: [Status] {
            [.planned, .delivered] + Intent.Kind.allCases.filter(\.answersNudge).map(Status.answered) + [
                .unanswered, .unseen, .failed, .unclear,
            ]
        }

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
