import Foundation
import MyndTestSupport
import Testing

/// A goal's next steps, through the built binary: planning one is activity on the goal, and
/// finishing one answers the goal's nudge as progress — the goal is not done.
@Suite(.timed) struct ActionProgressTests {
    private struct FollowUp: Decodable {
        var goalId: String
        var status: String
        var answer: String?
    }

    @Test func addingAnAction_touchesItsGoal() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-11-01T09:00:00Z")
        _ = try sandbox.add("action", "Buy seeds", now: "2026-11-10T09:00:00Z", parent: goal.id)
        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: "2026-11-10T09:05:00Z")
        #expect(listed.first { $0.id == goal.id }?.lastAccessedAt == "2026-11-10T09:00:00Z")
        // A thought added under it is not a step: it touches nothing.
        _ = try sandbox.add("thought", "Tomatoes want sun", now: "2026-11-12T09:00:00Z", parent: goal.id)
        let again = try sandbox.json([NodeView].self, ["list", "--json"], now: "2026-11-12T09:05:00Z")
        #expect(again.first { $0.id == goal.id }?.lastAccessedAt == "2026-11-10T09:00:00Z")
    }

    @Test func finishingAnAction_answersTheNudgeAsProgress_notDone() throws {
        let sandbox = try Sandbox()
        // The fixed schedule: the second nudge goes at 09:00 whatever the first taught timing.
        try sandbox.writeConfig("[schedule]\nadaptive = false\n")
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-11-01T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-10T09:00:00Z")
        let action = try sandbox.add("action", "Buy seeds", now: "2026-11-10T09:10:00Z", parent: goal.id)
        try sandbox.ok(["done", action.id], now: "2026-11-10T09:20:00Z")
        let followUps = try sandbox.json([FollowUp].self, ["followups", "--json"], now: "2026-11-10T09:30:00Z")
        let nudge = try #require(followUps.first { $0.goalId == goal.id })
        // A step: an answer of its own, not "done" (the goal goes on).
        #expect(nudge.status == "progressed" && nudge.answer == "step")
        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: "2026-11-10T09:30:00Z")
        #expect(listed.first { $0.id == goal.id }?.completedAt == nil)
        // Done with the goal itself: done.
        try sandbox.ok(["run", "refresh"], now: "2026-11-20T09:00:00Z")
        try sandbox.ok(["done", goal.id], now: "2026-11-20T09:10:00Z")
        let after = try sandbox.json([FollowUp].self, ["followups", "--json", "--all"], now: "2026-11-20T09:30:00Z")
        #expect(after.filter { $0.goalId == goal.id }.map(\.status).sorted() == ["done", "progressed"])
    }
}
