import Foundation
@testable import MyndCore
import MyndTestSupport
import Testing

private let t = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

private func document(_ json: String) throws(ImportError) -> GraphBundle {
    try GraphDocument.bundle(from: Data(json.utf8))
}

private func expectImportError(
    _ json: String, at location: String, mentioning word: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        _ = try document(json)
        Issue.record("expected an ImportError at \(location)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.location == location, sourceLocation: sourceLocation)
        #expect(error.problem.contains(word), "\(error)", sourceLocation: sourceLocation)
    }
}

@Suite(.timed) struct GraphDocumentTests {
    @Test func encodeThenDecode_givesTheSameGraph_andTheSameBytes() throws {
        var goal = Node(
            type: .goal, content: "Plant the garden 🌱\nwith \"quotes\" / slashes", createdAt: t, metadata: ["b": "2", "a": "1"])
        goal.completedAt = t.adding(milliseconds: 1_500)
        var action = Node(type: .action, content: "Buy seeds", createdAt: t.adding(seconds: -86_400))
        action.snoozedUntil = t.adding(seconds: 3600)
        let edge = Edge(type: .hasAction, sourceId: goal.id, targetId: action.id, weight: 0.25, createdAt: t)
        let bytes = GraphDocument.encode(nodes: [action, goal], edges: [edge], exportedAt: t)
        let bundle = try GraphDocument.bundle(from: bytes)
        #expect(bundle.nodes == [action, goal])
        #expect(bundle.edges == [edge])
        #expect(GraphDocument.encode(nodes: bundle.nodes, edges: bundle.edges, exportedAt: t) == bytes)
    }

