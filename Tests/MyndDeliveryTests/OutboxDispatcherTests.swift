import Foundation
import MyndCore
@testable import MyndDelivery
import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

/// A channel that answers each row with the next scripted outcome.
private final class ScriptedChannel: DeliveryChannel {
    var outcomes: [DeliveryOutcome]
    private(set) var seen: [Int64] = []

    init(_ outcomes: [DeliveryOutcome]) { self.outcomes = outcomes }

    func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        seen.append(item.id)
        return outcomes.removeFirst()
    }
}

/// A store with one follow-up planned for the terminal and the desktop.
private func planned() throws -> (GraphStore, FollowUp) {
    let store = try GraphStore.inMemory()
    let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
    try store.add(goal)
    let followUp = FollowUp(goalId: goal.id, text: "Still thinking about garden?", source: .fallback, plannedAt: t0)
    let rows = [Channel.terminal, .desktop].map {
        OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: "garden", body: followUp.text, notBefore: t0,
            createdAt: t0)
    }
    _ = try store.recordPlanned([(followUp, rows)])
    return (store, followUp)
}

/// The one send-and-record loop, against a real (in-memory) store.
@Suite(.timed) struct OutboxDispatcherTests {
    @Test func eachOutcomeIsRecorded_asItGoes_inStepOrder() throws {
        let (store, followUp) = try planned()
        let terminal = ScriptedChannel([.sent(via: "terminal")])
        let desktop = ScriptedChannel([.retryLater("no server")])
        var steps: [String] = []
        let results = try OutboxDispatcher(
            store: store, channels: [.terminal: terminal, .desktop: desktop], now: { t0 },
            observe: { step, item in steps.append("\(step) \(item.channel.rawValue)") }
        ).dispatchDue()
        #expect(results.map(\.recorded) == [true, true])
        #expect(steps == ["sending terminal", "sent terminal", "recorded terminal", "sending desktop", "recorded desktop"])
        #expect(try store.followUp(followUp.id)?.status == .delivered)
        // The desktop row waits for its retry; nothing is due again at once.
        #expect(try store.dueOutbox(channels: [.terminal, .desktop], at: t0).isEmpty)
        #expect(try store.pendingOutbox().count == 1)
    }

    @Test func aServersRetryAfter_keepsTheRowUntilThen_whenLaterThanTheBackoff() throws {
        let (store, _) = try planned()
        let terminal = ScriptedChannel([.retryAfter("429, retry after 1800 s", seconds: 1800)])
        let desktop = ScriptedChannel([.retryAfter("429, retry after 5 s", seconds: 5)])
        _ = try OutboxDispatcher(store: store, channels: [.terminal: terminal, .desktop: desktop], now: { t0 }).dispatchDue()
        let channels: [Channel] = [.terminal, .desktop]
        #expect(try store.dueOutbox(channels: channels, at: t0.adding(seconds: 59)).isEmpty)
        #expect(try store.dueOutbox(channels: channels, at: t0.adding(seconds: 60)).map(\.channel) == [.desktop], "its backoff, longer")
        let late = try store.dueOutbox(channels: channels, at: t0.adding(seconds: 1800))
        #expect(late.map(\.channel).sorted() == [.desktop, .terminal], "the terminal's row waited as the server asked")
        #expect(late.allSatisfy { $0.attempts == 1 && $0.lastError?.hasPrefix("429") == true })
    }

    @Test func aShownNotification_isRecorded_beforeTheRowIsMarkedSent() throws {
        let (store, _) = try planned()
        let row = try #require(try store.dueOutbox(channels: [.desktop], at: t0).first)
        let shown = ShownNotification(
            outboxId: row.id, serverId: 7, server: ":1.9", kind: .followup, ref: row.ref, withActions: false, sender: .job, shownAt: t0)
        let desktop = ScriptedChannel([.sent(via: "desktop notification", shown: shown)])
        _ = try OutboxDispatcher(store: store, channels: [.desktop: desktop], now: { t0 }).dispatchDue()
        #expect(try store.shownNotification(outboxId: row.id)?.serverId == 7)
        #expect(try store.replaceableNotificationID(for: row, server: ":1.9") == 7)
    }

    @Test func aNotificationShownButNotRecorded_stillCountsAsSent_andSaysSo() throws {
        let (store, _) = try planned()
        let row = try #require(try store.dueOutbox(channels: [.desktop], at: t0).first)
        // A record that cannot be written (its outbox row does not exist).
        let orphan = ShownNotification(
            outboxId: 9_999, serverId: 7, server: ":1.9", kind: .followup, ref: row.ref, withActions: false, sender: .job, shownAt: t0)
        let desktop = ScriptedChannel([.sent(via: "desktop notification", shown: orphan)])
        let result = try #require(try OutboxDispatcher(store: store, channels: [.desktop: desktop], now: { t0 }).dispatchDue().first)
        guard case .sent(let via, _) = result.outcome else {
            Issue.record("expected sent, got \(result.outcome)")
            return
        }
        #expect(via.hasPrefix("desktop notification (not recorded: "), "\(via)")
        #expect(result.recorded)
    }

