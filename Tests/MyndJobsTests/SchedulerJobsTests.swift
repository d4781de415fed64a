import Foundation
import MyndCore
import MyndJobs
import MyndStore
import MyndTestSupport
import Testing

/// The jobs as the timers start them, in-process on virtual time (`JobScene`): a day of
/// refreshes, a deferred processing run, the digest over a missed day, the repeated hour of a
/// DST night, a budget used up. `SchedulerTests` keeps what the command line adds.
@Suite(.timed) struct SchedulerJobsTests {
    /// Seven goals untouched since 2026-11-16 (Berlin), one open action on the third.
    private static func staleGraph() throws -> (JobScene, [UUID]) {
        let scene = try JobScene(zone: "Europe/Berlin")
        let texts = ["Plant the garden", "Learn Spanish", "Fix the bike", "Write to grandma", "Run a 10k", "Read Dune", "Paint the shed"]
        let ids = try texts.enumerated().map { try scene.goal($1, created: "2026-11-16T09:0\($0):00+01:00") }
        try scene.action("Pump the tyres", of: ids[2], at: "2026-11-16T09:02:00+01:00")
        return (scene, ids)
    }

    @Test func aDayOfRuns_sendsInRankOrder_minGapApart_upToTheCap_neverTwice() throws {
        let (scene, ids) = try Self.staleGraph()
        let ranking = try scene.run(.refresh, at: "2026-11-22T09:00:00+01:00", .init(dryRun: true))
        let first = try #require(ranking.followUps.first).goal.id
        let expectedOrder = [first] + ranking.heldBack.sorted { ($0.rank ?? 99) < ($1.rank ?? 99) }.map(\.goalId)
        // The goal with a next action ranks first (open-action bonus).
        #expect(expectedOrder.first == ids[2])

        var sent: [(goal: UUID, minute: Int)] = []
        for minute in stride(from: 9 * 60, through: 21 * 60, by: 15) {
            let now = String(format: "2026-11-22T%02d:%02d:00+01:00", minute / 60, minute % 60)
            let result = try scene.run(.refresh, at: now)
            #expect(result.delivered == result.planned)
            sent += result.followUps.map { ($0.goal.id, minute) }
            // Running again at the same moment sends nothing more.
            #expect(try scene.run(.refresh, at: now).planned == 0)
        }
        #expect(sent.map(\.goal) == Array(expectedOrder.prefix(5)))
        #expect(Set(sent.map(\.goal)).count == 5)
        for (a, b) in zip(sent, sent.dropFirst()) { #expect(b.minute - a.minute >= 120) }
        let last = try scene.run(.refresh, at: "2026-11-22T21:30:00+01:00", .init(dryRun: true))
        #expect(last.decision.code == "daily_cap")
        #expect(last.heldBack.contains { $0.reason.code == "daily_cap" })

        let followUps = try scene.store.followUps(all: true, recentSince: try JobScene.time("2026-11-22T00:00:00Z"))
        #expect(followUps.count == 5)
        #expect(followUps.allSatisfy { $0.source == .fallback && $0.text.count <= 100 })
        // The 09:00 nudge went unanswered when its 12-hour answer window passed, at 21:00; the
        // others still wait.
        #expect(followUps.filter { $0.status == .unanswered }.map(\.goalId) == [sent[0].goal])
        #expect(followUps.filter { $0.status == .delivered }.count == 4)
    }

    @Test func processingOnBattery_isDeferredWithItsReason_andRunsOnTheNextRunOnAC() throws {
        let scene = try JobScene()
        scene.onBattery(55)
        let deferred = try scene.run(.processing, at: "2026-11-22T03:00:00Z")
        #expect(deferred.outcome == .deferred && deferred.decision == .deferred(reason: "on battery (55%)"))
        var history = try scene.store.history(.processing)
        #expect(history.pendingSince == (try JobScene.time("2026-11-22T03:00:00Z")) && history.pendingReason == "on battery (55%)")
        #expect(history.lastOutcome == .deferred)
        scene.power = PowerState(onAC: true, batteryPercent: 60, discharging: false, summary: "AC power, battery 60%")
        #expect(try scene.run(.processing, at: "2026-11-22T04:00:00Z").outcome == .ran)
        history = try scene.store.history(.processing)
        #expect(history.pendingSince == nil && history.lastOutcome == .ran)
    }

    @Test func lowBattery_defersEvenRefresh_unlessForced() throws {
        let (scene, _) = try Self.staleGraph()
        scene.onBattery(8)
        let result = try scene.run(.refresh, at: "2026-11-22T09:00:00+01:00")
        #expect(result.outcome == .deferred && result.decision == .deferred(reason: "battery low (8%)"))
        let forced = try scene.run(.refresh, at: "2026-11-22T09:00:00+01:00", .init(force: true))
        #expect(forced.outcome == .ran && forced.planned == 1)
    }

    @Test func digest_onceADay_andOnceAfterAMissedDay() throws {
        let (scene, _) = try Self.staleGraph()
        let early = try scene.run(.digest, at: "2026-11-22T07:59:00+01:00")
        #expect(early.decision.code == "not_due" && early.planned == 0)
        let first = try scene.run(.digest, at: "2026-11-22T08:00:00+01:00")
        #expect(first.planned == 1 && first.delivered == 1)
        let again = try scene.run(.digest, at: "2026-11-22T09:00:00+01:00")
        #expect(again.decision.code == "already_sent" && again.delivered == 0)
        // 23 November is missed (machine asleep); the 24th at 08:00 sends one digest, not two.
        let afterGap = try scene.run(.digest, at: "2026-11-24T08:00:00+01:00")
        #expect(afterGap.planned == 1 && afterGap.delivered == 1)
        #expect(try scene.run(.digest, at: "2026-11-24T08:15:00+01:00").planned == 0)
    }

    /// Quiet hours 01:00–01:30 in New York on the fall-back night: the clock shows 01:10 twice,
    /// and both times it is quiet.
    @Test func theRepeatedHour_isQuiet_theSecondTimeToo() throws {
        let scene = try JobScene(zone: "America/New_York")
        scene.limits.quietHours = QuietHours(
            start: try #require(ClockTime(hour: 1, minute: 0)), end: try #require(ClockTime(hour: 1, minute: 30)))
        try scene.goal("Plant the garden", created: "2026-10-20T12:00:00Z")
        for at in ["2026-11-01T05:10:00Z", "2026-11-01T06:10:00Z"] {
            let result = try scene.run(.refresh, at: at, .init(dryRun: true))
            #expect(result.decision.code == "quiet_hours", "\(at)")
        }
        #expect(try scene.run(.refresh, at: "2026-11-01T06:30:00Z", .init(dryRun: true)).decision.code == "send")
    }

    /// A budget used up before the first step: the run stops there, is recorded `expired`, and
    /// what it planned (nothing) is all in the outbox. No step is slowed and nothing waits.
    @Test func aBudgetUsedUp_stopsTheRunBetweenSteps_andRecordsItExpired() throws {
        let (scene, _) = try Self.staleGraph()
        var runner = try scene.runner(at: "2026-11-22T09:00:00+01:00")
        runner.expiration = Expiration(budgetSeconds: 0)
        let result = try runner.run(.refresh, .init())
        #expect(result.outcome == .expired && result.planned == 0 && result.delivered == 0)
        let run = try #require(try scene.store.lastRun(.refresh))
        #expect(run.outcome == .expired && run.reason == "budget used up")
        #expect(try scene.store.pendingOutbox().count == 0)
        // The next run, with its own budget, does the work.
        let next = try scene.run(.refresh, at: "2026-11-22T09:15:00+01:00")
        #expect(next.outcome == .ran && next.planned == 1 && next.delivered == 1)
    }
}
