import GRDB
package import MyndCore

/// The budget's holds (`AILedger`): a call's worst case is held before it is made, in the
/// transaction that checked it fits, and replaced by what it really used when it is recorded.
/// A hold that may have been billed with no usage seen is kept (`BudgetHold.kept` as its
/// holder, no end in time) and counts by its `at` like any hold: against its day's tokens while
/// that day lasts, against its month's dollars until a job of a later month drops it.
extension GraphStore: AILedger {
    package func hold(_ terms: BudgetHold, deciding: (BudgetSpent) -> HoldDecision) throws -> HoldOutcome {
        try write { db in
            // Nothing held before this month counts any more.
            try db.execute(sql: "DELETE FROM aihold WHERE at < ?", arguments: [terms.monthStart.millisecondsSinceEpoch])
            // Holds nobody will record against any more: their process died (kill -9 after the
            // request went out), or their call's longest life is over. Kept, not given back.
            for row in try Row.fetchAll(db, sql: "SELECT id, holder, until FROM aihold")
            where terms.isAbandoned(holder: row["holder"], until: Timestamp(millisecondsSinceEpoch: row["until"])) {
                try Self.keep(row["id"] as Int64, db)
            }
            switch deciding(try budgetSpent(dayStart: terms.dayStart, monthStart: terms.monthStart, db)) {
            case .refuse(let reason):
                return .refused(reason)
            case .hold(let worst):
                try db.execute(
                    sql: "INSERT INTO aihold (at, tokens, usd, holder, until) VALUES (?, ?, ?, ?, ?)",
                    arguments: [
                        terms.at.millisecondsSinceEpoch, worst.tokens, worst.usd ?? 0, terms.holder, terms.until.millisecondsSinceEpoch,
                    ])
                return .held(db.lastInsertedRowID)
            }
        }
    }

    package func release(_ hold: Int64) throws {
        try write { db in try db.execute(sql: "DELETE FROM aihold WHERE id = ?", arguments: [hold]) }
    }

    package func keep(_ hold: Int64) throws {
        try write { db in try Self.keep(hold, db) }
    }

    package func record(_ calls: [AICall], texts: [PreparedText], releasing: [Int64], keeping: [Int64]) throws {
        try write { db in
            for hold in releasing { try db.execute(sql: "DELETE FROM aihold WHERE id = ?", arguments: [hold]) }
            for hold in keeping { try Self.keep(hold, db) }
            try insert(texts, db)
            try record(calls, db)
        }
    }

    private static func keep(_ hold: Int64, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE aihold SET holder = ?, until = ? WHERE id = ?", arguments: [BudgetHold.kept, Int64.max, hold])
    }

    /// What the budget has spent and holds: the day's tokens and the month's usage in the
    /// ledger, with the holds of calls in flight and the reserves of batches not yet collected.
    func budgetSpent(dayStart: Timestamp, monthStart: Timestamp, _ db: Database) throws -> BudgetSpent {
        let held = try Row.fetchOne(
            db,
            sql: """
                SELECT total(CASE WHEN at >= ? THEN tokens END) AS tokens, total(CASE WHEN at >= ? THEN usd END) AS usd
                FROM aihold
                """,
            arguments: [dayStart.millisecondsSinceEpoch, monthStart.millisecondsSinceEpoch])
        let batchesToday = try reserved(since: dayStart, db)
        let batchesThisMonth = try reserved(since: monthStart, db)
        return BudgetSpent(
            tokensToday: try tokensUsed(since: dayStart, db) + Int(held?["tokens"] as Double? ?? 0) + batchesToday.tokens,
            month: try usage(since: monthStart, db),
            heldUSD: (held?["usd"] as Double? ?? 0) + batchesThisMonth.usd)
    }

    /// The holds in the ledger now: how many and what they hold, and how many of them are kept
    /// as spent (tests).
    package func holds() throws -> (count: Int, tokens: Int, kept: Int) {
        try read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*) AS n, total(tokens) AS tokens, count(CASE WHEN holder = ? THEN 1 END) AS kept FROM aihold",
                arguments: [BudgetHold.kept])
            return (row?["n"] ?? 0, Int(row?["tokens"] as Double? ?? 0), row?["kept"] ?? 0)
        }
    }
}
