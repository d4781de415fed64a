import Foundation
import MyndTestSupport
import Testing

/// A sandbox whose Claude is the fake Anthropic API (Tests/Servers/fake_anthropic.py), with
/// a goal that has been quiet since 2026-11-16, on AC power and online.
final class ClaudeScene {
    /// A fake key: tests look for it everywhere it must not be.
    static let key = "sk-ant-api03-FAKEKEY-4f1c9a7e2b6d-mynd-test-only"
    /// When refresh runs: four days after the goal was last touched, at 10:00 UTC.
    static let refreshTime = "2026-11-20T10:00:00Z"

    let sandbox: Sandbox
    let server: ServerProcess
    let log: URL
    var goalId = ""

    init(
        script: [String: Any], key: String = ClaudeScene.key, config: String = "", batchPolls: Int = 1,
        goal: String = "Plant the spring bulbs"
    ) throws {
        sandbox = try Sandbox()
        let scriptPath = try sandbox.file("script.json", try JSONSerialization.data(withJSONObject: script))
        log = sandbox.root.appendingPathComponent("requests.jsonl")
        server = try ServerProcess(
            script: "fake_anthropic.py",
            arguments: ["--key", Self.key, "--script", scriptPath, "--log", log.path, "--batch-polls", "\(batchPolls)"])
        sandbox.environment["ANTHROPIC_API_KEY"] = key
        sandbox.environment["ANTHROPIC_BASE_URL"] = server.baseURL
        sandbox.environment["MYND_POWER_SUPPLY_DIR"] = try Self.acPower(in: sandbox)
        sandbox.environment["MYND_NET_ROUTE_FILE"] = try sandbox.file(
            "route",
            "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\neth0\t00000000\t0100A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n"
        )
        try sandbox.writeConfig(channels: ["terminal"], config)
        goalId = try sandbox.add("goal", goal, now: "2026-11-16T09:00:00Z").id
    }

    private static func acPower(in sandbox: Sandbox) throws -> String {
        let folder = sandbox.root.appendingPathComponent("power/AC")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Mains\n".write(to: folder.appendingPathComponent("type"), atomically: true, encoding: .utf8)
        try "1\n".write(to: folder.appendingPathComponent("online"), atomically: true, encoding: .utf8)
        return folder.deletingLastPathComponent().path
    }

    /// The requests the server saw, in order.
    func requests() throws -> [[String: Any]] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func query(_ sql: String) throws -> [[String: Any]] {
        try sandbox.query(sql)
    }

    func followUps() throws -> [[String: Any]] {
        let result = try sandbox.ok(["followups", "--json"], now: Self.refreshTime)
        return try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
    }

    @discardableResult
    func refresh(at now: String = ClaudeScene.refreshTime) throws -> RunResult {
        try sandbox.ok(["run", "refresh"], now: now)
    }
}
