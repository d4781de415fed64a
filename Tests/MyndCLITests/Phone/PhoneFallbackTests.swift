import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-9a3d5f7b1c0e2846"

/// The phone that keeps failing, through the built binary: while the person is away its row is
/// tried again with the outbox's backoff, as an email row is; back at the desk, a nudge the
/// phone never took is shown on the screen instead, once, and the phone is not sent it later.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneFallbackTests {
    let sandbox: Sandbox
    let ntfy: FakeNtfy

    init() throws {
        sandbox = try Sandbox()
        ntfy = try FakeNtfy()
        try sandbox.writePhoneConfig(topic: topic, ntfy: ntfy)
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
    }

    func rows() throws -> [String: String] {
        var found: [String: String] = [:]
        for row in try sandbox.query("SELECT channel, status FROM outbox WHERE kind = 'followup'") {
            if let channel = row["channel"] as? String { found[channel] = row["status"] as? String }
        }
        return found
    }

    @Test func away_theServerDown_theRowIsTriedAgain_andGoesWhenTheServerIsBack() throws {
        try ntfy.answerNextPublishes(["500", "hang"])
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:55:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:05:00Z")
        let tried = try sandbox.query("SELECT attempts, status FROM outbox WHERE channel = 'phone'")
        #expect(tried.first?["attempts"] as? Int == 2 && tried.first?["status"] as? String == "pending")
        #expect(try rows() == ["phone": "pending"], "away, the screen has nothing yet")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:15:00Z")
        #expect(try rows() == ["phone": "sent"])
        #expect(try ntfy.messages(topic).count == 1)
    }

    @Test func backAtTheDesk_aNudgeThePhoneNeverTook_isOnTheScreen_once() throws {
        try ntfy.answerNextPublishes(["500", "500", "500"])
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:55:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:05:00Z")
        #expect(try rows() == ["phone": "pending"])
        try sandbox.ok(["presence", "here"], now: "2026-11-22T09:30:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:31:00Z")
        #expect(try rows() == ["phone": "failed", "terminal": "sent"], "shown at the desk")
        let why = try sandbox.query("SELECT lastError FROM outbox WHERE channel = 'phone'").first?["lastError"] as? String
        #expect(why?.hasPrefix("fell back to the screen: ") == true && why?.contains("500") == true, "\(why ?? "")")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        #expect(try ntfy.messages(topic).isEmpty, "the phone is not sent it later")
        let shown = try sandbox.query("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'followup' AND channel = 'terminal'")
        #expect(shown.first?["n"] as? Int == 1)
    }
}
