import Foundation
import MyndTestSupport
import Testing

/// Prompt caching only where it pays (issue 30, item 11). Writing the cache costs 1.25× the
/// system prompt's tokens and pays only when another request reads it within five minutes. A
/// lone call (refresh, digest: at least `min_gap` apart) is not marked and pays no write; the
/// questions sent together (a batch, texts written ahead one by one) are.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeCacheTests {
    static func systemBlocks(_ body: [String: Any]) -> [[String: Any]] {
        body["system"] as? [[String: Any]] ?? []
    }

    static func bodies(_ scene: ClaudeScene, path: String) throws -> [[String: Any]] {
        try scene.requests().filter { $0["path"] as? String == path }.map { request in
            try #require(try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any])
        }
    }

    @Test func aLoneCall_isNotMarked_andPaysNoCacheWrite() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": ClaudeJobTests.bulbs]]])
        try scene.refresh()
        let body = try #require(try Self.bodies(scene, path: "/v1/messages").first)
        #expect(Self.systemBlocks(body).count == 1)
        #expect(Self.systemBlocks(body).allSatisfy { $0["cache_control"] == nil })
        let call = try #require(try scene.query("SELECT cacheWriteTokens, cacheReadTokens FROM aicall").first)
        #expect(call["cacheWriteTokens"] as? Int == 0 && call["cacheReadTokens"] as? Int == 0)
    }

    @Test func aBatch_marksEveryItem_soTheSystemPromptIsWrittenOnce() throws {
        let scene = try ClaudeScene(
            script: ["batch_texts": [ClaudeJobTests.bulbs, "A quiet week: the bulbs can wait a day."]], batchPolls: 0)
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        let batch = try #require(try Self.bodies(scene, path: "/v1/messages/batches").first)
        let items = try #require(batch["requests"] as? [[String: Any]])
        #expect(items.count == 2)
        for item in items {
            let params = try #require(item["params"] as? [String: Any])
            #expect((Self.systemBlocks(params).first?["cache_control"] as? [String: String])?["type"] == "ephemeral")
        }
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T04:00:00Z")
        let calls = try scene.query("SELECT cacheWriteTokens, cacheReadTokens FROM aicall ORDER BY id")
        #expect(calls.count == 2)
        #expect(calls.filter { ($0["cacheWriteTokens"] as? Int ?? 0) > 0 }.count == 1, "written once: \(calls)")
        #expect(calls.filter { ($0["cacheReadTokens"] as? Int ?? 0) > 0 }.count == 1, "read by the other: \(calls)")
    }

    @Test func textsWrittenAheadOneByOne_areMarked() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["text": ClaudeJobTests.bulbs], ["text": "A quiet week: the bulbs can wait a day."]]],
            config: "[ai]\nbatch = false\n")
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        let bodies = try Self.bodies(scene, path: "/v1/messages")
        #expect(bodies.count == 2)
        #expect(bodies.allSatisfy { (Self.systemBlocks($0).first?["cache_control"] as? [String: String])?["type"] == "ephemeral" })
        let calls = try scene.query("SELECT cacheReadTokens FROM aicall ORDER BY id")
        #expect(calls.last?["cacheReadTokens"] as? Int ?? 0 > 0, "the second reads what the first wrote")
    }
}
