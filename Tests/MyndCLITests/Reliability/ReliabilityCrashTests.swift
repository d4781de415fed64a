import Foundation
import MyndTestSupport
import Testing

/// Crashes (RELIABILITY.md). `mynd run refresh` has four outbox rows to deliver — the morning
/// digest planned earlier and the follow-up it plans itself, each as a desktop notification
/// (a real dunst) and an email (aiosmtpd) — and is killed with SIGKILL at a seeded point; then a
/// clean run. Every trial starts from the same database. Counted over all trials: rows planned
/// and never delivered (must be 0), rows delivered twice under two identities (must be 0), and
/// rows delivered again in the outbox's one window — sent, not yet recorded — which is allowed
/// because the second copy carries the same Message-ID or replaces the same notification.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(if: Tools.haveDesktop && SMTPPeer.available, "needs dbus-daemon, Xvfb, dunst, sqlite3 and python3-aiosmtpd"),
    .timeLimit(.minutes(20)))
struct ReliabilityCrashTests {
    static let trials = 200
    static let seed: UInt64 = 0x6D79_6E64_0008

    @Test func refreshKilledAnywhere_thenRunAgain_losesNothing_andRepeatsOnlyInTheWindow() throws {
        let scene = try CrashScene()
        let calibration = try scene.trial(.none)
        #expect(calibration.problems.isEmpty, "an unkilled run: \(calibration.problems)")
        let rows = calibration.rows
        try #require(rows == 4, "the scene delivers the digest and a follow-up on two channels")
        // Two checkpoints for the run and the plan, then three for each row (sending, sent,
        // recorded): row r's "sending" is checkpoint 3 + 3r.
        let checkpoints = 2 + 3 * rows
        let fullRun = calibration.seconds

        var random = SeededRandom(seed: Self.seed)
        var tally = CrashTally()
        for index in 0..<Self.trials {
            let kill: CrashScene.Kill
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<50:
                // At a checkpoint: between two steps, each committed whole.
                kill = .at(Int.random(in: 1...checkpoints, using: &random), delayMilliseconds: 0)
            case 50..<85:
                // Mid-send: a few milliseconds after a row's "sending" checkpoint, inside the
                // SMTP conversation or the bus calls and the records that follow them.
                let row = Int.random(in: 0..<rows, using: &random)
                kill = .at(3 + 3 * row, delayMilliseconds: Int.random(in: 1...12, using: &random))
            default:
                // From outside, anywhere from the process's start to past its usual end.
                kill = .after(Double.random(in: 0...(fullRun * 1.2), using: &random))
            }
            let trial = try scene.trial(kill)
            tally.add(trial)
            for problem in trial.problems { Issue.record("trial \(index) (\(kill)): \(problem)") }
        }
        print("crash trials: \(tally)")
        #expect(tally.lost == 0)
        #expect(tally.twiceUnderTwoIdentities == 0)
        // The window is real: every kill between "sent" and "recorded" led to one resend.
        #expect(tally.killedAt["sent", default: 0] > 0 && tally.resentAfterSentKill == tally.killedAt["sent", default: 0])
    }

    /// Found by the trials: a run killed after dunst showed a row and before the row's
    /// notification id was committed showed it again next time as a second notification
    /// (no id to replace). The row's stack tag now makes the second replace the first.
    @Test func aRowShownAgain_whoseIdWasNeverRecorded_replacesTheFirst() throws {
        let desktop = try DesktopSession()
        let sandbox = try Sandbox()
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = desktop.bus.address
        _ = try sandbox.add("goal", "Plant the spring bulbs", now: "2026-11-16T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: CrashScene.killedRunTime)
        // What that kill leaves: the notification on screen, its id unknown, the row pending.
        try sandbox.execute(sql: "DELETE FROM notification; UPDATE outbox SET status = 'pending', sentAt = NULL")
        try sandbox.ok(["run", "refresh"], now: CrashScene.cleanRunTime)
        #expect(desktop.shownIDs(atLeast: 2).count == 2, "shown again")
        #expect(try desktop.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }
}

/// What one trial found.
struct CrashTrial {
    var killed = false
    /// The checkpoint where the hook killed the run at once (started, planned, sending, sent,
    /// recorded); "after CHECKPOINT" for a delayed kill; "timed" for a kill from outside;
    /// "missed" when the run ended first.
    var landed = "missed"
    var rows = 0
    var lost = 0
    var twiceUnderTwoIdentities = 0
    var resentInWindow = 0
    var seconds = 0.0
    var problems: [String] = []
}

struct CrashTally: CustomStringConvertible {
    var trials = 0
    var killed = 0
    var killedAt: [String: Int] = [:]
    var lost = 0
    var twiceUnderTwoIdentities = 0
    var resentInWindow = 0
    var resentAfterSentKill = 0

    mutating func add(_ trial: CrashTrial) {
        trials += 1
        if trial.killed { killed += 1 }
        killedAt[trial.landed, default: 0] += 1
        lost += trial.lost
        twiceUnderTwoIdentities += trial.twiceUnderTwoIdentities
        resentInWindow += trial.resentInWindow
        if trial.landed == "sent" { resentAfterSentKill += trial.resentInWindow }
    }

    var description: String {
        let places = killedAt.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return
            "\(trials) trials, \(killed) killed (\(places)); lost \(lost), twice under two identities \(twiceUnderTwoIdentities), resent in the window \(resentInWindow)"
    }
}

/// The sandbox, desktop and mail server the trials share, and a copy of the database every
/// trial starts from: a goal quiet for four days and the digest planned at 06:00 (in quiet
/// hours, so its rows wait), both for desktop and email.
final class CrashScene {
    enum Kill: CustomStringConvertible {
        case none
        /// `MYND_TEST_KILL_AT=N[+MS]`: the job kills itself at its N-th checkpoint, or MS later.
        case at(Int, delayMilliseconds: Int)
        /// SIGKILL from the test, this many seconds after the process started.
        case after(Double)

        var description: String {
            switch self {
            case .none: "no kill"
            case .at(let n, let delay): delay == 0 ? "checkpoint \(n)" : "checkpoint \(n) + \(delay) ms"
            case .after(let seconds): "after \(Int(seconds * 1000)) ms"
            }
        }
    }

    static let killedRunTime = "2026-11-20T10:00:00Z"
    static let cleanRunTime = "2026-11-20T10:05:00Z"

    let email: EmailScene
    let desktop: DesktopSession
    let smtp: SMTPPeer
    private let template: URL
    private var mailSeen = 0
    private var shownSeen = 0

    var sandbox: Sandbox { email.sandbox }

    init() throws {
        email = try EmailScene()
        desktop = try DesktopSession()
        smtp = try email.server()
        let sandbox = email.sandbox
        template = sandbox.root.appendingPathComponent("template.sqlite")
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
        try email.run("digest", at: "2026-11-20T06:00:00Z", ["--force"])
        let waiting = try sandbox.query("SELECT count(*) AS n FROM outbox WHERE status = 'pending'").first?["n"] as? Int
        guard waiting == 2 else { throw SandboxError("the digest's two rows should wait for the end of quiet hours: \(waiting ?? -1)") }
        try FileManager.default.copyItem(atPath: sandbox.databasePath, toPath: template.path)
    }

    /// One trial: the database as the template has it, the killed run, the clean run, and what
    /// the mail server and dunst received in between, held against the outbox.
    func trial(_ plan: Kill) throws -> CrashTrial {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sandbox.databasePath + suffix) }
        try FileManager.default.copyItem(atPath: template.path, toPath: sandbox.databasePath)

        var trial = CrashTrial()
        let started = ContinuousClock.now
        let killed = try runKilled(plan)
        trial.seconds = (ContinuousClock.now - started).seconds
        trial.killed = killed.signalled
        trial.landed = killed.signalled ? Self.landing(killed.stderr) : "missed"
        if case .none = plan, killed.signalled || killed.status != 0 {
            trial.problems.append("the unkilled run failed: \(killed.stderr)")
        }

        let clean = try sandbox.run(["run", "refresh"], now: Self.cleanRunTime)
        if clean.status != 0 { trial.problems.append("the clean run failed: \(clean)") }
        try check(&trial)
        try desktop.dunstctl("close-all")
        return trial
    }

    /// Holds what was received against the outbox rows (all of which must now be sent).
    private func check(_ trial: inout CrashTrial) throws {
        let rows = try sandbox.query(
            """
            SELECT id, kind, channel, title, status, (SELECT count(*) FROM followup) AS followups,
                (SELECT count(*) FROM digest) AS digests
            FROM outbox ORDER BY id
            """)
        trial.rows = rows.count
        if rows.first?["followups"] as? Int != 1 || rows.first?["digests"] as? Int != 1 {
            trial.problems.append("planned other than one follow-up and one digest: \(rows)")
        }
        let mail = try smtp.received(after: mailSeen)
        mailSeen += mail.count
        let messageIDs = mail.map { EmailScene.header("Message-ID", in: $0.message) ?? "" }
        let shows = newShows(expecting: rows.filter { $0["channel"] as? String == "desktop" }.count)

        var desktopRows = 0
        for row in rows {
            let id = row["id"] as? Int ?? -1
            let channel = row["channel"] as? String ?? ""
            if row["status"] as? String != "sent" { trial.problems.append("row \(id) is \(row["status"] ?? "?") after the clean run") }
            let copies: Int
            if channel == "email" {
                // The Message-ID is made from the row: a copy sent again has the same one.
                copies = messageIDs.filter { $0.contains("<outbox-\(id).") }.count
            } else {
                desktopRows += 1
                copies = shows.filter { desktop.recorded(id: $0)?["DUNST_SUMMARY"] == row["title"] as? String }.count
            }
            if copies == 0 { trial.lost += 1; trial.problems.append("row \(id) (\(channel)) was never delivered") }
            trial.resentInWindow += max(0, copies - 1)
        }
        // A desktop row shown again either replaced its first showing (replaces_id, or its
        // stack tag when the id was never recorded) or stands next to it: count the screen.
        let onScreen = Int(try desktop.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        if onScreen > desktopRows {
            trial.twiceUnderTwoIdentities += onScreen - desktopRows
            trial.resentInWindow -= onScreen - desktopRows
            trial.problems.append("\(onScreen) notifications on screen for \(desktopRows) desktop rows")
        } else if onScreen < desktopRows {
            trial.problems.append("only \(onScreen) notifications on screen for \(desktopRows) desktop rows")
        }
        let unknown = messageIDs.filter { id in !rows.contains { id.contains("<outbox-\($0["id"] as? Int ?? -1).") } }
        if !unknown.isEmpty { trial.problems.append("mail for no row: \(unknown)") }
        if ["started", "planned", "sending", "recorded"].contains(trial.landed), trial.resentInWindow > 0 {
            trial.problems.append("resent after a kill at \(trial.landed), outside the window")
        }
        // The run history tells the story: the clean run ran; a killed run that had recorded
        // its start is failed ("interrupted"), unless it had also recorded its end.
        let runs = try sandbox.query("SELECT outcome, reason FROM run WHERE job = 'refresh' ORDER BY id")
        let outcomes = runs.map { $0["outcome"] as? String ?? "" }
        let interrupted = (runs.first?["reason"] as? String)?.hasPrefix("interrupted") == true
        let told = outcomes == ["ran", "ran"] || trial.killed && (outcomes == ["ran"] || outcomes == ["failed", "ran"] && interrupted)
        if !told { trial.problems.append("the run history is \(runs)") }
    }

    /// The notifications dunst showed since the last call: waits until at least `count` are
    /// recorded (its script runs apart from the bus call), then a moment for any late one.
    private func newShows(expecting count: Int) -> [UInt32] {
        _ = desktop.shownIDs(atLeast: shownSeen + count)
        usleep(20_000)
        let all = desktop.shownIDs()
        defer { shownSeen = all.count }
        return Array(all.dropFirst(shownSeen))
    }

    /// Where a kill struck, from the killed run's stderr: the checkpoint the hook names
    /// ("sending"), "after sending" for a delayed kill, "timed" for a kill from outside.
    static func landing(_ stderr: String) -> String {
        guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix("mynd: test hook: SIGKILL at checkpoint") }),
            let open = line.firstIndex(of: "(")
        else { return "timed" }
        let checkpoint = String(line[line.index(after: open)...].prefix { $0.isLetter })
        return line.hasSuffix(" ms") ? "after \(checkpoint)" : checkpoint
    }

    /// The run to be killed, with its stderr (where the hook says where it struck).
    private func runKilled(_ plan: Kill) throws -> (signalled: Bool, status: Int32, stderr: String) {
        var hook: [String: String] = [:]
        var killAfter: Double?
        switch plan {
        case .none: break
        case .at(let n, let delay): hook["MYND_TEST_KILL_AT"] = delay == 0 ? "\(n)" : "\(n)+\(delay)"
        case .after(let seconds): killAfter = seconds
        }
        let run = try sandbox.launch(["run", "refresh"], now: Self.killedRunTime, extra: hook)
        if let killAfter {
            usleep(useconds_t(killAfter * 1_000_000))
            if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
        }
        let (result, signal) = try run.finish()
        return (signal != nil, result.status, result.stderr)
    }
}
