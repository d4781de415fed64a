import Foundation
import MyndTestSupport
import Testing

/// The world of the overlap trials (RELIABILITY.md): one sandbox, a real dunst on a private
/// bus and a real aiosmtpd, and a database every trial starts from — a goal quiet for four
/// days and the morning digest due, both for desktop and email. Each trial starts several
/// processes on that database at once (jobs, and the agent), maybe kills one with SIGKILL,
/// lets the others finish, runs the jobs once more cleanly, and holds what dunst and the mail
/// server received against the outbox: every row delivered, and none twice.
final class OverlapScene {
    /// One process of a trial.
    struct Start: CustomStringConvertible {
        var arguments: [String]
        /// Seconds after the trial's first start.
        var delay = 0.0

        static let refresh = Start(arguments: ["run", "refresh"])
        static let forcedRefresh = Start(arguments: ["run", "refresh", "--force"])
        static let digest = Start(arguments: ["run", "digest"])

        func after(_ seconds: Double) -> Start { Start(arguments: arguments, delay: seconds) }
        var description: String { arguments.dropFirst().joined(separator: " ") + (delay > 0 ? " at +\(delay) s" : "") }
    }

    /// How one process of the trial is killed.
    enum Kill: CustomStringConvertible {
        case none
        /// Job `index` kills itself at checkpoint N (`MYND_TEST_KILL_AT`), or MS later.
        case checkpoint(job: Int, Int, delayMilliseconds: Int)
        /// Job `index` gets SIGKILL from the test this long after it started.
        case job(Int, after: Double)
        /// The agent gets SIGKILL this long after the jobs started.
        case agent(after: Double)

        var description: String {
            switch self {
            case .none: "no kill"
            case .checkpoint(let job, let n, let delay): "job \(job) at checkpoint \(n)" + (delay > 0 ? " + \(delay) ms" : "")
            case .job(let job, let seconds): "job \(job) after \(Int(seconds * 1000)) ms"
            case .agent(let seconds): "the agent after \(Int(seconds * 1000)) ms"
            }
        }
    }

    /// When the trials' jobs run: after the 08:00 digest time, outside quiet hours.
    static let trialTime = "2026-11-20T08:05:00Z"
    /// The clean runs after a trial, five minutes later.
    static let cleanTime = "2026-11-20T08:10:00Z"

    let email: EmailScene
    let desktop: DesktopSession
    let smtp: SMTPPeer
    private let template: URL
    private var mailSeen = 0
    private var shownSeen = 0

    var sandbox: Sandbox { email.sandbox }

    /// `smtpArguments`: how the mail server behaves (`--delay-data 3` for a slow one).
    init(smtpArguments: [String] = []) throws {
        email = try EmailScene()
        desktop = try DesktopSession()
        smtp = try email.server(smtpArguments)
        let sandbox = email.sandbox
        template = sandbox.root.appendingPathComponent("overlap-template.sqlite")
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = desktop.bus.address
        try sandbox.writeConfig(
            """
            [channels]
            followup = ["desktop", "email"]
            digest = ["desktop", "email"]

            [smtp]
            url = "smtp://127.0.0.1:\(smtp.port)"
            starttls = "off"
            from = "mynd@example.org"
            to = ["me@example.org"]
            """)
        try FileManager.default.copyItem(atPath: sandbox.databasePath, toPath: template.path)
    }

