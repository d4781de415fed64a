import Foundation
import MyndTestSupport
import Testing

/// `mynd agent` from the built binary, as a child of the test; killed if a test leaves it.
final class AgentProcess {
    let process = Process()
    private let logURL: URL

    /// Starts the agent in `sandbox` with its environment plus `extra`.
    init(_ sandbox: Sandbox, now: String?, extra: [String: String] = [:], arguments: [String] = []) throws {
        logURL = sandbox.root.appendingPathComponent("agent-\(UUID().uuidString.prefix(8)).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        process.executableURL = Sandbox.binary
        process.arguments = ["agent"] + arguments
        process.environment = sandbox.processEnvironment(now: now).merging(extra) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: logURL)
        // Spawned with SIGTERM unblocked, as systemd would start it (see withCleanSignalMask).
        try withCleanSignalMask { try process.run() }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var pid: Int32 { process.processIdentifier }

    /// What the agent logged (stderr).
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    /// Waits until the agent says it owns its bus name; throws with its log otherwise.
    func waitUntilListening(timeout: Double = 10) throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
            if log.contains("listening on io.mynd.Agent") { return }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        throw SandboxError("the agent did not start listening: \(log)")
    }

    /// Waits until `predicate` holds for the log.
    func waitForLog(timeout: Double = 5, _ predicate: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(timeout)
        repeat {
            if predicate(log) { return true }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return predicate(log)
    }

    /// Sends SIGTERM and waits up to `timeout` seconds; returns how it ended and how long it took.
    func terminate(timeout: Double = 5) -> (exited: Bool, status: Int32, seconds: Double) {
        let started = ContinuousClock.now
        process.terminate()
        let deadline = started + .seconds(timeout)
        while process.isRunning && ContinuousClock.now < deadline { usleep(2_000) }
        let seconds = (ContinuousClock.now - started).seconds
        guard !process.isRunning else { return (false, -1, seconds) }
        return (process.terminationReason == .exit, process.terminationStatus, seconds)
    }
}

/// A node as `list --json` prints it (list does not touch what it shows; show does).
struct DesktopNodeView: Decodable {
    var id: String
    var shortId: String
    var content: String
    var lastAccessedAt: String
    var completedAt: String?
    var snoozedUntil: String?
}

/// A follow-up as `followups --json` prints it.
struct DesktopFollowUpView: Decodable {
    var id: String
    var goalId: String
    var text: String
    var status: String
    var deliveredAt: String?
    var closedAt: String?
    var channels: [String]
}

/// `run --json`, the parts these tests read.
struct DesktopRunView: Decodable {
    struct Delivery: Decodable {
        var kind: String
        var channel: String
        var outcome: String
        var detail: String
    }
    var outcome: String
    var planned: Int
    var delivered: Int
    var deliveries: [Delivery]
}

extension Sandbox {
    /// The node with id `id`, read without touching it.
    func node(_ id: String, now: String) throws -> DesktopNodeView {
        let nodes = try json([DesktopNodeView].self, ["list", "--all", "--json"], now: now)
        return try #require(nodes.first { $0.id == id })
    }

    func followUps(now: String) throws -> [DesktopFollowUpView] {
        try json([DesktopFollowUpView].self, ["followups", "--json"], now: now)
    }

    /// Polls `check` (reading through the CLI) until it holds or `timeout` passes.
    func eventually(timeout: Double = 5, _ check: () throws -> Bool) rethrows -> Bool {
        let deadline = ContinuousClock.now + .seconds(timeout)
        repeat {
            if try check() { return true }
            usleep(50_000)
        } while ContinuousClock.now < deadline
        return try check()
    }

    /// Writes a script that saves its arguments, NUL-separated, to `<name>.argv` (written
    /// under another name and renamed, so a test never reads half of it); returns its path.
    /// `exit` is its exit status.
    func argvRecorder(_ name: String, exit status: Int = 0) throws -> String {
        let path = root.appendingPathComponent(name).path
        try writeExecutable(
            """
            #!/bin/sh
            for a in "$@"; do printf '%s\\0' "$a"; done > '\(path).argv.part'
            mv '\(path).argv.part' '\(path).argv'
            exit \(status)
            """, to: path)
        return path
    }

    /// What `argvRecorder(name)` saved, or nil if it never ran.
    func recordedArguments(_ name: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path + ".argv") else {
            return nil
        }
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}

/// Seconds between two ISO 8601 times as the CLI prints them.
func secondsBetween(_ from: String, _ to: String) throws -> Double {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let plain = ISO8601DateFormatter()
    func date(_ text: String) throws -> Date {
        try #require(formatter.date(from: text) ?? plain.date(from: text), "\(text)")
    }
    return try date(to).timeIntervalSince(date(from))
}
