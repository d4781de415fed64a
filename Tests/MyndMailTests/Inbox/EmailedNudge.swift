import MyndCore
import MyndMail
import MyndStore
import Testing

/// What an inbox reads replies to: a store with one goal and its follow-up planned for email,
/// the email row due at `now`.
struct EmailedNudge {
    let store: GraphStore
    let goal: Node
    let followUp: FollowUp
    let item: OutboxItem

    init(at now: Timestamp) throws {
        store = try GraphStore.inMemory()
        goal = Node(type: .goal, content: "Plant the spring bulbs", createdAt: now.adding(seconds: -86_400 * 5))
        try store.add(goal)
        followUp = FollowUp(goalId: goal.id, text: "Still on?", source: .fallback, plannedAt: now)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .email, title: "t", body: "b", notBefore: now,
            createdAt: now)
        _ = try store.recordPlanned([(followUp, [row])])
        item = try #require(try store.dueOutbox(channels: [.email], at: now).first)
    }
}
