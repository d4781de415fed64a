import Foundation
import MyndTestSupport
import Testing

/// A sandbox on AC power, with no Claude (texts are the templates'), a goal quiet since
/// 2026-11-16, and email as the only channel, sent to an aiosmtpd server.
final class EmailScene {
    /// Four days after the goal was touched: refresh finds it stale.
    static let refreshTime = "2026-11-20T10:00:00Z"
    /// The morning digest is due (08:00 UTC, outside quiet hours).
    static let digestTime = "2026-11-21T08:00:00Z"

    let sandbox: Sandbox
    var goal: NodeView!

    init(goal text: String = "Plant the spring bulbs") throws {
        sandbox = try Sandbox()
        let power = sandbox.root.appendingPathComponent("power/AC")
        try FileManager.default.createDirectory(at: power, withIntermediateDirectories: true)
        try "Mains\n".write(to: power.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        try "1\n".write(to: power.appendingPathComponent("online"), atomically: true, encoding: .utf8)
        sandbox.environment["MYND_POWER_SUPPLY_DIR"] = power.deletingLastPathComponent().path
        try configure(url: "smtp://127.0.0.1:9")
        goal = try sandbox.add("goal", text, now: "2026-11-16T09:00:00Z")
    }

    func server(_ arguments: [String] = []) throws -> SMTPPeer {
        try SMTPPeer(arguments, in: sandbox.root)
    }

    /// Writes the config: email for both kinds, `[smtp]` with these values (and `extra` lines).
    func configure(url: String, starttls: String = "off", extra: String = "") throws {
        try sandbox.writeConfig(
            channels: ["email"],
            """
            [smtp]
            url = "\(url)"
            starttls = "\(starttls)"
            from = "mynd@example.org"
            to = ["me@example.org", "also@example.org"]
            \(extra)
            """)
    }

    @discardableResult
    func run(_ job: String, at now: String, _ more: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> RunResult {
        try sandbox.ok(["run", job] + more, now: now, sourceLocation: sourceLocation)
    }

    /// The outbox's email rows, through sqlite3's JSON mode.
    func emailRows() throws -> [[String: Any]] {
        try sandbox.query("SELECT kind, ref, status, attempts, lastError FROM outbox WHERE channel = 'email' ORDER BY id")
    }

    /// A header's raw line in a received message.
    static func header(_ name: String, in message: Data) -> String? {
        String(decoding: message, as: UTF8.self).components(separatedBy: "\r\n").first { $0.hasPrefix(name + ": ") }
    }
}
