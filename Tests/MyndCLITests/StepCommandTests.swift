import Foundation
import MyndTestSupport
import Testing

/// `mynd step ID [NOTE]` through the built binary: "did a step" is progress, not done.
@Suite(.timed) struct StepCommandTests {
    private struct FollowUp: Decodable {
        var status: String
        var answer: String?
        var answeredVia: String?
    }

    private let then = "2026-11-10T09:00:00Z"
    private let now = "2026-11-21T09:00:00Z"

    @Test func aStep_keepsTheGoalOpen_answersItsNudge_andMakesItFresh() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[schedule]\nadaptive = false\n")
        let goal = try sandbox.add("goal", "Learn Spanish", now: then)
        try sandbox.ok(["run", "refresh"], now: now)
        let stepped = try sandbox.ok(["step", goal.shortId, "Did", "a", "lesson"], now: "2026-11-21T09:30:00Z")
        #expect(stepped.stdout == "a step on \(goal.shortId): Learn Spanish (noted: Did a lesson)\n", "\(stepped)")
        let nudge = try #require(try sandbox.json([FollowUp].self, ["followups", "--json"], now: now).first)
        #expect(nudge.status == "progressed" && nudge.answer == "step" && nudge.answeredVia == "cli")
        let listed = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: "2026-11-21T09:30:00Z")
        #expect(listed.first { $0.id == goal.id }?.completedAt == nil)
        #expect(listed.contains { $0.type == "thought" && $0.content == "Did a lesson" })
        // Fresh again: not stale tomorrow.
        #expect(try sandbox.json([NodeView].self, ["list", "--stale", "--json"], now: "2026-11-22T09:00:00Z").isEmpty)
    }

    @Test(arguments: [("thought", Int32(1)), ("ffff", 64)])
    func aStepOnWhatIsNotAGoal_isOneLine_andChangesNothing(target: String, status: Int32) throws {
        let sandbox = try Sandbox()
        let thought = try sandbox.add("thought", "the sea was loud", now: then)
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["step", target == "thought" ? thought.shortId : target, "a note"], now: now)
        #expect(result.status == status, "\(result)")
        #expect(result.stderr.hasPrefix("mynd: ") && result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try sandbox.snapshot() == before)
    }
}
