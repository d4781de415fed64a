import Foundation
import MyndCore
@testable import MyndMail
import MyndStore
import MyndTemplates

/// A graph with one goal, a follow-up about it and a digest, each with an email row in the
/// outbox, and the renderer and channel over them.
struct EmailFixture {
    static let now = Timestamp(iso8601: "2026-11-21T08:00:00Z")!
    static let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let hostile = "Plant\r\nBcc: evil@x <script>alert(1)</script> & the jardín 🌱\n.\n" + String(repeating: "long line ", count: 80)

    let store: GraphStore
    let goal: Node
    let followUp: FollowUp
    let followUpRow: OutboxItem
    let digestRow: OutboxItem

    init(goalText: String = EmailFixture.hostile, goalID: UUID = UUID(), followUpID: UUID = UUID()) throws {
        store = try GraphStore.inMemory()
        goal = Node(id: goalID, type: .goal, content: goalText, createdAt: Self.now.adding(seconds: -5 * 86_400))
        try store.add(goal)
        followUp = FollowUp(
            id: followUpID, goalId: goal.id, text: "Still thinking about it? What's the smallest step?", source: .fallback,
            plannedAt: Self.now)
        // The row as the planner has the email channel write it.
        let message = NudgeMessage(
            followUp: followUp, goal: goal, goalShortID: try store.shortIDs([goal.id])[goal.id]!,
            followUpShortID: try store.shortFollowUpIDs([followUp.id])[followUp.id]!, language: .english)
        _ = try store.recordPlanned([(followUp, [ChannelDeclaration.email.row(for: message, at: Self.now)])])
        let title = "Good morning, Saturday 21 November"
        let body = "Small steps still count.\n\nToday\n  3f2a  \(goalText.excerpt(60)) · quiet 5 days"
        _ = try store.recordDigest(
            localDate: "2026-11-21", title: title, body: body,
            outbox: [
                OutboxItem(
                    kind: .digest, ref: "2026-11-21", channel: .email, title: title, body: body, notBefore: Self.now, createdAt: Self.now)
            ],
            at: Self.now)
        let rows = try store.dueOutbox(channels: [.email], at: Self.now)
        followUpRow = rows.first { $0.kind == .followup }!
        digestRow = rows.first { $0.kind == .digest }!
    }

    func renderer() throws -> EmailRenderer {
        EmailRenderer(
            templates: try TemplateSet(), store: store, from: "mynd@example.org", to: ["me@example.org"], host: "desk", zone: Self.zone)
    }

    func channel(_ transport: any MailTransport, unavailable: String? = nil, secondsLeft: Double = 25) throws -> EmailChannel {
        EmailChannel(
            renderer: try renderer(), transport: transport, now: Self.now, unavailable: unavailable, serverName: "smtp test",
            secondsLeft: { secondsLeft })
    }

    func shortGoalID() throws -> String { try store.shortIDs([goal.id])[goal.id]! }
    func shortFollowUpID() throws -> String { try store.shortFollowUpIDs([followUp.id])[followUp.id]! }
}
