import GRDB
import MyndCore
package import Foundation

/// Git-style ids: printed as the shortest unique prefix, accepted as any unique prefix.
/// Nodes and follow-ups each have their own id space.
extension GraphStore {
    /// The node whose id starts with `text`. Unknown and ambiguous prefixes are errors; an
    /// ambiguous one lists its candidates so the person can pick.
    package func resolve(_ text: String) throws -> UUID {
        try resolve(text, table: "node", label: "content")
    }

    /// The follow-up whose id starts with `text`.
    package func resolveFollowUp(_ text: String) throws -> UUID {
        try resolve(text, table: "followup", label: "text")
    }

    /// The shortest unique prefix of each node id.
    package func shortIDs(_ ids: [UUID]) throws -> [UUID: String] {
        try shortIDs(ids, table: "node")
    }

    /// The shortest unique prefix of each follow-up id.
    package func shortFollowUpIDs(_ ids: [UUID]) throws -> [UUID: String] {
        try shortIDs(ids, table: "followup")
    }

    private func resolve(_ text: String, table: String, label: String) throws -> UUID {
        guard let prefix = ShortID.normalisedPrefix(text) else { throw StoreError.notAnID(text) }
        let rows = try read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, \(label) AS label FROM \(table) WHERE id >= ? AND id < ? ORDER BY id LIMIT 6",
                arguments: [prefix, ShortID.upperBound(of: prefix)]
            ).map { (id: try $0.id("id"), label: try $0.value("label", as: String.self)) }
        }
        switch rows.count {
        case 0:
            throw table == "followup" ? StoreError.unknownFollowUp(text) : StoreError.unknownID(text)
        case 1:
            return rows[0].id
        default:
            let ids = rows.map(\.id)
            let short = try shortIDs(ids, table: table)
            var candidates = rows.prefix(5).map { row in
                "\(short[row.id] ?? row.id.lowercasedString) \(Self.excerpt(row.label))"
            }
            if rows.count > 5 { candidates.append("…") }
            throw StoreError.ambiguousID(text, candidates: candidates)
        }
    }

    private func shortIDs(_ ids: [UUID], table: String) throws -> [UUID: String] {
        try read { db in try shortIDs(ids, table: table, db) }
    }

    func shortIDs(_ ids: [UUID], table: String, _ db: Database) throws -> [UUID: String] {
        let previous = try db.makeStatement(sql: "SELECT max(id) FROM \(table) WHERE id < ?")
        let next = try db.makeStatement(sql: "SELECT min(id) FROM \(table) WHERE id > ?")
        var result: [UUID: String] = [:]
        for id in ids {
            let text = id.lowercasedString
            let before = try String.fetchOne(previous, arguments: [text])
            let after = try String.fetchOne(next, arguments: [text])
            result[id] = String(text.prefix(ShortID.uniqueLength(of: text, previous: before, next: after)))
        }
        return result
    }

    static func excerpt(_ content: String, limit: Int = 40) -> String {
        let line = content.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count <= limit ? "\"\(line)\"" : "\"\(line.prefix(limit - 1))…\""
    }
}
