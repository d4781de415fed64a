import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let limits = FollowUpLimits()  // min_gap 2 h, 5 a day, the longest rest 7 days

private func waiting(_ ref: String, rank: Int?, silentSince: String? = nil) -> ShowPacing.Waiting {
    ShowPacing.Waiting(
        ref: ref, kind: .stale, rank: rank, plannedAt: t("2026-11-19T06:00:00Z"), silentSince: silentSince.map(t))
}

/// A goal silent for the longest rest, at the screen: the person's own returning reminders
/// cannot starve it (`ShowPacing`, as `FollowUpPlanner` holds it when planning).
@Suite(.timed) struct ShowPacingOverdueTests {
    private let now = t("2026-11-19T12:00:00Z")
    /// Five returning snoozes shown today, the last two hours ago: the cap is full of the
    /// person's own reminders, none of mynd's.
    private let fullOfReturns = ShowPacing.Shown(
        today: 5, lastAt: t("2026-11-19T10:00:00Z"), initiatedToday: 0, lastInitiatedAt: t("2026-11-18T15:00:00Z"))

    @Test func aDayFullOfReturningSnoozes_stillShowsTheGoalSilentForAWeek_andHoldsTheOthers() {
        let decision = ShowPacing.decide(
            waiting: [
                waiting("fresh", rank: 1, silentSince: "2026-11-16T12:00:00Z"),
                waiting("quiet", rank: 2, silentSince: "2026-11-12T11:00:00Z"),
            ],
            shown: fullOfReturns, limits: limits, now: now)
        #expect(decision.show == ["quiet"])
        #expect(decision.wait == ["fresh": .minGap(until: t("2026-11-19T14:00:00Z"))])
    }

    @Test func aGoalSilentForLessThanTheLongestRest_isHeldByTheCapTheReturnsFilled() {
        // Six days and 23 hours: not overdue yet.
        let decision = ShowPacing.decide(
            waiting: [waiting("quiet", rank: 1, silentSince: "2026-11-12T13:00:00Z")], shown: fullOfReturns, limits: limits, now: now)
        #expect(decision.show.isEmpty)
        #expect(decision.wait == ["quiet": .dailyCap(max: 5)])
        // Nobody can tell how long it has been silent: never overdue.
        let unknown = ShowPacing.decide(waiting: [waiting("quiet", rank: 1)], shown: fullOfReturns, limits: limits, now: now)
        #expect(unknown.wait == ["quiet": .dailyCap(max: 5)])
    }

    @Test func theLongestSilentGoesFirst_beforeABetterRank() {
        let decision = ShowPacing.decide(
            waiting: [
                waiting("best", rank: 1, silentSince: "2026-11-18T12:00:00Z"),
                waiting("week", rank: 3, silentSince: "2026-11-12T10:00:00Z"),
                waiting("fortnight", rank: 2, silentSince: "2026-11-05T10:00:00Z"),
            ], shown: .init(), limits: limits, now: now)
        #expect(decision.show == ["fortnight"])
        #expect(Set(decision.wait.keys) == ["best", "week"])
    }

    @Test func anOverdueGoal_keepsABriefGapAfterAReturnShownNow_notTheWholeGap() {
        let returning = ShowPacing.Waiting(ref: "back", kind: .returning, rank: nil, plannedAt: t("2026-11-19T11:59:00Z"))
        let decision = ShowPacing.decide(
            waiting: [returning, waiting("quiet", rank: 1, silentSince: "2026-11-10T10:00:00Z")], shown: fullOfReturns, limits: limits,
            now: now)
        #expect(decision.show == ["back"])
        #expect(decision.wait == ["quiet": .minGap(until: t("2026-11-19T12:15:00Z"))])
        let brief = ShowPacing.decide(
            waiting: [waiting("quiet", rank: 1, silentSince: "2026-11-10T10:00:00Z")],
            shown: .init(today: 6, lastAt: now, initiatedToday: 0, lastInitiatedAt: nil), limits: limits, now: t("2026-11-19T12:15:00Z"))
        #expect(brief.show == ["quiet"])
    }

    @Test func anOverdueGoal_isStillHeldByTheCapAndGapOfMyndsOwnNudges() {
        let ownFull = ShowPacing.Shown(
            today: 5, lastAt: t("2026-11-19T09:00:00Z"), initiatedToday: 5, lastInitiatedAt: t("2026-11-19T09:00:00Z"))
        let capped = ShowPacing.decide(
            waiting: [waiting("quiet", rank: 1, silentSince: "2026-11-10T10:00:00Z")], shown: ownFull, limits: limits, now: now)
        #expect(capped.wait == ["quiet": .dailyCap(max: 5)])
        let ownRecent = ShowPacing.Shown(
            today: 5, lastAt: t("2026-11-19T11:30:00Z"), initiatedToday: 1, lastInitiatedAt: t("2026-11-19T11:00:00Z"))
        let gapped = ShowPacing.decide(
            waiting: [waiting("quiet", rank: 1, silentSince: "2026-11-10T10:00:00Z")], shown: ownRecent, limits: limits, now: now)
        #expect(gapped.wait == ["quiet": .minGap(until: t("2026-11-19T13:00:00Z"))])
    }

    @Test func shownWithoutSayingWhoseNudgesTheyWere_countsThemAllAsMynds() {
        let shown = ShowPacing.Shown(today: 5, lastAt: t("2026-11-19T09:00:00Z"))
        #expect(shown.initiatedToday == 5 && shown.lastInitiatedAt == t("2026-11-19T09:00:00Z"))
        let decision = ShowPacing.decide(
            waiting: [waiting("quiet", rank: 1, silentSince: "2026-11-01T10:00:00Z")], shown: shown, limits: limits, now: now)
        #expect(decision.wait == ["quiet": .dailyCap(max: 5)])
    }
}
