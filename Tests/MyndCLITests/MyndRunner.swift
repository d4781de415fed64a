import Foundation
import MyndTestSupport
import Testing

/// What one run of the `mynd` binary did.
struct RunResult: CustomStringConvertible {
    var status: Int32
    var stdoutData: Data
    var stderrData: Data

    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }

    /// The lines of stderr (a trailing newline does not make an empty last line).
    var stderrLines: [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0).map { $0 }
    }

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// A private MYND_HOME for one test, and a way to run the built `mynd` binary in it. The folder
/// is removed when the sandbox goes away, so tests are independent and can run in parallel.
final class Sandbox {
    /// Holds `home/` (MYND_HOME) and the files that carry a run's stdin, stdout and stderr.
    let root: URL
    let home: URL

    /// Added to every run's environment (e.g. MYND_POWER_SUPPLY_DIR).
    var environment: [String: String] = [:]

    /// A program every run goes through, with its arguments (e.g. `nsenter` into a mount
    /// namespace where MYND_HOME is a small tmpfs): mynd, sqlite3 and `tool` runs alike.
    var launcher: [String] = []

    var databasePath: String { home.appendingPathComponent("mynd.sqlite").path }
    var configPath: String { home.appendingPathComponent("config.toml").path }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mynd-cli-tests-\(UUID().uuidString.lowercased())", isDirectory: true)
        home = root.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs `mynd` with `arguments` as argv (no shell). The environment holds only PATH, HOME,
    /// MYND_HOME, TZ and, when given, MYND_NOW.
    func run(_ arguments: [String], now: String? = nil, tz: String = "UTC", stdin: Data? = nil) throws -> RunResult {
        try tool(Self.binary.path, arguments, environment: processEnvironment(now: now, tz: tz), stdin: stdin)
    }

    /// Runs another program through the launcher, like mynd.
    func tool(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, stdin: Data? = nil) throws -> RunResult {
        let argv = launcher + [executable] + arguments
        return try Self.execute(
            URL(fileURLWithPath: argv[0]), Array(argv.dropFirst()),
            environment: environment ?? ["PATH": "/usr/bin:/bin", "HOME": root.path], stdin: stdin, scratch: root)
    }

    /// Runs `mynd` and records an issue (with its output) unless it exits 0.
    @discardableResult
    func ok(
        _ arguments: [String], now: String? = nil, tz: String = "UTC", stdin: Data? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        let result = try run(arguments, now: now, tz: tz, stdin: stdin)
        #expect(result.status == 0, "mynd \(arguments.joined(separator: " ")) failed: \(result)", sourceLocation: sourceLocation)
        return result
    }

