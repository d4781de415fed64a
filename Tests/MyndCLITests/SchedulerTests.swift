import Foundation
import MyndTestSupport
import Testing

/// `run --json` as the scheduler prints it.
private struct Report: Decodable {
    struct Planned: Decodable { var goalId: String; var rank: Int; var daysStale: Double; var text: String; var channels: [String] }
    struct Held: Decodable { var goalId: String; var rank: Int?; var reason: String; var detail: String }
    var job: String
    var outcome: String
    var decision: String
    var reasons: [String]
    var followups: [Planned]
    var heldBack: [Held]
    var planned: Int
    var delivered: Int
}

private struct FollowUpView: Decodable {
    var id: String; var shortId: String; var goalId: String; var text: String; var source: String; var status: String
    var plannedAt: String; var deliveredAt: String?; var channels: [String]
}

/// A laptop's /sys/class/power_supply, in the kernel's format.
private func powerFolder(in sandbox: Sandbox, onAC: Bool, battery: Int, discharging: Bool) throws -> String {
    let root = sandbox.root.appendingPathComponent("power")
    for (name, files) in [
        ("AC", ["type": "Mains", "online": onAC ? "1" : "0"]),
        ("BAT0", ["type": "Battery", "status": discharging ? "Discharging" : "Charging", "capacity": "\(battery)", "present": "1"]),
    ] {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, value) in files { try (value + "\n").write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
    }
    return root.path
}

/// Seven goals untouched since 2026-11-16, in Berlin time, with one open action on the third
/// (so ranking has something to order by).
private func staleGraph() throws -> (Sandbox, [String]) {
    let sandbox = try Sandbox()
    try sandbox.writeConfig("[schedule]\ntimezone = \"Europe/Berlin\"\n")
    sandbox.environment["MYND_POWER_SUPPLY_DIR"] = try powerFolder(in: sandbox, onAC: true, battery: 90, discharging: false)
    var ids: [String] = []
    for (i, text) in ["Plant the garden", "Learn Spanish", "Fix the bike", "Write to grandma", "Run a 10k", "Read Dune", "Paint the shed"]
        .enumerated()
    {
        ids.append(try sandbox.add("goal", text, now: "2026-11-16T09:0\(i):00+01:00").id)
    }
    _ = try sandbox.add("action", "Pump the tyres", now: "2026-11-16T09:02:00+01:00", parent: ids[2])
    return (sandbox, ids)
}

private func refresh(_ sandbox: Sandbox, at now: String, dryRun: Bool = false) throws -> Report {
    try sandbox.json(Report.self, ["run", "refresh", "--json"] + (dryRun ? ["--dry-run"] : []), now: now)
}

/// The jobs through the command line: what it reads (config, power folders), prints and
/// records. The policy over a day of runs, the repeated hour of a DST night and a missed
/// digest day run in-process on virtual time (MyndJobsTests: SchedulerJobsTests).
@Suite(.timed) struct SchedulerTests {
    @Test func atNight_nothingIsSent_andEveryGoalIsHeldForQuietHours() throws {
        let (sandbox, ids) = try staleGraph()
        let report = try refresh(sandbox, at: "2026-11-21T23:30:00+01:00")
        #expect(report.outcome == "ran")
        #expect(report.decision == "quiet_hours")
        #expect(report.followups.isEmpty && report.planned == 0 && report.delivered == 0)
        #expect(Set(report.heldBack.map(\.goalId)) == Set(ids))
        #expect(report.heldBack.allSatisfy { $0.reason == "quiet_hours" && $0.detail.contains("07:00") })
        let human = try sandbox.ok(["run", "refresh", "--dry-run"], now: "2026-11-21T23:30:00+01:00")
        #expect(human.stdout.contains("quiet hours"))
    }

