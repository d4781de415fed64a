import Foundation
import GRDB
package import MyndCore

/// Message Batches sent and not yet collected: what they hold, what they reserve against the
/// budget, and closing them with what they brought.
extension GraphStore {
    /// Records a batch sent: its items, the worst case it reserves against the day's tokens
    /// and the month's dollars until it is collected, and the body sent (`doctor --privacy`);
    /// the hold that made room for it before it was sent is given back in the same transaction.
    package func recordBatch(
        id: String, customIds: [String], reservedTokens: Int = 0, reservedUSD: Double = 0, request: String? = nil,
        at now: Timestamp, releasing hold: Int64? = nil
    ) throws {
        try write { db in
            if let hold { try db.execute(sql: "DELETE FROM aihold WHERE id = ?", arguments: [hold]) }
            try BatchRow(
                batch: BatchRecord(id: id, createdAt: now, customIds: customIds), status: .submitted, reservedTokens: reservedTokens,
                reservedUSD: reservedUSD, request: request
            ).insert(db)
        }
    }

    /// When the open batch holding `item` was sent; nil when none holds it.
    package func pendingSince(_ item: BatchItemID) throws -> Timestamp? {
        try openBatches().filter { $0.customIds.contains(item.description) }.map(\.createdAt).max()
    }

    /// What batches sent at or after `start` and not yet collected hold in reserve.
    func reserved(since start: Timestamp, _ db: Database) throws -> (tokens: Int, usd: Double) {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT total(reservedTokens) AS tokens, total(reservedUSD) AS usd FROM batch
                WHERE status = 'submitted' AND createdAt >= ?
                """,
            arguments: [start.millisecondsSinceEpoch])
        return (Int(row?["tokens"] as Double? ?? 0), row?["usd"] as Double? ?? 0)
    }

    /// The latest batches' bodies, newest first: what was sent in them (`doctor --privacy`).
    package func recentBatchRequests(limit: Int) throws -> [(id: String, at: Timestamp, request: String?)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, createdAt, request FROM batch ORDER BY createdAt DESC, id LIMIT ?", arguments: [limit])
                .map { (id: try $0.value("id"), at: try $0.time("createdAt"), request: try $0.value("request")) }
        }
    }

    /// Batches sent and not yet collected, oldest first.
    package func openBatches() throws -> [BatchRecord] {
        try read { db in try openBatches(db) }
    }

    func openBatches(_ db: Database) throws -> [BatchRecord] {
        try Row.fetchAll(db, sql: "SELECT id, createdAt, customIds FROM batch WHERE status = 'submitted' ORDER BY createdAt, id")
            .map { row in
                BatchRecord(
                    id: try row.value("id"), createdAt: try row.time("createdAt"),
                    customIds: (try? JSONDecoder().decode([String].self, from: Data(try row.value("customIds", as: String.self).utf8)))
                        ?? [])
            }
    }

    package func markBatchChecked(_ id: String, at now: Timestamp) throws {
        try write { db in
            try db.execute(sql: "UPDATE batch SET checkedAt = ? WHERE id = ?", arguments: [now.millisecondsSinceEpoch, id])
        }
    }

    /// Closes a batch with what it brought, in one transaction: the batch's new status
    /// (`collected`, or `failed` with a reason), the texts and the ledger rows. Two jobs that
    /// read the same ended batch at once store it once: the second finds it closed, and its
    /// copy is dropped (it would count the tokens twice, and bring back a text already used).
    /// Returns whether this call closed it.
    @discardableResult
    package func finishBatch(_ id: String, failed reason: String? = nil, texts: [PreparedText], calls: [AICall], at now: Timestamp)
        throws -> Bool
    {
        try write { db in
            try db.execute(
                sql: "UPDATE batch SET status = ?, collectedAt = ?, detail = ? WHERE id = ? AND status = 'submitted'",
                arguments: [(reason == nil ? BatchRow.Status.collected : .failed).rawValue, now.millisecondsSinceEpoch, reason, id])
            guard db.changesCount == 1 else { return false }
            try insert(texts, db)
            try record(calls, db)
            return true
        }
    }
}
