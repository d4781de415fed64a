import Foundation
import MyndTestSupport
import Testing

/// Export, forget and import: the whole graph survives the trip byte for byte.
@Suite(.timed) struct PortabilityTests {
    static let allNodeTypes = ["thought", "goal", "action", "project", "person", "place", "event", "insight", "question"]
    static let allEdgeTypes = ["relatesTo", "blocks", "enables", "partOf", "follows", "hasAction", "mentions", "inspiredBy"]

    /// A node with metadata (the command line cannot set any), in mynd's export format.
    static let withMetadata = """
        {"version": "1.0", "nodes": [{"id": "0b0e5d6a-1c2d-4e3f-9a8b-7c6d5e4f3a2b", "content": "Kyoto trip notes",
          "nodeType": "thought", "createdAt": "2026-05-30T07:15:00.125Z", "lastAccessedAt": "2026-05-31T07:15:00Z",
          "metadata": {"source": "notebook", "ключ": "значение", "empty": ""}}], "edges": []}
        """

    /// Builds a graph with every node type, every edge type, a completed and a snoozed node,
    /// metadata, non-ASCII and multi-line content. Returns the number of nodes and edges.
    func buildRichGraph(_ sandbox: Sandbox) throws -> (nodes: Int, edges: Int) {
        let t = "2026-06-01T10:00:00.250Z"
        var ids: [String: String] = [:]
        let contents = [
            "thought": "Grüße, Zoë 🌱 — “quotes” and \\backslash\\",
            "goal": "Run a marathon\nin under four hours\n",
            "project": "Garden",
            "person": "Ada Lovelace",
            "place": "京都",
            "event": "Spring race",
            "insight": "Small steps compound",
            "question": "Should I learn Rust?",
        ]
        for type in Self.allNodeTypes where type != "action" {
            ids[type] = try sandbox.add(type, contents[type]!, now: t).id
        }
        ids["action"] = try sandbox.add("action", "Buy running shoes", now: "2026-06-01T10:05:00Z", parent: ids["goal"]!).id
        let links: [(String, String, String, String)] = [
            ("thought", "insight", "relatesTo", "1"),
            ("question", "project", "blocks", "1"),
            ("insight", "goal", "enables", "0.75"),
            ("action", "project", "partOf", "1"),
            ("event", "goal", "follows", "0.1"),
            ("thought", "person", "mentions", "1"),
            ("goal", "person", "inspiredBy", "0.5"),
        ]
        for (from, to, type, weight) in links {
            _ = try sandbox.ok(["link", ids[from]!, ids[to]!, "--type", type, "--weight", weight], now: "2026-06-02T09:00:00Z")
        }
        _ = try sandbox.ok(["done", ids["action"]!], now: "2026-06-03T09:00:00Z")
        _ = try sandbox.ok(["snooze", ids["goal"]!, "3d"], now: "2026-06-04T09:00:00.001Z")
        let path = try sandbox.file("metadata.json", Self.withMetadata)
        _ = try sandbox.ok(["import", path], now: "2026-06-04T10:00:00Z")
        _ = try sandbox.ok(["link", "0b0e5d6a", ids["place"]!, "--type", "mentions"], now: "2026-06-04T11:00:00Z")
        return (nodes: 10, edges: 9)
    }

