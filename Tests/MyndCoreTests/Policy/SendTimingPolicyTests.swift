import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")

/// Nudges on `days` weekdays before `before` (a Monday), one at each local hour in `hours`,
/// answered when the hour is in `answeredAt`.
private func weekdayNudges(
    days: Int, before: String, hours: [Int], answeredAt: Set<Int>, zone: LocalTime = berlin, daysAgoOffset: Int = 0
) -> [AnswerHours.Nudge] {
    var nudges: [AnswerHours.Nudge] = []
    var day = 1 + daysAgoOffset
    var added = 0
    while added < days {
        let date = zone.adding(days: -day, to: t(before))
        let wall = zone.wall(at: date)
        day += 1
        guard wall.weekday != 0, wall.weekday != 6 else { continue }
        added += 1
        for hour in hours {
            let at = zone.instant(year: wall.year, month: wall.month, day: wall.day, hour: hour, minute: 5)
            nudges.append(AnswerHours.Nudge(deliveredAt: at, answered: answeredAt.contains(hour)))
        }
    }
    return nudges
}

/// A goal quiet since long before `now`: due since quiet hours ended.
private func quietGoal() -> Node {
    Node(type: .goal, content: "Plant the garden", createdAt: t("2026-10-01T08:00:00Z"), lastAccessedAt: t("2026-10-01T08:00:00Z"))
}

private func waitAt(
    _ now: String, _ nudges: [AnswerHours.Nudge], limits: FollowUpLimits = FollowUpLimits(), zone: LocalTime = berlin
) -> SendTiming.Wait? {
    let hours = AnswerHours(nudges, now: t(now), zone: zone)
    let history = FollowUpHistory()
    let since = SendTiming.dueSince(quietGoal(), history: history, limits: limits, now: t(now), zone: zone)
    return SendTiming.wait(now: t(now), dueSince: since, hours: hours, limits: limits, zone: zone)
}

@Suite(.timed) struct SendTimingPolicyTests {
    /// 2026-11-23 is a Monday; Berlin is UTC+1.
    static let monday7 = "2026-11-23T06:00:00Z"

    @Test func nothingLearned_sendsAtOnce_asTheFixedSchedule() {
        #expect(waitAt(Self.monday7, []) == nil)
        var fixed = FollowUpLimits()
        fixed.adaptive = false
        let pattern = weekdayNudges(days: 10, before: Self.monday7, hours: [7, 12], answeredAt: [12])
        #expect(waitAt(Self.monday7, pattern, limits: fixed) == nil, "adaptive = false never waits")
    }

