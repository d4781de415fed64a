import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")
private func id(_ n: Int) -> UUID { UUID(uuidString: "0000000\(n)-0000-4000-8000-000000000000")! }

private func goal(_ n: Int, touched: String = "2026-11-14T08:00:00Z", snoozedUntil: String? = nil) -> GoalCandidate {
    let node = Node(
        id: id(n), type: .goal, content: "goal \(n)", createdAt: t(touched), lastAccessedAt: t(touched),
        snoozedUntil: snoozedUntil.map(t))
    return GoalCandidate(node: node, importance: Double(10 - n), openActions: 0, blockers: 0)
}

private func plan(_ candidates: [GoalCandidate], _ history: FollowUpHistory = FollowUpHistory(), at now: String) -> FollowUpPlan {
    FollowUpPlanner.plan(candidates: candidates, history: history, limits: FollowUpLimits(), now: t(now), zone: berlin)
}

/// SPEC "Policy": snooze is "remind me at X", silence is not an answer, a goal waved away is
/// backed off and then asked about.
@Suite(.timed) struct NudgeLoopPolicyTests {
    // MARK: Back-off

    @Test(arguments: [(0, 24), (1, 48), (2, 96), (3, 168), (4, 168), (40, 168)])
    func cooldownDoubles_perWaveAway_upToAWeek(inARow: Int, hours: Int64) {
        #expect(BackOff.cooldown(base: 86_400, inARow: inARow, maximum: 7 * 86_400) == hours * 3600)
    }

    @Test func aBaseLongerThanTheMaximum_isKept() {
        #expect(BackOff.cooldown(base: 10 * 86_400, inARow: 3, maximum: 7 * 86_400) == 10 * 86_400)
    }

    @Test func aGoalWavedAwayTwice_restsFourDays_andSaysWhy() throws {
        let last = t("2026-11-16T10:00:00Z")
        let history = FollowUpHistory(lastFollowUpAt: [id(1): last], wavedAway: [id(1): 2])
        let early = plan([goal(1)], history, at: "2026-11-19T10:00:00Z")
        let reason = try #require(early.heldBack.first?.reason)
        #expect(reason == .backedOff(until: last.adding(seconds: 4 * 86_400), seconds: 4 * 86_400, inARow: 2))
        #expect(reason.code == "backed_off")
        #expect(reason.description(in: berlin, now: t("2026-11-19T10:00:00Z")).contains("2 nudges in a row"))
        #expect(plan([goal(1)], history, at: "2026-11-20T10:00:00Z").send.map(\.goalId) == [id(1)])
    }

    @Test func noWaveAway_isThePlainCooldown() throws {
        let history = FollowUpHistory(lastFollowUpAt: [id(1): t("2026-11-19T09:00:00Z")])
        #expect(try #require(plan([goal(1)], history, at: "2026-11-19T12:00:00Z").heldBack.first).reason.code == "cooldown")
    }

    // MARK: Asking

    @Test func afterAskAfterWaveAways_theNextNudgeAsks() {
        let history = FollowUpHistory(lastFollowUpAt: [id(1): t("2026-11-01T10:00:00Z")], wavedAway: [id(1): 3])
        let p = plan([goal(1)], history, at: "2026-11-19T10:00:00Z")
        #expect(p.send.map(\.goalId) == [id(1)])
        #expect(p.kinds[id(1)] == .asking)
        let fewer = FollowUpHistory(lastFollowUpAt: [id(1): t("2026-11-01T10:00:00Z")], wavedAway: [id(1): 2])
        #expect(plan([goal(1)], fewer, at: "2026-11-19T10:00:00Z").kinds[id(1)] == nil)
    }

    // MARK: Returning snoozes

    @Test func aSnoozeThatEnded_isDueAtOnce_evenOnAFreshGoal() {
        // Touched an hour ago (not stale), snoozed until 10:00: at 10:15 it comes back.
        let fresh = goal(1, touched: "2026-11-19T08:00:00Z", snoozedUntil: "2026-11-19T09:00:00Z")
        let p = plan([fresh], FollowUpHistory(lastFollowUpAt: [id(1): t("2026-11-19T07:30:00Z")]), at: "2026-11-19T09:15:00Z")
        #expect(p.send.map(\.goalId) == [id(1)])
        #expect(p.kinds[id(1)] == .returning)
        #expect(p.decision == .send)
    }