    /// The export without the two lines that carry the export time.
    func withoutExportDates(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"exportDate\"") && !$0.contains("\"exportedAt\"") }
            .joined(separator: "\n")
    }

    @Test func exportForgetImport_roundTripIsByteIdentical() throws {
        let sandbox = try Sandbox()
        let counts = try buildRichGraph(sandbox)

        let first = try sandbox.ok(["export"], now: "2026-06-05T00:00:00Z")
        #expect(first.stderr.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: first.stdoutData) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let edges = try #require(document["edges"] as? [[String: Any]])
        #expect(Set(nodes.compactMap { $0["nodeType"] as? String }) == Set(Self.allNodeTypes))
        #expect(Set(edges.compactMap { $0["edgeType"] as? String }) == Set(Self.allEdgeTypes))
        #expect(nodes.count == counts.nodes && edges.count == counts.edges)
        #expect(nodes.contains { $0["isCompleted"] as? Bool == true && $0["completedAt"] as? String == "2026-06-03T09:00:00Z" })
        #expect(nodes.contains { $0["snoozedUntil"] as? String == "2026-06-07T09:00:00.001Z" })
        #expect(nodes.contains { ($0["metadata"] as? [String: String])?["ключ"] == "значение" })
        #expect(document["exportDate"] as? String == "2026-06-05T00:00:00Z")
        #expect(document["exportedAt"] as? String == "2026-06-05T00:00:00Z")

        let file = try sandbox.file("graph.json", first.stdoutData)
        let forgot = try sandbox.ok(["forget", "--all", "--yes"], now: "2026-06-06T00:00:00Z")
        #expect(forgot.stdout == "deleted \(counts.nodes) nodes\n")
        #expect(try sandbox.json([NodeView].self, ["list", "--all", "--json"]).isEmpty)
        let emptyExport = try #require(try JSONSerialization.jsonObject(with: try sandbox.ok(["export"]).stdoutData) as? [String: Any])
        #expect((emptyExport["edges"] as? [Any])?.isEmpty == true)

        let imported = try sandbox.ok(["import", file], now: "2026-06-07T00:00:00Z")
        #expect(imported.stdout == "imported \(counts.nodes) nodes (\(counts.nodes) new, 0 updated) and \(counts.edges) edges\n")
        #expect(imported.stderr.isEmpty)

        let second = try sandbox.ok(["export"], now: "2026-06-08T00:00:00Z")
        #expect(withoutExportDates(second.stdoutData) == withoutExportDates(first.stdoutData))
        // The export dates are the only difference, so the comparison above is not vacuous.
        #expect(second.stdoutData != first.stdoutData)
    }

    @Test func importingSameFileTwice_updatesEverything_andChangesNothing() throws {
        let sandbox = try Sandbox()
        let counts = try buildRichGraph(sandbox)
        let exported = try sandbox.ok(["export"], now: "2026-06-05T00:00:00Z")
        let file = try sandbox.file("graph.json", exported.stdoutData)

        // Byte for byte, row order included: an import updates rows in place.
        let before = try sandbox.snapshot()
        let once = try sandbox.json(ImportSummaryView.self, ["import", file, "--json"], now: "2026-06-09T00:00:00Z")
        #expect(once == ImportSummaryView(nodesAdded: 0, nodesUpdated: counts.nodes, edges: counts.edges))
        let twice = try sandbox.ok(["import", file], now: "2026-06-10T00:00:00Z")
        #expect(twice.stdout == "imported \(counts.nodes) nodes (0 new, \(counts.nodes) updated) and \(counts.edges) edges\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func importFromStandardInput() throws {
        let sandbox = try Sandbox()
        let summary = try sandbox.run(["import", "-", "--json"], stdin: Data(Self.withMetadata.utf8))
        #expect(summary.status == 0, "\(summary)")
        #expect(
            try JSONDecoder().decode(ImportSummaryView.self, from: summary.stdoutData)
                == ImportSummaryView(nodesAdded: 1, nodesUpdated: 0, edges: 0))
        let nodes = try sandbox.json([NodeView].self, ["list", "--json"])
        #expect(nodes.map(\.metadata) == [["source": "notebook", "ключ": "значение", "empty": ""]])
        #expect(nodes.map(\.createdAt) == ["2026-05-30T07:15:00.125Z"])
        #expect(nodes.map(\.lastAccessedAt) == ["2026-05-31T07:15:00Z"])
    }

    @Test func exportToFile_writesTheSameDocument() throws {
        let sandbox = try Sandbox()
        _ = try buildRichGraph(sandbox)
        let path = sandbox.root.appendingPathComponent("out.json").path
        let result = try sandbox.ok(["export", "-o", path], now: "2026-06-05T00:00:00Z")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "mynd: exported 10 nodes and 9 edges to \(path)\n")
        let toStdout = try sandbox.ok(["export"], now: "2026-06-05T00:00:00Z")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == toStdout.stdoutData)
    }

    /// The export is personal: a new file is 0600, an existing one keeps its mode, and a
    /// symbolic link is refused, not replaced by a file.
    @Test func exportToFile_isPrivate_keepsAMode_andLeavesALinkAlone() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-06-01T00:00:00Z")
        let fresh = sandbox.root.appendingPathComponent("fresh.json").path
        try sandbox.ok(["export", "-o", fresh], now: "2026-06-05T00:00:00Z")
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: fresh)
        try sandbox.ok(["export", "-o", fresh], now: "2026-06-05T00:00:00Z")
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o640)

        let link = sandbox.root.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fresh)
        let refused = try sandbox.run(["export", "-o", link], now: "2026-06-05T00:00:00Z")
        #expect(refused.status == 73)
        #expect(refused.stderr == "mynd: cannot write \(link): it is a symbolic link: give the file it points to\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == fresh)
    }

    /// Seed 001's GraphExport: dates as seconds since 2001-01-01 (JSONEncoder's default), edges
    /// without createdAt, none of mynd's fields.
    @Test func importSeed001GraphExport() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.file(
            "seed001.json",
            """
            {
              "exportedAt": 789000200,
              "version": "1.0",
              "nodes": [
                {"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "content": "Seed goal", "nodeType": "goal",
                 "createdAt": 789000000, "metadata": {"source": "seed001"}},
                {"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3302", "content": "Seed thought", "nodeType": "thought",
                 "createdAt": 789000100.5}
              ],
              "edges": [
                {"id": "9C5B94B1-35AD-49BB-B118-8E8FC24ABF80", "sourceId": "3F2504E0-4F89-11D3-9A0C-0305E82C3301",
                 "targetId": "3F2504E0-4F89-11D3-9A0C-0305E82C3302", "edgeType": "relatesTo", "weight": 0.75}
              ]
            }
            """)
        let result = try sandbox.ok(["import", file], now: "2026-06-01T00:00:00Z")
        #expect(result.stdout == "imported 2 nodes (2 new, 0 updated) and 1 edges\n")

        let nodes = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: "2026-06-01T00:00:00Z")
        #expect(nodes.map(\.id) == ["3f2504e0-4f89-11d3-9a0c-0305e82c3301", "3f2504e0-4f89-11d3-9a0c-0305e82c3302"])
        #expect(nodes.map(\.createdAt) == ["2026-01-01T22:40:00Z", "2026-01-01T22:41:40.500Z"])
        // Without lastAccessedAt a node was last seen when it was made.
        #expect(nodes.map(\.lastAccessedAt) == nodes.map(\.createdAt))
        #expect(nodes.map(\.completedAt) == [nil, nil])
        #expect(nodes.map(\.metadata) == [["source": "seed001"], [:]])

        let shown = try sandbox.json(
            ShowView.self, ["show", "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "--json"], now: "2026-06-01T00:00:00Z")
        let edge = try #require(shown.edges.first?.edge)
        #expect(edge.id == "9c5b94b1-35ad-49bb-b118-8e8fc24abf80")
        #expect(edge.weight == 0.75 && edge.type == "relatesTo")
        // No date in the file: the edge is as old as its younger end.
        #expect(edge.createdAt == "2026-01-01T22:41:40.500Z")
    }

    /// Seed 000's MYNDExport: ISO 8601 dates, `isCompleted`, sessions and memories, no edges.
    @Test func importSeed000MYNDExport() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.file(
            "seed000.json",
            """
            {
              "exportDate": "2025-02-03T04:05:06Z",
              "version": "1.0",
              "nodes": [
                {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "content": "Old finished goal", "nodeType": "goal",
                 "createdAt": "2025-01-02T03:04:05Z", "isCompleted": true},
                {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E60", "content": "Still wondering", "nodeType": "question",
                 "createdAt": "2025-01-03T00:00:00Z", "isCompleted": false}
              ],
              "sessions": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E61", "startedAt": "2025-01-02T00:00:00Z",
                            "endedAt": null, "messages": []}],
              "memories": []
            }
            """)
        let result = try sandbox.ok(["import", file], now: "2026-06-01T00:00:00Z")
        #expect(result.stdout == "imported 2 nodes (2 new, 0 updated) and 0 edges\n")

        let open = try sandbox.json([NodeView].self, ["list", "--json"], now: "2026-06-01T00:00:00Z")
        #expect(open.map(\.content) == ["Still wondering"])
        let all = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: "2026-06-01T00:00:00Z")
        let goal = try #require(all.first { $0.type == "goal" })
        #expect(goal.id == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        // A completed seed node has no completion time: its creation time stands in.
        #expect(goal.completedAt == "2025-01-02T03:04:05Z")
        #expect(goal.lastAccessedAt == "2025-01-02T03:04:05Z")
        // An old completed goal is never stale; the open question is not a goal.
        #expect(try sandbox.json([NodeView].self, ["list", "--stale", "--json"], now: "2026-06-01T00:00:00Z").isEmpty)
    }
}
