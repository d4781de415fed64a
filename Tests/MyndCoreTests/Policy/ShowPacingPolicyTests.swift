import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")
private let limits = FollowUpLimits()  // min_gap 2 h, 5 a day

private func waiting(_ ref: String, _ kind: FollowUp.Kind = .stale, rank: Int?, planned: String) -> ShowPacing.Waiting {
    ShowPacing.Waiting(ref: ref, kind: kind, rank: rank, plannedAt: t(planned))
}

/// The gap and the cap judged when a nudge reaches the screen (`ShowPacing`).
@Suite(.timed) struct ShowPacingPolicyTests {
    @Test func aReturnAfterNudgesPiledUp_showsTheBestOne_andTheRestWaitTheGapFromNow() {
        let piled = [
            waiting("a", rank: 2, planned: "2026-11-19T07:00:00Z"),
            waiting("b", rank: 1, planned: "2026-11-19T05:00:00Z"),
            waiting("c", .asking, rank: 3, planned: "2026-11-19T06:00:00Z"),
        ]
        let now = t("2026-11-19T09:00:00Z")
        let decision = ShowPacing.decide(waiting: piled, shown: .init(), limits: limits, now: now)
        #expect(decision.show == ["b"])
        #expect(decision.wait == ["a": .minGap(until: t("2026-11-19T11:00:00Z")), "c": .minGap(until: t("2026-11-19T11:00:00Z"))])
    }

    @Test func aNudgeShownWithinTheGap_holdsEveryOtherUntilTheGapEnds() {
        let shown = ShowPacing.Shown(today: 1, lastAt: t("2026-11-19T08:30:00Z"))
        let decision = ShowPacing.decide(
            waiting: [waiting("a", rank: 1, planned: "2026-11-19T06:00:00Z")], shown: shown, limits: limits,
            now: t("2026-11-19T10:29:59Z"))
        #expect(decision.show.isEmpty)
        #expect(decision.wait == ["a": .minGap(until: t("2026-11-19T10:30:00Z"))])
        let atGap = ShowPacing.decide(
            waiting: [waiting("a", rank: 1, planned: "2026-11-19T06:00:00Z")], shown: shown, limits: limits,
            now: t("2026-11-19T10:30:00Z"))
        #expect(atGap.show == ["a"] && atGap.wait.isEmpty)
    }

    @Test func aReturningSnooze_goesFirst_whateverTheGap_andCountsTowardItForTheOthers() {
        let shown = ShowPacing.Shown(today: 2, lastAt: t("2026-11-19T08:50:00Z"))
        let now = t("2026-11-19T09:00:00Z")
        let decision = ShowPacing.decide(
            waiting: [
                waiting("regular", rank: 1, planned: "2026-11-19T06:00:00Z"),
                waiting("back", .returning, rank: 4, planned: "2026-11-19T08:55:00Z"),
            ], shown: shown, limits: limits, now: now)
        #expect(decision.show == ["back"])
        // The gap after the snooze shown now, not after the nudge at 08:50.
        #expect(decision.wait == ["regular": .minGap(until: t("2026-11-19T11:00:00Z"))])
        // Long after every gap, still: the snooze now holds the other for min_gap.
        let later = ShowPacing.decide(
            waiting: [
                waiting("regular", rank: 1, planned: "2026-11-19T06:00:00Z"),
                waiting("back", .returning, rank: nil, planned: "2026-11-19T08:55:00Z"),
            ], shown: .init(), limits: limits, now: now)
        #expect(later.show == ["back"] && later.wait["regular"] == .minGap(until: t("2026-11-19T11:00:00Z")))
    }

    @Test func returningSnoozesAreNeverHeld_byTheCap_orEachOther() {
        let shown = ShowPacing.Shown(today: 5, lastAt: t("2026-11-19T08:59:00Z"))
        let decision = ShowPacing.decide(
            waiting: [
                waiting("b2", .returning, rank: nil, planned: "2026-11-19T09:00:00Z"),
                waiting("b1", .returning, rank: nil, planned: "2026-11-19T08:00:00Z"),
            ], shown: shown, limits: limits, now: t("2026-11-19T09:00:00Z"))
        #expect(decision.show == ["b1", "b2"] && decision.wait.isEmpty)
    }

    @Test func theDailyCap_holdsTheRestUntilTheNextLocalDay() {
        let shown = ShowPacing.Shown(today: 5, lastAt: t("2026-11-19T12:00:00Z"))
        let now = t("2026-11-19T16:00:00Z")
        let decision = ShowPacing.decide(
            waiting: [waiting("a", rank: 1, planned: "2026-11-19T15:00:00Z")], shown: shown, limits: limits, now: now)
        #expect(decision.show.isEmpty)
        #expect(decision.wait == ["a": .dailyCap(max: 5)])
        // Midnight in Berlin (UTC+1 in November).
        #expect(ShowPacing.due(after: .dailyCap(max: 5), now: now, zone: berlin) == t("2026-11-19T23:00:00Z"))
        #expect(ShowPacing.due(after: .minGap(until: t("2026-11-19T18:00:00Z")), now: now, zone: berlin) == t("2026-11-19T18:00:00Z"))
    }

