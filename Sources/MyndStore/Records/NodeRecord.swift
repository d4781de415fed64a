import Foundation
import GRDB
import MyndCore

/// A row of `node`, read by column name. A wrapper, so GRDB's protocols stay inside the store.
struct NodeRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "node"
    /// The columns in the table's order: what a `SELECT` of a node names.
    static let columns = "id, type, content, createdAt, lastAccessedAt, completedAt, snoozedUntil, metadata"

    var node: Node

    init(_ node: Node) { self.node = node }

    init(row: Row) throws {
        node = Node(
            id: try row.id("id"), type: try row.kind("type"), content: try row.value("content"), createdAt: try row.time("createdAt"),
            lastAccessedAt: try row.time("lastAccessedAt"), completedAt: try row.time(ifAny: "completedAt"),
            snoozedUntil: try row.time(ifAny: "snoozedUntil"),
            metadata: try row.value("metadata", as: String?.self).map(Metadata.decode) ?? [:])
    }

    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(Self.columns.split(separator: ", "), Self.values(node)) { container[String(column)] = value }
    }

    /// The values in `columns` order, for statements prepared once (the set-wide import).
    static func values(_ node: Node) -> [(any DatabaseValueConvertible)?] {
        [
            node.id.databaseText, node.type.rawValue, node.content, node.createdAt.databaseValue, node.lastAccessedAt.databaseValue,
            node.completedAt?.databaseValue, node.snoozedUntil?.databaseValue, Metadata.encode(node.metadata),
        ]
    }
}

/// A row of `edge`, read by column name and written whole from an edge.
struct EdgeRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "edge"
    static let columns = "id, type, sourceId, targetId, weight, createdAt"

    var edge: Edge

    init(_ edge: Edge) { self.edge = edge }

    func encode(to container: inout PersistenceContainer) {
        for (column, value) in zip(Self.columns.split(separator: ", "), Self.values(edge)) { container[String(column)] = value }
    }

    init(row: Row) throws {
        edge = Edge(
            id: try row.id("id"), type: try row.kind("type"), sourceId: try row.id("sourceId"), targetId: try row.id("targetId"),
            weight: try row.value("weight"), createdAt: try row.time("createdAt"))
    }

    /// The values in `columns` order.
    static func values(_ edge: Edge) -> [(any DatabaseValueConvertible)?] {
        [
            edge.id.databaseText, edge.type.rawValue, edge.sourceId.databaseText, edge.targetId.databaseText, edge.weight,
            edge.createdAt.databaseValue,
        ]
    }
}

/// Node metadata as a JSON object of strings, NULL when empty.
enum Metadata {
    static func encode(_ metadata: [String: String]) -> String? {
        guard !metadata.isEmpty,
            let data = try? JSONSerialization.data(withJSONObject: metadata, options: [.sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) -> [String: String] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String] ?? [:]
    }
}

extension Node {
    static let columns = NodeRecord.columns

    var arguments: StatementArguments { StatementArguments(NodeRecord.values(self)) }

    static func fetchOne(_ db: Database, _ clause: String, _ arguments: StatementArguments) throws -> Node? {
        try NodeRecord.fetchOne(db, sql: "SELECT \(columns) FROM node \(clause)", arguments: arguments)?.node
    }

    static func fetchAll(_ db: Database, _ clause: String, _ arguments: StatementArguments = []) throws -> [Node] {
        try NodeRecord.fetchAll(db, sql: "SELECT \(columns) FROM node \(clause)", arguments: arguments).map(\.node)
    }

    /// Reads a node from a row that holds its columns by name (among others).
    init(row: Row) throws { self = try NodeRecord(row: row).node }
}

extension Edge {
    static let columns = EdgeRecord.columns

    var arguments: StatementArguments { StatementArguments(EdgeRecord.values(self)) }

    static func fetchOne(_ db: Database, _ clause: String, _ arguments: StatementArguments) throws -> Edge? {
        try EdgeRecord.fetchOne(db, sql: "SELECT \(columns) FROM edge \(clause)", arguments: arguments)?.edge
    }

    static func fetchAll(_ db: Database, _ clause: String, _ arguments: StatementArguments = []) throws -> [Edge] {
        try EdgeRecord.fetchAll(db, sql: "SELECT \(columns) FROM edge \(clause)", arguments: arguments).map(\.edge)
    }

    init(row: Row) throws { self = try EdgeRecord(row: row).edge }
}
