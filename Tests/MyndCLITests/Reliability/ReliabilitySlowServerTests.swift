import Foundation
import MyndTestSupport
import Testing

/// The slow-server trial (RELIABILITY.md "A slow mail server"; issue 30 item 12): many emails
/// wait in the outbox and aiosmtpd takes its time over each, so one run's budget sends only
/// some. The rows a run does not reach wait for the next run as they were — no attempt
/// counted, no error recorded — and each run says so in one line, however many wait.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(if: SMTPPeer.available && !ServerProcess.python3Missing, "needs python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct ReliabilitySlowServerTests {
    static let rows = 200
    /// Seconds aiosmtpd waits before answering each message's DATA.
    static let delay = "0.15"
    /// Each run's budget (`MYND_JOB_BUDGET`): about 15 messages fit.
    static let budget = "6"

    /// One run's output, as `run --json` prints what this test reads.
    struct RunView: Decodable {
        struct Delivery: Decodable { var channel: String; var outcome: String }
        var outcome: String
        var reasons: [String]
        var deliveries: [Delivery]
    }

    @Test func aSlowServer_getsEveryRowOnce_overSeveralRuns_andNoRowFails() throws {
        let sandbox = try Sandbox()
        let server = try SMTPPeer(["--delay-data", Self.delay], in: sandbox.root)
        try sandbox.writeConfig(
            channels: ["email"],
            """
            [schedule]
            quiet_hours = ""

            [smtp]
            url = "smtp://127.0.0.1:\(server.port)"
            starttls = "off"
            from = "mynd@example.org"
            to = ["me@example.org"]

            """)
        _ = try sandbox.ok(["status"], now: "2026-11-20T00:00:00Z")
        // Pending email the outbox could hold after a long time offline: written as mynd writes rows.
        let created = 1_795_132_800_000  // 2026-11-20T00:00:00Z
        let values = (1...Self.rows).map {
            "('followup', '\(UUID().uuidString.lowercased())', 'email', 'Nudge \($0)', 'Still thinking about \($0)?', 'pending', 0, \(created), \(created))"
        }
        try sandbox.execute(
            sql: "INSERT INTO outbox (kind, ref, channel, title, body, status, attempts, notBefore, createdAt) VALUES "
                + values.joined(separator: ", "))
        sandbox.environment["MYND_JOB_BUDGET"] = Self.budget

        var waiting: [Int] = []
        var runs = 0
        // An hour apart: any row put back for a retry is due again at the next run.
        while try pending(sandbox) > 0, runs < 40 {
            let now = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_795_132_800 + Double(runs) * 3600))
            let left = try pending(sandbox)
            if runs == 0, let strace = Self.strace {
                // The first run as systemd starts it, its journal entries seen by strace.
                let (run, journal) = try Self.underJournal(sandbox, strace: strace, now: now)
                let entries = journal.filter { $0.contains("waiting for the next run") }
                #expect(entries.count == 1, "one journal entry for the pending mail: \(entries)")
                #expect(!journal.contains { $0.contains("will retry") }, "\(journal.prefix(3))")
                let line = run.stdout.split(separator: "\n").first { $0.contains("waiting for the next run") }
                waiting.append(line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0)
            } else if runs % 2 == 0 {
                let run = try sandbox.ok(["run", "refresh"], now: now)
                let lines = run.stdout.split(separator: "\n").filter { $0.contains("waiting for the next run") }
                #expect(!run.stdout.contains("retried") && !run.stdout.contains("retry:"), "\(run)")
                #expect(lines.count <= 1, "one line for the pending mail: \(run)")
                waiting.append(lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0)
            } else {
                let run = try sandbox.json(RunView.self, ["run", "refresh", "--json"], now: now)
                let lines = run.reasons.filter { $0.contains("waiting for the next run") }
                #expect(lines.count <= 1, "one reason for the pending mail: \(run.reasons)")
                #expect(run.deliveries.allSatisfy { $0.outcome == "sent" }, "\(run.deliveries)")
                waiting.append(lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0)
            }
            let sentNow = left - (try pending(sandbox))
            #expect(sentNow > 0, "run \(runs + 1) sent nothing")
            #expect(waiting.last == left - sentNow, "run \(runs + 1) left \(left - sentNow), said \(waiting.last ?? -1)")
            runs += 1
        }

        let outbox = try sandbox.query("SELECT status, attempts, lastError FROM outbox WHERE channel = 'email'")
        #expect(outbox.count == Self.rows)
        #expect(outbox.allSatisfy { $0["status"] as? String == "sent" }, "none failed, none left")
        #expect(outbox.allSatisfy { $0["attempts"] as? Int == 1 }, "each row tried once: when it was sent")
        #expect(outbox.allSatisfy { $0["lastError"] == nil || $0["lastError"] is NSNull })
        let received = try server.received()
        let ids = Set(received.compactMap { Self.messageID(in: $0.message) })
        #expect(received.count == Self.rows && ids.count == Self.rows, "every row received exactly once")
        #expect(runs >= 5, "the budget let \(Self.rows / runs) through a run")
        #expect(waiting.last == 0 && zip(waiting, waiting.dropFirst()).allSatisfy { $0 > $1 || $0 == 0 }, "\(waiting)")
        let record = "\(runs) runs, waiting after each: \(waiting)"
        print("slow-server trial: \(Self.rows) rows, \(Self.delay) s a message, budget \(Self.budget) s: \(record)")
    }

    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `run refresh` with stderr as the journal (`JOURNAL_STREAM`), as systemd runs it, and the
    /// journal entries it sent (strace records each datagram to journald's socket).
    static func underJournal(_ sandbox: Sandbox, strace: String, now: String) throws -> (RunResult, [String]) {
        let trace = sandbox.root.appendingPathComponent("journal.trace").path
        let command = [
            "-c", #"JOURNAL_STREAM=$(stat -L -c %d:%i /proc/self/fd/2) exec "$@""#, "sh", strace, "-f", "-qq", "-e", "trace=sendmsg",
            "-s", "65536", "-o", trace, Sandbox.binary.path, "run", "refresh",
        ]
        let run = try Sandbox.execute(
            URL(fileURLWithPath: "/bin/sh"), command, environment: sandbox.processEnvironment(now: now), stdin: nil, scratch: sandbox.root)
        #expect(run.status == 0, "\(run)")
        let entries = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("/run/systemd/journal/socket") }.map(String.init)
        return (run, entries)
    }

    /// Email rows not yet sent (pending or failed).
    private func pending(_ sandbox: Sandbox) throws -> Int {
        try sandbox.query("SELECT count(*) AS n FROM outbox WHERE channel = 'email' AND status <> 'sent'").first?["n"] as? Int ?? -1
    }

    static func messageID(in message: Data) -> String? {
        String(decoding: message, as: UTF8.self).split(separator: "\r\n").first { $0.lowercased().hasPrefix("message-id:") }
            .map { String($0) }
    }
}
