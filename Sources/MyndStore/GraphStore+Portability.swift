import GRDB
import Foundation
package import MyndCore

/// Import and export of the whole graph.
extension GraphStore {
    package struct ImportSummary: Equatable, Sendable {
        package var nodesAdded = 0
        package var nodesUpdated = 0
        package var edges = 0
    }

    /// Stores a checked bundle in one transaction: a node or edge whose id exists is updated,
    /// others are added. An edge to a node that is neither in the bundle nor in the database
    /// rejects the whole import.
    ///
    /// The rows go first into two temporary tables without indexes, then into the graph by a
    /// few set-wide statements (BENCHMARKS.md). Edges go in index order, so SQLite walks their
    /// indexes once from end to end instead of jumping to a random page for every row. Nodes
    /// keep the file's order — creation order in mynd's export — so a goal's actions sit near
    /// it in the table: in id order, a refresh at 100k nodes read 38 % more pages.
    package func importBundle(_ bundle: GraphBundle) throws -> ImportSummary {
        let inBundle = Set(bundle.nodes.map(\.id))
        return try write { db in
            // A large import touches index pages all over the file: with the default 2 MiB
            // cache SQLite spilled them to the WAL again and again. Up to 256 MiB of cache for
            // this connection, used only as pages are read (BENCHMARKS.md).
            try db.execute(sql: "PRAGMA cache_size = -262144")
            try Self.checkEdgeEnds(bundle, inBundle: inBundle, db)
            // Temporary tables live in memory (temp_store) and vanish with a rollback.
            try db.execute(
                sql: """
                    CREATE TEMP TABLE importNode AS SELECT * FROM main.node WHERE false;
                    CREATE TEMP TABLE importEdge AS SELECT * FROM main.edge WHERE false;
                    """)
            try Self.stage(bundle, db)
            let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM main.node") ?? 0
            // `WHERE true`: SQLite's grammar needs it between a SELECT and ON CONFLICT.
            try db.execute(
                sql: """
                    INSERT INTO main.node (\(Node.columns)) SELECT \(Node.columns) FROM importNode WHERE true ORDER BY rowid
                    ON CONFLICT (id) DO UPDATE SET type = excluded.type, content = excluded.content,
                      createdAt = excluded.createdAt, lastAccessedAt = excluded.lastAccessedAt,
                      completedAt = excluded.completedAt, snoozedUntil = excluded.snoozedUntil,
                      metadata = excluded.metadata;

                    -- An edge with the same (source, type, target) under another id gives way to the
                    -- file's; one with the same id is updated in place, so importing a file twice
                    -- leaves the database exactly as it was.
                    DELETE FROM main.edge WHERE rowid IN (
                      SELECT edge.rowid FROM importEdge JOIN main.edge AS edge
                        ON edge.sourceId = importEdge.sourceId AND edge.type = importEdge.type
                        AND edge.targetId = importEdge.targetId AND edge.id <> importEdge.id);
                    INSERT INTO main.edge (\(Edge.columns)) SELECT \(Edge.columns) FROM importEdge WHERE true
                      ORDER BY sourceId, type, targetId
                    ON CONFLICT (id) DO UPDATE SET type = excluded.type, sourceId = excluded.sourceId,
                      targetId = excluded.targetId, weight = excluded.weight, createdAt = excluded.createdAt;

                    DROP TABLE importNode;
                    DROP TABLE importEdge;
                    """)
            for (goal, at) in bundle.dropped {
                try db.execute(
                    sql:
                        "INSERT INTO dropped (goalId, droppedAt) VALUES (?, ?) ON CONFLICT (goalId) DO UPDATE SET droppedAt = excluded.droppedAt",
                    arguments: [goal.lowercasedString, at.millisecondsSinceEpoch])
            }
            let added = (try Int.fetchOne(db, sql: "SELECT count(*) FROM main.node") ?? 0) - before
            return ImportSummary(nodesAdded: added, nodesUpdated: bundle.nodes.count - added, edges: bundle.edges.count)
        }
    }

    /// Every edge's ends are in the file or already in the database.
    private static func checkEdgeEnds(_ bundle: GraphBundle, inBundle: Set<UUID>, _ db: Database) throws {
        let exists = try db.makeStatement(sql: "SELECT 1 FROM node WHERE id = ?")
        for (index, edge) in bundle.edges.enumerated() {
            for (field, id) in [("sourceId", edge.sourceId), ("targetId", edge.targetId)] where !inBundle.contains(id) {
                guard try Bool.fetchOne(exists, arguments: [id.lowercasedString]) == true else {
                    throw ImportError(
                        at: "edges[\(index)].\(field)", "node \(id.lowercasedString) is neither in the file nor in the database")
                }
            }
        }
    }

    /// The file's rows into the temporary tables, in its order.
    private static func stage(_ bundle: GraphBundle, _ db: Database) throws {
        let addNode = try db.makeStatement(sql: "INSERT INTO importNode (\(Node.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        for node in bundle.nodes {
            try addNode.execute(arguments: node.arguments)
        }
        let addEdge = try db.makeStatement(sql: "INSERT INTO importEdge (\(Edge.columns)) VALUES (?, ?, ?, ?, ?, ?)")
        for edge in bundle.edges {
            try addEdge.execute(arguments: edge.arguments)
        }
    }

    /// Every node and edge, in a stable order (creation time, then id), so the same graph
    /// always exports to the same bytes.
    package func everything() throws -> (nodes: [Node], edges: [Edge]) {
        try read { db in
            (try Node.fetchAll(db, "ORDER BY createdAt, id"), try Edge.fetchAll(db, "ORDER BY createdAt, id"))
        }
    }
}
