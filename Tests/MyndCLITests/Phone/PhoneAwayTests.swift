import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-7b2e9d41c0a35f68"
private let reply = topic + "-reply"

/// A day away from the desk through the built binary, with a fake ntfy server and a phone
/// that presses buttons: away, nudges reach the phone within `[phone] max_per_day` and the gap;
/// every button acts once; what is not a valid, unused, unexpired token changes nothing; at
/// the desk the screen has them again, and quiet hours and a pause hold the phone too.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneAwayTests {
    let sandbox: Sandbox
    let ntfy: FakeNtfy

    init() throws {
        sandbox = try Sandbox()
        ntfy = try FakeNtfy()
        try sandbox.writePhoneConfig(
            topic: topic, ntfy: ntfy, schedule: "quiet_hours = \"22:00-07:00\"\nmin_gap = \"2h\"", phone: "max_per_day = 2")
        for goal in ["Paint the shed", "Call the plumber back", "Renew the passport", "Sort the tax papers"] {
            _ = try sandbox.add("goal", goal, now: "2026-11-16T09:00:00Z")
        }
    }

    func refresh(_ now: String) throws {
        try sandbox.ok(["run", "refresh"], now: now)
    }

    func phoneMessages() throws -> [[String: Any]] { try ntfy.messages(topic) }

    func outcomes() throws -> [String] {
        try sandbox.query("SELECT outcome FROM phone_reply ORDER BY at, rowid").compactMap { $0["outcome"] as? String }
    }

    @Test func away_theNudgesReachThePhone_withinTheCap_andEachButtonActsOnce() throws {
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:55:00Z")
        for time in ["09:00", "10:00", "11:05", "13:10", "15:20"] { try refresh("2026-11-22T\(time):00Z") }
        let sent = try phoneMessages()
        #expect(sent.count == 2, "max_per_day = 2, two hours apart: \(sent.map { $0["title"] ?? "" })")
        let screen = try sandbox.query("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'terminal'")
        #expect(screen.first?["n"] as? Int == 0, "away, nothing was planned for the screen as well")

        // The first nudge: Did a step, pressed twice (a phone retrying, or a replay).
        #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
        #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
        // Anyone who learned the reply topic: words, and a token with a tag of their own.
        let genuine = try #require((sent[0]["actions"] as? [[String: Any]])?.first?["body"] as? String)
        try ntfy.post("done", to: reply)
        try ntfy.post(String(genuine.dropLast(32)) + String(repeating: "0", count: 32), to: reply)
        try ntfy.post(genuine.replacingOccurrences(of: ".done.", with: ".drop."), to: reply)
        try refresh("2026-11-22T15:30:00Z")
        #expect(try outcomes() == ["applied", "replayed", "malformed", "forged", "forged"])
        let answers = try sandbox.query("SELECT kind, via FROM answer WHERE via <> 'none'")
        #expect(answers.count == 1 && answers.first?["kind"] as? String == "step" && answers.first?["via"] as? String == "phone")
        let dropped = try sandbox.query("SELECT COUNT(*) AS n FROM dropped")
        #expect(dropped.first?["n"] as? Int == 0, "a changed token let nothing go")

        // Read again: nothing is applied twice, nothing new is recorded.
        try refresh("2026-11-22T15:40:00Z")
        #expect(try outcomes().count == 5)

        // Done on the first nudge now: it has its answer already.
        #expect(try ntfy.press("I handled it", on: topic, nth: 0) == 200)
        try refresh("2026-11-22T15:50:00Z")
        #expect(try outcomes().last == "refused")
        // The second nudge's button, pressed after its reply window (7 days).
        #expect(try ntfy.press("I handled it", on: topic, nth: 1) == 200)
        try refresh("2026-11-30T12:00:00Z")
        #expect(try outcomes().suffix(2) == ["refused", "expired"])
        let done = try sandbox.query("SELECT COUNT(*) AS n FROM node WHERE completedAt IS NOT NULL")
        #expect(done.first?["n"] as? Int == 0)
    }

    @Test func atTheDesk_theScreen_andQuietHoursAndAPause_holdThePhone() throws {
        try sandbox.ok(["presence", "here"], now: "2026-11-22T08:55:00Z")
        try refresh("2026-11-22T09:00:00Z")
        #expect(try phoneMessages().isEmpty, "at the desk the screen has it")
        let screen = try sandbox.query("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'terminal'")
        #expect(screen.first?["n"] as? Int == 1)

        try sandbox.ok(["presence", "away"], now: "2026-11-22T21:30:00Z")
        try refresh("2026-11-22T23:00:00Z")
        #expect(try phoneMessages().isEmpty, "quiet hours hold the phone")
        try sandbox.ok(["pause"], now: "2026-11-23T07:30:00Z")
        try refresh("2026-11-23T09:00:00Z")
        #expect(try phoneMessages().isEmpty, "a pause holds the phone")
        try sandbox.ok(["resume"], now: "2026-11-23T09:10:00Z")
        try refresh("2026-11-23T09:20:00Z")
        #expect(try phoneMessages().count == 1, "away, not paused, outside quiet hours: the phone")
    }

    @Test func theBriefing_goesToThePhone_onlyWhenAskedFor_andOnlyWhileAway() throws {
        func configured(digest: Bool) throws {
            try sandbox.writeConfig(
                """
                [schedule]
                timezone = "UTC"
                [channels]
                followup = ["terminal"]
                digest = ["terminal", "phone"]
                [phone]
                topic = "\(topic)"
                server = "\(ntfy.baseURL)"
                digest = \(digest)
                """)
        }
        try configured(digest: false)
        try sandbox.ok(["presence", "away"], now: "2026-11-22T07:00:00Z")
        try sandbox.ok(["run", "digest", "--force"], now: "2026-11-22T08:00:00Z")
        #expect(try phoneMessages().isEmpty, "[phone] digest = false")
        try configured(digest: true)
        try sandbox.ok(["run", "digest", "--force"], now: "2026-11-23T08:00:00Z")
        let away = try phoneMessages()
        #expect(away.count == 1 && (away.first?["actions"] as? [Any] ?? []).isEmpty, "away: the briefing, without buttons")
        let screen = try sandbox.query(
            "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'digest' AND ref = '2026-11-23' AND channel = 'terminal'")
        #expect(screen.first?["n"] as? Int == 0, "not shown twice")
        try sandbox.ok(["presence", "here"], now: "2026-11-24T07:00:00Z")
        try sandbox.ok(["run", "digest", "--force"], now: "2026-11-24T08:00:00Z")
        #expect(try phoneMessages().count == 1, "at the desk, the screen has it")
        let desk = try sandbox.query("SELECT channel FROM outbox WHERE kind = 'digest' AND ref = '2026-11-24'")
        #expect(desk.compactMap { $0["channel"] as? String } == ["terminal"])
    }
}