    @Test func aSnoozeStillRunning_holds() throws {
        let p = plan([goal(1, snoozedUntil: "2026-11-19T12:00:00Z")], at: "2026-11-19T09:15:00Z")
        #expect(p.send.isEmpty)
        #expect(try #require(p.heldBack.first).reason == .snoozed(until: t("2026-11-19T12:00:00Z")))
    }

    @Test func aReturningSnooze_ignoresCapGapAndCooldown() {
        let now = t("2026-11-19T15:00:00Z")
        let history = FollowUpHistory(
            lastFollowUpAt: [id(1): t("2026-11-19T09:00:00Z")], deliveredToday: 5, lastDeliveredAt: now.adding(seconds: -60))
        let p = plan([goal(1, snoozedUntil: "2026-11-19T14:00:00Z")], history, at: "2026-11-19T15:00:00Z")
        #expect(p.send.map(\.goalId) == [id(1)] && p.kinds[id(1)] == .returning)
    }

    @Test func quietHours_holdAReturningSnooze_untilTheyEnd() throws {
        // 23:30 in Berlin is 22:30Z: quiet until 07:00 Berlin (06:00Z).
        let p = plan([goal(1, snoozedUntil: "2026-11-19T22:00:00Z")], at: "2026-11-19T22:30:00Z")
        #expect(p.send.isEmpty)
        #expect(try #require(p.heldBack.first).reason == .quietHours(until: t("2026-11-20T06:00:00Z")))
        let morning = plan([goal(1, snoozedUntil: "2026-11-19T22:00:00Z")], at: "2026-11-20T06:00:00Z")
        #expect(morning.send.map(\.goalId) == [id(1)])
    }

    @Test func aReturningSnooze_countsTowardMinGap_forOtherNudges() {
        let p = plan([goal(1, snoozedUntil: "2026-11-19T09:00:00Z"), goal(2)], at: "2026-11-19T10:00:00Z")
        #expect(p.send.map(\.goalId) == [id(1)])
        #expect(p.heldBack.first { $0.goalId == id(2) }?.reason.code == "min_gap")
    }

    @Test func severalSnoozesEndingTogether_allComeBack() {
        let p = plan(
            [goal(1, snoozedUntil: "2026-11-19T09:00:00Z"), goal(2, snoozedUntil: "2026-11-19T09:00:00Z")], at: "2026-11-19T09:00:00Z")
        #expect(Set(p.send.map(\.goalId)) == [id(1), id(2)])
    }

    @Test func aSnoozeAlreadyBroughtBack_isNotReturningAgain() throws {
        // The reminder went at 09:00, after the snooze's end: the goal is an ordinary one now.
        let history = FollowUpHistory(lastFollowUpAt: [id(1): t("2026-11-19T09:00:00Z")])
        let p = plan([goal(1, snoozedUntil: "2026-11-19T08:00:00Z")], history, at: "2026-11-19T12:00:00Z")
        #expect(p.send.isEmpty)
        #expect(try #require(p.heldBack.first).reason.code == "cooldown")
    }

    @Test func aSnoozeEndingAcrossTheDSTChange_returnsAtItsInstant() {
        // Berlin leaves summer time on 2026-10-25 at 03:00 → 02:00. Snoozed until 09:00 local
        // (08:00Z after the change): due at 08:00Z, not at 07:00Z.
        let snoozed = goal(1, touched: "2026-10-24T08:00:00Z", snoozedUntil: "2026-10-25T08:00:00Z")
        #expect(plan([snoozed], at: "2026-10-25T07:45:00Z").send.isEmpty)
        #expect(plan([snoozed], at: "2026-10-25T08:00:00Z").kinds[id(1)] == .returning)
    }

    @Test func aGoalSilentForTheLongestRest_goesBeforeBetterRankedOnes() {
        // Goal 5 ranks below goal 1, but its last nudge is 7 days old: it goes first.
        let history = FollowUpHistory(
            lastFollowUpAt: [id(1): t("2026-11-18T09:00:00Z"), id(5): t("2026-11-12T09:00:00Z")],
            wavedAway: [id(5): 4])
        let p = plan([goal(1), goal(5)], history, at: "2026-11-19T10:00:00Z")
        #expect(p.send.map(\.goalId) == [id(5)])
        #expect(p.heldBack.first { $0.goalId == id(1) }?.reason.code == "lower_rank")
    }

    // MARK: Answers

    @Test func dismissAndSilence_waveAway_realAnswersDoNot() {
        #expect(Answer.Kind.allCases.filter(\.wavesAway) == [.given(.dismiss), .unanswered])
    }
}