    /// Runs `mynd ... --json` (the caller includes the flag) and decodes its stdout.
    func json<T: Decodable>(
        _ type: T.Type, _ arguments: [String], now: String? = nil, tz: String = "UTC",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        let result = try ok(arguments, now: now, tz: tz, sourceLocation: sourceLocation)
        do {
            return try JSONDecoder().decode(T.self, from: result.stdoutData)
        } catch {
            Issue.record(
                "cannot decode \(T.self) from mynd \(arguments.joined(separator: " ")): \(error)\n\(result)",
                sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Adds a node and returns it as `--json` printed it.
    func add(
        _ type: String, _ text: String, now: String? = nil, parent: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> NodeView {
        var arguments = ["add", type, text, "--json"]
        if let parent { arguments += ["--parent", parent] }
        return try json(NodeView.self, arguments, now: now, sourceLocation: sourceLocation)
    }

    /// Writes `contents` to a file in the sandbox (outside MYND_HOME) and returns its path.
    func file(_ name: String, _ contents: Data) throws -> String {
        let url = root.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    func file(_ name: String, _ text: String) throws -> String { try file(name, Data(text.utf8)) }

    /// Writes `$MYND_HOME/config.toml`.
    func writeConfig(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
    }

    /// Writes a config that sends follow-ups and the digest to `channels`, followed by `more`.
    func writeConfig(channels: [String], _ more: String = "") throws {
        let list = channels.map { "\"\($0)\"" }.joined(separator: ", ")
        try writeConfig("[channels]\nfollowup = [\(list)]\ndigest = [\(list)]\n" + more)
    }

    /// The database's full contents as text, to show a failed command changed nothing:
    /// `sqlite3 .dump` when installed, otherwise `mynd export` at a fixed time (deterministic).
    ///
    /// `rowOrder: false` compares rows as a set: SQLite's `INSERT OR REPLACE` (how import
    /// rewrites an existing edge) gives the row a new rowid, which moves it in `.dump`.
    func snapshot(rowOrder: Bool = true) throws -> String {
        let text = try orderedSnapshot()
        return rowOrder ? text : text.split(separator: "\n", omittingEmptySubsequences: false).sorted().joined(separator: "\n")
    }

    private func orderedSnapshot() throws -> String {
        if FileManager.default.isExecutableFile(atPath: Self.sqlite3) {
            let result = try tool(Self.sqlite3, ["-readonly", databasePath, ".dump"])
            guard result.status == 0, result.stderr.isEmpty else {
                throw SandboxError("sqlite3 .dump failed: \(result)")
            }
            return result.stdout
        }
        let result = try run(["export"], now: "2030-01-01T00:00:00Z")
        guard result.status == 0 else { throw SandboxError("export for a snapshot failed: \(result)") }
        return result.stdout
    }

    static let sqlite3 = "/usr/bin/sqlite3"

    /// The rows of a read-only query on the database, through sqlite3's JSON mode.
    func query(_ sql: String) throws -> [[String: Any]] {
        let result = try tool(Self.sqlite3, ["-readonly", "-json", databasePath, sql])
        guard result.status == 0 else { throw SandboxError("sqlite3 failed: \(result)") }
        if result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return [] }
        guard let rows = try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]] else {
            throw SandboxError("sqlite3 -json printed no rows: \(result)")
        }
        return rows
    }

    /// Changes the database behind mynd's back, through sqlite3: for states only a crash
    /// leaves, which no command can make.
    func execute(sql: String) throws {
        let result = try tool(Self.sqlite3, [databasePath, sql])
        guard result.status == 0, result.stderr.isEmpty else { throw SandboxError("sqlite3 failed: \(result)") }
    }

    // MARK: - Finding and running the binary

    /// The `mynd` executable `swift test` built next to this test bundle (the test target
    /// depends on it); on Linux `Bundle.main` is the folder holding the test runner.
    /// The environment `run` uses, for tests that start the process themselves.
    func processEnvironment(now: String?, tz: String = "UTC") -> [String: String] {
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": root.path, "MYND_HOME": home.path, "TZ": tz]
        if let now { environment["MYND_NOW"] = now }
        return environment.merging(self.environment) { _, added in added }
    }

    static let binary: URL = {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("mynd"),
            bundle.deletingLastPathComponent().appendingPathComponent("mynd"),
            // Tests/MyndCLITests/MyndRunner.swift → the package root's debug build.
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build-cli/debug/mynd"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) && !isDirectory($0) }
            ?? candidates[0]
    }()

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs a program with its output going to files (no pipe can fill up and block it).
    static func execute(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        stdin: Data?, scratch: URL
    ) throws -> RunResult {
        let run = try LaunchedRun(executable, arguments, environment: environment, stdin: stdin, scratch: scratch)
        let (result, signal) = try run.finish()
        if let signal { throw SandboxError("\(executable.lastPathComponent) \(arguments) was killed by signal \(signal)") }
        return result
    }

    /// Starts `mynd` as `run` would and returns without waiting: for tests that run many at
    /// once, or kill one. `extra` is added to the environment.
    func launch(_ arguments: [String], now: String?, extra: [String: String] = [:]) throws -> LaunchedRun {
        let argv = launcher + [Self.binary.path] + arguments
        return try LaunchedRun(
            URL(fileURLWithPath: argv[0]), Array(argv.dropFirst()), environment: processEnvironment(now: now).merging(extra) { $1 },
            stdin: nil, scratch: root)
    }
}

/// A program started with its output going to files; `finish()` waits for it.
final class LaunchedRun {
    let process: Process
    private let outURL: URL
    private let errURL: URL
    private let inURL: URL
    private let handles: [FileHandle]

    init(_ executable: URL, _ arguments: [String], environment: [String: String], stdin: Data?, scratch: URL) throws {
        let tag = UUID().uuidString.lowercased()
        outURL = scratch.appendingPathComponent("stdout-\(tag)")
        errURL = scratch.appendingPathComponent("stderr-\(tag)")
        inURL = scratch.appendingPathComponent("stdin-\(tag)")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw SandboxError("cannot create output files in \(scratch.path)") }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let inHandle: FileHandle
        if let stdin {
            try stdin.write(to: inURL)
            inHandle = try FileHandle(forReadingFrom: inURL)
        } else {
            inHandle = FileHandle.nullDevice
        }
        handles = stdin == nil ? [outHandle, errHandle] : [outHandle, errHandle, inHandle]

        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = scratch
        process.standardInput = inHandle
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
    }

    /// Waits for the program to end and reads what it wrote; `signal` is set when a signal
    /// ended it (what it wrote before is still there).
    func finish() throws -> (result: RunResult, signal: Int32?) {
        defer {
            for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
        }
        process.waitUntilExitPromptly()
        for handle in handles { try handle.close() }
        let result = RunResult(
            status: process.terminationStatus,
            stdoutData: try Data(contentsOf: outURL),
            stderrData: try Data(contentsOf: errURL))
        return (result, process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }
}

struct SandboxError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

// MARK: - What `--json` prints

/// A node as `list --json`, `add --json`, … print it.
struct NodeView: Decodable, Equatable {
    var id: String
    var shortId: String
    var type: String
    var content: String
    var createdAt: String
    var lastAccessedAt: String
    var completedAt: String?
    var snoozedUntil: String?
    var metadata: [String: String]
}

struct EdgeView: Decodable, Equatable {
    var id: String
    var type: String
    var sourceId: String
    var targetId: String
    var weight: Double
    var createdAt: String
}

/// `show --json`: the node's fields at the top level, then its context.
struct ShowView: Decodable {
    struct Neighbour: Decodable { var edge: EdgeView; var direction: String; var node: NodeView }
    struct Related: Decodable { var distance: Int; var node: NodeView }

    var id: String
    var shortId: String
    var type: String
    var content: String
    var lastAccessedAt: String
    var completedAt: String?
    var nextActions: [NodeView]
    var blockers: [NodeView]
    var edges: [Neighbour]
    var related: [Related]
    var importance: Double
}

struct ImportSummaryView: Decodable, Equatable {
    var nodesAdded: Int
    var nodesUpdated: Int
    var edges: Int
}
