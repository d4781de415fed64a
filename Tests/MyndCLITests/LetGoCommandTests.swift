import Foundation
import MyndTestSupport
import Testing

/// `mynd drop`, `reopen` and `keep` through the built binary: what they change, and one line,
/// a non-zero exit and nothing changed when given something they cannot act on.
@Suite(.timed) struct LetGoCommandTests {
    private let then = "2026-11-10T09:00:00Z"
    private let now = "2026-11-21T09:00:00Z"

    @Test func dropHidesTheGoal_listAllShowsIt_reopenBringsItBack() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Learn the cello", now: then)
        let dropped = try sandbox.ok(["drop", goal.shortId], now: now)
        #expect(dropped.stdout.hasPrefix("let go of \(goal.shortId)"))
        #expect(try sandbox.json([NodeView].self, ["list", "--json"], now: now).isEmpty)
        #expect(try sandbox.json([NodeView].self, ["list", "--stale", "--json"], now: now).isEmpty)
        let all = try sandbox.ok(["list", "--all"], now: now)
        #expect(all.stdout.contains("Learn the cello") && all.stdout.contains("(let go"))
        let run = try sandbox.ok(["run", "refresh", "--dry-run"], now: now)
        #expect(run.stdout.contains("nothing to send: no stale goals"), "\(run)")
        try sandbox.ok(["reopen", goal.shortId], now: now)
        #expect(try sandbox.json([NodeView].self, ["list", "--json"], now: now).map(\.id) == [goal.id])
    }

    @Test func aGoalLetGo_staysLetGo_throughExportAndImport() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Learn the cello", now: then)
        try sandbox.ok(["drop", goal.shortId], now: now)
        let file = sandbox.root.appendingPathComponent("export.json").path
        try sandbox.ok(["export", "-o", file], now: now)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"droppedAt\" : \"2026-11-21T09:00:00Z\""))
        try sandbox.ok(["forget", "--all", "--yes"], now: now)
        try sandbox.ok(["import", file], now: now)
        #expect(try sandbox.json([NodeView].self, ["list", "--json"], now: now).isEmpty)
        #expect(try sandbox.ok(["list", "--all"], now: now).stdout.contains("(let go"))
    }

    @Test(arguments: [
        (["drop"], "thought", Int32(1)), (["keep"], "thought", 1), (["reopen"], "thought", 1),
        (["drop"], "unknown", 64), (["keep"], "unknown", 64), (["reopen"], "unknown", 64),
    ])
    func aNonGoalOrAnUnknownID_isOneLine_andChangesNothing(command: [String], target: String, status: Int32) throws {
        let sandbox = try Sandbox()
        let thought = try sandbox.add("thought", "the sea was loud", now: then)
        let before = try sandbox.snapshot()
        let result = try sandbox.run(command + [target == "thought" ? thought.shortId : "ffff"], now: now)
        #expect(result.status == status, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("mynd: ") && result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try sandbox.snapshot() == before)
    }
}
