import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// `run … --json`, the parts a pause and a clock that was ahead touch.
private struct PauseRunView: Decodable {
    struct Planned: Decodable { var goalId: String }
    var outcome: String
    var decision: String
    var followups: [Planned]
}

/// Pauses and holds set while the clock was ahead, and a weekend's pause, through the built
/// binary as its timers run it: what a clock that was ahead set holds nothing longer than it
/// would have from now (a pause made then holds nothing, a snooze given then ends as long
/// after now as it was meant to, a digest forced for 2062 holds today's at most), and a pause
/// is one "deferred" record for the digest, not one every quarter hour.
@Suite(
    .timed, .timeLimit(.minutes(20)), .tags(.reliability),
    .enabled(if: FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3), "needs sqlite3"))
struct ReliabilityPauseClockTests {
    /// Friday 2026-11-20, 10:00 UTC.
    static let clock = "2026-11-20T10:00:00Z"

    /// A goal quiet since 2026-11-10, nudges and the digest to the terminal.
    private func scene() throws -> (Sandbox, NodeView) {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        return (sandbox, try sandbox.add("goal", "Paint the shed", now: "2026-11-10T09:00:00Z"))
    }

    private func digestRuns(_ sandbox: Sandbox) throws -> [String] {
        try sandbox.query("SELECT outcome FROM run WHERE job = 'digest' ORDER BY startedAt").compactMap { $0["outcome"] as? String }
    }

    @Test func aPauseOverAWeekend_isOneDeferredRecord_andTheDigestComesAfterIt() throws {
        let (sandbox, _) = try scene()
        try sandbox.ok(["pause", "until", "2026-11-23T07:00:00Z"], now: "2026-11-20T18:00:00Z")
        var tick = try #require(Timestamp(iso8601: "2026-11-21T07:00:00Z"))
        let end = try #require(Timestamp(iso8601: "2026-11-23T09:00:00Z"))
        var ran: [String] = []
        while tick < end {
            let run = try sandbox.json(PauseRunView.self, ["run", "digest", "--if-due", "--json"], now: tick.iso8601)
            if run.outcome == "ran" { ran.append(tick.iso8601) }
            tick = tick.adding(seconds: 900)
        }
        #expect(try digestRuns(sandbox) == ["deferred", "ran"])
        #expect(ran.count == 1 && ran.first?.hasPrefix("2026-11-23T08:00") == true, "\(ran)")
    }

    @Test func aPauseMadeWhileTheClockWasAhead_holdsNothingOnceItIsBack() throws {
        let (sandbox, goal) = try scene()
        try sandbox.ok(["pause", "2h"], now: "2062-01-01T10:00:00Z")
        let status = try sandbox.ok(["status"], now: Self.clock)
        #expect(!status.stdout.contains("paused"), "\(status)")
        let refresh = try sandbox.json(PauseRunView.self, ["run", "refresh", "--json"], now: Self.clock)
        #expect(refresh.followups.map(\.goalId) == [goal.id], "\(refresh)")
        let digest = try sandbox.json(PauseRunView.self, ["run", "digest", "--if-due", "--json"], now: "2026-11-21T08:05:00Z")
        #expect(digest.outcome == "ran", "\(digest)")
        #expect(try sandbox.query("SELECT * FROM pause").isEmpty, "the pause of 2062 is forgotten")
        // A pause made at the clock still holds.
        try sandbox.ok(["pause", "2h"], now: "2026-11-21T09:00:00Z")
        let paused = try sandbox.ok(["status"], now: "2026-11-21T09:30:00Z")
        #expect(paused.stdout.contains("paused"), "\(paused)")
    }

    @Test func aSnoozeGivenWhileTheClockWasAhead_endsTwoHoursFromNow_notIn2062() throws {
        let (sandbox, goal) = try scene()
        let forced = try sandbox.json(
            PauseRunView.self, ["run", "refresh", "--force", "--at", "2062-01-01T10:00:00Z", "--json"], now: Self.clock)
        #expect(forced.followups.count == 1, "\(forced)")
        try sandbox.ok(["snooze", goal.shortId, "2h"], now: "2062-01-01T10:05:00Z")
        let back = try sandbox.json(PauseRunView.self, ["run", "refresh", "--json"], now: "2026-11-20T10:15:00Z")
        #expect(back.followups.isEmpty, "\(back)")
        let node = try sandbox.json(NodeView.self, ["show", goal.shortId, "--json"], now: "2026-11-20T10:16:00Z")
        #expect(node.snoozedUntil?.hasPrefix("2026-11-20T12:15") == true, "\(node)")
        let returned = try sandbox.json(PauseRunView.self, ["run", "refresh", "--json"], now: "2026-11-20T12:30:00Z")
        #expect(returned.followups.map(\.goalId) == [goal.id], "\(returned)")
    }

    @Test func aDigestForcedFor2062_doesNotStopTheFollowingIfDueDigests() throws {
        let (sandbox, _) = try scene()
        try sandbox.ok(["run", "digest", "--force", "--at", "2062-01-01T09:00:00Z"], now: Self.clock)
        let today = try sandbox.json(PauseRunView.self, ["run", "digest", "--if-due", "--json"], now: "2026-11-20T10:15:00Z")
        #expect(today.outcome == "not_due", "today's is held at most: \(today)")
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] {
            let run = try sandbox.json(PauseRunView.self, ["run", "digest", "--if-due", "--json"], now: "\(day)T08:05:00Z")
            #expect(run.outcome == "ran" && run.decision == "send", "\(day): \(run)")
        }
    }
}
