import GRDB
package import MyndCore

/// Records dated after the clock: made under a wrong `--at`, or while the system clock was
/// ahead. The policy reads them no later than now (`FutureRecords`); a run also brings them
/// back to its clock for good, so what they hold runs out from then instead of lasting until
/// their date.
extension GraphStore {
    /// The times that hold something back — staleness, a cooldown, `min_gap`, the day's cap,
    /// the answer window, the back-off, a job's next run, the digest's date, the day's tokens —
    /// by table. Times only shown (`sentAt`, a reply's) are left as they were; times meant to
    /// lie ahead (`snoozedUntil`, a claim's or a hold's lease) are not touched, and
    /// `outbox.notBefore` is handled apart.
    static let holdingTimes: [(table: String, columns: [String])] = [
        ("node", ["lastAccessedAt", "completedAt"]),
        ("followup", ["plannedAt", "deliveredAt", "closedAt", "waitFrom"]),
        ("answer", ["at"]),
        ("run", ["startedAt", "endedAt"]),
        ("digest", ["createdAt"]),
        ("aicall", ["at"]),
        ("aihold", ["at"]),
        ("batch", ["createdAt"]),
    ]

    /// How far after a run's clock a record may be and still be taken as written.
    package static let futureMargin = Timestamp.futureMargin

    /// The longest a row may rightly wait (quiet hours, a better hour, a retry): a `notBefore`
    /// further ahead than this was set by a clock that was ahead.
    static let longestRowWait: Int64 = 86_400

    /// Brings every holding time more than `futureMargin` after `now` back to `now`, and an
    /// outbox row set to wait more than a day to now, in one transaction. Returns how many
    /// rows changed.
    package func settleFutureRecords(at now: Timestamp) throws -> Int {
        let clock = now.millisecondsSinceEpoch
        // Nearly always there is nothing to settle: a read through indexes says so, and the
        // run writes nothing (the updates below read whole tables, a large graph's nodes too).
        guard try read({ db in try hasFutureRecords(clock: clock, db) }) else { return 0 }
        return try write { db in
            var changed = 0
            // Tables another module adds may not exist in this database yet.
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            changed += try settleAheadHolds(clock: clock, tables: tables, db)
            for (table, columns) in Self.holdingTimes where tables.contains(table) {
                let set = columns.map { "\($0) = CASE WHEN \($0) > ?2 THEN ?1 ELSE \($0) END" }.joined(separator: ", ")
                let ahead = columns.map { "\($0) > ?2" }.joined(separator: " OR ")
                try db.execute(
                    sql: "UPDATE \(table) SET \(set) WHERE \(ahead)", arguments: [clock, clock + Self.futureMargin * 1000])
                changed += db.changesCount
            }
            try db.execute(
                sql: "UPDATE outbox SET notBefore = ?1 WHERE status = 'pending' AND notBefore > ?2",
                arguments: [clock, clock + Self.longestRowWait * 1000])
            changed += db.changesCount
            return changed
        }
    }

    /// Whether any holding time lies more than `futureMargin` after `clock`: the open goals
    /// (what goes stale) and the people kept in touch with through their indexes, the other
    /// tables (a few rows a day) as they are.
    private func hasFutureRecords(clock: Int64, _ db: Database) throws -> Bool {
        let limit = clock + Self.futureMargin * 1000
        let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        var checks: [(sql: String, after: Int64)] = [
            ("SELECT 1 FROM node INDEXED BY node_open_goal WHERE type = 'goal' AND completedAt IS NULL AND lastAccessedAt > ?", limit),
            (
                """
                SELECT 1 FROM node INDEXED BY node_person_cadence
                WHERE type = 'person' AND json_extract(metadata, '$.every') IS NOT NULL AND lastAccessedAt > ?
                """, limit
            ),
            ("SELECT 1 FROM outbox WHERE status = 'pending' AND notBefore > ?", clock + Self.longestRowWait * 1000),
        ]
        if tables.contains("pause") { checks.append(("SELECT 1 FROM pause WHERE since > ?", limit)) }
        for (table, columns) in Self.holdingTimes where table != "node" && tables.contains(table) {
            checks.append(("SELECT 1 FROM \(table) WHERE " + columns.map { "\($0) > ?1" }.joined(separator: " OR "), limit))
        }
        for check in checks where try Bool.fetchOne(db, sql: "SELECT EXISTS (\(check.sql))", arguments: [check.after]) == true {
            return true
        }
        return false
    }

    /// What a clock that was ahead set to lie ahead: a snooze given then ends as long after
    /// now as it would have after its answer (its answer's time says when it was given); a
    /// pause made then is not in force (`PauseState.isActive`) and is forgotten. Before the
    /// answers' times are brought back, which would lose when the snooze was given.
    private func settleAheadHolds(clock: Int64, tables: Set<String>, _ db: Database) throws -> Int {
        let limit = clock + Self.futureMargin * 1000
        try db.execute(
            sql: """
                UPDATE node SET snoozedUntil = ?1 + snoozedUntil - (
                    SELECT max(a.at) FROM answer a WHERE a.goalId = node.id AND a.kind = 'snooze' AND a.snoozeUntil = node.snoozedUntil)
                WHERE snoozedUntil > ?2 AND EXISTS (
                    SELECT 1 FROM answer a
                    WHERE a.goalId = node.id AND a.kind = 'snooze' AND a.snoozeUntil = node.snoozedUntil AND a.at > ?2)
                """, arguments: [clock, limit])
        var changed = db.changesCount
        try db.execute(
            sql: "UPDATE answer SET snoozeUntil = ?1 + snoozeUntil - at WHERE kind = 'snooze' AND at > ?2 AND snoozeUntil IS NOT NULL",
            arguments: [clock, limit])
        changed += db.changesCount
        if tables.contains("pause") {
            try db.execute(sql: "DELETE FROM pause WHERE since > ?", arguments: [limit])
            changed += db.changesCount
        }
        return changed
    }
}
