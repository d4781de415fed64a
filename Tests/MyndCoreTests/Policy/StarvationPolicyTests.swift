import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")

/// A person who answers "Later" to one goal again and again fills the day with returning
/// snoozes, which count toward the cap and min_gap: a goal silent for the longest rest still
/// gets its nudge, held only to the cap and min_gap of mynd's own nudges (and a brief gap, never
/// the same minute, after the person's own returning snooze).
@Suite(.timed) struct StarvationPolicyTests {
    static let now = t("2026-11-23T12:00:00Z")

    /// Never nudged, stale since `staleDays` + 3 days ago.
    static func goal(touchedDaysAgo days: Int64) -> GoalCandidate {
        let touched = now.adding(seconds: -days * 86_400)
        return GoalCandidate(node: Node(type: .goal, content: "Call grandma", createdAt: touched, lastAccessedAt: touched))
    }

    /// Five returning snoozes today, the last `minutesAgo` ago; mynd's own nudges: none today.
    static func snoozeFilledDay(lastMinutesAgo minutesAgo: Int64 = 150) -> FollowUpHistory {
        var history = FollowUpHistory(deliveredToday: 5, lastDeliveredAt: now.adding(seconds: -minutesAgo * 60))
        history.initiatedToday = 0
        history.lastInitiatedAt = nil
        return history
    }

    @Test func aGoalSilentForTheLongestRest_waitsABriefGap_afterAReturningSnooze() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        let starving = Self.goal(touchedDaysAgo: 11)
        let plan = FollowUpPlanner.plan(
            candidates: [starving], history: Self.snoozeFilledDay(lastMinutesAgo: 10), limits: limits, now: Self.now, zone: berlin)
        #expect(plan.send.isEmpty)
        #expect(plan.decision == .waitingForGap(until: Self.now.adding(seconds: -600 + FollowUpLimits.briefGap)))
        // Not the whole min_gap: a person at the desk an hour a day who snoozes another goal
        // every hour would otherwise never hear of this one (the early person of the month).
        #expect(FollowUpLimits.briefGap < limits.minGap)
    }

    /// The brief gap never outlasts min_gap: with `min_gap = "1m"` a goal silent for the longest
    /// rest may follow a nudge two minutes later (the concurrency test's refreshes do).
    @Test func theBriefGap_isNeverLongerThanMinGap() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        limits.minGap = 60
        let starving = Self.goal(touchedDaysAgo: 11)
        var history = Self.snoozeFilledDay(lastMinutesAgo: 2)
        history.deliveredToday = 1
        let plan = FollowUpPlanner.plan(candidates: [starving], history: history, limits: limits, now: Self.now, zone: berlin)
        #expect(plan.send.map(\.goalId) == [starving.node.id])
        let soon = Self.snoozeFilledDay(lastMinutesAgo: 0)
        let held = FollowUpPlanner.plan(candidates: [starving], history: soon, limits: limits, now: Self.now, zone: berlin)
        #expect(held.decision == .waitingForGap(until: Self.now.adding(seconds: 60)))
    }

    /// The month's defect (issue 27): a snooze returning in the same run as a goal silent for the
    /// longest rest went out together with it, in the same minute.
    @Test func aReturningSnooze_andAnOverdueGoal_doNotGoInTheSameRun() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        let starving = Self.goal(touchedDaysAgo: 11)
        let touched = Self.now.adding(seconds: -86_400)
        let back = GoalCandidate(
            node: Node(
                type: .goal, content: "Back", createdAt: touched, lastAccessedAt: touched, snoozedUntil: Self.now.adding(seconds: -60)))
        let plan = FollowUpPlanner.plan(
            candidates: [starving, back], history: FollowUpHistory(), limits: limits, now: Self.now, zone: berlin)
        #expect(plan.send.map(\.goalId) == [back.node.id])
        #expect(
            plan.heldBack.first { $0.goalId == starving.node.id }?.reason
                == .minGap(until: Self.now.adding(seconds: FollowUpLimits.briefGap)))
    }

    @Test func aGoalSilentForTheLongestRest_isNudged_thoughSnoozesFilledTheDay() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        let starving = Self.goal(touchedDaysAgo: 11)  // stale for 8 days, never nudged
        let plan = FollowUpPlanner.plan(
            candidates: [starving], history: Self.snoozeFilledDay(), limits: limits, now: Self.now, zone: berlin)
        #expect(plan.send.map(\.goalId) == [starving.node.id])
    }

    /// Goals gone stale together are silent as long: of them, the better ranked goes first (not
    /// the one read first, nor the smaller id), and before a better-ranked goal not silent that long.
    @Test func goalsSilentAsLong_goInRankOrder() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        func goal(_ n: Int, _ content: String, touchedDaysAgo days: Int64, importance: Double, actions: Int = 0) -> GoalCandidate {
            let touched = Self.now.adding(seconds: -days * 86_400)
            let id = UUID(uuidString: "00000000-0000-4000-8000-00000000000\(n)")!
            return GoalCandidate(
                node: Node(id: id, type: .goal, content: content, createdAt: touched, lastAccessedAt: touched), importance: importance,
                openActions: actions)
        }
        let lower = goal(1, "Call grandma", touchedDaysAgo: 11, importance: 0)
        let higher = goal(2, "Tidy the garage", touchedDaysAgo: 11, importance: 2)
        let notThatLong = goal(3, "Plant the garden", touchedDaysAgo: 5, importance: 5, actions: 1)
        for candidates in [[lower, higher, notThatLong], [notThatLong, higher, lower]] {
            let plan = FollowUpPlanner.plan(candidates: candidates, history: FollowUpHistory(), limits: limits, now: Self.now, zone: berlin)
            #expect(plan.send.map(\.goalId) == [higher.node.id])
        }
    }

    @Test func aGoalNotYetSilentThatLong_waitsForTheCap_asBefore() {
        var limits = FollowUpLimits()
        limits.adaptive = false
        let recent = Self.goal(touchedDaysAgo: 5)
        let plan = FollowUpPlanner.plan(candidates: [recent], history: Self.snoozeFilledDay(), limits: limits, now: Self.now, zone: berlin)
        #expect(plan.send.isEmpty)
        #expect(plan.decision == .dailyCapReached)
        // mynd's own nudges still count for the starving goal: five of its own today, no exception.
        var own = Self.snoozeFilledDay()
        own.initiatedToday = 5
        let starving = Self.goal(touchedDaysAgo: 11)
        #expect(FollowUpPlanner.plan(candidates: [starving], history: own, limits: limits, now: Self.now, zone: berlin).send.isEmpty)
    }
}
