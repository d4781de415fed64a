import Foundation
import Testing

/// A goal whose text is on its way in a batch gets no synchronous call meanwhile: it would be
/// paid for twice.
@Suite struct ClaudeNoDoublePayTests {
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
}