    @Test func ofEqualRanks_theEarlierPlanned_andUnrankedAfterRanked() {
        let decision = ShowPacing.decide(
            waiting: [
                waiting("none", rank: nil, planned: "2026-11-19T01:00:00Z"),
                waiting("late", rank: 2, planned: "2026-11-19T07:00:00Z"),
                waiting("early", rank: 2, planned: "2026-11-19T06:00:00Z"),
            ], shown: .init(), limits: limits, now: t("2026-11-19T09:00:00Z"))
        #expect(decision.show == ["early"])
        #expect(Set(decision.wait.keys) == ["late", "none"])
    }

    @Test func aLastShowingAfterTheClock_holdsNoLongerThanFromNow() {
        // Recorded by a clock that was a year ahead: judged as shown now.
        let shown = ShowPacing.Shown(today: 0, lastAt: t("2027-11-19T09:00:00Z"))
        let now = t("2026-11-19T09:00:00Z")
        let decision = ShowPacing.decide(
            waiting: [waiting("a", rank: 1, planned: "2026-11-19T06:00:00Z")], shown: shown, limits: limits, now: now)
        #expect(decision.wait == ["a": .minGap(until: t("2026-11-19T11:00:00Z"))])
    }

    @Test func aBriefing_isPastOnlyOnceItsLocalDayHasEnded() {
        // 23:30 UTC on the 18th is already the 19th in Berlin.
        #expect(ShowPacing.isPast(digestOf: "2026-11-18", now: t("2026-11-18T23:30:00Z"), zone: berlin))
        #expect(!ShowPacing.isPast(digestOf: "2026-11-18", now: t("2026-11-18T22:59:59Z"), zone: berlin))
        #expect(!ShowPacing.isPast(digestOf: "2026-11-19", now: t("2026-11-18T23:30:00Z"), zone: berlin))
        // A briefing made ahead for a later day is not past.
        #expect(!ShowPacing.isPast(digestOf: "2026-12-01", now: t("2026-11-19T12:00:00Z"), zone: berlin))
        #expect(ShowPacing.isPast(digestOf: "2025-12-31", now: t("2026-01-01T00:00:00Z"), zone: berlin))
    }

    /// A day away with nudges piling up, then a return: replayed on a 1-minute clock, every
    /// decision applied as the outbox applies it. Whatever the mix, no two nudges but a
    /// returning snooze are shown within min_gap of any nudge before them, the cap holds, and
    /// everything is shown in the end.
    @Test func replayedReturns_neverShowTwoWithinTheGap_andShowEverythingInTime() {
        let start = t("2026-11-19T08:00:00Z")
        for seed in 0..<40 {
            var generator = SplitMix(seed: UInt64(seed))
            var pending: [(waiting: ShowPacing.Waiting, due: Timestamp)] = (0..<Int(generator.next() % 6 + 1)).map { n in
                let kind: FollowUp.Kind = generator.next() % 4 == 0 ? .returning : .stale
                let due = start.adding(seconds: Int64(generator.next() % 3) * 1800)
                return (waiting("n\(n)", kind, rank: Int(generator.next() % 5) + 1, planned: "2026-11-18T12:00:00Z"), due)
            }
            let total = pending.count
            var shownAt: [(ref: String, at: Timestamp, returning: Bool)] = []
            var now = start
            while !pending.isEmpty, now < start.adding(seconds: 86_400) {
                let today = shownAt.filter { $0.at >= FollowUpPlanner.startOfLocalDay(now, zone: berlin) }
                let decision = ShowPacing.decide(
                    waiting: pending.filter { $0.due <= now }.map(\.waiting),
                    shown: .init(today: today.count, lastAt: shownAt.last?.at), limits: limits, now: now)
                for ref in decision.show {
                    let shown = pending.first { $0.waiting.ref == ref }!
                    shownAt.append((ref, now, shown.waiting.kind == .returning))
                    pending.removeAll { $0.waiting.ref == ref }
                }
                for (ref, reason) in decision.wait {
                    let i = pending.firstIndex { $0.waiting.ref == ref }!
                    pending[i].due = ShowPacing.due(after: reason, now: now, zone: berlin)
                }
                now = now.adding(seconds: 60)
            }
            #expect(pending.isEmpty, "seed \(seed): left \(pending.map(\.waiting.ref))")
            #expect(shownAt.count == total)
            for (before, after) in zip(shownAt, shownAt.dropFirst()) where !after.returning {
                #expect(after.at >= before.at.adding(seconds: limits.minGap), "seed \(seed): \(shownAt)")
            }
        }
    }
}

/// A small seeded generator, so each replayed mix is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