    @Test func aPermanentFailure_failsTheRow_andAHandOff_leavesItPending() throws {
        let (store, _) = try planned()
        let terminal = ScriptedChannel([.failed("gone")])
        let desktop = ScriptedChannel([.handedOff(to: "mynd agent")])
        _ = try OutboxDispatcher(store: store, channels: [.terminal: terminal, .desktop: desktop], now: { t0 }).dispatchDue()
        #expect(try store.failedOutbox().map(\.channel) == [.terminal])
        #expect(try store.dueOutbox(channels: [.desktop], at: t0).count == 1, "the agent sends it and records it")
    }

    @Test func aThrowBeforeARow_stopsTheLoop_andKeepsWhatWasRecorded() throws {
        let (store, _) = try planned()
        struct Expired: Error {}
        var calls = 0
        let channels: [Channel: any DeliveryChannel] = [
            .terminal: ScriptedChannel([.sent(via: "terminal")]), .desktop: ScriptedChannel([.sent(via: "desktop")]),
        ]
        var reported = 0
        #expect(throws: Expired.self) {
            try OutboxDispatcher(
                store: store, channels: channels, now: { t0 },
                beforeEach: {
                    calls += 1
                    if calls == 2 { throw Expired() }
                }
            ).dispatchDue { _ in reported += 1 }
        }
        #expect(reported == 1)
        #expect(try store.pendingOutbox().count == 1)
    }
}

/// Two dispatchers at once (two jobs, or a job and the agent), played in one process: the
/// channel of the first runs the second while it "sends".
@Suite(.timed) struct OutboxDispatcherOverlapTests {
    private static func claimant(_ id: String, alive: Set<String>) -> GraphStore.Claimant {
        GraphStore.Claimant(id: id, leaseSeconds: 600, mayBeRunning: { alive.contains($0) }, clock: { t0 })
    }

    /// Sends, and in the middle of its first send lets `meanwhile` run.
    private final class OverlappingChannel: DeliveryChannel {
        var meanwhile: (() throws -> Void)?
        private(set) var sent: [Int64] = []

        func deliver(_ item: OutboxItem) -> DeliveryOutcome {
            if let run = meanwhile {
                meanwhile = nil
                try? run()
            }
            sent.append(item.id)
            return .sent(via: "test")
        }
    }

    @Test func aRowBeingSent_isNotSentByASecondDispatcher() throws {
        let (store, _) = try planned()
        let first = OverlappingChannel()
        let second = OverlappingChannel()
        let a = Self.claimant("A", alive: ["A", "B"])
        let b = Self.claimant("B", alive: ["A", "B"])
        first.meanwhile = {
            try OutboxDispatcher(store: store, channels: [.terminal: second, .desktop: second], now: { t0 }, claimant: b).dispatchDue()
        }
        try OutboxDispatcher(store: store, channels: [.terminal: first, .desktop: first], now: { t0 }, claimant: a).dispatchDue()
        // A held the terminal row while B ran: B sent the desktop row, A found nothing more.
        #expect(first.sent.count == 1 && second.sent.count == 1)
        #expect(Set(first.sent + second.sent).count == 2)
        #expect(try store.pendingOutbox().count == 0)
    }

    @Test func aHandOff_orAStop_givesTheRowBack_forTheNextDispatcher() throws {
        let (store, _) = try planned()
        let a = Self.claimant("A", alive: ["A"])
        let handOff = ScriptedChannel([.handedOff(to: "mynd agent")])
        _ = try OutboxDispatcher(store: store, channels: [.desktop: handOff], now: { t0 }, claimant: a).dispatchDue()
        let agent = ScriptedChannel([.sent(via: "desktop notification")])
        let shown = try OutboxDispatcher(
            store: store, channels: [.desktop: agent], now: { t0 }, claimant: Self.claimant("agent", alive: ["A"])
        )
        .dispatchDue()
        #expect(shown.map(\.recorded) == [true], "the agent takes the row while the job that handed it off still runs")

        struct Expired: Error {}
        #expect(throws: Expired.self) {
            try OutboxDispatcher(
                store: store, channels: [.terminal: ScriptedChannel([])], now: { t0 }, claimant: a,
                beforeEach: {
                    throw Expired()
                }
            ).dispatchDue()
        }
        #expect(try store.claimNextDue(channels: [.terminal], at: t0, for: Self.claimant("C", alive: ["A"])) != nil)
    }
}