    @Test func export_carriesBothSeedShapes() throws {
        let node = Node(type: .goal, content: "x", createdAt: t)
        let bytes = GraphDocument.encode(nodes: [node], edges: [], exportedAt: t)
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        // seed 000 MYNDExport and seed 001 GraphExport top-level keys
        for key in ["exportDate", "version", "nodes", "sessions", "memories", "exportedAt", "edges"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let first = try #require((object["nodes"] as? [[String: Any]])?.first)
        for key in ["id", "content", "nodeType", "createdAt", "isCompleted", "metadata", "lastAccessedAt", "completedAt", "snoozedUntil"] {
            #expect(first.keys.contains(key), "node missing \(key)")
        }
        #expect(first["completedAt"] is NSNull)
    }

    @Test func seed001GraphExport_withReferenceDateNumbers_imports() throws {
        // JSONEncoder's default date strategy: seconds since 2001-01-01T00:00:00Z.
        // 2026-11-21T09:00:00Z is 1_795_251_600 s after 1970, i.e. 1_795_251_600 - 978_307_200.
        let bundle = try document(
            """
            {"version": "1.0", "exportedAt": 816944400,
             "nodes": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "content": "Garden", "nodeType": "goal", "createdAt": 816944400, "metadata": null},
                       {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E60", "content": "Seeds", "nodeType": "action", "createdAt": 816944400}],
             "edges": [{"id": "A621E1F8-C36C-495A-93FC-0C247A3E6E5F", "sourceId": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                        "targetId": "E621E1F8-C36C-495A-93FC-0C247A3E6E60", "edgeType": "hasAction", "weight": 0.5}]}
            """)
        #expect(bundle.nodes.count == 2)
        #expect(bundle.nodes[0].createdAt == Timestamp(iso8601: "2026-11-21T09:00:00Z"))
        #expect(bundle.nodes[0].lastAccessedAt == bundle.nodes[0].createdAt)
        #expect(bundle.nodes[0].id.lowercasedString == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(bundle.edges.first?.weight == 0.5)
    }

    @Test func seed000MYNDExport_isCompletedWithoutDate_completesAtCreation() throws {
        let bundle = try document(
            """
            {"exportDate": "2026-11-21T09:00:00Z", "version": "1.0", "sessions": [], "memories": [],
             "nodes": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "content": "Done thing", "nodeType": "goal",
                        "createdAt": "2026-11-01T08:00:00Z", "isCompleted": true}]}
            """)
        #expect(bundle.nodes[0].completedAt == Timestamp(iso8601: "2026-11-01T08:00:00Z"))
        #expect(bundle.edges.isEmpty)
    }

    @Test func badFiles_nameTheFieldAtFault() {
        let id1 = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", id2 = "e621e1f8-c36c-495a-93fc-0c247a3e6e60"
        let n1 = #"{"id": "\#(id1)", "content": "a", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}"#
        let n2 = #"{"id": "\#(id2)", "content": "b", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}"#
        expectImportError(
            #"{"nodes": [\#(n1), {"id": "\#(id2)", "content": "b", "nodeType": "gaol", "createdAt": "2026-11-21T09:00:00Z"}]}"#,
            at: "nodes[1].nodeType", mentioning: "gaol")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "content": 5, "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}]}"#,
            at: "nodes[0].content", mentioning: "string")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}]}"#, at: "nodes[0].content",
            mentioning: "missing")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "content": "  ", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}]}"#,
            at: "nodes[0].content", mentioning: "empty")
        expectImportError(
            #"{"nodes": [{"id": "nope", "content": "a", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}]}"#, at: "nodes[0].id",
            mentioning: "UUID")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "content": "a", "nodeType": "goal", "createdAt": "yesterday"}]}"#, at: "nodes[0].createdAt",
            mentioning: "ISO 8601")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "content": "a", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00"}]}"#,
            at: "nodes[0].createdAt", mentioning: "zone")
        expectImportError(#"{"nodes": [\#(n1), \#(n1)]}"#, at: "nodes[1].id", mentioning: "duplicate")
        expectImportError(
            #"{"nodes": [\#(n1), \#(n2)], "edges": [{"sourceId": "\#(id1)", "targetId": "\#(id2)", "edgeType": "blocks", "weight": 7}]}"#,
            at: "edges[0].weight", mentioning: "0…1")
        expectImportError(
            #"{"nodes": [\#(n1), \#(n2)], "edges": [{"sourceId": "\#(id1)", "targetId": "\#(id2)", "edgeType": "causes"}]}"#,
            at: "edges[0].edgeType", mentioning: "causes")
        expectImportError(
            #"{"nodes": [\#(n1)], "edges": [{"sourceId": "\#(id1)", "targetId": "\#(id1)", "edgeType": "blocks"}]}"#, at: "edges[0]",
            mentioning: "itself")
        expectImportError(
            #"{"nodes": [\#(n1), \#(n2)], "edges": [{"sourceId": "\#(id1)", "targetId": "\#(id2)", "edgeType": "blocks"}, {"sourceId": "\#(id1)", "targetId": "\#(id2)", "edgeType": "blocks"}]}"#,
            at: "edges[1]", mentioning: "edges[0]")
        expectImportError(
            #"{"nodes": [{"id": "\#(id1)", "content": "a", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z", "isCompleted": false, "completedAt": "2026-11-21T10:00:00Z"}]}"#,
            at: "nodes[0].isCompleted", mentioning: "completedAt")
        expectImportError(#"{"things": []}"#, at: "", mentioning: "nodes")
        expectImportError(#"[1, 2]"#, at: "", mentioning: "nodes")
        expectImportError(#"{"nodes": [\#(n1)"#, at: "", mentioning: "JSON")
        expectImportError("", at: "", mentioning: "JSON")
    }

    @Test func invalidUTF8_isRejected() {
        var bytes = Data(#"{"nodes": [{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "content": ""#.utf8)
        bytes += Data([0xFF, 0xFE])
        bytes += Data(#"", "nodeType": "goal", "createdAt": "2026-11-21T09:00:00Z"}]}"#.utf8)
        #expect(throws: ImportError.self) { try GraphDocument.bundle(from: bytes) }
    }
}