    @Test func aClearPattern_waitsForTheHourThatGetsAnswers_andSaysWhy() throws {
        let pattern = weekdayNudges(days: 7, before: Self.monday7, hours: [7, 12], answeredAt: [12])
        let wait = try #require(waitAt(Self.monday7, pattern))
        #expect(wait.until == t("2026-11-23T11:00:00Z"))  // 12:00 in Berlin
        #expect(wait.target == AnswerHours.Slot(weekend: false, hour: 12))
        let why = wait.description(in: berlin, now: t(Self.monday7))
        #expect(
            why
                == "waiting for 12:00 (learned from answers): 7 of 7 nudges sent 12–13h on weekdays were answered; 0 of 7 nudges sent 07–08h on weekdays were answered"
        )
        // The same draws all day: at 09:30 it still waits for 12:00, and at 12:00 it sends.
        #expect(waitAt("2026-11-23T08:30:00Z", pattern)?.until == wait.until)
        #expect(waitAt("2026-11-23T11:00:00Z", pattern) == nil)
    }

    /// Each bound against a pattern that would wait without it: every hour tried and never
    /// answered but one, which lies beyond the bound. With the bound, nothing to wait for.
    @Test func neverPastMaxWait_quietHours_orTheDay() throws {
        let evening = weekdayNudges(days: 7, before: Self.monday7, hours: Array(7...21), answeredAt: [21])
        var long = FollowUpLimits()
        long.maxWait = 14 * 3600
        #expect(waitAt(Self.monday7, evening, limits: long)?.target.hour == 21, "21:00 is within 14 h of 07:00")
        var short = FollowUpLimits()
        short.maxWait = 3 * 3600
        #expect(waitAt(Self.monday7, evening, limits: short) == nil, "but not within 3 h")

        // Answers come only at 23:00, inside quiet hours (22–07): never waited for.
        let monday19 = "2026-11-23T18:00:00Z"
        let night = weekdayNudges(days: 7, before: monday19, hours: Array(19...23), answeredAt: [23])
        var noQuiet = FollowUpLimits()
        noQuiet.quietHours = nil
        noQuiet.maxWait = 24 * 3600  // due since midnight without quiet hours: let max_wait not decide
        var quiet = FollowUpLimits()
        quiet.maxWait = 24 * 3600
        #expect(waitAt(monday19, night, limits: noQuiet)?.target.hour == 23, "without quiet hours it would wait")
        // With them, 23:00 is out of reach: whatever hour it may still try, it is before 22:00.
        #expect((waitAt(monday19, night, limits: quiet)?.until ?? t(monday19)) < t("2026-11-23T21:00:00Z"))

        // Answers come only at 01:00: with no quiet hours, not waited for past midnight.
        let small = weekdayNudges(days: 7, before: monday19, hours: [22, 23, 0, 1], answeredAt: [1])
        #expect(waitAt("2026-11-23T21:30:00Z", small, limits: noQuiet) == nil, "22:30: 01:00 is tomorrow")
        let afterMidnight = try #require(waitAt("2026-11-23T23:30:00Z", small, limits: noQuiet), "00:30: 01:00 is today")
        #expect(afterMidnight.until < t("2026-11-24T23:00:00Z"))
    }

    @Test func anHourThatFails_isLeftForOneNothingIsKnownOf() throws {
        let failures = weekdayNudges(days: 3, before: Self.monday7, hours: [7], answeredAt: [])
        let wait = try #require(waitAt(Self.monday7, failures))
        #expect(wait.targetTally.sentCount == 0, "an hour never tried")
        #expect(wait.description(in: berlin, now: t(Self.monday7)).contains("no nudge sent \(wait.target) yet"))
    }

    /// A person at the desk for one hour only: the hours either side say nothing of it.
    @Test func anHourBetweenTwoThatFail_stillGetsItsTry() throws {
        let hours = AnswerHours(
            weekdayNudges(days: 5, before: Self.monday7, hours: [11, 13], answeredAt: []), now: t(Self.monday7), zone: berlin)
        let lunch = hours.evidence(for: AnswerHours.Slot(weekend: false, hour: 12))
        #expect(lunch.alpha == 1 && lunch.beta == 1, "the neutral prior")
        let around = hours.evidence(for: AnswerHours.Slot(weekend: false, hour: 11))
        #expect(around.alpha / (around.alpha + around.beta) < 0.2)
    }

    /// Two hours this person always answers: the earlier one, and the same one all day.
    @Test func ofTwoGoodHours_theEarlierWins_andStaysChosenAllDay() throws {
        let pattern = weekdayNudges(days: 10, before: Self.monday7, hours: [7, 10, 11], answeredAt: [10, 11])
        let wait = try #require(waitAt(Self.monday7, pattern))
        #expect(wait.target.hour == 10)
        for now in ["2026-11-23T07:00:00Z", "2026-11-23T08:45:00Z"] {  // 08:00 and 09:45 in Berlin
            #expect(waitAt(now, pattern)?.until == wait.until, "\(now)")
        }
        #expect(waitAt("2026-11-23T09:00:00Z", pattern) == nil, "10:00: sent")
    }

    /// A rest that ends at an hour this person is away ends instead at the next hour they
    /// answer: the evening of a morning person becomes the next morning.
    @Test func aRestEnds_atTheNextHourThisPersonAnswers() {
        let pattern = weekdayNudges(days: 10, before: Self.monday7, hours: [7, 12, 19], answeredAt: [7])
        let hours = AnswerHours(pattern, now: t(Self.monday7), zone: berlin)
        let limits = FollowUpLimits()
        let evening = t("2026-11-23T18:05:00Z")  // Monday 19:05 in Berlin
        #expect(SendTiming.answeredHour(from: evening, hours: hours, limits: limits, zone: berlin) == t("2026-11-24T06:00:00Z"))
        let morning = t("2026-11-24T06:20:00Z")  // 07:20: an hour this person answers
        #expect(SendTiming.answeredHour(from: morning, hours: hours, limits: limits, zone: berlin) == morning)
        var fixed = limits
        fixed.adaptive = false
        #expect(SendTiming.answeredHour(from: evening, hours: hours, limits: fixed, zone: berlin) == evening)
        #expect(SendTiming.answeredHour(from: evening, hours: AnswerHours(), limits: limits, zone: berlin) == evening)
        #expect(hours.firstAnswered(weekend: false, from: 0) == 7 && hours.firstAnswered(weekend: false, from: 8) == nil)
        #expect(hours.firstAnswered(weekend: true, from: 0) == nil, "nothing learned of weekends")
        // Answers only at 23:00, in quiet hours: no hour to move to.
        let night = AnswerHours(
            weekdayNudges(days: 10, before: Self.monday7, hours: [21, 23], answeredAt: [23]), now: t(Self.monday7), zone: berlin)
        #expect(SendTiming.answeredHour(from: evening, hours: night, limits: limits, zone: berlin) == evening)
    }

    @Test func aBackedOffGoal_restsUntilTheHourThisPersonAnswers() throws {
        let now = t("2026-11-24T18:30:00Z")  // Tuesday 19:30
        var history = FollowUpHistory()
        history.answerHours = AnswerHours(
            weekdayNudges(days: 10, before: Self.monday7, hours: [7, 19], answeredAt: [7]), now: now, zone: berlin)
        let goal = quietGoal()
        history.lastFollowUpAt[goal.id] = t("2026-11-23T18:05:00Z")  // Monday 19:05, unanswered
        history.wavedAway[goal.id] = 1
        let stale = GoalCandidate(node: goal, importance: 1, openActions: 0, blockers: 0)
        let plan = FollowUpPlanner.plan(candidates: [stale], history: history, limits: FollowUpLimits(), now: now, zone: berlin)
        #expect(plan.send.isEmpty)
        let reason = try #require(plan.heldBack.first?.reason)
        #expect(reason.code == "backed_off")
        #expect(reason.description(in: berlin, now: now).hasPrefix("backed off until Thu 07:00"), "48 h, then the morning")
    }

    @Test func aPatternThatChanges_isFollowedWithinWeeks() throws {
        // Three to six weeks ago the person answered at 12; the last two weeks at 19, never at 12.
        let hours = Array(12...20)
        let old = weekdayNudges(days: 15, before: Self.monday7, hours: hours, answeredAt: [12], daysAgoOffset: 21)
        let recent = weekdayNudges(days: 10, before: Self.monday7, hours: hours, answeredAt: [19])
        var limits = FollowUpLimits()
        limits.maxWait = 13 * 3600
        let wait = try #require(waitAt("2026-11-23T11:00:00Z", old + recent, limits: limits))
        #expect(wait.target.hour == 19)
        #expect(wait.until == t("2026-11-23T18:00:00Z"))
    }

    @Test func summerTimeWeeks_keepTheWallClockHour() throws {
        // Berlin springs forward on Sunday 2026-03-29 and falls back on Sunday 2026-10-25. A
        // person answering at 10 on weekend days is waited for at 10:00 local on both days.
        for (sunday, expected) in [("2026-03-29T05:00:00Z", "2026-03-29T08:00:00Z"), ("2026-10-25T06:00:00Z", "2026-10-25T09:00:00Z")] {
            var nudges: [AnswerHours.Nudge] = []
            for week in 1...8 {
                for day in [0, -1] {  // the Sunday and Saturday of earlier weeks
                    let date = berlin.adding(days: -7 * week + day, to: t(sunday))
                    let wall = berlin.wall(at: date)
                    for hour in 7...21 {
                        let at = berlin.instant(year: wall.year, month: wall.month, day: wall.day, hour: hour, minute: 5)
                        nudges.append(AnswerHours.Nudge(deliveredAt: at, answered: hour == 10))
                    }
                }
            }
            let wait = try #require(waitAt(sunday, nudges), "\(sunday)")
            #expect(wait.until == t(expected), "\(sunday)")
            let wall = berlin.wall(at: wait.until)
            #expect(wall.hour == 10 && wall.minute == 0)
        }
    }

    @Test func aDueFollowUp_thatWaits_isHeldWithItsReason_whileAReturningSnoozeIsNot() throws {
        let now = t(Self.monday7)
        let stale = GoalCandidate(node: quietGoal(), importance: 1, openActions: 0, blockers: 0)
        var history = FollowUpHistory()
        history.answerHours = AnswerHours(
            weekdayNudges(days: 7, before: Self.monday7, hours: [7, 12], answeredAt: [12]), now: now, zone: berlin)
        let plan = FollowUpPlanner.plan(candidates: [stale], history: history, limits: FollowUpLimits(), now: now, zone: berlin)
        #expect(plan.decision.code == "better_hour")
        #expect(plan.send.isEmpty)
        #expect(plan.heldBack.map(\.reason.code) == ["better_hour"])
        #expect(plan.reasons[0].hasPrefix("waiting for 12:00 (learned from answers): 7 of 7"))

        var snoozed = quietGoal()
        snoozed.snoozedUntil = now.adding(seconds: -600)
        let back = GoalCandidate(node: snoozed, importance: 1, openActions: 0, blockers: 0)
        let returning = FollowUpPlanner.plan(candidates: [back], history: history, limits: FollowUpLimits(), now: now, zone: berlin)
        #expect(returning.send.map(\.goalId) == [snoozed.id], "the person named the time")
    }

    @Test func theDrawsAreTheSame_forTheSameDayAndHistory() {
        let pattern = weekdayNudges(days: 3, before: Self.monday7, hours: [7, 9, 12, 15], answeredAt: [9, 12])
        let first = waitAt(Self.monday7, pattern)
        for _ in 0..<5 { #expect(waitAt(Self.monday7, pattern) == first) }
    }
}
