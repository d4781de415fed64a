import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let now = "2026-11-22T13:02:00Z"

/// `presence --json`.
private struct PresenceView: Decodable {
    var state: String
    var reason: String?
    var source: String?
    var since: String
    var manual: Bool
    var detail: String
}

/// `status --json`, the presence parts.
private struct StatusPresenceView: Decodable {
    struct Pause: Decodable { var since: String, until: String?, detail: String }
    var presence: PresenceView
    var paused: Pause?
    var held: Int
}

/// `run --json`, the parts about holding.
private struct RunHeldView: Decodable {
    struct Held: Decodable { var reason: String, since: String?, awayReason: String?, until: String?, channels: [String], detail: String }
    struct HeldBack: Decodable { var goalId: String, reason: String, detail: String }
    var outcome: String
    var decision: String
    var planned: Int
    var delivered: Int
    var reasons: [String]
    var heldBack: [HeldBack]
    var held: Held?
}

/// `mynd presence`, `pause` and `resume` through the built binary, without an agent: what
/// window-manager hooks and the month simulation call, under `MYND_NOW`.
@Suite(.timed) struct PresenceCommandTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        try sandbox.writeConfig("[schedule]\ntimezone = \"Europe/Berlin\"\n")
    }

    @Test func presenceAway_holdsTheScreenNudge_andHere_letsItGo() throws {
        let goal = try sandbox.add("goal", "Paint the shed", now: created)
        let away = try sandbox.json(PresenceView.self, ["presence", "away", "--json"], now: now)
        #expect(away.state == "away" && away.reason == "manual" && away.source == "manual" && away.manual)
        #expect(away.since == now && away.detail == "away since 14:02 (you said so)")
        let dry = try sandbox.ok(["run", "refresh", "--dry-run"], now: now).stdout
        #expect(dry.contains("\n  held: away since 14:02: 1 nudge waits for your return\n"), "\(dry)")
        #expect(dry.contains("\n  held \(goal.shortId) (rank 1, away): held: away since 14:02\n"), "\(dry)")
        let run = try sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: now)
        #expect(run.planned == 0 && run.decision == "away" && run.heldBack.map(\.reason) == ["away"])
        #expect(run.held?.reason == "away" && run.held?.awayReason == "manual" && run.held?.since == now)
        #expect(run.held?.channels == ["desktop", "terminal"] && run.held?.detail == "held: away since 14:02")
        let status = try sandbox.json(StatusPresenceView.self, ["status", "--json"], now: now)
        #expect(status.held == 1 && status.presence.detail == "away since 14:02 (you said so): 1 nudge held for you")
        #expect(status.paused == nil)

        #expect(try sandbox.ok(["presence", "here"], now: now).stdout == "here since 14:02 (you said so) until `mynd presence auto`\n")
        let back = try sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: "2026-11-22T13:03:00Z")
        #expect(back.planned == 1 && back.delivered == 1 && back.held == nil, "\(back)")
        #expect(try sandbox.ok(["presence", "auto"], now: now).stdout == "unknown: no presence source\n")
    }

    @Test func aNudgeWaitingForAnAnswer_saysWhatIsLeftInThePersonsTime_notAClockTime() throws {
        _ = try sandbox.add("goal", "Paint the shed", now: created)
        let sent = try sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: "2026-11-22T09:00:00Z")
        #expect(sent.delivered >= 1, "\(sent)")
        try sandbox.ok(["presence", "here"], now: "2026-11-22T09:00:00Z")
        try sandbox.ok(["presence", "away"], now: "2026-11-22T10:30:00Z")
        // Away for the night: 1.5 h of the 12 h window went by while here, and none since.
        let status = try sandbox.ok(["status"], now: "2026-11-23T02:00:00Z").stdout
        #expect(status.contains("waiting for an answer: 10.5 h of your time left (answer_window)"), "\(status)")
    }

    @Test func awayAtDigestTime_theBriefingIsMadeAtTheReturn_thatDay() throws {
        try sandbox.writeConfig(channels: ["terminal"], "[schedule]\ntimezone = \"UTC\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: created)
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:00:00Z")
        let away = try sandbox.ok(["run", "digest"], now: "2026-11-22T08:00:00Z")
        #expect(
            away.stdout.hasPrefix("digest: deferred\n  away since 08:00 (you said so): the briefing is made when you are back"),
            "\(away)")
        try sandbox.ok(["presence", "here"], now: "2026-11-22T13:30:00Z")
        let back = try sandbox.json(RunHeldView.self, ["run", "digest", "--json"], now: "2026-11-22T13:30:00Z")
        #expect(back.planned == 1 && back.delivered == 1 && back.held == nil, "\(back)")
        // Made at the return, it greets as the hour is then.
        #expect(try sandbox.ok(["digest"], now: "2026-11-22T13:31:00Z").stdout.hasPrefix("2026-11-22: Good afternoon"))
    }

    @Test func aBriefingNotShownOnItsDay_isNeverShown() throws {
        try sandbox.writeConfig(channels: ["terminal"], "[schedule]\ntimezone = \"UTC\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: created)
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:00:00Z")
        // Made anyway (--force) while away: it waits for the screen, and nobody comes back that day.
        let forced = try sandbox.json(RunHeldView.self, ["run", "digest", "--force", "--json"], now: "2026-11-22T08:00:00Z")
        #expect(forced.planned == 1 && forced.delivered == 0 && forced.held?.reason == "away", "\(forced)")
        try sandbox.ok(["presence", "here"], now: "2026-11-23T06:30:00Z")
        let refresh = try sandbox.ok(["run", "refresh"], now: "2026-11-23T06:30:00Z")
        #expect(!refresh.stdout.contains("digest on terminal"), "yesterday's briefing shown: \(refresh)")
        let status = try sandbox.ok(["status"], now: "2026-11-23T06:31:00Z").stdout
        #expect(status.contains("its day ended before it could be shown"), "\(status)")
    }

    @Test func pauseUntil_isTheFirstLineOfStatus_andDefersTheDigest() throws {
        _ = try sandbox.add("goal", "Paint the shed", now: created)
        let paused = try sandbox.ok(["pause", "until", "mon", "09:00"], now: now)
        #expect(paused.stdout == "paused until tomorrow 09:00: nothing is shown or sent (mynd resume)\n")
        let status = try sandbox.ok(["status"], now: now).stdout
        #expect(status.hasPrefix("paused until tomorrow 09:00: nothing is shown or sent (mynd resume)\nrefresh "), "\(status)")
        let json = try sandbox.json(StatusPresenceView.self, ["status", "--json"], now: now)
        #expect(json.paused?.until == "2026-11-23T08:00:00Z" && json.paused?.since == now)
        let digest = try sandbox.ok(["run", "digest"], now: "2026-11-22T13:05:00Z")
        #expect(digest.stdout.hasPrefix("digest: deferred\n  paused until tomorrow 09:00"), "\(digest)")
        let refresh = try sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: "2026-11-22T13:05:00Z")
        #expect(refresh.planned == 0 && refresh.decision == "paused" && refresh.held?.until == "2026-11-23T08:00:00Z")
        // Past its end, the pause is over by itself.
        let after = try sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: "2026-11-23T08:00:00Z")
        #expect(after.planned == 1 && after.held == nil, "\(after)")
    }

    @Test func pause_withoutATime_lastsUntilResume() throws {
        #expect(try sandbox.ok(["pause"], now: now).stdout == "paused until you resume: nothing is shown or sent (mynd resume)\n")
        let later = try sandbox.json(StatusPresenceView.self, ["status", "--json"], now: "2027-01-01T00:00:00Z")
        #expect(later.paused?.until == nil && later.paused != nil)
        #expect(try sandbox.ok(["resume", "--json"], now: now).stdout.contains("\"resumed\" : true"))
        #expect(try sandbox.json(StatusPresenceView.self, ["status", "--json"], now: now).paused == nil)
    }

    @Test(arguments: [
        (["presence", "maybe"], "mynd: "),
        (["presence"], "mynd: "),
        (
            ["pause", "until"],
            "mynd: pause until what? give a time, like `mynd pause until mon 09:00`, or none to pause until `mynd resume`"
        ),
        (["pause", "until", "2020-01-01"], "mynd: '2020-01-01' is in the past"),
        (["pause", "until", "someday"], "mynd: can't read 'someday' as a time"),
    ])
    func badWords_areOneLine_exit64_andChangeNothing(_ arguments: [String], _ start: String) throws {
        let result = try sandbox.run(arguments, now: now)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix(start), "\(result)")
        let status = try sandbox.json(StatusPresenceView.self, ["status", "--json"], now: now)
        #expect(status.paused == nil && status.presence.state == "unknown")
    }

    @Test(arguments: ["\"5s\"", "\"2d\"", "\"soon\"", "10"])
    func aBadAwayAfter_isOneLine_exit78(_ value: String) throws {
        try sandbox.writeConfig("[presence]\naway_after = \(value)\n")
        let result = try sandbox.run(["presence", "here"], now: now)
        #expect(result.status == 78, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("presence.away_after"), "\(result)")
    }

    @Test func aGoodAwayAfter_isTaken() throws {
        try sandbox.writeConfig("[presence]\naway_after = \"5m\"\n")
        try sandbox.ok(["presence", "here"], now: now)
    }
}

