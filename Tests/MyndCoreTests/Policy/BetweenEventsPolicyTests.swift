import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// A due nudge just before the person's next event waits for the next gap between their
/// events today, said as every wait is; free now, in a meeting (which holds by itself), or with
/// no gap left in the day (before quiet hours), it does not wait for the calendar.
@Suite(.timed) struct BetweenEventsPolicyTests {
    static let zone = MeetingPresenceTests.zone
    static func at(_ hour: Int, _ minute: Int = 0) -> Timestamp { MeetingPresenceTests.at(hour, minute) }
    static let goal = GoalCandidate(
        node: Node(
            type: .goal, content: "Paint the shed", createdAt: at(9).adding(seconds: -10 * 86_400),
            lastAccessedAt: at(9).adding(seconds: -10 * 86_400)))

    static func plan(_ events: [CalendarEvent], at now: Timestamp) -> FollowUpPlan {
        var limits = FollowUpLimits()
        limits.adaptive = false
        var history = FollowUpHistory()
        history.dayEvents = events
        return FollowUpPlanner.plan(candidates: [goal], history: history, limits: limits, now: now, zone: zone)
    }

    @Test func dueJustBeforeAMeeting_waitsForTheGapAfterIt_andSaysSo() throws {
        let day = [MeetingPresenceTests.event("Team sync", 10, 11), MeetingPresenceTests.event("Planning", 11, 12)]
        let plan = Self.plan(day, at: Self.at(9, 45))
        #expect(plan.send.isEmpty)
        #expect(plan.decision == .waitingForFreeTime(until: Self.at(12)))
        #expect(plan.decision.code == "between_events")
        let held = try #require(plan.heldBack.first)
        #expect(held.reason == .betweenEvents(until: Self.at(12)) && held.reason.code == "between_events")
        #expect(held.reason.until == Self.at(12))
        let words = "waiting for 12:00, the next gap between your events today (your calendar: the next one starts within 30 minutes)"
        #expect(held.reason.description(in: Self.zone, now: Self.at(9, 45)) == words)
        #expect(plan.summary == words + "; 1 goal waiting")
        // A show-time hold of this kind is due again at the gap, not tomorrow.
        #expect(ShowPacing.due(after: held.reason, now: Self.at(9, 45), zone: Self.zone) == Self.at(12))
    }

    @Test func freeNow_inAMeeting_orNoGapLeft_doesNotWaitForTheCalendar() {
        let day = [MeetingPresenceTests.event("Team sync", 10, 11)]
        // Free for an hour before it: now is a gap.
        #expect(Self.plan(day, at: Self.at(9)).decision == .send)
        // In it: presence holds what the meeting holds; the planner does not wait for its end.
        #expect(Self.plan(day, at: Self.at(10, 30)).decision == .send)
        // Free time (TRANSP:TRANSPARENT) and a whole day take no time.
        #expect(Self.plan([MeetingPresenceTests.event("Focus", 10, 11, busy: false)], at: Self.at(9, 45)).decision == .send)
        #expect(Self.plan([], at: Self.at(9, 45)).decision == .send)
        // Events until 21:45 and quiet hours from 22:00: no gap left today, so no wait for one.
        let late = [
            MeetingPresenceTests.event("Late shift", 18, 21),
            CalendarEvent(
                uid: "x", title: "Call", start: Self.at(21), end: Self.at(21, 45)),
        ]
        #expect(Self.plan(late, at: Self.at(17, 50)).decision == .send)
        // Without quiet hours the day runs to midnight: 21:45 is a gap.
        var limits = FollowUpLimits()
        limits.adaptive = false
        limits.quietHours = nil
        var history = FollowUpHistory()
        history.dayEvents = late
        let open = FollowUpPlanner.plan(candidates: [Self.goal], history: history, limits: limits, now: Self.at(17, 50), zone: Self.zone)
        #expect(open.decision == .waitingForFreeTime(until: Self.at(21, 45)))
    }

    @Test func waitForGap_onlyWhenFreeNowAndTheNextEventIsTooNear() {
        let day = [MeetingPresenceTests.event("A", 10, 11), MeetingPresenceTests.event("B", 11, 12)]
        let end = Self.at(23, 59)
        #expect(DayShape.waitForGap(day, now: Self.at(9, 31), dayEnd: end) == Self.at(12))
        #expect(DayShape.waitForGap(day, now: Self.at(9, 30), dayEnd: end) == nil)
        #expect(DayShape.waitForGap(day, now: Self.at(10, 30), dayEnd: end) == nil)
        #expect(DayShape.waitForGap(day, now: Self.at(9, 45), dayEnd: Self.at(12, 20)) == nil)
        #expect(DayShape.waitForGap(day, now: Self.at(9, 45), dayEnd: Self.at(12, 30)) == Self.at(12))
    }
}
