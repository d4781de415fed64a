import Foundation
import MyndTestSupport
import Testing

/// A run whose work fails part-way says so in one line, exits non-zero, writes nothing half,
/// and `status` shows the run as failed with the same reason.
@Suite(.timed, .enabled(if: FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3), "needs sqlite3"))
struct RunFailureTests {
    @Test func aWriteThatFailsInsideARefresh_isOneLine_andNothingIsHalfWritten() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-03-10T09:00:00Z")
        // The database refuses the follow-up the plan records, as a full disk or a damaged
        // table would, after the run has started and chosen its goal.
        try sandbox.execute(
            sql: "CREATE TRIGGER refuse BEFORE INSERT ON followup BEGIN SELECT RAISE(ABORT, 'the disk said no'); END;")
        let result = try sandbox.run(["run", "refresh"], now: "2026-03-15T09:00:00Z")
        #expect(result.status != 0, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result)")
        #expect(result.stderr.hasPrefix("mynd: database error in \(sandbox.databasePath): "), "\(result)")
        #expect(result.stderr.contains("the disk said no"), "\(result)")
        #expect(!result.stderr.contains("run failed"), "said once, not twice: \(result)")

        try sandbox.execute(sql: "DROP TRIGGER refuse;")
        #expect(try sandbox.query("SELECT count(*) AS n FROM followup").first?["n"] as? Int == 0)
        #expect(try sandbox.query("SELECT count(*) AS n FROM outbox").first?["n"] as? Int == 0)
        let status = try sandbox.ok(["status"], now: "2026-03-15T09:01:00Z")
        let line = try #require(status.stdout.split(separator: "\n").first { $0.hasPrefix("refresh") })
        #expect(line.contains("failed (") && line.contains("the disk said no"), "\(status)")

        // The next run, with the database well again, sends the nudge.
        let next = try sandbox.ok(["run", "refresh", "--json"], now: "2026-03-15T09:15:00Z")
        #expect(next.stdout.contains("Plant the garden"), "\(next)")
    }
}