    @Test func snoozedGoal_isHeldUntilTheSnoozeEnds() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[schedule]\ntimezone = \"UTC\"\n")
        let file = try sandbox.file(
            "snoozed.json",
            """
            {"nodes": [{"id": "aaaaaaaa-0000-4000-8000-000000000001", "content": "Snoozed goal", "nodeType": "goal",
                        "createdAt": "2026-11-10T09:00:00Z", "snoozedUntil": "2026-11-22T12:00:00Z"}]}
            """)
        try sandbox.ok(["import", file])
        let before = try refresh(sandbox, at: "2026-11-22T09:00:00Z", dryRun: true)
        #expect(before.followups.isEmpty)
        #expect(before.heldBack.map(\.reason) == ["snoozed"])
        let after = try refresh(sandbox, at: "2026-11-22T12:30:00Z")
        #expect(after.followups.map(\.goalId) == ["aaaaaaaa-0000-4000-8000-000000000001"])
    }

    @Test func done_closesTheFollowUp_andDismiss_startsTheCooldown() throws {
        let (sandbox, ids) = try staleGraph()
        let first = try refresh(sandbox, at: "2026-11-22T09:00:00+01:00")
        let goal = try #require(first.followups.first?.goalId)
        try sandbox.ok(["done", goal], now: "2026-11-22T09:30:00+01:00")
        var followUps = try sandbox.json([FollowUpView].self, ["followups", "--json"], now: "2026-11-22T09:31:00+01:00")
        #expect(followUps.first { $0.goalId == goal }?.status == "done")

        let second = try refresh(sandbox, at: "2026-11-22T11:00:00+01:00")
        let other = try #require(second.followups.first)
        #expect(other.goalId != goal && ids.contains(other.goalId))
        followUps = try sandbox.json([FollowUpView].self, ["followups", "--json"], now: "2026-11-22T11:01:00+01:00")
        let open = try #require(followUps.first { $0.goalId == other.goalId })
        let dismissed = try sandbox.ok(["dismiss", open.shortId], now: "2026-11-22T11:05:00+01:00")
        #expect(dismissed.stdout.hasPrefix("dismissed follow-up"))
        followUps = try sandbox.json([FollowUpView].self, ["followups", "--json"], now: "2026-11-22T11:06:00+01:00")
        #expect(followUps.first { $0.id == open.id }?.status == "dismissed")
        let later = try refresh(sandbox, at: "2026-11-22T14:00:00+01:00", dryRun: true)
        // Dismissed: its cooldown doubles (24 h → 48 h) — waved away once.
        #expect(later.heldBack.first { $0.goalId == other.goalId }?.reason == "backed_off")
        #expect(!later.heldBack.contains { $0.goalId == goal })  // done goals are no longer stale
    }

    @Test func processingOnBattery_isDeferredWithItsReason_andRunsOnTheNextInvocationOnAC() throws {
        let sandbox = try Sandbox()
        sandbox.environment["MYND_POWER_SUPPLY_DIR"] = try powerFolder(in: sandbox, onAC: false, battery: 55, discharging: true)
        let deferred = try sandbox.json(Report.self, ["run", "processing", "--json"], now: "2026-11-22T03:00:00Z")
        #expect(deferred.outcome == "deferred")
        #expect(deferred.reasons == ["on battery (55%)"])
        var status = try sandbox.json(StatusView.self, ["status", "--json"], now: "2026-11-22T03:01:00Z")
        let pending = try #require(status.jobs.first { $0.job == "processing" })
        #expect(pending.pending && pending.pendingReason == "on battery (55%)")
        #expect(pending.lastRun?.outcome == "deferred")
        #expect(status.power.onAC == false && status.power.batteryPercent == 55)

        sandbox.environment["MYND_POWER_SUPPLY_DIR"] = try powerFolder(in: sandbox, onAC: true, battery: 60, discharging: false)
        let ran = try sandbox.json(Report.self, ["run", "processing", "--json"], now: "2026-11-22T04:00:00Z")
        #expect(ran.outcome == "ran")
        status = try sandbox.json(StatusView.self, ["status", "--json"], now: "2026-11-22T04:01:00Z")
        let done = try #require(status.jobs.first { $0.job == "processing" })
        #expect(!done.pending && done.lastRun?.outcome == "ran")
    }

    @Test func lowBattery_defersEvenRefresh_unlessForced() throws {
        let (sandbox, _) = try staleGraph()
        sandbox.environment["MYND_POWER_SUPPLY_DIR"] = try powerFolder(in: sandbox, onAC: false, battery: 8, discharging: true)
        let report = try refresh(sandbox, at: "2026-11-22T09:00:00+01:00")
        #expect(report.outcome == "deferred" && report.reasons == ["battery low (8%)"])
        let forced = try sandbox.json(Report.self, ["run", "refresh", "--force", "--json"], now: "2026-11-22T09:00:00+01:00")
        #expect(forced.outcome == "ran" && forced.planned == 1)
    }

    @Test func digest_onceADay_andOnceAfterAMissedDay() throws {
        let (sandbox, _) = try staleGraph()
        let early = try sandbox.json(Report.self, ["run", "digest", "--json"], now: "2026-11-22T07:59:00+01:00")
        #expect(early.decision == "not_due" && early.planned == 0)
        let first = try sandbox.run(["run", "digest", "--json"], now: "2026-11-22T08:00:00+01:00")
        #expect(first.status == 0)
        // Not a terminal: the digest goes to stderr (the journal under systemd), each of its
        // lines on a line of its own, every one saying whose it is.
        #expect(first.stderrLines.count >= 2 && first.stderrLines.allSatisfy { $0.hasPrefix("mynd: digest: ") }, "\(first.stderr)")
        #expect(first.stderrLines[0].contains("Good morning, Sunday 22 November"))
        #expect(first.stderrLines.contains("mynd: digest:   Today: Fix the bike · next: Pump the tyres"), "\(first.stderr)")
        let again = try sandbox.json(Report.self, ["run", "digest", "--json"], now: "2026-11-22T09:00:00+01:00")
        #expect(again.decision == "already_sent" && again.delivered == 0)
        // After a missed day: SchedulerJobsTests, in-process.
    }

    /// `mynd digest` reads back what the job made: the latest, or a date's.
    @Test func digestCommand_showsTheLatest_orADatesDigest() throws {
        struct Shown: Decodable {
            var localDate: String; var title: String; var body: String; var source: String; var fallbackReason: String?
        }
        let (sandbox, _) = try staleGraph()
        #expect(try sandbox.ok(["digest"]).stdout.hasPrefix("no digest yet"))
        try sandbox.ok(["run", "digest"], now: "2026-11-22T08:00:00+01:00")
        try sandbox.ok(["run", "digest"], now: "2026-11-24T08:00:00+01:00")
        let latest = try sandbox.json(Shown.self, ["digest", "--json"])
        #expect(latest.localDate == "2026-11-24" && latest.source == "fallback")
        #expect(latest.body.contains("\nToday\n  ") && latest.body.contains("Fix the bike · next: Pump the tyres"))
        #expect(latest.fallbackReason?.hasPrefix("no API key") == true)
        let earlier = try sandbox.json(Shown.self, ["digest", "--date", "2026-11-22", "--json"])
        #expect(earlier.localDate == "2026-11-22")
        let text = try sandbox.ok(["digest", "--date", "2026-11-22"]).stdout
        #expect(text.hasPrefix("2026-11-22: Good morning, Sunday 22 November") && text.contains("\n  Today\n    "))
        let missing = try sandbox.run(["digest", "--date", "2026-11-23"])
        #expect(
            missing.status == 1 && missing.stderr == "mynd: no digest for 2026-11-23: the digest job makes one a day (`mynd run digest`)\n")
    }

    /// The test knob that slows each step does not outlast the budget.
    @Test func aSlowedStep_endsWithTheBudget() throws {
        let (sandbox, _) = try staleGraph()
        sandbox.environment["MYND_JOB_STEP_DELAY"] = "20"
        sandbox.environment["MYND_JOB_BUDGET"] = "2"
        let started = ContinuousClock.now
        let report = try refresh(sandbox, at: "2026-11-22T09:00:00+01:00")
        #expect(ContinuousClock.now - started < .seconds(8), "a 20 s step in a 2 s budget")
        #expect(report.outcome == "expired")
    }

    @Test func sigterm_midRun_recordsExpired_andLeavesTheOutboxConsistent() throws {
        let (sandbox, _) = try staleGraph()
        let process = Process()
        process.executableURL = Sandbox.binary
        process.arguments = ["run", "refresh"]
        var environment = sandbox.processEnvironment(now: "2026-11-22T09:00:00+01:00")
        environment["MYND_JOB_STEP_DELAY"] = "2"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Signal only once the run is recorded as running: its SIGTERM handler is installed
        // by then, and the first step is still asleep.
        var running = false
        for _ in 0..<100 where !running {
            Thread.sleep(forTimeInterval: 0.05)
            let status = try sandbox.json(StatusView.self, ["status", "--json"], now: "2026-11-22T09:00:30+01:00")
            running = status.jobs.first { $0.job == "refresh" }?.lastRun?.outcome == "running"
        }
        #expect(running, "the job never recorded its start")
        process.terminate()  // SIGTERM, as systemd stops a unit
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)

        let status = try sandbox.json(StatusView.self, ["status", "--json"], now: "2026-11-22T09:01:00+01:00")
        let refreshJob = try #require(status.jobs.first { $0.job == "refresh" })
        #expect(refreshJob.lastRun?.outcome == "expired")
        #expect(refreshJob.lastRun?.reason == "stopped by SIGTERM")
        // Consistent: either nothing was planned, or what was planned is in the outbox.
        let followUps = try sandbox.json([FollowUpView].self, ["followups", "--json"], now: "2026-11-22T09:01:00+01:00")
        #expect(followUps.allSatisfy { !$0.channels.isEmpty })
        #expect(status.outbox.pending == followUps.filter { $0.status == "planned" }.count)
        // A clean run afterwards delivers normally.
        let clean = try refresh(sandbox, at: "2026-11-22T09:02:00+01:00")
        #expect(clean.outcome == "ran" && clean.delivered == clean.planned + status.outbox.pending)
    }

    @Test func dryRun_changesNothing() throws {
        let (sandbox, _) = try staleGraph()
        let before = try sandbox.snapshot()
        _ = try refresh(sandbox, at: "2026-11-22T09:00:00+01:00", dryRun: true)
        _ = try sandbox.json(Report.self, ["run", "digest", "--dry-run", "--json"], now: "2026-11-22T09:00:00+01:00")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func badQuietHours_isOneLineNamingTheKey() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[schedule]\nquiet_hours = \"25:00-07:00\"\n")
        let result = try sandbox.run(["status"])
        #expect(result.status == 78)
        #expect(result.stderrLines.count == 1 && result.stderr.contains("schedule.quiet_hours"))
    }
}

/// `status --json`.
private struct StatusView: Decodable {
    struct Run: Decodable {
        var startedAt: String; var endedAt: String?; var outcome: String; var reason: String?; var planned: Int; var delivered: Int
    }
    struct Job: Decodable { var job: String; var lastRun: Run?; var pending: Bool; var pendingReason: String?; var nextDue: String }
    struct Quiet: Decodable { var configured: String?; var active: Bool; var until: String? }
    struct Power: Decodable { var onAC: Bool; var batteryPercent: Int?; var discharging: Bool; var summary: String }
    struct Outbox: Decodable { var pending: Int; var next: String? }
    var now: String
    var timezone: String
    var jobs: [Job]
    var quietHours: Quiet
    var power: Power
    var notificationsToday: Int
    var maxNotificationsPerDay: Int
    var outbox: Outbox
}
