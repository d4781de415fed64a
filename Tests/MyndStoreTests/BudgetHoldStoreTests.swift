import Foundation
import MyndCore
import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!
private let dayStart = Timestamp(iso8601: "2026-11-22T00:00:00Z")!
private let monthStart = Timestamp(iso8601: "2026-11-01T00:00:00Z")!

/// Terms for a hold by `holder` lasting `seconds` of real time from `realNow`; `alive` are the
/// processes that may still be running.
private func terms(_ holder: String, alive: Set<String> = [], realNow: Timestamp = t0, seconds: Int64 = 60) -> BudgetHold {
    BudgetHold(
        at: t0, dayStart: dayStart, monthStart: monthStart, holder: holder, until: realNow.adding(seconds: seconds), realNow: realNow,
        mayBeRunning: { alive.contains($0) })
}

/// Holds `tokens` when they fit under `cap` with what is spent and held, else refuses.
private func upTo(_ cap: Int, _ tokens: Int) -> (BudgetSpent) -> HoldDecision {
    { spent in spent.tokensToday + tokens <= cap ? .hold(.init(tokens: tokens, usd: 0.001)) : .refuse("over") }
}

/// The budget's holds: the worst case of a call is held in the transaction that checked it,
/// until the real usage replaces it; a hold nobody will record against is kept as spent.
@Suite(.timed) struct BudgetHoldStoreTests {
    @Test func aSecondHold_seesTheFirst_andRecordingReplacesItWithTheRealUsage() throws {
        let store = try GraphStore.inMemory()
        guard case .held(let first) = try store.hold(terms("A"), deciding: upTo(1_000, 600)) else {
            Issue.record("the first hold fits")
            return
        }
        #expect(try store.hold(terms("B", alive: ["A"]), deciding: upTo(1_000, 600)) == .refused("over"))
        var seen: BudgetSpent?
        _ = try store.hold(terms("B", alive: ["A"])) { spent in
            seen = spent
            return .refuse("look only")
        }
        #expect(seen?.tokensToday == 600)
        #expect(seen?.heldUSD == 0.001)

        var call = AICall(at: t0, purpose: .followup, ref: "g", model: "claude-haiku-5-5", outcome: .ok)
        call.inputTokens = 300
        call.outputTokens = 20
        try store.record([call], texts: [], releasing: first)
        #expect(try store.holds().count == 0)
        #expect(try store.tokensUsed(since: dayStart) == 320)
        #expect(isHeld(try store.hold(terms("B"), deciding: upTo(1_000, 600))), "320 + 600 fits 1,000")
    }

    @Test func aHoldOfAProcessThatDied_isKept_forItsRequestMayHaveGoneOut() throws {
        let store = try GraphStore.inMemory()
        _ = try store.hold(terms("A"), deciding: upTo(1_000, 900))
        // A is alive: its hold stands.
        #expect(try store.hold(terms("B", alive: ["A"]), deciding: upTo(1_000, 900)) == .refused("over"))
        // A was killed after its request went out (or before: nobody can tell): kept as spent.
        #expect(try store.hold(terms("B", alive: []), deciding: upTo(1_000, 900)) == .refused("over"))
        #expect(try store.holds().count == 1 && store.holds().kept == 1)
    }

    @Test func aHoldOlderThanItsCallsLongestLife_isKept_evenIfItsProcessRuns() throws {
        let store = try GraphStore.inMemory()
        _ = try store.hold(terms("A", seconds: 60), deciding: upTo(1_000, 900))
        let later = t0.adding(seconds: 61)
        #expect(try store.hold(terms("B", alive: ["A"], realNow: later), deciding: upTo(1_000, 900)) == .refused("over"))
        #expect(try store.holds().kept == 1)
    }

