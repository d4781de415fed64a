import Foundation
import MyndTestSupport
import Testing

/// One run of a job kind at a time, through the built binary: a second refresh while one runs
/// is skipped and says so; a digest may run beside it; a run killed before it could record
/// its end shows as crashed, not as running.
@Suite(.timed) struct JobLockTests {
    private struct Report: Decodable {
        var job: String
        var outcome: String
        var reasons: [String]
    }

    private struct Status: Decodable {
        struct Run: Decodable { var outcome: String; var reason: String? }
        struct Job: Decodable { var job: String; var lastRun: Run? }
        var jobs: [Job]
    }

    private static let now = "2026-11-20T10:00:00Z"

    private func goalQuietForFourDays() throws -> Sandbox {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the spring bulbs", now: "2026-11-16T09:00:00Z")
        return sandbox
    }

    @Test func aSecondRefresh_whileOneRuns_isSkipped_butADigestRunsBesideIt() throws {
        let sandbox = try goalQuietForFourDays()
        // Slowed so the others start while it holds its lock.
        let first = try sandbox.launch(["run", "refresh", "--json"], now: Self.now, extra: ["MYND_JOB_STEP_DELAY": "1"])
        _ = try sandbox.eventually { try sandbox.query("SELECT count(*) AS n FROM run WHERE outcome = 'running'").first?["n"] as? Int == 1 }
        let second = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: Self.now)
        let digest = try sandbox.json(Report.self, ["run", "digest", "--json"], now: Self.now)
        let (firstResult, signal) = try first.finish()
        #expect(signal == nil && firstResult.status == 0)
        #expect(second.outcome == "skipped" && second.reasons == ["another refresh is running"])
        #expect(digest.outcome == "ran")
        let runs = try sandbox.query("SELECT job, outcome, reason FROM run ORDER BY id").map {
            "\($0["job"] ?? "") \($0["outcome"] ?? "") \($0["reason"] as? String ?? "")"
        }
        #expect(runs.contains("refresh skipped another refresh is running"))
        #expect(runs.filter { $0.hasPrefix("refresh ran") }.count == 1)
        // The skip is not the refresh's last run: the one that did the work is.
        let status = try sandbox.json(Status.self, ["status", "--json"], now: Self.now)
        #expect(status.jobs.first { $0.job == "refresh" }?.lastRun?.outcome == "ran")
        // Once the first has ended, the next refresh runs.
        #expect(try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-20T10:15:00Z").outcome == "ran")
    }

    @Test func aRunKilledMidway_showsAsCrashed_andTheNextRunsRecordsItInterrupted() throws {
        let sandbox = try goalQuietForFourDays()
        let killed = try sandbox.launch(["run", "digest"], now: Self.now, extra: ["MYND_TEST_KILL_AT": "1"])
        let (_, signal) = try killed.finish()
        #expect(signal == SIGKILL)
        let status = try sandbox.json(Status.self, ["status", "--json"], now: Self.now)
        let digest = try #require(status.jobs.first { $0.job == "digest" }?.lastRun)
        #expect(digest.outcome == "crashed")
        #expect(try sandbox.run(["status"], now: Self.now).stdout.contains("crashed (killed before it could record its end)"))
        try sandbox.ok(["run", "digest"], now: "2026-11-20T10:01:00Z")
        let reasons = try sandbox.query("SELECT outcome, reason FROM run WHERE job = 'digest' ORDER BY id").map {
            $0["reason"] as? String ?? ""
        }
        #expect(reasons.first?.hasPrefix("interrupted") == true)
    }
}
