package import Foundation
import GRDB
package import MyndCore

extension GraphStore {
    /// The goal's last `limit` nudges, newest first, with the answer that closed each.
    package func pastNudges(of goal: UUID, limit: Int) throws -> [PastNudge] {
        try read { db in try pastNudges(of: goal, limit: limit, db) }
    }

    func pastNudges(of goal: UUID, limit: Int, _ db: Database) throws -> [PastNudge] {
        return try Row.fetchAll(
            db,
            sql: """
                SELECT f.id, f.text, f.kind, f.plannedAt,
                    (SELECT a.kind FROM answer a WHERE a.followUpId = f.id ORDER BY a.id DESC LIMIT 1) AS answer
                FROM followup f WHERE f.goalId = ? ORDER BY f.plannedAt DESC, f.id LIMIT ?
                """,
            arguments: [goal.lowercasedString, limit]
        ).map { row in
            PastNudge(
                text: try row.value("text"), kind: try row.kind("kind"), plannedAt: try row.time("plannedAt"),
                answer: try row.value("answer", as: String?.self).flatMap(Answer.Kind.init(rawValue:)),
                followUpId: try row.id("id"))
        }
    }
}
