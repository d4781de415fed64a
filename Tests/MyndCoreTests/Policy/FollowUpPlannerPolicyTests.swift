import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")
/// Short ids differ in their first 8 characters, as `reasons` prints them.
private func id(_ n: Int) -> UUID { UUID(uuidString: "0000000\(n)-0000-4000-8000-000000000000")! }

/// Six goals all last touched 2026-11-14 08:00Z ("created 5 days ago" for a run on the 19th).
/// Scores are written by hand from the formula (staleness is the same for all six, so the
/// order never changes during a day): g1 8, g2 7, g3 6, g4 3, g5 2, g6 −4 at 5 days stale.
private let touched = t("2026-11-14T08:00:00Z")
private func goal(
    _ n: Int, importance: Double, actions: Int = 0, blockers: Int = 0, snoozedUntil: Timestamp? = nil,
    completedAt: Timestamp? = nil
) -> GoalCandidate {
    let node = Node(
        id: id(n), type: .goal, content: "goal \(n)", createdAt: touched, lastAccessedAt: touched,
        completedAt: completedAt, snoozedUntil: snoozedUntil)
    return GoalCandidate(node: node, importance: importance, openActions: actions, blockers: blockers)
}
private let g1 = goal(1, importance: 4, actions: 1)
private let g2 = goal(2, importance: 3, actions: 1)
private let g3 = goal(3, importance: 5)
private let g4 = goal(4, importance: 2)
private let g5 = goal(5, importance: 1)
private let g6 = goal(6, importance: 0, blockers: 1)
/// Deliberately not in rank order.
private let sixGoals = [g4, g6, g1, g5, g3, g2]

private func plan(
    _ candidates: [GoalCandidate] = sixGoals, history: FollowUpHistory = FollowUpHistory(),
    limits: FollowUpLimits = FollowUpLimits(), at now: String, zone: LocalTime = berlin
) -> FollowUpPlan {
    FollowUpPlanner.plan(candidates: candidates, history: history, limits: limits, now: t(now), zone: zone)
}

private func held(_ p: FollowUpPlan) -> [(UUID, Int?, String)] {
    p.heldBack.map { ($0.goalId, $0.rank, $0.reason.code) }
}

