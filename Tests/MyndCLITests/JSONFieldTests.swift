import Foundation
import Testing

/// `--json` field lists are part of the interface: an absent value is `null`, never a missing key.
@Suite struct JSONFieldTests {
    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
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
