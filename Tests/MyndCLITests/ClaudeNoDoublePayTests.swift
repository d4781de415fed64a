import Foundation
import MyndTestSupport
import Testing

/// A goal whose text is on its way in a batch gets no synchronous call meanwhile: it would be
/// paid for twice.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeNoDoublePayTests {
    @Test func aPendingBatchItemYoungerThan6h_holdsTheSynchronousCall_andTheFallbackGoesOut() throws {
        let scene = try ClaudeScene(script: [:], config: "[schedule]\nstale_after = \"2d\"\n", batchPolls: 100)
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        #expect(try scene.query("SELECT status FROM batch").first?["status"] as? String == "submitted")
        try scene.refresh(at: "2026-11-19T07:30:00Z")
        let posts = try scene.requests().filter { $0["path"] as? String == "/v1/messages" }
        #expect(posts.isEmpty, "no synchronous call while the batch item is pending")
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.contains("batch") == true, "\(followUp)")
    }

    @Test func aBatchReservesItsWorstCase_andItsRowsAreDatedTheDayItWasSent() throws {
        let scene = try ClaudeScene(script: [:], config: "[schedule]\nstale_after = \"2d\"\n", batchPolls: 1)
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T23:30:00Z")
        let reserved = try #require(try scene.query("SELECT reservedTokens, reservedUSD, request FROM batch").first)
        #expect((reserved["reservedTokens"] as? Int ?? 0) > 1000)
        #expect((reserved["reservedUSD"] as? Double ?? 0) > 0)
        #expect((reserved["request"] as? String)?.contains("\"custom_id\"") == true)
        // Collected after midnight: the rows belong to the day that reserved room for them.
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-20T00:30:00Z")
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-20T01:30:00Z")
        let rows = try scene.query("SELECT at FROM aicall")
        #expect(!rows.isEmpty)
        let sentAt = try #require(try scene.query("SELECT createdAt FROM batch").first?["createdAt"] as? Int)
        #expect(rows.allSatisfy { $0["at"] as? Int == sentAt })
    }

    @Test func doctorPrivacy_showsWhatABatchCarried_everyItem() throws {
        let scene = try ClaudeScene(script: [:], config: "[schedule]\nstale_after = \"2d\"\n", batchPolls: 100)
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        let text = try scene.sandbox.ok(["doctor", "--privacy"], now: "2026-11-19T04:00:00Z")
        #expect(text.stdout.contains("batch claude-haiku-5-5 msgbatch_"), "\(text)")
        #expect(text.stdout.contains("(2 requests)"), "a follow-up and the insight")
        #expect(text.stdout.contains("followup-\(scene.goalId)"))
        let json = try scene.sandbox.ok(["doctor", "--privacy", "--json"], now: "2026-11-19T04:00:00Z")
        let sent = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        let batch = try #require(sent.first { $0["purpose"] as? String == "batch" })
        #expect((batch["body"] as? String)?.contains("Plant the spring bulbs") == true)
        #expect((batch["batchId"] as? String)?.hasPrefix("msgbatch_") == true)
    }
}
