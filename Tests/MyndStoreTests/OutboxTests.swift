import Foundation
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

@Suite(.timed) struct OutboxTests {
    @Test func aRowIsSentAtMostOnce_evenWhenTwoSendersRace() throws {
        let (store, followUp, _) = try plannedFollowUp(at: t0)
        let due = try store.dueOutbox(channels: [.terminal], at: t0)
        #expect(due.count == 1)
        #expect(try store.markSent(due[0], at: t0) == true)
        #expect(try store.markSent(due[0], at: t0) == false)  // the second sender loses
        #expect(try store.dueOutbox(channels: [.terminal], at: t0).isEmpty)
        #expect(try store.followUp(followUp.id)?.status == .delivered)
        #expect(try store.followUp(followUp.id)?.deliveredAt == t0)
    }

    @Test func aFailedRow_isRetriedWithGrowingBackoff_thenGivenUp() throws {
        let (store, _, _) = try plannedFollowUp(at: t0)
        try store.markSent(try #require(try store.dueOutbox(channels: [.terminal], at: t0).first), at: t0)
        var now = t0
        var delays: [Int64] = []
        for _ in 1..<OutboxItem.maximumAttempts {
            let row = try #require(try store.dueOutbox(channels: [.email], at: now).first)
            try store.markFailed(row, error: "connection refused", at: now)
            #expect(try store.dueOutbox(channels: [.email], at: now).isEmpty)  // not before the backoff
            let next = try #require(try store.pendingOutbox().next)
            delays.append(Int64(next.seconds(since: now)))
            now = next
        }
        #expect(delays.prefix(4) == [60, 120, 240, 480])
        #expect(delays.allSatisfy { $0 <= 3600 })
        let last = try #require(try store.dueOutbox(channels: [.email], at: now).first)
        try store.markFailed(last, error: "connection refused", at: now)
        #expect(try store.dueOutbox(channels: [.email], at: now.adding(seconds: 86_400)).isEmpty)
    }

    @Test func oneOpenFollowUpPerGoal_holdsEvenWhenTwoPlannersRace() throws {
        let (store, _, goal) = try plannedFollowUp(at: t0)
        let rival = FollowUp(goalId: goal.id, text: "again?", source: .fallback, plannedAt: t0)
        #expect(try store.recordPlanned([(rival, [])]).isEmpty)
        #expect(try store.openFollowUpGoalIDs() == [goal.id])
    }

    /// Found by the reliability suite (Concurrency): a goal done or snoozed while refresh was
    /// writing its nudge was nudged all the same, since the plan had read it before.
    @Test(arguments: ["done", "snoozed"])
    func aGoalAnsweredAfterThePlanReadIt_getsNoFollowUp(answer: String) throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        if answer == "done" {
            _ = try store.apply(.complete(goal.id), via: .cli, at: t0)
        } else {
            _ = try store.apply(.snooze(goal.id, until: t0.adding(seconds: 3600)), via: .cli, at: t0)
        }
        let late = FollowUp(goalId: goal.id, text: "Still thinking about garden?", source: .fallback, plannedAt: t0)
        let row = OutboxItem(
            kind: .followup, ref: late.id.lowercasedString, channel: .terminal, title: "garden", body: late.text, notBefore: t0,
            createdAt: t0)
        #expect(try store.recordPlanned([(late, [row])]).isEmpty)
        #expect(try store.pendingOutbox().count == 0)
    }

    @Test func completingTheGoal_closesItsFollowUp_andDropsUnsentRows() throws {
        let (store, followUp, goal) = try plannedFollowUp(at: t0)
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0.adding(seconds: 60))
        #expect(try store.followUp(followUp.id)?.status == .answered(.complete))
        #expect(try store.pendingOutbox().count == 0)
    }

    @Test func aDigestIsRecordedOncePerLocalDate() throws {
        let store = try GraphStore.inMemory()
        let row = OutboxItem(kind: .digest, ref: "2026-11-22", channel: .terminal, title: "t", body: "b", notBefore: t0, createdAt: t0)
        #expect(try store.recordDigest(localDate: "2026-11-22", title: "t", body: "b", outbox: [row], at: t0) == true)
        #expect(try store.recordDigest(localDate: "2026-11-22", title: "t", body: "b", outbox: [row], at: t0) == false)
        #expect(try store.pendingOutbox().count == 1)
        #expect(try store.history(.digest).lastDigestLocalDate == "2026-11-22")
    }
}
