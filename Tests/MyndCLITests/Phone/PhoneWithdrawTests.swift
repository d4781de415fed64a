import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-2c8f0e6a4b1d9357"

/// An answer anywhere takes the nudge off the phone, through the built binary: answered on
/// the command line, its message is deleted on the ntfy server (the phone drops it); answered
/// by its own button, nothing more is asked of the server; a server that cannot delete leaves
/// it, and nothing fails.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneWithdrawTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    /// A goal whose nudge went to the phone while the person was away.
    func nudgedAway(_ ntfy: FakeNtfy) throws -> NodeView {
        try sandbox.writePhoneConfig(topic: topic, ntfy: ntfy)
        let goal = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:55:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        #expect(try ntfy.showing(topic).count == 1, "away, the nudge is on the phone")
        return goal
    }

    func deletes(_ ntfy: FakeNtfy) throws -> [String] {
        try ntfy.requests().filter { $0["method"] as? String == "DELETE" }.compactMap { $0["path"] as? String }
    }

    func withdrawals() throws -> [String] {
        try sandbox.query("SELECT outcome FROM phone_withdrawal ORDER BY outboxId").compactMap { $0["outcome"] as? String }
    }

    @Test func answeredOnTheCommandLine_theMessageLeavesThePhone() throws {
        let ntfy = try FakeNtfy()
        let goal = try nudgedAway(ntfy)
        let followUp = try #require(try sandbox.query("SELECT ref FROM outbox WHERE channel = 'phone'").first?["ref"] as? String)
        #expect(try ntfy.messages(topic).first?["sequence_id"] as? String == followUp)
        try sandbox.ok(["done", goal.id], now: "2026-11-22T10:00:00Z")
        #expect(try ntfy.showing(topic).isEmpty, "the phone dropped it")
        #expect(try deletes(ntfy) == ["/\(topic)/\(followUp)"])
        #expect(try withdrawals() == ["deleted"])
        // The next looks ask nothing more of the server.
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T11:00:00Z")
        #expect(try deletes(ntfy).count == 1)
    }

    @Test func answeredOnThePhone_nothingMoreIsAsked() throws {
        let ntfy = try FakeNtfy()
        _ = try nudgedAway(ntfy)
        #expect(try ntfy.press("I handled it", on: topic) == 200)
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        let answers = try sandbox.query("SELECT via FROM answer WHERE via = 'phone'")
        #expect(answers.count == 1)
        #expect(try deletes(ntfy).isEmpty, "its own button cleared it")
        #expect(try withdrawals() == ["answered_on_phone"])
    }

    @Test func anOlderServer_leavesTheMessage_andNothingFails() throws {
        let ntfy = try FakeNtfy(sequences: false)
        let goal = try nudgedAway(ntfy)
        let done = try sandbox.ok(["done", goal.id], now: "2026-11-22T10:00:00Z")
        #expect(done.status == 0)
        #expect(try ntfy.showing(topic).count == 1, "the server cannot delete: the message stays")
        #expect(try withdrawals() == ["unsupported"])
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T11:00:00Z")
        #expect(try deletes(ntfy).count == 1, "a server that cannot is not asked again")
    }

    @Test func aServerDown_whenAnswered_isAskedAgainOnTheNextLook() throws {
        let ntfy = try FakeNtfy()
        let goal = try nudgedAway(ntfy)
        try ntfy.answerNextDeletes(["500"])
        try sandbox.ok(["done", goal.id], now: "2026-11-22T10:00:00Z")
        #expect(try withdrawals().isEmpty)
        #expect(try ntfy.showing(topic).count == 1)
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T11:00:00Z")
        #expect(try withdrawals() == ["deleted"])
        #expect(try ntfy.showing(topic).isEmpty)
    }
}
