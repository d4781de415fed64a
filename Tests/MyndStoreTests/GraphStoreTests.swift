import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

/// A fixed clock: tests say what time it is.
private let t0 = Timestamp(iso8601: "2026-11-21T09:00:00Z")!
private func days(_ n: Int64) -> Int64 { n * 86_400 }
private func id(_ s: String) -> UUID { UUID(uuidString: s)! }

private func node(_ type: NodeType, _ content: String, id: UUID = UUID(), daysAgo: Int64 = 0) -> Node {
    let t = t0.adding(seconds: -days(daysAgo))
    return Node(id: id, type: type, content: content, createdAt: t)
}

private func edge(_ type: EdgeType, _ a: Node, _ b: Node) -> Edge {
    Edge(type: type, sourceId: a.id, targetId: b.id, createdAt: t0)
}

@Suite(.timed) struct SchemaTests {
    /// Types are checked by the node's record (v15), not by a CHECK a new type would need a
    /// table rebuilt for: a row no mynd writes is refused when it is read, never guessed at.
    @Test func unknownNodeType_isRefusedByItsRecord() throws {
        let store = try GraphStore.inMemory()
        let gaol = UUID()
        try store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO node (id, type, content, createdAt, lastAccessedAt) VALUES (?, 'gaol', 'x', 0, 0)",
                arguments: [gaol.lowercasedString])
        }
        #expect(throws: (any Error).self) { try store.node(gaol) }
        #expect(throws: (any Error).self) { try store.everything() }
    }

    @Test func edgeWeightOutsideZeroToOne_isRejectedBySchema() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.goal, "b")
        try store.add(a)
        try store.add(b)
        var e = edge(.relatesTo, a, b)
        e.weight = 1.5
        #expect(throws: StoreError.self) { try store.write { db in try store.upsert(e, db) } }
    }

    @Test func edgeToMissingNode_isRejectedByForeignKey() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a")
        try store.add(a)
        #expect(throws: StoreError.self) {
            try store.add(node(.thought, "b"), edges: [Edge(type: .blocks, sourceId: a.id, targetId: UUID(), createdAt: t0)])
        }
        #expect(try store.nodeCount == 1)  // the whole add rolled back
    }

    @Test func deletingNode_deletesItsEdges() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.action, "b"), c = node(.thought, "c")
        try store.add(a)
        try store.add(b, edges: [edge(.hasAction, a, b)])
        try store.add(c, edges: [edge(.blocks, c, a)])
        try store.write { db in try db.execute(sql: "DELETE FROM node WHERE id = ?", arguments: [a.id.lowercasedString]) }
        let edges = try store.everything().edges
        #expect(edges.isEmpty)
    }

    /// v5 rebuilt node and edge (cheaper type checks): a database written by v4 keeps every
    /// row, its cascades and its checks.
    @Test func v4Database_keepsItsRowsAndRules_afterTheTypeCheckRebuild() throws {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v4-desktop")
        let goal = "00000000-0000-4000-8000-000000000001", action = "00000000-0000-4000-8000-000000000002"
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO node (id, type, content, createdAt, lastAccessedAt, metadata) VALUES
                      ('\(goal)', 'goal', 'learn piano', 1, 2, '{"k":"v"}'), ('\(action)', 'action', 'scales', 3, 4, NULL);
                    INSERT INTO edge (id, type, sourceId, targetId, weight, createdAt) VALUES
                      ('00000000-0000-4000-8000-00000000000e', 'hasAction', '\(goal)', '\(action)', 0.5, 5);
                    INSERT INTO followup (id, goalId, text, source, status, plannedAt) VALUES
                      ('00000000-0000-4000-8000-00000000000f', '\(goal)', 'how is it going?', 'fallback', 'delivered', 6);
                    """)
        }
        let store = try GraphStore(writer: queue, path: ":memory:")
        let (nodes, edges) = try store.everything()
        #expect(nodes.map(\.content) == ["learn piano", "scales"])
        #expect(nodes.first?.metadata == ["k": "v"])
        #expect(edges.map(\.weight) == [0.5])
        let schema = try store.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT sql FROM sqlite_schema WHERE type IN ('table', 'index') AND tbl_name IN ('node', 'edge') AND sql IS NOT NULL")
        }
        #expect(!schema.contains { $0.contains(" IN (") }, "\(schema)")
        #expect(schema.count == 7)  // the two tables and their five indexes (v6: snoozed goals; v12: people with a cadence)
        // Since v15 the edge's record checks its type: a misspelt one is refused when read.
        try queue.write { db in
            try db.execute(
                sql:
                    "INSERT INTO edge (id, type, sourceId, targetId, createdAt) VALUES ('00000000-0000-4000-8000-000000000003', 'hasActoin', '\(action)', '\(goal)', 0)"
            )
        }
        #expect(throws: (any Error).self) { try store.everything() }
        try queue.write { db in try db.execute(sql: "DELETE FROM node WHERE id = ?", arguments: [goal]) }
        let left = try queue.read { db in try Int.fetchAll(db, sql: "SELECT (SELECT count(*) FROM edge) + (SELECT count(*) FROM followup)")
        }
        #expect(left == [0])
    }

    @Test func databaseFromNewerMynd_isRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try GraphStore.open(path: path)
        try store.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        #expect(throws: StoreError.newerSchema(path: path, unknown: ["v99-from-the-future"])) {
            _ = try GraphStore.open(path: path)
        }
    }

    /// Found by the reliability suite (Faults): on a full disk SQLite cannot grow the WAL's
    /// shared-memory file and says "disk I/O error" (SQLITE_IOERR_SHMSIZE), not SQLITE_FULL.
    @Test(arguments: [ResultCode.SQLITE_FULL, .SQLITE_IOERR_SHMSIZE])
    func aFullDisk_isSaidToBeFull(code: ResultCode) {
        let error = StoreError.from(DatabaseError(resultCode: code), path: "/data/mynd.sqlite")
        #expect(error as? StoreError == .diskFull(path: "/data/mynd.sqlite"))
    }

    @Test func fileThatIsNotSQLite_isReportedAndLeftAlone() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let garbage = Data(String(repeating: "not a database\n", count: 300).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { _ = try GraphStore.open(path: path) }
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }

    @Test func staleGoalQuery_usesThePartialIndex() throws {
        let store = try GraphStore.inMemory()
        let plan = try store.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT \(Node.columns) FROM node " + GraphStore.staleGoalsClause, arguments: [5, 5]
            )
            .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("node_open_goal") }, "plan: \(plan)")
    }

    @Test func incomingEdgeQuery_usesTheTargetIndex() throws {
        let store = try GraphStore.inMemory()
        let plan = try store.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT sourceId FROM edge WHERE targetId = 'x' AND type = 'blocks'")
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("edge_target") }, "plan: \(plan)")
    }
}

@Suite(.timed) struct GraphQueryTests {
    @Test func staleGoals_areOpenUnsnoozedGoalsUntouchedSinceCutoff_stalestFirst() throws {
        let store = try GraphStore.inMemory()
        let old = node(.goal, "old", daysAgo: 9)
        let stale = node(.goal, "stale", daysAgo: 5)
        let fresh = node(.goal, "fresh", daysAgo: 1)
        var done = node(.goal, "done", daysAgo: 9)
        done.completedAt = t0.adding(seconds: -days(8))
        var snoozed = node(.goal, "snoozed", daysAgo: 9)
        snoozed.snoozedUntil = t0.adding(seconds: 3600)
        var snoozeOver = node(.goal, "snooze over", daysAgo: 7)
        snoozeOver.snoozedUntil = t0.adding(seconds: -3600)
        let oldThought = node(.thought, "not a goal", daysAgo: 9)
        for n in [old, stale, fresh, done, snoozed, snoozeOver, oldThought] { try store.add(n) }

        let cutoff = t0.adding(seconds: -days(3))
        let result = try store.staleGoals(lastAccessedBefore: cutoff, now: t0).map(\.content)
        #expect(result == ["old", "snooze over", "stale"])
    }

    @Test func nextActions_areOpenHasActionTargets() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "garden")
        let open = node(.action, "buy seeds", daysAgo: 2)
        var finished = node(.action, "dig", daysAgo: 3)
        finished.completedAt = t0
        let related = node(.action, "unrelated action")
        try store.add(goal)
        try store.add(open, edges: [edge(.hasAction, goal, open)])
        try store.add(finished, edges: [edge(.hasAction, goal, finished)])
        try store.add(related, edges: [edge(.relatesTo, goal, related)])
        #expect(try store.nextActions(of: goal.id).map(\.content) == ["buy seeds"])
    }

    @Test func blockers_areOpenSourcesOfIncomingBlocks() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "garden")
        let shed = node(.thought, "shed full")
        var fixed = node(.action, "fence fixed")
        fixed.completedAt = t0
        let enabler = node(.thought, "sunny week")
        let downstream = node(.goal, "harvest")
        try store.add(goal)
        try store.add(shed, edges: [edge(.blocks, shed, goal)])
        try store.add(fixed, edges: [edge(.blocks, fixed, goal)])
        try store.add(enabler, edges: [edge(.enables, enabler, goal)])
        try store.add(downstream, edges: [edge(.blocks, goal, downstream)])
        #expect(try store.blockers(of: goal.id).map(\.content) == ["shed full"])
        #expect(try store.blockers(of: downstream.id).map(\.content) == ["garden"])
    }

    @Test func related_findsBothDirectionsWithinTwoHops_nearestFirst() throws {
        let store = try GraphStore.inMemory()
        // a -> b -> c -> d, and e -> a: from a, b and e are 1 away, c is 2, d is 3.
        let a = node(.goal, "a"), b = node(.action, "b"), c = node(.person, "c"), d = node(.place, "d"), e = node(.thought, "e")
        try store.add(a)
        try store.add(b, edges: [edge(.hasAction, a, b)])
        try store.add(c, edges: [edge(.mentions, b, c)])
        try store.add(d, edges: [edge(.relatesTo, c, d)])
        try store.add(e, edges: [edge(.inspiredBy, e, a)])
        let related = try store.related(to: a.id)
        let byName = Dictionary(uniqueKeysWithValues: related.map { ($0.node.content, $0.distance) })
        #expect(byName == ["b": 1, "e": 1, "c": 2])
        #expect(related.map(\.distance) == [1, 1, 2])
        #expect(try store.related(to: a.id, limit: 2).count == 2)
    }

    @Test func related_doesNotReturnTheNodeItself_evenThroughACycle() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.goal, "b")
        try store.add(a)
        try store.add(b, edges: [edge(.relatesTo, a, b), edge(.follows, b, a)])
        #expect(try store.related(to: a.id).map(\.node.content) == ["b"])
    }

    @Test func importance_weightsIncomingEdgesTwice() throws {
        let store = try GraphStore.inMemory()
        let hub = node(.project, "hub"), x = node(.goal, "x"), y = node(.goal, "y"), z = node(.person, "z")
        try store.add(hub)
        try store.add(x, edges: [edge(.partOf, x, hub)])
        try store.add(y, edges: [edge(.partOf, y, hub)])
        try store.add(z, edges: [edge(.mentions, hub, z)])
        #expect(try store.importance(of: hub.id) == (2.0 * 2 + 1) / 3)
        #expect(try store.importance(of: z.id) == 2.0 / 3)
    }
}

@Suite(.timed) struct ChangeTests {
    @Test func completingAnAction_touchesItsGoal() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "garden", daysAgo: 9)
        let action = node(.action, "seeds", daysAgo: 9)
        try store.add(goal)
        try store.add(action, edges: [edge(.hasAction, goal, action)])
        let outcome = try store.apply(.complete(action.id), via: .cli, at: t0)
        #expect(outcome.changed && outcome.node?.completedAt == t0)
        #expect(try store.node(goal.id)?.lastAccessedAt == t0)
        #expect(try store.node(goal.id)?.completedAt == nil)
    }

    @Test func completingTwice_reportsAlreadyCompleted_andKeepsFirstTime() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "garden", daysAgo: 2)
        try store.add(goal)
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0)
        let second = try store.apply(.complete(goal.id), via: .cli, at: t0.adding(seconds: 60))
        #expect(!second.changed && second.node?.completedAt == t0)
    }

    @Test func completingAThought_isRefused() throws {
        let store = try GraphStore.inMemory()
        let thought = node(.thought, "hm")
        try store.add(thought)
        #expect(throws: StoreError.self) { try store.apply(.complete(thought.id), via: .cli, at: t0) }
        #expect(try store.node(thought.id)?.completedAt == nil)
    }

    @Test func snoozingADoneGoal_isRefused_andASnooze_touchesNothing() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "g", daysAgo: 4), action = node(.action, "a", daysAgo: 4)
        try store.add(goal)
        try store.add(action, edges: [edge(.hasAction, goal, action)])
        let until = t0.adding(seconds: 7200)
        #expect(try store.apply(.snooze(action.id, until: until), via: .cli, at: t0).node?.snoozedUntil == until)
        // "Remind me at X" is not activity: staleness and the back-off go on as they were.
        #expect(try store.node(goal.id)?.lastAccessedAt == goal.lastAccessedAt)
        #expect(try store.node(action.id)?.lastAccessedAt == action.lastAccessedAt)
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0)
        #expect(throws: StoreError.self) { try store.apply(.snooze(goal.id, until: until), via: .cli, at: t0) }
    }

    @Test func touch_neverMovesLastAccessBackwards() throws {
        let store = try GraphStore.inMemory()
        let goal = node(.goal, "g")
        try store.add(goal)
        _ = try store.apply(.touch(goal.id), via: .cli, at: t0.adding(seconds: -days(5)))
        #expect(try store.node(goal.id)?.lastAccessedAt == t0)
        _ = try store.apply(.touch(goal.id), via: .cli, at: t0.adding(seconds: 10))
        #expect(try store.node(goal.id)?.lastAccessedAt == t0.adding(seconds: 10))
    }

    @Test func linkingTheSamePairTwice_updatesTheWeight_notAnotherEdge() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.goal, "b")
        try store.add(a)
        try store.add(b)
        let first = try store.link(Edge(type: .relatesTo, sourceId: a.id, targetId: b.id, weight: 0.2, createdAt: t0))
        let second = try store.link(Edge(type: .relatesTo, sourceId: a.id, targetId: b.id, weight: 0.9, createdAt: t0))
        #expect(first.id == second.id)
        #expect(second.weight == 0.9)
        #expect(try store.everything().edges.count == 1)
    }
}

@Suite(.timed) struct IDTests {
    let store: GraphStore
    init() throws {
        store = try GraphStore.inMemory()
        for s in [
            "aaaa1111-0000-4000-8000-000000000000", "aaaa2222-0000-4000-8000-000000000000", "bbbbbbbb-0000-4000-8000-000000000000",
            "abcdef12-0000-4000-8000-000000000000",
        ] {
            try store.add(node(.goal, s, id: id(s)))
        }
    }

    @Test func shortIDs_areShortestUniquePrefixes_atLeastFour() throws {
        let ids = [
            "aaaa1111-0000-4000-8000-000000000000", "aaaa2222-0000-4000-8000-000000000000", "bbbbbbbb-0000-4000-8000-000000000000",
            "abcdef12-0000-4000-8000-000000000000",
        ].map(id)
        let short = try store.shortIDs(ids)
        #expect(short[ids[0]] == "aaaa1")
        #expect(short[ids[1]] == "aaaa2")
        #expect(short[ids[2]] == "bbbb")
        #expect(short[ids[3]] == "abcd")
    }

    @Test func resolve_acceptsAnyUniquePrefix_inAnyCase() throws {
        #expect(try store.resolve("aaaa2") == id("aaaa2222-0000-4000-8000-000000000000"))
        #expect(try store.resolve("B") == id("bbbbbbbb-0000-4000-8000-000000000000"))
        #expect(try store.resolve("ABCDEF12-0000-4000-8000-000000000000") == id("abcdef12-0000-4000-8000-000000000000"))
    }

    @Test func resolve_ambiguousPrefix_listsCandidates() throws {
        do {
            _ = try store.resolve("aaaa")
            Issue.record("expected ambiguity")
        } catch StoreError.ambiguousID(let prefix, let candidates) {
            #expect(prefix == "aaaa")
            #expect(candidates.count == 2)
            #expect(candidates[0].hasPrefix("aaaa1 "))
            #expect(candidates[1].hasPrefix("aaaa2 "))
        }
    }

    @Test(arguments: ["cccc", "aaaa3", "0"])
    func resolve_unknownPrefix_isUnknownID(_ text: String) throws {
        #expect(throws: StoreError.unknownID(text)) { try store.resolve(text) }
    }

    @Test(arguments: ["zz", "", "aaaa 1", "ä", String(repeating: "a", count: 37)])
    func resolve_nonHex_isNotAnID(_ text: String) throws {
        #expect(throws: StoreError.notAnID(text)) { try store.resolve(text) }
    }
}

@Suite(.timed) struct ImportTests {
    @Test func importingTwice_updatesInsteadOfDuplicating() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.action, "b")
        let bundle = GraphBundle(nodes: [a, b], edges: [edge(.hasAction, a, b)])
        #expect(try store.importBundle(bundle) == .init(nodesAdded: 2, nodesUpdated: 0, edges: 1))
        var changed = bundle
        changed.nodes[0].content = "a, renamed"
        #expect(try store.importBundle(changed) == .init(nodesAdded: 0, nodesUpdated: 2, edges: 1))
        let all = try store.everything()
        #expect(all.nodes.count == 2)
        #expect(all.edges.count == 1)
        #expect(try store.node(a.id)?.content == "a, renamed")
    }

    @Test func importedEdge_replacesATwinUnderAnotherId_andUpdatesOneWithItsOwnId() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.action, "b"), c = node(.thought, "c")
        let twin = edge(.hasAction, a, b)
        var same = edge(.mentions, c, a)
        _ = try store.importBundle(GraphBundle(nodes: [a, b, c], edges: [twin, same]))
        let fromFile = edge(.hasAction, a, b)  // the same triple under a new id
        same.weight = 0.25
        same.type = .inspiredBy
        let summary = try store.importBundle(GraphBundle(nodes: [], edges: [fromFile, same]))
        #expect(summary == .init(nodesAdded: 0, nodesUpdated: 0, edges: 2))
        let edges = try store.everything().edges
        #expect(Set(edges.map(\.id)) == [fromFile.id, same.id])
        #expect(edges.first { $0.id == same.id }.map { [$0.type.rawValue, "\($0.weight)"] } == ["inspiredBy", "0.25"])
    }

    @Test func edgeToNodeMissingEverywhere_rejectsTheWholeImport() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a")
        let ghost = UUID()
        let bundle = GraphBundle(nodes: [a], edges: [Edge(type: .blocks, sourceId: ghost, targetId: a.id, createdAt: t0)])
        #expect(throws: ImportError.self) { try store.importBundle(bundle) }
        #expect(try store.nodeCount == 0)
    }

    @Test func edgeToNodeAlreadyInDatabase_isAccepted() throws {
        let store = try GraphStore.inMemory()
        let a = node(.goal, "a"), b = node(.thought, "b")
        try store.add(a)
        let summary = try store.importBundle(GraphBundle(nodes: [b], edges: [edge(.blocks, b, a)]))
        #expect(summary.edges == 1)
        #expect(try store.blockers(of: a.id).map(\.content) == ["b"])
    }

    @Test func exportOrder_isCreationTimeThenId() throws {
        let store = try GraphStore.inMemory()
        let late = node(.goal, "late", id: id("00000000-0000-4000-8000-000000000000"), daysAgo: 1)
        let earlyB = node(.goal, "early b", id: id("bbbbbbbb-0000-4000-8000-000000000000"), daysAgo: 5)
        let earlyA = node(.goal, "early a", id: id("aaaaaaaa-0000-4000-8000-000000000000"), daysAgo: 5)
        for n in [late, earlyB, earlyA] { try store.add(n) }
        #expect(try store.everything().nodes.map(\.content) == ["early a", "early b", "late"])
    }
}
