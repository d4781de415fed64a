import Foundation
import MyndTestSupport
import Testing

/// `run --json`, the parts a clock that jumps touches.
private struct ClockRunView: Decodable {
    struct Held: Decodable { var goalId: String; var reason: String; var detail: String }
    struct Planned: Decodable { var goalId: String }
    var outcome: String
    var decision: String
    var reasons: [String]
    var followups: [Planned]
    var heldBack: [Held]
}

/// `status --json`, each job's next run.
private struct ClockStatusView: Decodable {
    struct Job: Decodable { var job: String; var nextDue: String }
    var jobs: [Job]
}

/// Issue 30 item 13, through the built binary: `--at` far from the clock only previews, and
/// what a clock that was ahead recorded (`--at … --force`, a system clock that jumped and came
/// back) holds nothing longer than it would have held from now.
@Suite(.timed) struct ClockAheadTests {
    static let clock = "2026-11-20T10:00:00Z"
    static let ahead = "2062-01-01T10:00:00Z"

    /// Two goals quiet since 2026-11-10, every nudge to the terminal.
    private func scene() throws -> (Sandbox, [String]) {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        let ids = try ["Paint the shed", "Fix the bike"].map { try sandbox.add("goal", $0, now: "2026-11-10T09:00:00Z").id }
        return (sandbox, ids)
    }

    private func followUps(_ sandbox: Sandbox) throws -> [[String: Any]] {
        let result = try sandbox.ok(["followups", "--all", "--json"], now: Self.clock)
        return try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
    }

    @Test func atFarFromTheClock_isAPreview_sayingSoInOneLine() throws {
        let (sandbox, _) = try scene()
        let before = try sandbox.snapshot()
        for arguments in [["run", "refresh", "--at", Self.ahead], ["run", "digest", "--at", "2026-11-18T09:00:00Z", "--json"]] {
            let run = try sandbox.run(arguments, now: Self.clock)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderrLines.count == 1, "\(run)")
            #expect(run.stderr.contains("is more than a day from the clock") && run.stderr.contains("--force"), "\(run)")
        }
        let text = try sandbox.run(["run", "refresh", "--at", Self.ahead], now: Self.clock)
        #expect(text.stdout.hasPrefix("refresh: dry-run"), "\(text)")
        #expect(try sandbox.snapshot() == before, "nothing sent or recorded")
        // Within a day, and with --force, it runs.
        let near = try sandbox.json(ClockRunView.self, ["run", "refresh", "--json", "--at", "2026-11-20T12:00:00Z"], now: Self.clock)
        #expect(near.outcome == "ran" && near.followups.count == 1, "\(near)")
    }

    @Test func aNudgeSentWhileTheClockWasAhead_holdsMinGapFromNow_notUntil2062() throws {
        let (sandbox, ids) = try scene()
        let forced = try sandbox.json(ClockRunView.self, ["run", "refresh", "--json", "--force", "--at", Self.ahead], now: Self.clock)
        #expect(forced.outcome == "ran" && forced.followups.count == 1, "\(forced)")
        let other = try #require(ids.first { $0 != forced.followups.first?.goalId })

        // The clock is back: the other goal waits min_gap (2 h) from now, not until 2062 …
        let back = try sandbox.json(ClockRunView.self, ["run", "refresh", "--json"], now: Self.clock)
        let held = try #require(back.heldBack.first { $0.goalId == other }, "\(back)")
        #expect(held.reason == "min_gap", "\(back)")
        #expect(!held.detail.contains("2062"), "\(held.detail)")
        #expect(back.reasons.contains { $0.contains("dated after the clock") }, "\(back.reasons)")
        let status = try sandbox.json(ClockStatusView.self, ["status", "--json"], now: Self.clock)
        #expect(status.jobs.allSatisfy { !$0.nextDue.hasPrefix("2062") }, "\(status.jobs.map(\.nextDue))")
        // … and is nudged once it has passed.
        let later = try sandbox.json(ClockRunView.self, ["run", "refresh", "--json"], now: "2026-11-20T12:15:00Z")
        #expect(later.followups.map(\.goalId) == [other], "\(later)")
        #expect(try followUps(sandbox).count == 2)
    }

    @Test func aDigestMadeWhileTheClockWasAhead_holdsUntilTomorrowsMorning_notUntil2062() throws {
        let (sandbox, _) = try scene()
        _ = try sandbox.ok(["run", "digest", "--force", "--at", "2062-01-01T09:00:00Z"], now: Self.clock)
        let today = try sandbox.json(ClockRunView.self, ["run", "digest", "--json"], now: Self.clock)
        #expect(today.decision == "already_sent" || today.decision == "not_due", "\(today)")
        let status = try sandbox.json(ClockStatusView.self, ["status", "--json"], now: Self.clock)
        #expect(status.jobs.first { $0.job == "digest" }?.nextDue == "2026-11-21T08:00:00Z", "\(status.jobs.map(\.nextDue))")
        let tomorrow = try sandbox.json(ClockRunView.self, ["run", "digest", "--json"], now: "2026-11-21T08:05:00Z")
        #expect(tomorrow.outcome == "ran" && tomorrow.decision == "send", "\(tomorrow)")
        _ = try sandbox.ok(["digest", "--date", "2026-11-21"], now: "2026-11-21T08:10:00Z")
    }
}
