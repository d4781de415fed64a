import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

/// Faults (RELIABILITY.md): each fault of the table below in its own sandbox, one stale goal,
/// and one check for all. `mynd run refresh` under the fault exits with the documented status
/// and records what happened where the person (or `status`, `doctor`, `followups`) finds it;
/// the graph is unchanged; then the fault is lifted and a later run leaves every outbox row
/// as documented — sent, each delivered exactly once, or (a 5xx reply) failed with the
/// server's words — so nothing planned is lost.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(if: SMTPPeer.available, "needs python3 (the fake API), aiosmtpd and sqlite3"), .timeLimit(.minutes(20)))
struct ReliabilityFaultTests {
    @Test(arguments: Fault.allCases.filter { !$0.needsMount })
    func underTheFault_myndKeepsWorking_recordsIt_andLosesNothing(fault: Fault) throws {
        try check(fault)
    }

    @Test(
        .enabled(
            if: FaultScene.canMount,
            "needs root and util-linux unshare and nsenter: a tmpfs or a read-only bind mount in a private mount namespace"),
        arguments: Fault.allCases.filter(\.needsMount))
    func underTheMountFault_myndKeepsWorking_recordsIt_andLosesNothing(fault: Fault) throws {
        try check(fault)
    }

    /// The one check every fault gets.
    private func check(_ fault: Fault) throws {
        let scene = try FaultScene(fault)
        let graph = try scene.graph()
        try scene.impose()
        let started = ContinuousClock.now
        let faulty = try scene.refresh(at: FaultScene.faultTime)
        let seconds = (ContinuousClock.now - started).seconds
        #expect(faulty.status == fault.status, "\(faulty)")
        // A fault costs the run time, never more than its budget (the scene's, or refresh's 30 s).
        #expect(seconds < Double(scene.sandbox.environment["MYND_JOB_BUDGET"] ?? "30")! + 1, "took \(seconds) s")
        let record = try scene.record(of: faulty)
        #expect(record.contains(fault.recorded), "\(fault) is recorded as: \(record)")
        // A run that fails says so once: one line, not the job's log line and the command's too.
        if faulty.status != 0 { #expect(faulty.stderrLines.count == 1, "\(faulty)") }

        try scene.lift()
        #expect(try scene.graph() == graph, "the graph changed")
        let later = try scene.refresh(at: FaultScene.laterTime)
        #expect(later.status == 0, "\(later)")
        let outbox = try scene.sandbox.query("SELECT status, attempts, lastError, via FROM outbox")
        #expect(outbox.map { $0["status"] as? String } == [fault.finalRow], "\(outbox)")
        #expect(try scene.deliveries(faulty, later) == (fault.finalRow == "sent" ? 1 : 0), "\(faulty)\n\(later)")
        if fault.fallsBackAtOnce {
            #expect(try scene.deliveries(faulty) == 1, "the faulty run itself delivered, by its fallback: \(faulty)")
        }
    }
}

/// What can go wrong around a run, and what mynd must make of it.
enum Fault: String, CaseIterable, CustomTestStringConvertible {
    case claude429, claude529, claude500, claude401, claudeTimeout, claudeReset, claudeTruncatedBody, claudeInvalidJSON
    case claudeEndlessBody
    case smtpRefused, smtp4xx, smtp5xx, smtpTimeoutMidData
    case noSessionBus, notificationServerNeverAnswers
    case diskFull, readOnlyConfig

    var testDescription: String { rawValue }

    /// Played with a mount of its own (a tmpfs, a read-only bind), which needs root.
    var needsMount: Bool { self == .diskFull || self == .readOnlyConfig }

    enum Channel { case terminal, email, desktop }

    var channel: Channel {
        switch self {
        case .smtpRefused, .smtp4xx, .smtp5xx, .smtpTimeoutMidData: .email
        case .noSessionBus, .notificationServerNeverAnswers: .desktop
        default: .terminal
        }
    }

    /// The faulty run's exit status (README, "Errors and exit status"): a job that fell back
    /// or will retry did its work (0); a database it cannot write is 73.
    var status: Int32 { self == .diskFull ? 73 : 0 }

    /// What the record of the fault says (see `FaultScene.record`).
    var recorded: String {
        switch self {
        case .claude429: "Claude API error 429 rate_limit_error"
        case .claude529: "Claude API error 529 overloaded_error"
        case .claude500: "Claude API error 500 api_error"
        case .claude401: "Claude API error 401 authentication_error"
        case .claudeTimeout: "cannot reach the Claude API: no answer from 127.0.0.1 within"
        case .claudeReset: "Connection reset by peer"
        case .claudeTruncatedBody: "transfer closed with 100 bytes remaining to read"
        case .claudeInvalidJSON: "the Claude API sent an answer mynd cannot read"
        case .claudeEndlessBody: "the response is larger than 4 MB: not read"
        case .smtpRefused: "cannot connect to 127.0.0.1"
        case .smtp4xx: "the mail server said 451"
        case .smtp5xx: "the mail server refused the message: 550"
        case .smtpTimeoutMidData: "no answer from 127.0.0.1 within"
        case .noSessionBus: "after: no session bus"
        case .notificationServerNeverAnswers: "no answer within 2.0 s"
        case .diskFull: "mynd: the disk holding"
        case .readOnlyConfig: "ran"
        }
    }

