import GRDB
package import MyndCore

/// Nudges whose phone row has not gone out (the ntfy server down, slow, or refusing): they can
/// go to the screen instead, so the person meets them at the desk.
extension GraphStore {
    /// The rows of `phone` for nudges still open that were tried and have not gone out (failed,
    /// or pending after a failed try, and not being sent now), with no row on `screens` yet.
    package func phoneRowsNotSent(phone: Channel, screens: [Channel]) throws -> [OutboxItem] {
        guard !screens.isEmpty else { return [] }
        let placeholders = screens.map { _ in "?" }.joined(separator: ", ")
        return try read { db in
            try OutboxRecord.fetchAll(
                db,
                sql: """
                    SELECT \(OutboxRecord.columns) FROM outbox o
                    WHERE o.channel = ? AND o.kind = 'followup' AND o.claimedBy IS NULL
                        AND (o.status = 'failed' OR (o.status = 'pending' AND o.attempts > 0))
                        AND o.ref IN (SELECT id FROM followup WHERE status IN \(AnswerSQL.open))
                        AND NOT EXISTS (
                            SELECT 1 FROM outbox s WHERE s.kind = 'followup' AND s.ref = o.ref AND s.channel IN (\(placeholders)))
                    ORDER BY o.id
                    """,
                arguments: StatementArguments([phone.rawValue] + screens.map(\.rawValue))
            ).map(\.item)
        }
    }

    /// Gives the nudge of `phoneRow` to the screen: the phone row stops (failed, keeping why)
    /// and `rows` are added, in one transaction. Nothing happens when the row went out or was
    /// claimed meanwhile. Returns whether the nudge fell back.
    @discardableResult
    package func fallBackToScreen(_ phoneRow: OutboxItem, rows: [OutboxItem], at now: Timestamp) throws -> Bool {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE outbox SET status = 'failed', lastError = 'fell back to the screen: ' || coalesce(lastError, 'not sent')
                    WHERE id = ? AND status IN ('pending', 'failed') AND claimedBy IS NULL
                    """,
                arguments: [phoneRow.id])
            guard db.changesCount > 0 else { return false }
            for row in rows { try insert(row, db) }
            return true
        }
    }
}
