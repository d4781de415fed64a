import Foundation
import MyndTestSupport
import Testing

/// Retries against the API replica, as the official SDKs make them, and the ledger's count.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeRetryJobTests {
    static let bulbs = "The bulbs want the ground before the frost: plant five today?"

    @Test func retryAfterMs_isHonoured_andTheLedgerCountsTwoAttempts() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["status": 529, "headers": ["retry-after-ms": "300", "retry-after": "9"]], ["text": Self.bulbs]]])
        let started = Date()
        try scene.refresh()
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 8, "waited retry-after-ms (0.3 s), not retry-after (9 s): \(elapsed) s")
        #expect(try scene.requests().count == 2)
        #expect(try scene.followUps().first?["source"] as? String == "claude")
        #expect(try scene.query("SELECT attempts FROM aicall").first?["attempts"] as? Int == 2)
    }

    @Test func aCallThatFailsThreeTimes_recordsThreeAttempts_andTheNudgeStillGoesOut() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["status": 503, "retry_after": "0"], ["status": 503], ["status": 503]]])
        try scene.refresh()
        #expect(try scene.requests().count == 3)
        #expect(try scene.followUps().first?["source"] as? String == "fallback")
        let row = try #require(try scene.query("SELECT attempts, outcome FROM aicall").first)
        #expect(row["attempts"] as? Int == 3)
        #expect(row["outcome"] as? String == "failed")
    }

    @Test func aRefusal_fallsBack_andTheNudgeStillGoesOut() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": "", "stop_reason": "refusal"]]])
        let run = try scene.refresh()
        #expect(run.stdout.contains("1 delivered"), "\(run)")
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.contains("declined") == true, "\(followUp)")
    }

    @Test func anAnswerThatStartsWithAThinkingBlock_isRead() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.bulbs, "thinking": true]]])
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude")
        #expect(followUp["text"] as? String == Self.bulbs)
    }

    @Test func anAnswerCutAtMaxTokens_isAskedForOnceMore_shorter() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["text": "The bulbs, the frost, the soil and the", "stop_reason": "max_tokens"], ["text": Self.bulbs]]])
        try scene.refresh()
        #expect(try scene.requests().count == 2)
        #expect(try scene.followUps().first?["text"] as? String == Self.bulbs)
        #expect(try scene.query("SELECT outcome FROM aicall ORDER BY id").map { $0["outcome"] as? String } == ["rejected", "ok"])
    }
}
