import GRDB
import MyndCore
public import Foundation

/// Git-style ids: printed as the shortest unique prefix, accepted as any unique prefix.
extension GraphStore {
    /// The node whose id starts with `text`. Unknown and ambiguous prefixes are errors; an
    /// ambiguous one lists its candidates so the person can pick.
    public func resolve(_ text: String) throws -> UUID {
        guard let prefix = ShortID.normalisedPrefix(text) else { throw StoreError.notAnID(text) }
        let rows = try read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, content FROM node WHERE id >= ? AND id < ? ORDER BY id LIMIT 6",
                arguments: [prefix, ShortID.upperBound(of: prefix)])
        }
        switch rows.count {
        case 0:
            throw StoreError.unknownID(text)
        case 1:
            return UUID(uuidString: rows[0][0])!
        default:
            let ids = rows.map { $0[0] as String }
            let short = try shortIDs(ids.compactMap(UUID.init(uuidString:)))
            var candidates = rows.prefix(5).map { row -> String in
                let id: String = row[0]
                let content: String = row[1]
                return "\(short[UUID(uuidString: id)!] ?? id) \(Self.excerpt(content))"
            }
            if rows.count > 5 { candidates.append("…") }
            throw StoreError.ambiguousID(text, candidates: candidates)
        }
    }

    /// The shortest unique prefix of each id.
    public func shortIDs(_ ids: [UUID]) throws -> [UUID: String] {
        try read { db in
            var result: [UUID: String] = [:]
            for id in ids {
                let text = id.lowercasedString
                let previous = try String.fetchOne(db, sql: "SELECT max(id) FROM node WHERE id < ?", arguments: [text])
                let next = try String.fetchOne(db, sql: "SELECT min(id) FROM node WHERE id > ?", arguments: [text])
                result[id] = String(text.prefix(ShortID.uniqueLength(of: text, previous: previous, next: next)))
            }
            return result
        }
    }

    static func excerpt(_ content: String, limit: Int = 40) -> String {
        let line = content.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count <= limit ? "\"\(line)\"" : "\"\(line.prefix(limit - 1))…\""
    }
}
