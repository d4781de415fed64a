import GRDB
package import MyndCore
package import Foundation

/// Reading the graph. Every query goes through an index and touches only the rows it returns,
/// so its cost follows the answer, not the size of the graph.
extension GraphStore {
    package func node(_ id: UUID) throws -> Node? {
        try read { db in try Node.fetchOne(db, "WHERE id = ?", [id.lowercasedString]) }
    }

    package struct ListFilter: Sendable {
        package var type: NodeType?
        package var includeCompleted = false
        package init(type: NodeType? = nil, includeCompleted: Bool = false) {
            self.type = type
            self.includeCompleted = includeCompleted
        }
    }

    /// Nodes oldest first, open ones only (not done, not let go) unless `includeCompleted`.
    package func nodes(_ filter: ListFilter) throws -> [Node] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let type = filter.type {
            conditions.append("type = ?")
            _ = arguments.append(contentsOf: [type.rawValue])
        }
        if !filter.includeCompleted {
            conditions.append("completedAt IS NULL")
            conditions.append("id NOT IN (SELECT goalId FROM dropped)")
        }
        let clause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try read { db in try Node.fetchAll(db, "\(clause) ORDER BY createdAt, content, id", arguments) }
    }

    /// Goals that have gone quiet: not completed, not snoozed at `now`, last touched before
    /// `cutoff`. Stalest first.
    package func staleGoals(lastAccessedBefore cutoff: Timestamp, now: Timestamp) throws -> [Node] {
        try read { db in
            try Node.fetchAll(db, Self.staleGoalsClause, [cutoff.millisecondsSinceEpoch, now.millisecondsSinceEpoch])
        }
    }

    // INDEXED BY: without statistics the planner prefers node_type and would read every goal;
    // the partial index reads only open goals older than the cutoff, in order. Goals as quiet
    // go as GoalRanking ties them: the older first, then by their words, the (random) id last.
    static let staleGoalsClause = """
        INDEXED BY node_open_goal
        WHERE type = 'goal' AND completedAt IS NULL AND lastAccessedAt < ?
          AND (snoozedUntil IS NULL OR snoozedUntil <= ?)
          AND id NOT IN (SELECT goalId FROM dropped)
        ORDER BY lastAccessedAt, createdAt, content, id
        """

    /// The open actions of a goal (targets of its `hasAction` edges), oldest first.
    package func nextActions(of goal: UUID) throws -> [Node] {
        try read { db in try nextActions(of: goal, limit: -1, db) }
    }

    /// What stands in the way: open nodes with a `blocks` edge to this one, oldest first.
    package func blockers(of id: UUID) throws -> [Node] {
        try read { db in try blockers(of: id, limit: -1, db) }
    }

    /// `limit` -1 means all, as in SQLite.
    func nextActions(of goal: UUID, limit: Int, _ db: Database) throws -> [Node] {
        try NodeRecord.fetchAll(
            db,
            sql: """
                SELECT n.* FROM edge e JOIN node n ON n.id = e.targetId
                WHERE e.sourceId = ? AND e.type = 'hasAction' AND n.completedAt IS NULL
                ORDER BY n.createdAt, n.content, n.id LIMIT ?
                """,
            arguments: [goal.lowercasedString, limit]
        ).map(\.node)
    }

    func blockers(of id: UUID, limit: Int, _ db: Database) throws -> [Node] {
        try NodeRecord.fetchAll(
            db,
            sql: """
                SELECT n.* FROM edge e JOIN node n ON n.id = e.sourceId
                WHERE e.targetId = ? AND e.type = 'blocks' AND n.completedAt IS NULL
                ORDER BY n.createdAt, n.content, n.id LIMIT ?
                """,
            arguments: [id.lowercasedString, limit]
        ).map(\.node)
    }

    /// A node related to another, and how many edges away it is.
    package struct Related: Equatable, Sendable {
        package var node: Node
        package var distance: Int
    }

    /// Nodes within two edges of `id`, in either direction, nearest first, found in SQL
    /// over the edge indexes instead of an in-memory graph.
    package func related(to id: UUID, limit: Int = 50) throws -> [Related] {
        try read { db in try related(to: id, limit: limit, db) }
    }

    func related(to id: UUID, limit: Int, _ db: Database) throws -> [Related] {
        return try Row.fetchAll(
            db,
            sql: """
                WITH
                  hop1(id) AS (
                    SELECT targetId FROM edge WHERE sourceId = ?1
                    UNION SELECT sourceId FROM edge WHERE targetId = ?1),
                  hop2(id) AS (
                    SELECT e.targetId FROM hop1 JOIN edge e ON e.sourceId = hop1.id
                    UNION SELECT e.sourceId FROM hop1 JOIN edge e ON e.targetId = hop1.id),
                  near(id, distance) AS (
                    SELECT id, 1 FROM hop1
                    UNION ALL SELECT id, 2 FROM hop2 WHERE id <> ?1 AND id NOT IN (SELECT id FROM hop1))
                SELECT n.*, near.distance
                FROM near JOIN node n ON n.id = near.id
                ORDER BY near.distance, n.lastAccessedAt DESC, n.id
                LIMIT ?2
                """,
            arguments: [id.lowercasedString, limit]
        ).map { Related(node: try Node(row: $0), distance: try $0.value("distance")) }
    }

    /// The node's importance (see `Importance`), from the edge counts on its row (0 for no node).
    package func importance(of id: UUID) throws -> Double {
        try read { db in
            let row = try Row.fetchOne(db, sql: "SELECT inDegree, outDegree FROM node WHERE id = ?", arguments: [id.lowercasedString])
            return Importance.score(inDegree: try row?.value("inDegree") ?? 0, outDegree: try row?.value("outDegree") ?? 0)
        }
    }

    /// An edge seen from one of its ends, with the node at the other end.
    package struct Neighbour: Equatable, Sendable {
        package var edge: Edge
        package var node: Node
        /// True when the edge points from the node asked about to `node`.
        package var outgoing: Bool
    }

    /// Every edge of a node, with the node at its other end; outgoing first.
    package func neighbours(of id: UUID) throws -> [Neighbour] {
        try read { db in
            // The edge's columns and the node's share names: each is read through its own scope.
            let adapter = ScopeAdapter(["edge": RangeRowAdapter(0..<6), "node": SuffixRowAdapter(fromIndex: 6)])
            func neighbours(_ sql: String, outgoing: Bool) throws -> [Neighbour] {
                try Row.fetchAll(db, sql: sql, arguments: [id.lowercasedString], adapter: adapter).map { row in
                    Neighbour(edge: try Edge(row: row.scope("edge")), node: try Node(row: row.scope("node")), outgoing: outgoing)
                }
            }
            return try neighbours(
                "SELECT e.*, n.* FROM edge e JOIN node n ON n.id = e.targetId WHERE e.sourceId = ? ORDER BY e.type, n.createdAt",
                outgoing: true)
                + neighbours(
                    "SELECT e.*, n.* FROM edge e JOIN node n ON n.id = e.sourceId WHERE e.targetId = ? ORDER BY e.type, n.createdAt",
                    outgoing: false)
        }
    }

    package var nodeCount: Int {
        get throws { try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM node") ?? 0 } }
    }

    static func prefixed(_ columns: String, _ table: String) -> String {
        columns.split(separator: ",").map { "\(table).\($0.trimmingCharacters(in: .whitespaces))" }.joined(separator: ", ")
    }
}
