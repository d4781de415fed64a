package import Foundation
import GRDB
package import MyndCore

/// Changing what a node says, and removing it.
extension GraphStore {
    /// Rewrites a node's text and/or type. Editing is work on it: it is touched.
    package func edit(_ id: UUID, content: String?, type: NodeType?, at now: Timestamp) throws -> Node {
        try write { db in
            let before = try existing(id, db)
            if let content {
                try db.execute(sql: "UPDATE node SET content = ? WHERE id = ?", arguments: [content, id.lowercasedString])
            }
            if let type {
                try db.execute(sql: "UPDATE node SET type = ? WHERE id = ?", arguments: [type.rawValue, id.lowercasedString])
            }
            // Renaming a person is not being in touch with them.
            if before.type != .person { try touch([id], at: now, db) }
            return try existing(id, db)
        }
    }

    /// Removes a node, its edges, its follow-ups and their answers, and whatever of theirs was
    /// still waiting to be sent (the outbox names a follow-up by text, not by a foreign key).
    /// Returns the node as it was and how many edges went with it.
    package func delete(_ id: UUID) throws -> (node: Node, edges: Int) {
        try write { db in
            let node = try existing(id, db)
            let edges =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM edge WHERE sourceId = ?1 OR targetId = ?1", arguments: [id.lowercasedString]) ?? 0
            try db.execute(
                sql: """
                    DELETE FROM outbox WHERE kind = 'followup' AND status = 'pending'
                        AND ref IN (SELECT id FROM followup WHERE goalId = ?)
                    """, arguments: [id.lowercasedString])
            try db.execute(sql: "DELETE FROM node WHERE id = ?", arguments: [id.lowercasedString])
            return (node, edges)
        }
    }
}