    /// How the follow-up's outbox row ends once the fault is gone.
    var finalRow: String { self == .smtp5xx ? "failed" : "sent" }

    /// The faulty run delivers all the same (the template's text, the next link of the
    /// desktop chain); email and a full disk wait for a later run.
    var fallsBackAtOnce: Bool { channel != .email && self != .diskFull }
}

/// One fault's sandbox: the goal, the peers that play the fault, and how to lift it.
final class FaultScene {
    static let faultTime = "2026-11-20T10:00:00Z"
    /// Past the outbox's first backoff (1 minute).
    static let laterTime = "2026-11-20T10:10:00Z"

    let fault: Fault
    let sandbox: Sandbox
    private var claude: ClaudeScene?
    private var email: EmailScene?
    private var smtp: SMTPPeer?
    private var bus: PrivateBus?
    private var silentServer: Bus?
    /// Holds the mount namespace (tmpfs or read-only config) the runs enter.
    private var namespace: ChildProcess?

    init(_ fault: Fault) throws {
        self.fault = fault
        switch fault {
        case .claude429, .claude529, .claude500:
            let status = ["claude429": 429, "claude529": 529, "claude500": 500][fault.rawValue]!
            claude = try ClaudeScene(script: ["messages": Array(repeating: ["status": status], count: 3)])
        case .claude401:
            claude = try ClaudeScene(script: [:], key: "sk-ant-api03-WRONG-KEY-not-the-one")
        case .claudeTimeout:
            claude = try ClaudeScene(script: ["messages": Array(repeating: ["hang": true], count: 3)])
            claude?.sandbox.environment["MYND_JOB_BUDGET"] = "4"
        case .claudeReset:
            claude = try ClaudeScene(script: ["messages": Array(repeating: ["reset": true], count: 3)])
        case .claudeTruncatedBody:
            claude = try ClaudeScene(script: ["messages": Array(repeating: ["truncated": true], count: 3)])
        case .claudeEndlessBody:
            claude = try ClaudeScene(script: ["messages": Array(repeating: ["endless": true], count: 3)])
        case .claudeInvalidJSON:
            claude = try ClaudeScene(script: [
                "messages": Array(repeating: ["raw": "{\"type\": \"message\", \"content\": [", "status": 200], count: 3)
            ])
        case .smtpRefused, .smtp4xx, .smtp5xx, .smtpTimeoutMidData:
            email = try EmailScene()
        default:
            break
        }
        sandbox = try claude?.sandbox ?? email?.sandbox ?? Sandbox()
        switch fault {
        case .smtpRefused:
            break  // EmailScene points at port 9, where nothing listens
        case .smtp4xx:
            try useServer(["--reject-rcpt", "451 4.7.1 Try again later"])
        case .smtp5xx:
            try useServer(["--reject-data", "550 5.6.0 No thanks"])
        case .smtpTimeoutMidData:
            try useServer(["--hang-data"])
            sandbox.environment["MYND_JOB_BUDGET"] = "4"
        case .noSessionBus:
            try desktopScene()
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
        case .notificationServerNeverAnswers:
            try desktopScene()
            let bus = try PrivateBus()
            // Owns the server's name and never reads a message.
            silentServer = try Bus(address: bus.address)
            try silentServer?.requestName(Notifications.busName)
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            self.bus = bus
        case .diskFull:
            // MYND_HOME becomes a 2 MiB tmpfs holding a copy of the config (a new database and
            // the WAL of its migrations take about 1 MiB); the goal goes in, and `impose` fills
            // the rest.
            try enterNamespace(
                """
                mount -t tmpfs -o size=2m tmpfs "$1" && cp "$2" "$1/config.toml"
                """, [sandbox.home.path, try sandbox.file("config.toml", "[channels]\nfollowup = [\"terminal\"]\n")])
            _ = try sandbox.add("goal", "Plant the spring bulbs", now: "2026-11-16T09:00:00Z")
        case .readOnlyConfig:
            try sandbox.writeConfig("[channels]\nfollowup = [\"terminal\"]\n")
            _ = try sandbox.add("goal", "Plant the spring bulbs", now: "2026-11-16T09:00:00Z")
            try enterNamespace(
                """
                mount --bind "$1" "$1" && mount -o remount,bind,ro "$1"
                """, [sandbox.configPath])
        default:
            break
        }
    }