    /// One trial: the template's database, `starts` launched together (the agent first, when
    /// `agent`), `kill` applied, then the clean runs and the check.
    func trial(_ starts: [Start], agent: Bool = false, kill: Kill = .none) throws -> OverlapTrial {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sandbox.databasePath + suffix) }
        try FileManager.default.copyItem(atPath: template.path, toPath: sandbox.databasePath)
        var trial = OverlapTrial(description: starts.map(\.description).joined(separator: " + ") + (agent ? " + agent" : "") + ", \(kill)")

        let agentProcess = agent ? try AgentProcess(sandbox, now: Self.trialTime) : nil
        try agentProcess?.waitUntilListening()
        let begun = ContinuousClock.now
        var runs: [LaunchedRun] = []
        for (index, start) in starts.enumerated() {
            let wait = start.delay - (ContinuousClock.now - begun).seconds
            if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
            var hook: [String: String] = [:]
            if case .checkpoint(index, let n, let delay) = kill { hook["MYND_TEST_KILL_AT"] = delay == 0 ? "\(n)" : "\(n)+\(delay)" }
            runs.append(try sandbox.launch(start.arguments, now: Self.trialTime, extra: hook))
        }
        switch kill {
        case .job(let index, let seconds):
            usleep(useconds_t(seconds * 1_000_000))
            if runs[index].process.isRunning { Glibc.kill(runs[index].process.processIdentifier, SIGKILL) }
        case .agent(let seconds):
            usleep(useconds_t(seconds * 1_000_000))
            if let agentProcess, agentProcess.process.isRunning {
                Glibc.kill(agentProcess.pid, SIGKILL)
                agentProcess.process.waitUntilExit()
            }
        default: break
        }
        for (index, run) in runs.enumerated() {
            let (result, signal) = try run.finish()
            if signal != nil {
                trial.killed = true
                trial.landed = CrashScene.landing(result.stderr)
            } else if result.status != 0 {
                trial.problems.append("\(starts[index]) failed: \(result)")
            }
            trial.skipped += result.stdout.contains(": skipped") ? 1 : 0
        }
        if let agentProcess {
            if agentProcess.process.isRunning {
                // It shows what the jobs handed it; then it stops as systemd would stop it.
                _ = try sandbox.eventually { try self.pending(channel: "desktop") == 0 }
                let stop = agentProcess.terminate()
                if !stop.exited || stop.status != 0 { trial.problems.append("the agent did not stop cleanly: \(agentProcess.log)") }
            } else {
                trial.killed = true
                trial.landed = "agent"
            }
            if agentProcess.log.contains("delivery stopped") { trial.problems.append("the agent: \(agentProcess.log)") }
        }
        trial.seconds = (ContinuousClock.now - begun).seconds

        // What a killed process left is finished by the next runs, as the timers would.
        for job in ["refresh", "digest"] {
            let clean = try sandbox.run(["run", job], now: Self.cleanTime)
            if clean.status != 0 { trial.problems.append("the clean \(job) failed: \(clean)") }
        }
        try check(&trial)
        try desktop.dunstctl("close-all")
        return trial
    }

    /// Rows of a channel still waiting.
    func pending(channel: String) throws -> Int {
        try sandbox.query("SELECT count(*) AS n FROM outbox WHERE status = 'pending' AND channel = '\(channel)'").first?["n"] as? Int ?? -1
    }

    /// Holds what was received against the outbox: every row sent, each delivered once — or,
    /// after a kill between a send and its record, once more under the same identity.
    private func check(_ trial: inout OverlapTrial) throws {
        let rows = try sandbox.query(
            """
            SELECT id, kind, channel, title, status, (SELECT count(*) FROM followup) AS followups,
                (SELECT count(*) FROM digest) AS digests
            FROM outbox ORDER BY id
            """)
        trial.rows = rows.count
        if rows.first?["followups"] as? Int != 1 || rows.first?["digests"] as? Int != 1 || rows.count != 4 {
            trial.problems.append("planned other than one follow-up and one digest on two channels each: \(rows)")
        }
        let mail = try smtp.received(after: mailSeen)
        mailSeen += mail.count
        let messageIDs = mail.map { EmailScene.header("Message-ID", in: $0.message) ?? "" }
        let desktopRows = rows.filter { $0["channel"] as? String == "desktop" }
        let shows = newShows(expecting: desktopRows.count)

        var extra = 0
        for row in rows {
            let id = row["id"] as? Int ?? -1
            let channel = row["channel"] as? String ?? ""
            if row["status"] as? String != "sent" { trial.problems.append("row \(id) is \(row["status"] ?? "?") after the clean runs") }
            let copies =
                channel == "email"
                ? messageIDs.filter { $0.contains("<outbox-\(id).") }.count
                : shows.filter { desktop.recorded(id: $0)?["DUNST_SUMMARY"] == row["title"] as? String }.count
            if copies == 0 {
                trial.lost += 1
                trial.problems.append("row \(id) (\(channel)) was never delivered")
            }
            extra += max(0, copies - 1)
        }
        // A desktop row shown again must have replaced its first showing.
        let onScreen = Int(try desktop.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        if onScreen != desktopRows.count {
            trial.problems.append("\(onScreen) notifications on screen for \(desktopRows.count) desktop rows")
            if onScreen > desktopRows.count { trial.duplicates += onScreen - desktopRows.count }
        }
        let unknown = messageIDs.filter { id in !rows.contains { id.contains("<outbox-\($0["id"] as? Int ?? -1).") } }
        if !unknown.isEmpty { trial.problems.append("mail for no row: \(unknown)") }
        // The one copy a kill may leave: the killed process had sent a row and not yet
        // recorded it. Anything more is a duplicate.
        let window = trial.killed && !["started", "planned", "sending", "recorded"].contains(trial.landed)
        trial.resentAfterKill = window ? min(extra, 1) : 0
        trial.duplicates += extra - trial.resentAfterKill
        if extra > trial.resentAfterKill { trial.problems.append("\(extra) extra copies after \(trial.landed)") }
    }

    /// The notifications dunst showed since the last call: waits until at least `count` are
    /// recorded, then a moment for any late one.
    private func newShows(expecting count: Int) -> [UInt32] {
        _ = desktop.shownIDs(atLeast: shownSeen + count)
        usleep(20_000)
        let all = desktop.shownIDs()
        defer { shownSeen = all.count }
        return Array(all.dropFirst(shownSeen))
    }
}

/// What one overlap trial found.
struct OverlapTrial {
    var description: String
    var killed = false
    /// Where the kill struck: a checkpoint, "after CHECKPOINT", "timed", "agent"; "none".
    var landed = "none"
    var skipped = 0
    var rows = 0
    var lost = 0
    var duplicates = 0
    var resentAfterKill = 0
    var seconds = 0.0
    var problems: [String] = []
}

/// Trials added up, for the log and RELIABILITY.md.
struct OverlapTally: CustomStringConvertible {
    var trials = 0
    var killed = 0
    var skipped = 0
    var lost = 0
    var duplicates = 0
    var resentAfterKill = 0

    mutating func add(_ trial: OverlapTrial) {
        trials += 1
        killed += trial.killed ? 1 : 0
        skipped += trial.skipped
        lost += trial.lost
        duplicates += trial.duplicates
        resentAfterKill += trial.resentAfterKill
    }

    var description: String {
        "\(trials) trials, \(killed) with a process killed, \(skipped) runs skipped (another of their kind running); lost \(lost), duplicates \(duplicates), resent once after a kill in the send window \(resentAfterKill)"
    }
}
