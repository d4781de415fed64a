import Foundation
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-16T07:00:00Z")!

/// What timing learns from: delivered nudges whose fate is known.
@Suite(.timed) struct AnswerHoursStoreTests {
    /// One goal nudged and answered within the window, one answered only after it, one never.
    @Test func answeredNudges_knowTheirFate_andLeaveOutThoseStillWaiting() throws {
        let store = try GraphStore.inMemory()
        var goals: [Node] = []
        for name in ["answered", "late", "ignored", "also ignored"] {
            let goal = Node(type: .goal, content: name, createdAt: t0.adding(seconds: -10 * 86_400))
            try store.add(goal)
            goals.append(goal)
        }
        for (index, goal) in goals.enumerated() {
            let at = t0.adding(seconds: Int64(index) * 3600)
            let followUp = FollowUp(goalId: goal.id, text: "x", source: .fallback, plannedAt: at)
            let row = OutboxItem(
                kind: .followup, ref: followUp.id.lowercasedString, channel: .terminal, title: goal.content, body: "x", notBefore: at,
                createdAt: at)
            _ = try store.recordPlanned([(followUp, [row])])
            try store.markSent(try #require(try store.dueOutbox(channels: [.terminal], at: at).first), at: at)
        }
        let window: Int64 = 12 * 3600
        _ = try store.apply(.snooze(goals[0].id, until: t0.adding(seconds: 86_400)), via: .cli, at: t0.adding(seconds: 600))
        // Past its window: closed unanswered first, then answered late.
        _ = try store.closeUnanswered(window: window, at: t0.adding(seconds: 14 * 3600))
        _ = try store.apply(.snooze(goals[1].id, until: t0.adding(seconds: 3 * 86_400)), via: .cli, at: t0.adding(seconds: 15 * 3600))
        let now = t0.adding(seconds: 15 * 3600 + 60)
        let nudges = try store.answeredNudges(since: t0.adding(seconds: -86_400), window: window, at: now)
        #expect(nudges.map(\.answered) == [true, false, false, false])
        #expect(nudges.map(\.deliveredAt) == (0..<4).map { t0.adding(seconds: Int64($0) * 3600) })
        // Two hours earlier the last one was still in its window: unknown, left out.
        let before = try store.answeredNudges(since: t0.adding(seconds: -86_400), window: window, at: t0.adding(seconds: 14 * 3600))
        #expect(before.count == 3)
    }
}