    /// The scene for the desktop faults: the goal, desktop as the channel, and a helper that is
    /// not there, so the row goes down the chain to stderr.
    private func desktopScene() throws {
        try sandbox.writeConfig("[channels]\nfollowup = [\"desktop\"]\n[desktop]\nhelper = \"/nonexistent/notify-send\"\n")
        _ = try sandbox.add("goal", "Plant the spring bulbs", now: "2026-11-16T09:00:00Z")
    }

    private func useServer(_ arguments: [String]) throws {
        let server = try SMTPPeer(arguments, in: sandbox.root)
        try email?.configure(url: "smtp://127.0.0.1:\(server.port)")
        smtp = server
    }

    /// Starts a process in a mount namespace of its own that runs `script` (root only), and
    /// sends every later run of the sandbox into that namespace with nsenter.
    private func enterNamespace(_ script: String, _ arguments: [String]) throws {
        let holder = try ChildProcess(
            "/usr/bin/unshare",
            ["--mount", "--propagation", "private", "/bin/sh", "-c", script + " && echo ready && exec sleep 600", "sh"] + arguments,
            environment: ["PATH": Tools.path], log: sandbox.root.appendingPathComponent("namespace.log"), captureOutput: true)
        guard (try? holder.firstLine(timeout: 5)) == "ready" else {
            holder.stop()
            throw SandboxError(
                "the mount namespace did not start: \((try? String(contentsOf: sandbox.root.appendingPathComponent("namespace.log"), encoding: .utf8)) ?? "")"
            )
        }
        namespace = holder
        sandbox.launcher = ["/usr/bin/nsenter", "--target", "\(holder.pid)", "--mount", "--"]
    }

    /// Whether the machine can play the mount faults (root, unshare and nsenter).
    static var canMount: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/nsenter")
    }

    deinit {
        namespace?.stop()
    }

    func refresh(at now: String) throws -> RunResult {
        try sandbox.run(["run", "refresh"], now: now)
    }

    /// The graph alone (nodes and edges), to show a run under a fault changed none of it.
    func graph() throws -> String {
        let result = try sandbox.tool(
            Sandbox.sqlite3, ["-readonly", sandbox.databasePath, "SELECT * FROM node ORDER BY id; SELECT * FROM edge ORDER BY id"])
        guard result.status == 0, !result.stdout.isEmpty else { throw SandboxError("cannot read the graph: \(result)") }
        return result.stdout
    }

    /// Where the fault is recorded: the follow-up's fallback reason (Claude), the email row's
    /// last error, the desktop row's delivery path, the run's outcome — and for a full disk,
    /// where nothing can be written, the run's one line on stderr (the journal under systemd).
    func record(of run: RunResult) throws -> String {
        switch fault {
        case .diskFull: return run.stderr
        case .readOnlyConfig: return "\(try sandbox.query("SELECT outcome FROM run"))"
        default: break
        }
        switch fault.channel {
        case .terminal:
            let rows = try sandbox.query("SELECT f.fallbackReason, a.outcome, a.detail FROM followup f, aicall a")
            return "\(rows)"
        case .email: return "\(try sandbox.query("SELECT status, attempts, lastError FROM outbox"))"
        case .desktop: return "\(try sandbox.query("SELECT status, via FROM outbox"))"
        }
    }

    /// Brings on the faults that cannot be there from the start (the disk fills up), and makes
    /// sure the mount faults are real: the disk refuses another byte, the config any write.
    func impose() throws {
        let target: String
        switch fault {
        case .diskFull: target = sandbox.home.appendingPathComponent("filler").path
        case .readOnlyConfig: target = sandbox.configPath
        default: return
        }
        let write = try sandbox.tool("/bin/sh", ["-c", "head -c 2M /dev/zero >> \"$1\"", "sh", target])
        guard write.status != 0 else { throw SandboxError("\(fault) is not in place: \(target) took 2 MiB") }
    }

    func lift() throws {
        switch fault {
        case .smtpRefused, .smtp4xx, .smtp5xx, .smtpTimeoutMidData:
            try useServer([])
            sandbox.environment["MYND_JOB_BUDGET"] = nil
        case .diskFull:
            _ = try sandbox.tool("/bin/rm", [sandbox.home.appendingPathComponent("filler").path])
        default:
            break
        }
    }

    /// How many times the follow-up reached the person, over both runs: on stderr (the
    /// terminal channel and the desktop chain's last link), or at the mail server that works.
    func deliveries(_ runs: RunResult...) throws -> Int {
        if fault.channel == .email { return try smtp?.received().count ?? 0 }
        return runs.map { $0.stderr.components(separatedBy: "mynd: followup: ").count - 1 }.reduce(0, +)
    }
}