private func sameHeld(_ p: FollowUpPlan, _ expected: [(UUID, Int?, String)]) -> Bool {
    let got = held(p)
    return got.count == expected.count
        && zip(got, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
}

/// What the shell does between runs: record each delivery, keep it open (nobody answers),
/// and count today's deliveries from the start of the local day.
private struct FakeShell {
    var deliveries: [(goal: UUID, at: Timestamp)] = []
    var open: Set<UUID> = []

    func history(now: Timestamp, zone: LocalTime) -> FollowUpHistory {
        let startOfDay = FollowUpPlanner.startOfLocalDay(now, zone: zone)
        var last: [UUID: Timestamp] = [:]
        for d in deliveries { last[d.goal] = max(last[d.goal] ?? d.at, d.at) }
        return FollowUpHistory(
            openFollowUpGoalIDs: open, lastFollowUpAt: last,
            deliveredToday: deliveries.filter { $0.at >= startOfDay && $0.at <= now }.count,
            lastDeliveredAt: deliveries.map(\.at).max())
    }

    mutating func apply(_ plan: FollowUpPlan, now: Timestamp) {
        for goal in plan.send {
            deliveries.append((goal.goalId, now))
            open.insert(goal.goalId)
        }
    }
}

@Suite(.timed) struct FollowUpPlannerPolicyTests {
    // MARK: The "done when" scenario

    @Test func run_at2330_sendsNothing_quietHours() {
        let p = plan(at: "2026-11-18T22:30:00Z")  // 23:30 CET
        #expect(p.decision == .quietHours(until: t("2026-11-19T06:00:00Z")))  // 07:00 CET
        #expect(p.decision.code == "quiet_hours")
        #expect(p.send.isEmpty)
        #expect(
            sameHeld(
                p,
                [
                    (id(1), 1, "quiet_hours"), (id(2), 2, "quiet_hours"), (id(3), 3, "quiet_hours"),
                    (id(4), 4, "quiet_hours"), (id(5), 5, "quiet_hours"), (id(6), 6, "quiet_hours"),
                ]))
        #expect(p.heldBack.allSatisfy { $0.reason == .quietHours(until: t("2026-11-19T06:00:00Z")) })
        #expect(p.reasons.first == "quiet hours until tomorrow 07:00: 6 goals waiting")
        #expect(p.reasons.count == 7)
        #expect(p.reasons[1] == "goal 00000001, rank 1: quiet hours until tomorrow 07:00")
    }

    @Test func run_at0900_sendsExactlyTheTopRankedGoal() throws {
        let p = plan(at: "2026-11-19T08:00:00Z")  // 09:00 CET
        #expect(p.decision == .send)
        let sent = try #require(p.send.first)
        #expect(p.send.count == 1)
        #expect(sent.goalId == id(1))
        #expect(sent.rank == 1)
        #expect(sent.daysStale == 5)
        #expect(sent.score == 8)
        #expect(
            sameHeld(
                p,
                [
                    (id(2), 2, "lower_rank"), (id(3), 3, "lower_rank"), (id(4), 4, "lower_rank"),
                    (id(5), 5, "lower_rank"), (id(6), 6, "lower_rank"),
                ]))
        #expect(p.reasons.first == "send: goal 00000001, rank 1, 5.0 days stale, score 8.0; 6 goals eligible")
    }

    @Test func runsEvery15Minutes_sendInRankOrder_minGapApart_untilTheCap() {
        var shell = FakeShell()
        var sends: [(UUID, Timestamp)] = []
        var decisions: [Timestamp: FollowUpPlan] = [:]
        var now = t("2026-11-19T08:00:00Z")  // 09:00 CET
        let last = t("2026-11-19T20:00:00Z")  // 21:00 CET
        while now <= last {
            let p = FollowUpPlanner.plan(
                candidates: sixGoals, history: shell.history(now: now, zone: berlin), limits: FollowUpLimits(),
                now: now, zone: berlin)
            #expect(p.send.count <= 1)
            #expect(p.send.count + p.heldBack.count == sixGoals.count)
            sends += p.send.map { ($0.goalId, now) }
            decisions[now] = p
            shell.apply(p, now: now)
            now = now.adding(seconds: 15 * 60)
        }
        let expected: [(UUID, Timestamp)] = [
            (id(1), t("2026-11-19T08:00:00Z")), (id(2), t("2026-11-19T10:00:00Z")),
            (id(3), t("2026-11-19T12:00:00Z")), (id(4), t("2026-11-19T14:00:00Z")),
            (id(5), t("2026-11-19T16:00:00Z")),
        ]
        #expect(sends.map(\.0) == expected.map(\.0))
        #expect(sends.map(\.1) == expected.map(\.1))
        #expect(decisions.count == 49)

        // Between two sends: min_gap, the sent goal already open.
        let waiting = decisions[t("2026-11-19T08:15:00Z")]!
        #expect(waiting.decision == .waitingForGap(until: t("2026-11-19T10:00:00Z")))
        #expect(
            sameHeld(
                waiting,
                [
                    (id(1), 1, "already_open"), (id(2), 2, "min_gap"), (id(3), 3, "min_gap"),
                    (id(4), 4, "min_gap"), (id(5), 5, "min_gap"), (id(6), 6, "min_gap"),
                ]))
        #expect(waiting.reasons.first == "min_gap: next follow-up not before 11:00; 5 goals waiting")

        // After the fifth: the cap, although min_gap has passed.
        let capped = decisions[t("2026-11-19T18:00:00Z")]!
        #expect(capped.decision == .dailyCapReached)
        #expect(
            sameHeld(
                capped,
                [
                    (id(1), 1, "already_open"), (id(2), 2, "already_open"), (id(3), 3, "already_open"),
                    (id(4), 4, "already_open"), (id(5), 5, "already_open"), (id(6), 6, "daily_cap"),
                ]))
        #expect(capped.heldBack.last?.reason == .dailyCap(max: 5))
        #expect(capped.reasons.first == "daily cap reached: 5 of 5 follow-ups delivered today")

        // Next morning the count starts again; only the goal not yet open is sent.
        let morning = t("2026-11-20T08:00:00Z")
        let next = FollowUpPlanner.plan(
            candidates: sixGoals, history: shell.history(now: morning, zone: berlin), limits: FollowUpLimits(),
            now: morning, zone: berlin)
        #expect(next.send.map(\.goalId) == [id(6)])
        #expect(next.send.first?.rank == 6)
    }

    @Test func sameRunRepeated_sendsNothingTwice() {
        var shell = FakeShell()
        let now = t("2026-11-19T08:00:00Z")
        let first = FollowUpPlanner.plan(
            candidates: sixGoals, history: shell.history(now: now, zone: berlin), limits: FollowUpLimits(), now: now,
            zone: berlin)
        shell.apply(first, now: now)
        let again = FollowUpPlanner.plan(
            candidates: sixGoals, history: shell.history(now: now, zone: berlin), limits: FollowUpLimits(), now: now,
            zone: berlin)
        #expect(first.send.map(\.goalId) == [id(1)])
        #expect(again.send.isEmpty)
        #expect(again.decision == .waitingForGap(until: t("2026-11-19T10:00:00Z")))
    }

    // MARK: Per-goal rules

    @Test func snoozedGoal_isHeldUntilTheSnoozeEnds() {
        let snoozed = goal(1, importance: 4, actions: 1, snoozedUntil: t("2026-11-19T13:00:00Z"))  // 14:00 CET
        let goals = [snoozed, g2, g3]
        let morning = plan(goals, at: "2026-11-19T08:00:00Z")
        #expect(morning.send.map(\.goalId) == [id(2)])
        #expect(morning.send.first?.rank == 1)
        #expect(sameHeld(morning, [(id(3), 2, "lower_rank"), (id(1), nil, "snoozed")]))
        #expect(morning.heldBack.last?.reason == .snoozed(until: t("2026-11-19T13:00:00Z")))
        #expect(morning.reasons.last == "goal 00000001: snoozed until 14:00")

        let justBefore = plan(goals, at: "2026-11-19T12:59:59Z")
        #expect(justBefore.heldBack.first { $0.goalId == id(1) }?.reason.code == "snoozed")
        let atEnd = plan(goals, at: "2026-11-19T13:00:00Z")
        #expect(atEnd.send.map(\.goalId) == [id(1)])
    }

    @Test func snoozeInThePast_doesNotHold() {
        let p = plan([goal(1, importance: 0, snoozedUntil: t("2026-11-18T10:00:00Z"))], at: "2026-11-19T08:00:00Z")
        #expect(p.send.map(\.goalId) == [id(1)])
        #expect(p.heldBack.isEmpty)
    }

    @Test func completedGoal_isHeld_evenWhenAlsoSnoozed() {
        let done = goal(
            1, importance: 4, snoozedUntil: t("2026-11-25T08:00:00Z"), completedAt: t("2026-11-18T10:00:00Z"))
        let p = plan([done, g2], at: "2026-11-19T08:00:00Z")
        #expect(p.send.map(\.goalId) == [id(2)])
        #expect(sameHeld(p, [(id(1), nil, "completed")]))
        #expect(p.heldBack[0].reason == .completed)
    }

    /// stale_after is in calendar days: 3 days after 12:00 CEST on the 23rd is 12:00 CET on
    /// the 26th, 73 hours later across the fall-back change.
    @Test func recentlyTouchedGoal_isHeldUntilStale() {
        let fresh = Node(
            id: id(1), type: .goal, content: "fresh", createdAt: t("2026-10-01T10:00:00Z"),
            lastAccessedAt: t("2026-10-23T10:00:00Z"))
        let candidates = [GoalCandidate(node: fresh)]
        let early = plan(candidates, at: "2026-10-26T10:30:00Z")  // 72.5 h later
        #expect(early.decision == .nothingToSend)
        #expect(sameHeld(early, [(id(1), nil, "not_stale")]))
        #expect(early.heldBack[0].reason == .notStale(until: t("2026-10-26T11:00:00Z")))
        #expect(
            early.reasons == [
                "nothing to send: no goal is eligible for a follow-up", "goal 00000001: not stale until 12:00",
            ])
        #expect(plan(candidates, at: "2026-10-26T11:00:00Z").send.map(\.goalId) == [id(1)])
    }

    @Test func cooldown_afterADismissedFollowUp() {
        // g1 got a follow-up at 09:00 CET and it was dismissed (no longer open).
        let history = FollowUpHistory(
            lastFollowUpAt: [id(1): t("2026-11-19T08:00:00Z")], deliveredToday: 1,
            lastDeliveredAt: t("2026-11-19T08:00:00Z"))
        let p = plan([g1, g2, g3], history: history, at: "2026-11-19T11:00:00Z")
        #expect(p.send.map(\.goalId) == [id(2)])
        #expect(p.send.first?.rank == 2)
        #expect(sameHeld(p, [(id(1), 1, "cooldown"), (id(3), 3, "lower_rank")]))
        #expect(p.heldBack[0].reason == .cooldown(until: t("2026-11-20T08:00:00Z")))
        #expect(p.reasons[1] == "goal 00000001, rank 1: cooldown until tomorrow 09:00")

        // The next morning, a second before and at the end of the cooldown.
        let nextDay = FollowUpHistory(
            openFollowUpGoalIDs: [id(2)],
            lastFollowUpAt: [id(1): t("2026-11-19T08:00:00Z"), id(2): t("2026-11-19T11:00:00Z")],
            deliveredToday: 0, lastDeliveredAt: t("2026-11-19T11:00:00Z"))
        let before = plan([g1, g2, g3], history: nextDay, at: "2026-11-20T07:59:59Z")
        #expect(before.send.map(\.goalId) == [id(3)])
        #expect(before.heldBack.first { $0.goalId == id(1) }?.reason.code == "cooldown")
        let after = plan([g1, g2, g3], history: nextDay, at: "2026-11-20T08:00:00Z")
        #expect(after.send.map(\.goalId) == [id(1)])
        #expect(sameHeld(after, [(id(2), 2, "already_open"), (id(3), 3, "lower_rank")]))
    }

    @Test func openFollowUp_winsOverCooldown() {
        let history = FollowUpHistory(
            openFollowUpGoalIDs: [id(1)], lastFollowUpAt: [id(1): t("2026-11-19T07:00:00Z")])
        let p = plan([g1], history: history, at: "2026-11-19T08:00:00Z")
        #expect(p.decision == .nothingToSend)
        #expect(sameHeld(p, [(id(1), 1, "already_open")]))
    }

    // MARK: Global rules and their order

    @Test func perGoalRules_comeBeforeQuietHours() {
        let p = plan([goal(1, importance: 0, completedAt: touched)], at: "2026-11-18T22:30:00Z")
        #expect(p.decision == .nothingToSend)
        #expect(sameHeld(p, [(id(1), nil, "completed")]))
    }

    @Test(arguments: [
        // (now, deliveredToday, lastDeliveredAt, maxPerDay, quiet hours on, decision code, hold code)
        ("2026-11-18T22:30:00Z", 5, "2026-11-18T22:00:00Z", 5, true, "quiet_hours", "quiet_hours"),
        ("2026-11-19T12:00:00Z", 5, "2026-11-19T11:00:00Z", 5, true, "daily_cap", "daily_cap"),
        ("2026-11-19T12:00:00Z", 4, "2026-11-19T11:00:00Z", 5, true, "min_gap", "min_gap"),
        ("2026-11-19T12:00:00Z", 0, "2026-11-18T11:00:00Z", 0, true, "daily_cap", "daily_cap"),
        ("2026-11-19T12:00:00Z", 4, "2026-11-19T10:00:00Z", 5, true, "send", "lower_rank"),  // gap exactly met
        ("2026-11-18T22:30:00Z", 0, "2026-11-18T12:00:00Z", 5, false, "send", "lower_rank"),  // quiet hours off
        ("2026-11-19T06:00:00Z", 0, "2026-11-18T12:00:00Z", 5, true, "send", "lower_rank"),  // 07:00 CET: ended
        ("2026-11-19T05:59:59Z", 0, "2026-11-18T12:00:00Z", 5, true, "quiet_hours", "quiet_hours"),
    ])
    func globalRules_inOrder(
        now: String, deliveredToday: Int, lastDelivered: String, maxPerDay: Int, quiet: Bool, decision: String,
        hold: String
    ) {
        var limits = FollowUpLimits(maxPerDay: maxPerDay)
        if !quiet { limits.quietHours = nil }
        let history = FollowUpHistory(deliveredToday: deliveredToday, lastDeliveredAt: t(lastDelivered))
        let p = plan([g1, g2], history: history, limits: limits, at: now)
        #expect(p.decision.code == decision)
        #expect(p.heldBack.last?.reason.code == hold)
        #expect(p.send.count == (decision == "send" ? 1 : 0))
    }

    @Test func nothingToSend_withoutCandidates() {
        let p = plan([], at: "2026-11-19T08:00:00Z")
        #expect(p.decision == .nothingToSend)
        #expect(p.decision.code == "nothing_to_send")
        #expect(p.send.isEmpty && p.heldBack.isEmpty)
        #expect(p.reasons == ["nothing to send: no stale goals"])
    }

    // MARK: The local day

    /// 5 follow-ups on Thursday 19 Nov in New York (09:00–17:00 EST). At 23:30 EST it is
    /// still that day in New York, but already Friday in UTC.
    @Test func dailyCap_resetsAtLocalMidnight() {
        let newYork = zone("America/New_York")
        let utc = zone("UTC")
        var shell = FakeShell()
        for (n, at) in ["14:00", "16:00", "18:00", "20:00", "22:00"].enumerated() {
            shell.deliveries.append((id(n + 1), t("2026-11-19T\(at):00Z")))
        }
        let limits = FollowUpLimits(quietHours: nil)
        let lateEvening = t("2026-11-20T04:30:00Z")  // 23:30 EST on the 19th
        let midnight = t("2026-11-20T05:00:00Z")  // 00:00 EST on the 20th
        #expect(shell.history(now: lateEvening, zone: newYork).deliveredToday == 5)
        #expect(shell.history(now: lateEvening, zone: utc).deliveredToday == 0)
        #expect(shell.history(now: midnight, zone: newYork).deliveredToday == 0)

        func decide(_ now: Timestamp, _ z: LocalTime) -> String {
            FollowUpPlanner.plan(
                candidates: [g6], history: shell.history(now: now, zone: z), limits: limits, now: now, zone: z
            ).decision.code
        }
        #expect(decide(lateEvening, newYork) == "daily_cap")
        #expect(decide(lateEvening, utc) == "send")
        #expect(decide(midnight, newYork) == "send")
    }

    /// 2026-11-01 in New York lasts 25 hours (01:00–01:59 happens twice). Five deliveries in
    /// it, two in the repeated hour, still count against one day's cap at 23:30 EST.
    @Test func dstChangeDay_countsAsOneDay() {
        let newYork = zone("America/New_York")
        var shell = FakeShell()
        let times = [
            "2026-11-01T04:30:00Z",  // 00:30 EDT
            "2026-11-01T05:30:00Z",  // 01:30 EDT
            "2026-11-01T06:30:00Z",  // 01:30 EST
            "2026-11-01T14:00:00Z",  // 09:00 EST
            "2026-11-01T16:00:00Z",  // 11:00 EST
        ]
        for (n, at) in times.enumerated() { shell.deliveries.append((id(n + 1), t(at))) }
        let limits = FollowUpLimits(quietHours: nil)
        let lateEvening = t("2026-11-02T04:30:00Z")  // 23:30 EST, 24 h after the first delivery
        let history = shell.history(now: lateEvening, zone: newYork)
        #expect(history.deliveredToday == 5)
        let october = Node(id: id(7), type: .goal, content: "older", createdAt: t("2026-10-20T12:00:00Z"))
        let p = FollowUpPlanner.plan(
            candidates: [GoalCandidate(node: october)], history: history, limits: limits, now: lateEvening,
            zone: newYork)
        #expect(p.decision == .dailyCapReached)
        let midnight = t("2026-11-02T05:00:00Z")  // 00:00 EST on the 2nd
        #expect(shell.history(now: midnight, zone: newYork).deliveredToday == 0)
    }

    @Test(arguments: [
        ("UTC", "2026-03-10T15:00:00Z", "2026-03-10T00:00:00Z"),
        ("America/New_York", "2026-03-08T20:00:00Z", "2026-03-08T05:00:00Z"),  // 00:00 EST
        ("America/New_York", "2026-11-01T20:00:00Z", "2026-11-01T04:00:00Z"),  // 00:00 EDT
        ("America/New_York", "2026-11-20T04:30:00Z", "2026-11-19T05:00:00Z"),
        ("Europe/Berlin", "2026-03-29T21:59:00Z", "2026-03-28T23:00:00Z"),  // 23:59 CEST → 00:00 CET
        ("Europe/Berlin", "2026-10-25T22:59:00Z", "2026-10-24T22:00:00Z"),  // 23:59 CET → 00:00 CEST
        ("Australia/Sydney", "2026-10-04T05:00:00Z", "2026-10-03T14:00:00Z"),  // 00:00 AEST
        ("Asia/Kolkata", "2026-06-01T20:00:00Z", "2026-06-01T18:30:00Z"),  // 01:30 IST → 00:00 IST
        ("America/Santiago", "2026-09-06T12:00:00Z", "2026-09-06T04:00:00Z"),  // midnight skipped: 01:00 -03
        ("America/Havana", "2026-11-01T12:00:00Z", "2026-11-01T04:00:00Z"),  // midnight twice: the first
    ])
    func startOfLocalDay_isTheFirstMomentOfTheDate(zoneID: String, at: String, expected: String) {
        #expect(FollowUpPlanner.startOfLocalDay(t(at), zone: zone(zoneID)) == t(expected))
    }

    @Test(arguments: [
        ("America/New_York", "2026-03-08T12:00:00Z", 23), ("America/New_York", "2026-11-01T12:00:00Z", 25),
        ("Europe/Berlin", "2026-03-29T12:00:00Z", 23), ("Europe/Berlin", "2026-10-25T12:00:00Z", 25),
        ("Australia/Sydney", "2026-04-05T02:00:00Z", 25), ("Australia/Sydney", "2026-10-04T02:00:00Z", 23),
        ("UTC", "2026-03-29T12:00:00Z", 24),
    ])
    func localDay_lasts23Or25HoursOnChangeDays(zoneID: String, at: String, hours: Int) {
        let z = zone(zoneID)
        let start = FollowUpPlanner.startOfLocalDay(t(at), zone: z)
        let nextStart = FollowUpPlanner.startOfLocalDay(start.adding(seconds: 26 * 3600), zone: z)
        #expect(nextStart.seconds(since: start) == Double(hours * 3600))
    }

    // MARK: Codes and descriptions

    @Test func holdReasons_haveStableCodesAndDescriptions() {
        let now = t("2026-11-18T22:30:00Z")  // 23:30 CET
        let cases: [(HoldReason, String, String)] = [
            (.quietHours(until: t("2026-11-19T06:00:00Z")), "quiet_hours", "quiet hours until tomorrow 07:00"),
            (.dailyCap(max: 5), "daily_cap", "daily cap of 5 follow-ups reached"),
            (.minGap(until: t("2026-11-18T23:00:00Z")), "min_gap", "min_gap: next follow-up not before tomorrow 00:00"),
            (.cooldown(until: t("2026-11-19T20:00:00Z")), "cooldown", "cooldown until tomorrow 21:00"),
            (.alreadyOpen, "already_open", "a follow-up is already open"),
            (.snoozed(until: t("2026-11-24T08:00:00Z")), "snoozed", "snoozed until Tue 09:00"),
            (.completed, "completed", "completed"),
            (.notStale(until: t("2026-11-19T22:30:00Z")), "not_stale", "not stale until tomorrow 23:30"),
            (.cooldown(until: t("2026-11-26T08:00:00Z")), "cooldown", "cooldown until 2026-11-26 09:00"),
            (.lowerRank, "lower_rank", "lower rank: another goal was chosen this run"),
        ]
        for (reason, code, text) in cases {
            #expect(reason.code == code)
            #expect(reason.description(in: berlin, now: now) == text)
        }
    }

    @Test func decisions_haveStableCodes() {
        let at = t("2026-11-19T06:00:00Z")
        #expect(FollowUpPlan.Decision.send.code == "send")
        #expect(FollowUpPlan.Decision.nothingToSend.code == "nothing_to_send")
        #expect(FollowUpPlan.Decision.quietHours(until: at).code == "quiet_hours")
        #expect(FollowUpPlan.Decision.dailyCapReached.code == "daily_cap")
        #expect(FollowUpPlan.Decision.waitingForGap(until: at).code == "min_gap")
    }
}
