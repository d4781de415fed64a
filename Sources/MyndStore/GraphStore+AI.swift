import Foundation
import GRDB
package import MyndCore

/// What Claude cost and wrote: the ledger of calls, texts written ahead, and batches in flight.
extension GraphStore {
    /// How many request bodies the ledger keeps for `doctor --privacy`; older ones are cleared.
    static let keptRequestBodies = 50

    package func record(_ calls: [AICall]) throws {
        try write { db in try record(calls, db) }
    }

    func record(_ calls: [AICall], _ db: Database) throws {
        for call in calls { try AICallRecord(call: call).insert(db) }
        try db.execute(
            sql: "UPDATE aicall SET request = NULL WHERE request IS NOT NULL AND id <= (SELECT max(id) FROM aicall) - ?",
            arguments: [Self.keptRequestBodies])
    }

    /// Tokens of every kind recorded at or after `start` (the daily budget counts these).
    package func tokensUsed(since start: Timestamp) throws -> Int {
        try read { db in try tokensUsed(since: start, db) }
    }

    func tokensUsed(since start: Timestamp, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db, sql: "SELECT total(inputTokens + outputTokens + cacheWriteTokens + cacheReadTokens) FROM aicall WHERE at >= ?",
            arguments: [start.millisecondsSinceEpoch]) ?? 0
    }

    /// Claude's answers since `start` (calls that brought a text back) and how many of them
    /// failed the output check: the rejection rate `mynd status` shows.
    package func answerChecks(since start: Timestamp) throws -> (answered: Int, rejected: Int) {
        try read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT count(*), total(outcome = 'rejected') FROM aicall WHERE at >= ? AND outcome IN ('ok', 'rejected')",
                arguments: [start.millisecondsSinceEpoch])
            return (row?[0] ?? 0, Int(row?[1] as Double? ?? 0))
        }
    }

    /// Token totals since `start`, one row per model and per kind of call (batch or not),
    /// as prices differ by both.
    package func usage(since start: Timestamp) throws -> [UsageTotal] {
        try read { db in try usage(since: start, db) }
    }

    func usage(since start: Timestamp, _ db: Database) throws -> [UsageTotal] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT model, batchId IS NOT NULL AS batch, count(*) AS calls, total(inputTokens) AS input,
                       total(outputTokens) AS output, total(cacheWriteTokens) AS cacheWrite, total(cacheReadTokens) AS cacheRead
                FROM aicall WHERE at >= ? GROUP BY 1, 2 ORDER BY 1, 2
                """,
            arguments: [start.millisecondsSinceEpoch]
        ).map { row in
            UsageTotal(
                model: row["model"], batch: row["batch"], calls: row["calls"], inputTokens: Int(row["input"] as Double),
                outputTokens: Int(row["output"] as Double), cacheWriteTokens: Int(row["cacheWrite"] as Double),
                cacheReadTokens: Int(row["cacheRead"] as Double))
        }
    }

    /// The latest calls, newest first.
    package func recentCalls(limit: Int) throws -> [AICall] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens, cacheReadTokens,
                           requestId, attempts, outcome, detail, request
                    FROM aicall ORDER BY id DESC LIMIT ?
                    """,
                arguments: [limit]
            ).map { row in
                var call = AICall(
                    at: try row.time("at"), purpose: try row.kind("purpose"), ref: try row.value("ref"), model: try row.value("model"),
                    outcome: try row.kind("outcome"))
                call.batchId = try row.value("batchId")
                call.inputTokens = try row.value("inputTokens")
                call.outputTokens = try row.value("outputTokens")
                call.cacheWriteTokens = try row.value("cacheWriteTokens")
                call.cacheReadTokens = try row.value("cacheReadTokens")
                call.requestId = try row.value("requestId")
                call.attempts = try row.value("attempts")
                call.detail = try row.value("detail")
                call.request = try row.value("request")
                return call
            }
        }
    }

    // MARK: - Written ahead

    package func prepared(_ kind: AICall.Purpose, ref: String) throws -> PreparedText? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT text, model, createdAt FROM prepared WHERE kind = ? AND ref = ?", arguments: [kind.rawValue, ref]
            ).map {
                PreparedText(
                    kind: kind, ref: ref, text: try $0.value("text"), model: try $0.value("model"), createdAt: try $0.time("createdAt"))
            }
        }
    }

    /// The refs that have a text written ahead, or are waiting in a batch not yet collected:
    /// what processing need not ask for again.
    package func preparedOrPending(_ kind: AICall.Purpose) throws -> Set<String> {
        try read { db in
            var refs = Set(try String.fetchAll(db, sql: "SELECT ref FROM prepared WHERE kind = ?", arguments: [kind.rawValue]))
            for batch in try openBatches(db) {
                for id in batch.customIds {
                    if let item = BatchItemID(id), item.kind == kind { refs.insert(item.ref) }
                }
            }
            return refs
        }
    }

    func insert(_ texts: [PreparedText], _ db: Database) throws {
        for text in texts { try PreparedRecord(text: text).insert(db, onConflict: .replace) }
    }
}
