import Foundation
import MyndCore
@testable import MyndDelivery
import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

/// A mail server that takes one second a message, on a clock the test keeps.
private final class SlowMail: DeliveryChannel {
    var secondsLeft: Double
    private(set) var sent: [Int64] = []
    var leastSeconds: Double { 2 }

    init(secondsLeft: Double) { self.secondsLeft = secondsLeft }

    func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        secondsLeft -= 1
        sent.append(item.id)
        return .sent(via: "smtp slow")
    }
}

/// A channel with nothing to wait for.
private struct Instant: DeliveryChannel {
    func deliver(_ item: OutboxItem) -> DeliveryOutcome { .sent(via: "instant") }
}

/// `count` follow-ups, each with an email row and a terminal row.
private func manyPlanned(_ count: Int) throws -> GraphStore {
    let store = try GraphStore.inMemory()
    for number in 0..<count {
        let goal = Node(type: .goal, content: "goal \(number)", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "Still on goal \(number)?", source: .fallback, plannedAt: t0)
        let rows = [Channel.email, .terminal].map {
            OutboxItem(
                kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: goal.content, body: followUp.text,
                notBefore: t0, createdAt: t0)
        }
        _ = try store.recordPlanned([(followUp, rows)])
    }
    return store
}

/// Issue 30 item 12: a row the run had no time to start counts no attempt.
@Suite(.timed) struct OutboxDispatcherTimeTests {
    @Test func rowsNotReachedInTheRunsTime_waitUntouched_andAreCountedOnce() throws {
        let store = try manyPlanned(12)
        let mail = SlowMail(secondsLeft: 6)
        var dispatcher = OutboxDispatcher(store: store, channels: [.email: mail, .terminal: Instant()], now: { t0 })
        dispatcher.secondsLeft = { mail.secondsLeft }
        var waiting: [[Channel: Int]] = []
        let results = try dispatcher.dispatchDue(waiting: { waiting.append($0) })
        // 6, 5, 4, 3, 2 seconds left: five messages started; at 1 s the channel is not started again.
        #expect(mail.sent.count == 5)
        #expect(results.filter { $0.item.channel == .terminal }.count == 12, "the terminal needs no time of its own")
        #expect(waiting == [[.email: 7]])
        let left = try store.dueOutbox(channels: [.email], at: t0)
        #expect(left.count == 7)
        #expect(left.allSatisfy { $0.attempts == 0 && $0.lastError == nil }, "\(left)")

        // The next runs send the rest, each row once.
        var runs = 1
        while try !store.dueOutbox(channels: [.email], at: t0).isEmpty, runs < 10 {
            mail.secondsLeft = 6
            try dispatcher.dispatchDue()
            runs += 1
        }
        #expect(runs == 3)
        #expect(mail.sent.count == 12 && Set(mail.sent).count == 12)
        #expect(try store.failedOutbox().isEmpty)
    }

    @Test func aLoopStoppedByTheRunsEnd_countsWhatItLeft_andChargesNothing() throws {
        let store = try manyPlanned(4)
        struct Expired: Error {}
        var calls = 0
        var waiting: [[Channel: Int]] = []
        #expect(throws: Expired.self) {
            try OutboxDispatcher(
                store: store, channels: [.email: SlowMail(secondsLeft: 100)], now: { t0 },
                beforeEach: {
                    calls += 1
                    if calls == 3 { throw Expired() }
                }
            ).dispatchDue(waiting: { waiting.append($0) })
        }
        #expect(waiting == [[.email: 2]], "the row it was about to start and the one after it")
        #expect(try store.dueOutbox(channels: [.email], at: t0).allSatisfy { $0.attempts == 0 && $0.lastError == nil })
    }

    /// The channel's own look at the time (it may have run out between the dispatcher's look
    /// and the send) leaves the row as untried as the rest.
    @Test func aChannelThatFindsItsTimeGone_leavesTheRowUntried() throws {
        struct TooLate: DeliveryChannel {
            func deliver(_ item: OutboxItem) -> DeliveryOutcome { .notTried("too little time left") }
        }
        let store = try manyPlanned(3)
        var waiting: [[Channel: Int]] = []
        let results = try OutboxDispatcher(store: store, channels: [.email: TooLate(), .terminal: Instant()], now: { t0 })
            .dispatchDue(waiting: { waiting.append($0) })
        #expect(results.map(\.item.channel) == [.terminal, .terminal, .terminal], "the email channel is not asked again")
        #expect(waiting == [[.email: 3]])
        let left = try store.dueOutbox(channels: [.email], at: t0)
        #expect(left.count == 3 && left.allSatisfy { $0.attempts == 0 && $0.lastError == nil }, "\(left)")
    }

    @Test func aRoundThatTriedEveryRow_reportsNoWaiting() throws {
        let store = try manyPlanned(3)
        var waiting: [[Channel: Int]] = []
        try OutboxDispatcher(store: store, channels: [.email: SlowMail(secondsLeft: 100)], now: { t0 }).dispatchDue(waiting: {
            waiting.append($0)
        })
        #expect(waiting.isEmpty)
    }
}
