import Foundation
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

private let now = Timestamp(iso8601: "2026-11-20T10:00:00Z")!
private let ahead = Timestamp(iso8601: "2062-01-01T10:00:00Z")!

/// What a run does with records a clock that was ahead left (issue 30 item 13).
@Suite(.timed) struct FutureRecordsStoreTests {
    @Test func recordsFarAhead_comeBackToTheClock_thoseJustAhead_stay() throws {
        let store = try GraphStore.inMemory()
        let far = Node(type: .goal, content: "touched in 2062", createdAt: ahead)
        let near = Node(type: .goal, content: "touched by a command a minute after the run began", createdAt: now.adding(seconds: 60))
        let snoozed = Node(type: .goal, content: "snoozed till spring", createdAt: now, snoozedUntil: ahead)
        for node in [far, near, snoozed] { try store.add(node) }
        let followUp = FollowUp(goalId: near.id, text: "Still on it?", source: .fallback, plannedAt: ahead)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .email, title: "t", body: "b", notBefore: ahead, createdAt: ahead)
        _ = try store.recordPlanned([(followUp, [row])])
        _ = try store.startRun(.refresh, process: nil, at: ahead)

        let changed = try store.settleFutureRecords(at: now)
        #expect(changed == 4, "the far node, the follow-up, the run and the row's wait")
        #expect(try store.node(far.id)?.lastAccessedAt == now)
        #expect(try store.node(near.id)?.lastAccessedAt == near.lastAccessedAt, "within the margin: another process's write")
        #expect(try store.node(snoozed.id)?.snoozedUntil == ahead, "a snooze is meant to lie ahead")
        #expect(try store.followUp(followUp.id)?.plannedAt == now)
        #expect(try store.history(.refresh).lastRunStart == now)
        #expect(try store.dueOutbox(channels: [.email], at: now).count == 1, "the row goes now, not in 2062")
        #expect(try store.settleFutureRecords(at: now) == 0, "once brought back, nothing more to do")
    }
}
