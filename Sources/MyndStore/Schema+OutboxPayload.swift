import Foundation
import GRDB
import MyndCore

extension Schema {
    /// v16: a channel renders its row when the plan is made, so the row holds everything its
    /// send needs: what the channel adds to the title and body is its `payload` (JSON). The
    /// nudges still open when this runs get theirs from the graph here — the keys the desktop
    /// (`asking`, `person`) and email channels (also `goal`, `goalId`, `followUpId`) read —
    /// so one shown again, or one still waiting in the outbox, keeps its buttons and answers.
    static func registerOutboxPayload(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v16-outbox-payload") { db in
            try db.execute(sql: "ALTER TABLE outbox ADD COLUMN payload TEXT CHECK (payload IS NULL OR json_valid(payload))")
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT o.id, f.id AS followUpId, f.kind, n.id AS goalId, n.type, n.content FROM outbox o
                    JOIN followup f ON o.kind = 'followup' AND f.id = o.ref
                    JOIN node n ON n.id = f.goalId
                    WHERE o.status = 'pending' OR f.status IN ('planned', 'delivered')
                    """)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for row in rows {
                let payload = OpenNudge(
                    asking: (row["kind"] as String) == "asking", followUpId: try shortest(row["followUpId"], in: "followup", db),
                    goal: row["content"], goalId: try shortest(row["goalId"], in: "node", db), person: (row["type"] as String) == "person")
                try db.execute(
                    sql: "UPDATE outbox SET payload = ? WHERE id = ?",
                    arguments: [String(decoding: try encoder.encode(payload), as: UTF8.self), row["id"] as Int64])
            }
        }
    }

    /// The payload of an open nudge's row, as v16 writes it.
    private struct OpenNudge: Encodable {
        var asking: Bool
        var followUpId: String
        var goal: String
        var goalId: String
        var person: Bool
    }

    /// The shortest prefix of `id` no other id in `table` shares (at least 4 characters).
    private static func shortest(_ id: String, in table: String, _ db: Database) throws -> String {
        let before = try String.fetchOne(db, sql: "SELECT max(id) FROM \(table) WHERE id < ?", arguments: [id])
        let after = try String.fetchOne(db, sql: "SELECT min(id) FROM \(table) WHERE id > ?", arguments: [id])
        return String(id.prefix(ShortID.uniqueLength(of: id, previous: before, next: after)))
    }
}
