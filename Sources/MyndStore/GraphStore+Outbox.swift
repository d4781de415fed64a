import GRDB
package import MyndCore

/// The durable outbox: rows are written with the decision, sent at most once per channel,
/// and retried with backoff until they are.
extension GraphStore {
    /// Pending rows for these channels whose time has come, oldest first.
    package func dueOutbox(channels: [Channel], at now: Timestamp) throws -> [OutboxItem] {
        guard !channels.isEmpty else { return [] }
        let (filter, arguments) = Self.due(channels, at: now)
        return try read { db in
            try OutboxRecord.fetchAll(
                db, sql: "SELECT \(OutboxRecord.columns) FROM outbox WHERE \(filter) ORDER BY id", arguments: arguments
            )
            .map(\.item)
        }
    }

    /// The WHERE clause of the pending rows of `channels` whose time has come, and its arguments;
    /// only rows of `kinds` when given.
    static func due(_ channels: [Channel], kinds: [OutboxItem.Kind]? = nil, at now: Timestamp) -> (String, StatementArguments) {
        let marks = Array(repeating: "?", count: channels.count).joined(separator: ", ")
        var filter = "status = 'pending' AND notBefore <= ? AND channel IN (\(marks))"
        var values: [any DatabaseValueConvertible] = [now.millisecondsSinceEpoch] + channels.map(\.rawValue)
        if let kinds {
            filter += " AND kind IN (\(Array(repeating: "?", count: kinds.count).joined(separator: ", ")))"
            values += kinds.map(\.rawValue)
        }
        return (filter, StatementArguments(values))
    }

    /// How many rows are still waiting (on `channel`, or any), and the earliest time one may go.
    package func pendingOutbox(channel: Channel? = nil) throws -> (count: Int, next: Timestamp?) {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql:
                    "SELECT count(*) AS count, min(notBefore) AS next FROM outbox WHERE status = 'pending' AND (?1 IS NULL OR channel = ?1)",
                arguments: [channel?.rawValue])
            return (try row?.value("count") ?? 0, try row?.time(ifAny: "next"))
        }
    }

    /// Records a row as sent — only if it is still pending and still claimed by `claimant`
    /// (nil: a row nobody claimed), so a sender whose claim was taken over records nothing.
    /// Returns false when someone else already did. A follow-up becomes delivered with its
    /// first sent row. `via` names the link that delivered it.
    @discardableResult
    package func markSent(_ item: OutboxItem, via: String? = nil, claimant: String? = nil, at now: Timestamp) throws -> Bool {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE outbox SET status = 'sent', sentAt = ?, via = ?, attempts = attempts + 1
                    WHERE id = ? AND status = 'pending' AND claimedBy IS ?
                    """,
                arguments: [now.millisecondsSinceEpoch, via, item.id, claimant])
            guard db.changesCount == 1 else { return false }
            if item.kind == .followup {
                try db.execute(
                    sql: "UPDATE followup SET status = 'delivered', deliveredAt = ?1, waitFrom = ?1 WHERE id = ?2 AND status = 'planned'",
                    arguments: [now.millisecondsSinceEpoch, item.ref])
            }
            return true
        }
    }

    /// Records a failed attempt and when to try again, and gives up the claim; after
    /// `maximumAttempts`, or at once when `permanent` (a 5xx SMTP reply: trying again would be
    /// refused the same way), the row is failed and keeps `error` as the reason. Like
    /// `markSent`, only the claimant (nil: nobody) records it.
    /// `notBefore`: the earliest it may be tried again (a server's Retry-After), when later
    /// than the backoff.
    package func markFailed(
        _ item: OutboxItem, error: String, permanent: Bool = false, claimant: String? = nil, at now: Timestamp,
        notBefore: Timestamp? = nil
    ) throws {
        try write { db in
            let attempts = (try Int.fetchOne(db, sql: "SELECT attempts FROM outbox WHERE id = ?", arguments: [item.id]) ?? 0) + 1
            let status: OutboxItem.Status = permanent || attempts >= OutboxItem.maximumAttempts ? .failed : .pending
            let next = max(now.adding(seconds: OutboxItem.retryDelaySeconds(afterAttempts: attempts)), notBefore ?? now)
            try db.execute(
                sql: """
                    UPDATE outbox SET attempts = ?, status = ?, notBefore = ?, lastError = ?, claimedBy = NULL, claimedUntil = NULL
                    WHERE id = ? AND status = 'pending' AND claimedBy IS ?
                    """,
                arguments: [attempts, status.rawValue, next.millisecondsSinceEpoch, error, item.id, claimant])
        }
    }

    /// Adds a new row, pending and untried; a row for the same message and channel is kept
    /// as it is (a message goes out once per channel).
    func insert(_ item: OutboxItem, _ db: Database) throws {
        var new = item
        new.id = 0
        new.status = .pending
        new.attempts = 0
        try OutboxRecord(new).insert(db, onConflict: .ignore)
    }
}
