import Foundation
import MyndTestSupport
import Testing

/// Ids are printed as the shortest unique prefix (at least 4 characters) and accepted as any
/// unique prefix, like git's.
@Suite(.timed) struct ShortIDTests {
    static let now = "2026-05-01T12:00:00Z"
    static let first = "aaaa1111-0000-4000-8000-000000000001"
    static let second = "aaaa2222-0000-4000-8000-000000000002"

    /// Two goals whose ids share the prefix `aaaa`, in mynd's export format.
    static let twins = """
        {
          "version": "1.0",
          "nodes": [
            {"id": "\(first)", "content": "First twin", "nodeType": "goal", "createdAt": "2026-04-01T00:00:00Z"},
            {"id": "\(second)", "content": "Second twin", "nodeType": "goal", "createdAt": "2026-04-02T00:00:00Z"}
          ],
          "edges": []
        }
        """

    func importTwins(_ sandbox: Sandbox) throws {
        let path = try sandbox.file("twins.json", Self.twins)
        _ = try sandbox.ok(["import", path], now: Self.now)
    }

    @Test func printedIDs_areAtLeastFourCharsAndUniquePrefixes() throws {
        let sandbox = try Sandbox()
        for i in 0..<24 { _ = try sandbox.add("thought", "Thought \(i)", now: Self.now) }
        try importTwins(sandbox)
        let nodes = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        #expect(nodes.count == 26)
        for node in nodes {
            #expect(node.shortId.count >= 4)
            #expect(node.id.hasPrefix(node.shortId))
            let sharing = nodes.filter { $0.id.hasPrefix(node.shortId) }
            #expect(sharing.map(\.id) == [node.id], "\(node.shortId) is not unique")
        }
        // Shortest: one character fewer would be shared (or below the minimum of 4).
        for node in nodes where node.shortId.count > 4 {
            let shorter = String(node.shortId.dropLast())
            #expect(nodes.filter { $0.id.hasPrefix(shorter) }.count > 1)
        }
    }

    @Test func textListing_printsShortIDs() throws {
        let sandbox = try Sandbox()
        try importTwins(sandbox)
        let listing = try sandbox.ok(["list"], now: Self.now)
        let rows = listing.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("aaaa1  goal ") == true)
        #expect(rows.last?.hasPrefix("aaaa2  goal ") == true)
    }

    @Test(arguments: [
        "aaaa1", "aaaa11", "aaaa1111-", "AAAA1111", "aaaa1111-0000-4000-8000-000000000001",
        "AAAA1111-0000-4000-8000-000000000001",
    ])
    func uniquePrefix_isAccepted(prefix: String) throws {
        let sandbox = try Sandbox()
        try importTwins(sandbox)
        let shown = try sandbox.json(ShowView.self, ["show", prefix, "--json"], now: Self.now)
        #expect(shown.id == Self.first)
        #expect(shown.content == "First twin")
    }

    @Test func randomNode_isFoundByItsPrintedShortIDAndFullUppercaseID() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.now)
        _ = try sandbox.add("goal", "Another", now: Self.now)
        #expect(try sandbox.json(NodeView.self, ["touch", goal.shortId, "--json"], now: Self.now).id == goal.id)
        #expect(try sandbox.json(NodeView.self, ["touch", goal.id.uppercased(), "--json"], now: Self.now).id == goal.id)
    }

    @Test(arguments: ["aaaa", "AAAA", "aaa"])
    func ambiguousPrefix_isUsageError_listingCandidates(prefix: String) throws {
        let sandbox = try Sandbox()
        try importTwins(sandbox)
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["show", prefix], now: Self.now)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("mynd: '\(prefix)' matches several nodes"))
        #expect(result.stderr.contains("aaaa1 \"First twin\""))
        #expect(result.stderr.contains("aaaa2 \"Second twin\""))
        #expect(try sandbox.snapshot() == before)
    }
}
