import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-3b9e1f5d7a0c2468"
private let reply = topic + "-reply"

/// Reading the phone's answers when the ntfy server fails, through the built binary
/// (RELIABILITY.md "The phone's server"): a poll
/// answered 500 or 429, and one whose answer ends in the middle of a message (the connection
/// dropped), with or without a length that tells. Each post is judged exactly once in the end:
/// none is applied twice, none lost.
@Suite(
    .timed, .tags(.reliability), .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct ReliabilityPhoneServerTests {
    let sandbox: Sandbox
    let ntfy: FakeNtfy

    init() throws {
        sandbox = try Sandbox()
        ntfy = try FakeNtfy()
        try sandbox.writePhoneConfig(topic: topic, ntfy: ntfy, schedule: "min_gap = \"1h\"")
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        _ = try sandbox.add("goal", "Call the plumber back", now: "2026-11-16T09:00:00Z")
        try sandbox.ok(["presence", "away"], now: "2026-11-22T08:55:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:05:00Z")
    }

    func refresh(_ time: String) throws {
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T\(time):00Z")
    }

    func judged() throws -> [String] {
        try sandbox.query("SELECT outcome FROM phone_reply ORDER BY at, rowid").compactMap { $0["outcome"] as? String }
    }

    func appliedByPhone() throws -> Int {
        try sandbox.query("SELECT id FROM answer WHERE via = 'phone'").count
    }

    /// How many times the reply topic was read.
    func pollCount() throws -> Int {
        try ntfy.requests().filter { ($0["method"] as? String) == "GET" && (($0["path"] as? String) ?? "").hasPrefix("/\(reply)/json") }
            .count
    }

    func lastCheck() throws -> (ok: Bool, detail: String) {
        let row = try #require(try sandbox.query("SELECT ok, detail FROM phone_state").first)
        return ((row["ok"] as? Int) == 1, row["detail"] as? String ?? "")
    }

    /// Both nudges' *Did a step* pressed: two posts on the reply topic.
    func pressBoth() throws {
        #expect(try ntfy.messages(topic).count == 2, "two nudges on the phone")
        #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
        #expect(try ntfy.press("Did a step", on: topic, nth: 1) == 200)
        #expect(try ntfy.messages(reply).count == 2)
    }

    @Test func aPollAnswered500_or429_readsNothing_andTheNextReadsEachPostOnce() throws {
        try pressBoth()
        try ntfy.answerNextPolls(["500", "429:600"])
        try refresh("10:10")
        #expect(try judged().isEmpty)
        let failed = try lastCheck()
        #expect(!failed.ok && failed.detail.contains("500"), "\(failed)")
        try refresh("10:20")
        #expect(try judged().isEmpty)
        let limited = try lastCheck()
        #expect(limited.detail.contains("429 too many requests, retry after 600 s"), "\(limited)")
        // Within the 10 minutes the server asked for, it is not asked again.
        let polls = try pollCount()
        try refresh("10:25")
        #expect(try pollCount() == polls, "asked again within its Retry-After")
        #expect(try judged().isEmpty)
        try refresh("10:30")
        #expect(try judged() == ["applied", "applied"])
        #expect(try lastCheck().ok)
        try refresh("10:40")
        #expect(try judged().count == 2 && appliedByPhone() == 2, "nothing applied twice")
    }

    @Test func anAnswerCutInTheMiddleOfAMessage_withNoLengthToTell_readsTheWholeOnesAndTheRestLater() throws {
        try pressBoth()
        try ntfy.answerNextPolls(["cut"])
        try refresh("10:10")
        #expect(try judged() == ["applied"], "the whole message judged; the cut one is not read as anything")
        try refresh("10:20")
        #expect(try judged() == ["applied", "applied"], "the cut one read whole the next time, not lost")
        try refresh("10:30")
        #expect(try judged().count == 2 && appliedByPhone() == 2, "nothing applied twice")
    }

    @Test func anAnswerCutShortOfItsLength_readsNothing_andTheNextReadsAll() throws {
        try pressBoth()
        try ntfy.answerNextPolls(["cut-length"])
        try refresh("10:10")
        #expect(try judged().isEmpty, "an answer that is not whole is not read at all")
        #expect(!(try lastCheck().ok))
        try refresh("10:20")
        #expect(try judged() == ["applied", "applied"])
        #expect(try appliedByPhone() == 2)
    }
}
