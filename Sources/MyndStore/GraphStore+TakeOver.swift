import GRDB
package import MyndCore

/// What an agent that starts finds on the screen: notifications an earlier agent (or a job)
/// showed and nobody answered or closed as far as mynd knows. The server sends their answers
/// only to the connection that showed them, which is gone, so the new agent shows them again
/// from its own (replacing them where they are).
extension GraphStore {
    /// The desktop rows whose notifications are still open on `server`: follow-ups not yet
    /// answered, and the briefing of `today` (a local date; an older one is not shown again).
    package func notificationsLeftOnScreen(server: String, today: String) throws -> [OutboxItem] {
        try read { db in
            try OutboxRecord.fetchAll(
                db,
                sql: """
                    SELECT \(OutboxRecord.columns) FROM outbox o
                    WHERE o.status = 'sent' AND o.id IN (
                        SELECT n.outboxId FROM notification n WHERE n.server = ? AND n.closedAt IS NULL AND n.action IS NULL)
                    AND ((o.kind = 'followup' AND o.ref IN (SELECT id FROM followup WHERE status IN \(AnswerSQL.open)))
                        OR (o.kind = 'digest' AND o.ref >= ?))
                    ORDER BY o.sentAt, o.id
                    """,
                arguments: [server, today]
            ).map(\.item)
        }
    }
}