    /// A call that timed out: recorded with no usage, its hold kept. It counts against its
    /// day's tokens until the day ends, and its month's dollars until the month ends.
    @Test func aKeptHold_countsUntilItsDayEnds_andItsDollarsUntilItsMonthEnds() throws {
        let store = try GraphStore.inMemory()
        guard case .held(let hold) = try store.hold(terms("A"), deciding: upTo(1_000, 900)) else {
            Issue.record("the first hold fits")
            return
        }
        let call = AICall(at: t0, purpose: .followup, ref: "g", model: "claude-haiku-5-5", outcome: .failed)
        try store.record([call], texts: [], releasing: [], keeping: [hold])
        #expect(try store.holds().kept == 1)
        #expect(try store.hold(terms("A"), deciding: upTo(1_000, 900)) == .refused("over"), "the same day: no room")

        let tomorrow = t0.adding(seconds: 86_400)
        let nextDay = BudgetHold(
            at: tomorrow, dayStart: dayStart.adding(seconds: 86_400), monthStart: monthStart, holder: "B",
            until: tomorrow.adding(seconds: 60),
            realNow: tomorrow, mayBeRunning: { _ in true })
        var seen: BudgetSpent?
        #expect(
            isHeld(
                try store.hold(nextDay) { spent in
                    seen = spent
                    return upTo(1_000, 900)(spent)
                }), "the next day: its tokens no longer count")
        #expect(seen?.tokensToday == 0 && seen?.heldUSD == 0.001, "its dollars still do: \(String(describing: seen))")

        let december = Timestamp(iso8601: "2026-12-01T09:00:00Z")!
        let nextMonth = BudgetHold(
            at: december, dayStart: Timestamp(iso8601: "2026-12-01T00:00:00Z")!, monthStart: Timestamp(iso8601: "2026-12-01T00:00:00Z")!,
            holder: "C", until: december.adding(seconds: 60), realNow: december, mayBeRunning: { _ in true })
        _ = try store.hold(nextMonth) { spent in
            seen = spent
            return .refuse("look only")
        }
        #expect(seen?.heldUSD == 0, "a new month: nothing of it is held")
        #expect(try store.holds().kept == 0, "and last month's holds are gone")
    }

    @Test func aBatch_takesOverItsHold_andKeepsItsReserveUntilCollected() throws {
        let store = try GraphStore.inMemory()
        guard case .held(let hold) = try store.hold(terms("A"), deciding: upTo(1_000, 700)) else { return }
        try store.recordBatch(
            id: "msgbatch_1", customIds: ["insight-2026-11-22"], reservedTokens: 700, reservedUSD: 0.001, request: "{}", at: t0,
            releasing: hold)
        #expect(try store.holds().count == 0)
        #expect(try store.hold(terms("B"), deciding: upTo(1_000, 400)) == .refused("over"), "the batch reserves its 700")
        #expect(try store.finishBatch("msgbatch_1", failed: nil, texts: [], calls: [], at: t0))
        #expect(isHeld(try store.hold(terms("B"), deciding: upTo(1_000, 400))), "collected: room again")
    }

    /// Eight connections to one file, each asking for 100 tokens of 500 at once: exactly five
    /// get them. (Without the hold in the checking transaction, all eight saw 0 spent.)
    @Test func holdsFromManyConnectionsAtOnce_neverExceedTheCap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-holds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mynd.sqlite").path
        _ = try GraphStore.open(path: path, now: t0)
        let stores = try (0..<8).map { _ in try GraphStore.open(path: path, now: t0) }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: stores.count) { index in
            let outcome = try? stores[index].hold(terms("P\(index)", alive: Set((0..<8).map { "P\($0)" })), deciding: upTo(500, 100))
            results.add(outcome)
        }
        #expect(results.held == 5)
        let holds = try stores[0].holds()
        #expect(holds.count == 5 && holds.tokens == 500)
    }
}

private func isHeld(_ outcome: HoldOutcome) -> Bool {
    if case .held = outcome { true } else { false }
}

private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [HoldOutcome?] = []

    func add(_ outcome: HoldOutcome?) {
        lock.lock()
        outcomes.append(outcome)
        lock.unlock()
    }

    var held: Int {
        outcomes.compactMap { $0 }.filter(isHeld).count
    }
}
