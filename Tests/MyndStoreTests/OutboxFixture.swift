import Foundation
import MyndCore
@testable import MyndStore
import Testing

/// A store with one stale goal whose follow-up, planned at `t0`, has a row for the terminal and
/// one for email: what the outbox tests start from.
func plannedFollowUp(at t0: Timestamp) throws -> (GraphStore, FollowUp, Node) {
    let store = try GraphStore.inMemory()
    let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
    try store.add(goal)
    let followUp = FollowUp(goalId: goal.id, text: "Still thinking about garden?", source: .fallback, rank: 1, plannedAt: t0)
    let rows = [Channel.terminal, .email].map {
        OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: "garden", body: followUp.text, notBefore: t0,
            createdAt: t0)
    }
    #expect(try store.recordPlanned([(followUp, rows)]).count == 1)
    return (store, followUp, goal)
}
