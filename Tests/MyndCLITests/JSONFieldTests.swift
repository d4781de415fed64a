import Foundation
import MyndTestSupport
import Testing

/// `--json` field lists are part of the interface: an absent value is `null`, never a missing key.
@Suite(.timed) struct JSONFieldTests {
    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// DEL, C1 controls (NEL, CSI) and the line and paragraph separators are `\u` escapes in
    /// `--json` and in `export`, and read back as the same text.
    @Test func invisibleCharacters_areEscaped_inJSONAndExport() throws {
        let sandbox = try Sandbox()
        let text = "Plant\u{7F} the\u{85} garden\u{9B}2J\u{2028}now\u{2029}"
        _ = try sandbox.ok(["add", "goal", text, "--json"], now: "2026-11-10T09:00:00Z")
        for arguments in [["list", "--json"], ["export"]] {
            let output = try sandbox.ok(arguments, now: "2026-11-10T09:00:00Z").stdoutData
            let raw = String(decoding: output, as: UTF8.self).unicodeScalars
            #expect(!raw.contains { [0x7F, 0x85, 0x9B, 0x2028, 0x2029].contains($0.value) }, "\(arguments)")
            #expect(String(decoding: output, as: UTF8.self).contains("Plant\\u007f the\\u0085 garden\\u009b2J\\u2028now\\u2029"))
        }
        let listed = try #require(
            try JSONSerialization.jsonObject(with: try sandbox.ok(["list", "--json"]).stdoutData) as? [[String: Any]])
        #expect(listed.first?["content"] as? String == text)
    }

    @Test func absentTimesAreNull_inNodesFollowUpsAndStatus() throws {
        let sandbox = try Sandbox()
        let added = try object(try sandbox.ok(["add", "goal", "Plant the garden", "--json"], now: "2026-11-10T09:00:00Z").stdoutData)
        #expect(added["completedAt"] is NSNull && added["snoozedUntil"] is NSNull)

        try sandbox.ok(["run", "refresh"], now: "2026-11-20T09:00:00Z")
        let followUps = try #require(
            try JSONSerialization.jsonObject(
                with: try sandbox.ok(["followups", "--json"], now: "2026-11-20T09:05:00Z").stdoutData) as? [[String: Any]])
        let first = try #require(followUps.first)
        #expect(first["closedAt"] is NSNull)
        #expect(first["deliveredAt"] is String && first["rank"] as? Int == 1)

        let status = try object(try sandbox.ok(["status", "--json"], now: "2026-11-20T09:05:00Z").stdoutData)
        let jobs = try #require(status["jobs"] as? [[String: Any]])
        let digest = try #require(jobs.first { $0["job"] as? String == "digest" })
        #expect(digest["lastRun"] is NSNull && digest["pendingReason"] is NSNull)
        let outbox = try #require(status["outbox"] as? [String: Any])
        #expect(outbox["next"] is NSNull)
    }
}
