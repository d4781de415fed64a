import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Issue 28 item 4: a goal about a person and the person's own nudge never both go out in one
/// day (the planner, pure).
@Suite(.timed) struct TiedTodayPolicyTests {
    static let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let touched = Timestamp(iso8601: "2026-11-10T08:00:00Z")!
    static let grandma = Node(type: .person, content: "Grandma Rosa", createdAt: touched)
    static let call = Node(type: .goal, content: "Call grandma", createdAt: touched)
    static let spanish = Node(type: .goal, content: "Learn Spanish", createdAt: touched)

    static func candidates() -> [GoalCandidate] {
        [
            GoalCandidate(node: call, importance: 3, openActions: 1), GoalCandidate(node: spanish, importance: 0),
            GoalCandidate(node: grandma, openActions: 1),
        ]
    }

    static func history(nudged: [(UUID, String)]) -> FollowUpHistory {
        var history = FollowUpHistory(lastFollowUpAt: Dictionary(uniqueKeysWithValues: nudged.map { ($0.0, Timestamp(iso8601: $0.1)!) }))
        history.aboutPeople = [call.id: [grandma.id]]
        return history
    }

    static func plan(_ history: FollowUpHistory, at now: String) -> FollowUpPlan {
        FollowUpPlanner.plan(
            candidates: candidates(), history: history, limits: FollowUpLimits(), now: Timestamp(iso8601: now)!, zone: zone)
    }

    @Test func thePersonNudgedThisMorning_holdsTheGoalAboutThem_untilTomorrow() throws {
        let plan = Self.plan(Self.history(nudged: [(Self.grandma.id, "2026-11-19T08:00:00Z")]), at: "2026-11-19T14:00:00Z")
        let held = try #require(plan.heldBack.first { $0.goalId == Self.call.id })
        #expect(held.reason.code == "tied_today")
        #expect(held.reason.until == Timestamp(iso8601: "2026-11-19T23:00:00Z"), "midnight in Berlin")
        #expect(held.reason.description(in: Self.zone, now: Timestamp(iso8601: "2026-11-19T14:00:00Z")!).contains("not both in one day"))
        #expect(plan.send.map(\.goalId) == [Self.spanish.id], "another goal goes instead")
    }

    @Test func theGoalNudgedToday_holdsThePerson_andYesterdaysHoldsNothing() throws {
        let today = Self.plan(Self.history(nudged: [(Self.call.id, "2026-11-19T08:00:00Z")]), at: "2026-11-19T14:00:00Z")
        #expect(
            today.heldBack.first { $0.goalId == Self.grandma.id }?.reason
                == .tiedToday(
                    until: Timestamp(iso8601: "2026-11-19T23:00:00Z")!, person: true))
        let tomorrow = Self.plan(Self.history(nudged: [(Self.call.id, "2026-11-19T08:00:00Z")]), at: "2026-11-20T14:00:00Z")
        #expect(!tomorrow.heldBack.contains { $0.reason.code == "tied_today" })
    }

    @Test func aSnoozeAboutThePersonComingBack_goes_andHoldsThePersonsNudge() throws {
        var candidates = Self.candidates()
        candidates[0].node.snoozedUntil = Timestamp(iso8601: "2026-11-19T13:00:00Z")
        let plan = FollowUpPlanner.plan(
            candidates: candidates, history: Self.history(nudged: []), limits: FollowUpLimits(),
            now: Timestamp(iso8601: "2026-11-19T14:00:00Z")!, zone: Self.zone)
        #expect(plan.send.map(\.goalId).contains(Self.call.id))
        #expect(plan.heldBack.first { $0.goalId == Self.grandma.id }?.reason.code == "tied_today")
    }

    @Test func withoutTies_nothingIsHeldForThem() {
        var history = Self.history(nudged: [(Self.grandma.id, "2026-11-19T08:00:00Z")])
        history.aboutPeople = [:]
        let plan = Self.plan(history, at: "2026-11-19T14:00:00Z")
        #expect(!plan.heldBack.contains { $0.reason.code == "tied_today" })
    }
}
