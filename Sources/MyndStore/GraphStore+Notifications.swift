import GRDB
package import MyndCore

/// Desktop notifications shown for outbox rows: the server's id for each, so an answer that
/// arrives later (even at a restarted agent) finds its follow-up, and what became of them.
extension GraphStore {
    /// Records that `shown.outboxId`'s row is on screen as `shown.serverId`. Another open
    /// record with the same id from the same server has been replaced (replaces_id) or belongs
    /// to a server instance that is gone: it is closed, so an answer can only mean this one.
    package func recordShown(_ shown: ShownNotification) throws {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE notification SET closedAt = ?
                    WHERE serverId = ? AND server = ? AND outboxId <> ? AND closedAt IS NULL
                    """,
                arguments: [shown.shownAt.millisecondsSinceEpoch, Int64(shown.serverId), shown.server, shown.outboxId])
            // Shown again: the row's one record starts over, with no answer and no close yet.
            var fresh = shown
            fresh.action = nil
            fresh.actionAt = nil
            fresh.closedAt = nil
            fresh.closeReason = nil
            try NotificationRecord(shown: fresh).upsert(db)
        }
    }

    /// The notification still on screen (as far as mynd knows) that the server `server`
    /// calls `serverId`; nil for ids mynd did not show.
    package func shownNotification(serverId: UInt32, server: String) throws -> ShownNotification? {
        try read { db in
            try ShownNotificationRecord.fetchOne(
                db,
                sql: """
                    SELECT \(ShownNotificationRecord.columns) FROM notification n JOIN outbox o ON o.id = n.outboxId
                    WHERE n.serverId = ? AND n.server = ? AND n.closedAt IS NULL
                    ORDER BY n.shownAt DESC LIMIT 1
                    """,
                arguments: [Int64(serverId), server]
            ).map(\.shown)
        }
    }

    /// The record of the notification shown for outbox row `outboxId`, if any.
    package func shownNotification(outboxId: Int64) throws -> ShownNotification? {
        try read { db in
            try ShownNotificationRecord.fetchOne(
                db,
                sql:
                    "SELECT \(ShownNotificationRecord.columns) FROM notification n JOIN outbox o ON o.id = n.outboxId WHERE n.outboxId = ?",
                arguments: [outboxId]
            ).map(\.shown)
        }
    }

    /// The id a new notification for `item` should replace on the server `server`, so a nudge
    /// shown again replaces instead of stacking: the one this row got before, else one still
    /// open about the same goal (an earlier follow-up) or an earlier digest.
    package func replaceableNotificationID(for item: OutboxItem, server: String) throws -> UInt32? {
        try read { db in
            let goal =
                item.kind == .followup
                ? try String.fetchOne(db, sql: "SELECT goalId FROM followup WHERE id = ?", arguments: [item.ref]) : nil
            let id = try Int64.fetchOne(
                db,
                sql: """
                    SELECT n.serverId FROM notification n JOIN outbox o ON o.id = n.outboxId
                    WHERE n.server = ? AND n.closedAt IS NULL AND (
                        n.outboxId = ?
                        OR (o.kind = 'followup' AND o.ref IN (SELECT id FROM followup WHERE goalId = ?))
                        OR (o.kind = 'digest' AND ? = 'digest'))
                    ORDER BY n.outboxId = ? DESC, n.shownAt DESC LIMIT 1
                    """,
                arguments: [server, item.id, goal, item.kind.rawValue, item.id])
            return id.map { UInt32(truncatingIfNeeded: $0) }
        }
    }

    /// Records that the notification for `outboxId` left the screen, for the spec's `reason`.
    package func recordClosed(outboxId: Int64, reason: UInt32, at now: Timestamp) throws {
        try write { db in try recordClosed(outboxId: outboxId, reason: reason, at: now, db) }
    }

    func recordClosed(outboxId: Int64, reason: UInt32, at now: Timestamp, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE notification SET closedAt = ?, closeReason = ? WHERE outboxId = ? AND closedAt IS NULL",
            arguments: [now.millisecondsSinceEpoch, Int64(reason), outboxId])
    }

    /// Notifications still on screen (as far as mynd knows) whose follow-up is no longer open:
    /// answered some other way (the CLI, another notification, an email), so they must go.
    package func notificationsToWithdraw() throws -> [ShownNotification] {
        try read { db in
            try ShownNotificationRecord.fetchAll(
                db, sql: "SELECT \(ShownNotificationRecord.columns) \(Self.toWithdraw) ORDER BY n.outboxId"
            )
            .map(\.shown)
        }
    }

    /// Whether any notification is left to withdraw (what an answer tells its interface).
    func hasNotificationsToWithdraw(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 \(Self.toWithdraw))") ?? false
    }

    private static let toWithdraw = """
        FROM notification n
        JOIN outbox o ON o.id = n.outboxId
        JOIN followup f ON o.kind = 'followup' AND f.id = o.ref
        WHERE n.closedAt IS NULL AND f.status NOT IN \(AnswerSQL.open)
        """

    /// The earliest `notBefore` of a pending row for `channel`: when the agent must look again.
    package func nextPending(channel: Channel) throws -> Timestamp? {
        try read { db in
            try Int64.fetchOne(
                db, sql: "SELECT min(notBefore) FROM outbox WHERE status = 'pending' AND channel = ?",
                arguments: [channel.rawValue]
            ).map(Timestamp.init(millisecondsSinceEpoch:))
        }
    }

    /// The last row sent on `channel`: when, and through which link.
    package func lastSent(channel: Channel) throws -> (at: Timestamp, via: String?)? {
        try read { db in
            try Row.fetchOne(
                db,
                sql:
                    "SELECT sentAt, via FROM outbox WHERE status = 'sent' AND channel = ? AND sentAt IS NOT NULL ORDER BY sentAt DESC, id DESC LIMIT 1",
                arguments: [channel.rawValue]
            ).map { (try $0.time("sentAt"), try $0.value("via")) }
        }
    }
}
