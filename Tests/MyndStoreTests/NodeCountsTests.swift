import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

/// The counts a row keeps (Schema+NodeCounts) against the same counts made from the edges,
/// for every node. Empty when they agree.
private func disagreements(_ store: GraphStore) throws -> [String] {
    try store.writer.read { db in
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, inDegree, outDegree, openActions, openBlockers,
                  (SELECT count(*) FROM edge WHERE targetId = node.id) AS inCounted,
                  (SELECT count(*) FROM edge WHERE sourceId = node.id) AS outCounted,
                  (SELECT count(*) FROM edge e JOIN node n ON n.id = e.targetId
                     WHERE e.sourceId = node.id AND e.type = 'hasAction' AND n.completedAt IS NULL) AS actionsCounted,
                  (SELECT count(*) FROM edge e JOIN node n ON n.id = e.sourceId
                     WHERE e.targetId = node.id AND e.type = 'blocks' AND n.completedAt IS NULL) AS blockersCounted
                FROM node
                """
        ).compactMap { row -> String? in
            let kept: [Int] = [row["inDegree"], row["outDegree"], row["openActions"], row["openBlockers"]]
            let counted: [Int] = [row["inCounted"], row["outCounted"], row["actionsCounted"], row["blockersCounted"]]
            return kept == counted ? nil : "\(row["id"] as String): kept \(kept), counted \(counted)"
        }
    }
}

@Suite(.timed) struct NodeCountsTests {
    /// Every way mynd changes the graph, in a seeded random order: after each change, every
    /// node's kept counts equal the counts made from the edges.
    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func keptCounts_followEveryChange(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let store = try GraphStore.inMemory()
        var nodes: [Node] = []
        var edges: [Edge] = []
        let types: [NodeType] = [.goal, .goal, .action, .action, .thought, .person]
        let edgeTypes: [EdgeType] = [.hasAction, .hasAction, .blocks, .blocks, .relatesTo, .mentions]
        for step in 0..<300 {
            let now = t0.adding(seconds: Int64(step) * 60)
            switch nodes.count < 4 ? 0 : Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                let node = Node(type: types.randomElement(using: &random)!, content: "n\(step)", createdAt: now)
                _ = try store.add(node)
                nodes.append(node)
            case 2, 3, 4:
                let a = nodes.randomElement(using: &random)!, b = nodes.randomElement(using: &random)!
                guard a.id != b.id else { continue }
                edges.append(
                    try store.link(Edge(type: edgeTypes.randomElement(using: &random)!, sourceId: a.id, targetId: b.id, createdAt: now)))
            case 5:
                let node = nodes.randomElement(using: &random)!
                _ = try? store.apply(.complete(node.id), via: .cli, at: now)
            case 6:
                let node = nodes.randomElement(using: &random)!
                _ = try? store.apply(.reopen(node.id), via: .cli, at: now)
            case 7:
                let node = nodes.remove(at: Int.random(in: 0..<nodes.count, using: &random))
                _ = try store.delete(node.id)
                edges.removeAll { $0.sourceId == node.id || $0.targetId == node.id }
            case 8:
                // A file that completes or reopens some nodes and moves some edges (same id,
                // another end or type): the set-wide import's update in place.
                var bundle = GraphBundle()
                for var node in nodes.shuffled(using: &random).prefix(3) {
                    node.completedAt = Bool.random(using: &random) ? now : nil
                    bundle.nodes.append(node)
                }
                for var edge in edges.shuffled(using: &random).prefix(2) {
                    let other = nodes.randomElement(using: &random)!
                    if other.id != edge.sourceId { edge.targetId = other.id }
                    edge.type = edgeTypes.randomElement(using: &random)!
                    bundle.edges.append(edge)
                }
                if (try? store.importBundle(bundle)) != nil {
                    for edge in bundle.edges { edges.removeAll { $0.id == edge.id }; edges.append(edge) }
                }
            default:
                // A hand edit with sqlite3: an open action deleted, its edges cascading.
                guard let action = nodes.firstIndex(where: { $0.type == .action }) else { continue }
                let node = nodes.remove(at: action)
                try store.writer.write { try $0.execute(sql: "DELETE FROM node WHERE id = ?", arguments: [node.id.lowercasedString]) }
                edges.removeAll { $0.sourceId == node.id || $0.targetId == node.id }
            }
            let wrong = try disagreements(store)
            #expect(wrong.isEmpty, "seed \(seed), step \(step): \(wrong.prefix(3))")
            if !wrong.isEmpty { return }
        }
        _ = try store.forgetAll()
        #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM node") } == 0)
    }

    /// `forget --all` sets the triggers aside for its delete: they are back after it, and keep
    /// counting.
    @Test func forgettingEverything_keepsTheTriggers() throws {
        let store = try GraphStore.inMemory()
        let triggers = "SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name"
        let before = try store.writer.read { try String.fetchAll($0, sql: triggers) }
        #expect(before == ["edge_added", "edge_changed", "edge_removed", "node_completed"])
        let old = Node(type: .goal, content: "Old goal", createdAt: t0)
        _ = try store.add(old)
        _ = try store.forgetAll()
        #expect(try store.writer.read { try String.fetchAll($0, sql: triggers) } == before)
        let goal = Node(type: .goal, content: "Ship it", createdAt: t0)
        let action = Node(type: .action, content: "Write the note", createdAt: t0)
        _ = try store.add(goal)
        _ = try store.add(action, edges: [Edge(type: .hasAction, sourceId: goal.id, targetId: action.id, createdAt: t0)])
        #expect(try disagreements(store).isEmpty)
        #expect(
            try store.writer.read {
                try Int.fetchOne($0, sql: "SELECT openActions FROM node WHERE id = ?", arguments: [goal.id.lowercasedString])
            } == 1)
    }

    /// A database made before the counts existed gets them from its edges when it upgrades.
    @Test func upgrade_countsWhatIsThere() throws {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v13-inbox-memory")
        let goal = Node(type: .goal, content: "Ship it", createdAt: t0)
        let open = Node(type: .action, content: "Write the note", createdAt: t0)
        let done = Node(type: .action, content: "Book the room", createdAt: t0, completedAt: t0)
        let blocker = Node(type: .goal, content: "Get the budget", createdAt: t0)
        try queue.write { db in
            for node in [goal, open, done, blocker] {
                try db.execute(sql: "INSERT INTO node (\(Node.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", arguments: node.arguments)
            }
            for (type, a, b) in [(EdgeType.hasAction, goal, open), (.hasAction, goal, done), (.blocks, blocker, goal)] {
                try db.execute(
                    sql: "INSERT INTO edge (\(Edge.columns)) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: Edge(type: type, sourceId: a.id, targetId: b.id, createdAt: t0).arguments)
            }
        }
        let store = try GraphStore(writer: queue, path: ":memory:")
        #expect(try disagreements(store).isEmpty)
        let row = try queue.read {
            try Row.fetchOne(
                $0, sql: "SELECT outDegree, inDegree, openActions, openBlockers FROM node WHERE id = ?",
                arguments: [goal.id.lowercasedString])
        }
        #expect(row.map { [$0[0], $0[1], $0[2], $0[3]] as [Int] } == [2, 1, 1, 1])
    }
}
