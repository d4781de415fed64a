import GRDB
package import MyndCore

/// The budget's holds (`AILedger`): a call's worst case is held before it is made, in the
/// transaction that checked it fits, and replaced by what it really used when it is recorded.
extension GraphStore: AILedger {
    package func hold(_ terms: BudgetHold, deciding: (BudgetSpent) -> HoldDecision) throws -> HoldOutcome {
        try write { db in
            // Holds nobody will record against any more: their process died (kill -9 between
            // the hold and the record), or their call's longest life is over.
            for row in try Row.fetchAll(db, sql: "SELECT id, holder, until FROM aihold")
            where terms.isOver(holder: row["holder"], until: Timestamp(millisecondsSinceEpoch: row["until"])) {
                try db.execute(sql: "DELETE FROM aihold WHERE id = ?", arguments: [row["id"] as Int64])
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

    package func record(_ calls: [AICall], texts: [PreparedText], releasing hold: Int64?) throws {
        try write { db in
            if let hold { try db.execute(sql: "DELETE FROM aihold WHERE id = ?", arguments: [hold]) }
            try insert(texts, db)
            try record(calls, db)
        }
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

    /// The holds in the ledger now: how many and what they hold (`mynd status`, tests).
    package func holds() throws -> (count: Int, tokens: Int) {
        try read { db in
            let row = try Row.fetchOne(db, sql: "SELECT count(*) AS n, total(tokens) AS tokens FROM aihold")
            return (row?["n"] ?? 0, Int(row?["tokens"] as Double? ?? 0))
        }
    }
}