/// Email goes as planned while the person is away (it waits in the inbox by itself); while
/// paused, nothing is sent, email included.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.available, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct PresenceEmailTests {
    private func scene() throws -> (EmailScene, SMTPPeer) {
        let scene = try EmailScene()
        let server = try scene.server()
        try scene.sandbox.writeConfig(
            """
            [channels]
            followup = ["terminal", "email"]
            digest = ["terminal", "email"]
            [smtp]
            url = "smtp://127.0.0.1:\(server.port)"
            starttls = "off"
            from = "mynd@example.org"
            to = ["me@example.org"]
            """)
        return (scene, server)
    }

    @Test func away_theEmailGoes_andTheScreenRowWaits() throws {
        let (scene, server) = try scene()
        try scene.sandbox.ok(["presence", "away"], now: EmailScene.refreshTime)
        let run = try scene.sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: EmailScene.refreshTime)
        #expect(run.planned == 1 && run.delivered == 1 && run.held?.channels == ["desktop", "terminal"], "\(run)")
        #expect(try server.received().count == 1)
        let rows = try scene.sandbox.query("SELECT channel, status FROM outbox ORDER BY id")
        #expect(rows.map { "\($0["channel"]!) \($0["status"]!)" } == ["terminal pending", "email sent"])
        try scene.sandbox.ok(["presence", "here"], now: "2026-11-20T10:30:00Z")
        let back = try scene.sandbox.ok(["run", "refresh"], now: "2026-11-20T10:30:00Z")
        #expect(back.stdout.contains("followup on terminal: sent via"), "\(back)")
        #expect(try server.received().count == 1, "the email went once")
    }

    @Test func paused_nothingIsSent_emailIncluded() throws {
        let (scene, server) = try scene()
        try scene.sandbox.ok(["pause", "until", "2026-11-22T09:00"], now: EmailScene.refreshTime)
        let refresh = try scene.sandbox.json(RunHeldView.self, ["run", "refresh", "--json"], now: EmailScene.refreshTime)
        #expect(refresh.planned == 0 && refresh.decision == "paused")
        try scene.run("digest", at: EmailScene.digestTime)
        try scene.run("digest", at: EmailScene.digestTime, ["--force"])
        #expect(try server.received().isEmpty)
        #expect(try scene.emailRows().map { $0["status"] as? String } == ["pending"], "the forced digest waits")
        try scene.sandbox.ok(["resume"], now: "2026-11-21T08:10:00Z")
        try scene.run("refresh", at: "2026-11-21T08:10:00Z")
        #expect(try server.received().count == 2, "the digest and the follow-up")
    }
}
