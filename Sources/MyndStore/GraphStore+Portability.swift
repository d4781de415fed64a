import GRDB
public import MyndCore

/// Import and export of the whole graph.
extension GraphStore {
    public struct ImportSummary: Equatable, Sendable {
        public var nodesAdded = 0
        public var nodesUpdated = 0
        public var edges = 0
    }

    /// Stores a checked bundle in one transaction: a node or edge whose id exists is updated,
    /// others are added. An edge to a node that is neither in the bundle nor in the database
    /// rejects the whole import.
    public func importBundle(_ bundle: GraphBundle) throws -> ImportSummary {
        try write { db in
            // A large import touches index pages all over the file: with the default 2 MiB
            // cache SQLite spilled them to the WAL again and again. Up to 256 MiB of cache for
            // this connection, used only as pages are read (BENCHMARKS.md).
            try db.execute(sql: "PRAGMA cache_size = -262144")
            let before = try Int.fetchOne(db, sql: "SELECT count(*) FROM node") ?? 0
            let upsertNode = try db.makeStatement(sql: """
                INSERT INTO node (\(Node.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET type = excluded.type, content = excluded.content,
                  createdAt = excluded.createdAt, lastAccessedAt = excluded.lastAccessedAt,
                  completedAt = excluded.completedAt, snoozedUntil = excluded.snoozedUntil,
                  metadata = excluded.metadata
                """)
            for node in bundle.nodes {
                try upsertNode.execute(arguments: node.arguments)
            }
            let inBundle = Set(bundle.nodes.map(\.id))
            let exists = try db.makeStatement(sql: "SELECT 1 FROM node WHERE id = ?")
            // An edge with the same (source, type, target) under another id gives way to the
            // file's; one with the same id is updated in place, so importing a file twice
            // leaves the database exactly as it was.
            let dropTwin = try db.makeStatement(sql: "DELETE FROM edge WHERE sourceId = ? AND type = ? AND targetId = ? AND id <> ?")
            let upsertEdge = try db.makeStatement(sql: """
                INSERT INTO edge (\(Edge.columns)) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET type = excluded.type, sourceId = excluded.sourceId,
                  targetId = excluded.targetId, weight = excluded.weight, createdAt = excluded.createdAt
                """)
            for (index, edge) in bundle.edges.enumerated() {
                for (field, id) in [("sourceId", edge.sourceId), ("targetId", edge.targetId)] where !inBundle.contains(id) {
                    guard try Bool.fetchOne(exists, arguments: [id.lowercasedString]) == true else {
                        throw ImportError(at: "edges[\(index)].\(field)", "node \(id.lowercasedString) is neither in the file nor in the database")
                    }
                }
                try dropTwin.execute(arguments: [edge.sourceId.lowercasedString, edge.type.rawValue, edge.targetId.lowercasedString, edge.id.lowercasedString])
                try upsertEdge.execute(arguments: edge.arguments)
            }
            let added = (try Int.fetchOne(db, sql: "SELECT count(*) FROM node") ?? 0) - before
            return ImportSummary(nodesAdded: added, nodesUpdated: bundle.nodes.count - added, edges: bundle.edges.count)
        }
    }

    /// Every node and edge, in a stable order (creation time, then id), so the same graph
    /// always exports to the same bytes.
    public func everything() throws -> (nodes: [Node], edges: [Edge]) {
        try read { db in
            (try Node.fetchAll(db, "ORDER BY createdAt, id"), try Edge.fetchAll(db, "ORDER BY createdAt, id"))
        }
    }
}
