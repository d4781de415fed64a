import GRDB
package import MyndCore

/// What the screen has shown and what waits for it: the facts `ShowPacing` judges the gap and
/// the cap by at the moment a nudge would be shown.
extension GraphStore {
    /// The open follow-ups with a row due on one of the `screen` channels at `now` that no
    /// screen has shown yet, each with since when its goal has been silent (its last nudge
    /// that reached any channel, or when it went stale by `limits`), and what the screen
    /// showed since the local day began (and last), in all and of mynd's own nudges.
    package func pacingFacts(screen: [Channel], limits: FollowUpLimits, zone: LocalTime, at now: Timestamp) throws -> (
        waiting: [ShowPacing.Waiting], shown: ShowPacing.Shown
    ) {
        guard !screen.isEmpty else { return ([], ShowPacing.Shown()) }
        let dayStart = FollowUpPlanner.startOfLocalDay(now, zone: zone)
        let marks = Array(repeating: "?", count: screen.count).joined(separator: ", ")
        let names: [any DatabaseValueConvertible] = screen.map(\.rawValue)
        return try read { db in
            let waiting = try Row.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT f.id, f.kind, f.rank, f.plannedAt, n.lastAccessedAt,
                        (SELECT max(s.sentAt) FROM followup p JOIN outbox s ON s.kind = 'followup' AND s.ref = p.id
                            WHERE p.goalId = f.goalId AND p.id != f.id AND s.status = 'sent') AS lastNudged
                    FROM outbox o JOIN followup f ON f.id = o.ref JOIN node n ON n.id = f.goalId
                    WHERE o.kind = 'followup' AND o.status = 'pending' AND o.notBefore <= ? AND o.channel IN (\(marks))
                        AND f.status IN \(AnswerSQL.open)
                        AND NOT EXISTS (SELECT 1 FROM outbox s WHERE s.kind = 'followup' AND s.ref = o.ref
                            AND s.status = 'sent' AND s.channel IN (\(marks)))
                    """, arguments: StatementArguments([now.millisecondsSinceEpoch] as [any DatabaseValueConvertible] + names + names)
            ).map { row in
                let stale = limits.staleAfter.added(to: try row.time("lastAccessedAt"), in: zone)
                return ShowPacing.Waiting(
                    ref: try row.value("id"), kind: try row.kind("kind"), rank: try row.value("rank"), plannedAt: try row.time("plannedAt"),
                    silentSince: try row.time(ifAny: "lastNudged") ?? stale)
            }
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(DISTINCT CASE WHEN o.sentAt >= ? THEN o.ref END) AS today, max(o.sentAt) AS last,
                        count(DISTINCT CASE WHEN o.sentAt >= ? AND f.kind != 'snooze_returning' THEN o.ref END) AS initiated,
                        max(CASE WHEN f.kind != 'snooze_returning' THEN o.sentAt END) AS lastInitiated
                    FROM outbox o JOIN followup f ON f.id = o.ref
                    WHERE o.kind = 'followup' AND o.status = 'sent' AND o.channel IN (\(marks))
                    """,
                arguments: StatementArguments(
                    [dayStart.millisecondsSinceEpoch, dayStart.millisecondsSinceEpoch] as [any DatabaseValueConvertible] + names))
            let shown = ShowPacing.Shown(
                today: try row?.value("today") ?? 0, lastAt: try row?.time(ifAny: "last"), initiatedToday: try row?.value("initiated") ?? 0,
                lastInitiatedAt: try row?.time(ifAny: "lastInitiated"))
            return (waiting, shown)
        }
    }

    /// Moves the due screen rows of the follow-up `ref` to `until`, unless a process is
    /// sending one now: a nudge that keeps its gap waits in the outbox, and whoever shows the
    /// screen's rows sleeps until then.
    package func deferScreenRows(of ref: String, screen: [Channel], until: Timestamp) throws {
        guard !screen.isEmpty else { return }
        let marks = Array(repeating: "?", count: screen.count).joined(separator: ", ")
        try write { db in
            try db.execute(
                sql: """
                    UPDATE outbox SET notBefore = ? WHERE kind = 'followup' AND ref = ? AND status = 'pending'
                        AND claimedBy IS NULL AND notBefore < ? AND channel IN (\(marks))
                    """,
                arguments: StatementArguments(
                    [until.millisecondsSinceEpoch, ref, until.millisecondsSinceEpoch] as [any DatabaseValueConvertible]
                        + screen.map(\.rawValue)))
        }
    }

    /// The local dates of the briefings with a row pending on one of the `screen` channels.
    package func pendingDigestDates(screen: [Channel]) throws -> [String] {
        guard !screen.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: screen.count).joined(separator: ", ")
        return try read { db in
            try String.fetchAll(
                db, sql: "SELECT DISTINCT ref FROM outbox WHERE kind = 'digest' AND status = 'pending' AND channel IN (\(marks))",
                arguments: StatementArguments(screen.map(\.rawValue)))
        }
    }

    /// Gives up the pending screen rows of the briefings of `dates` (days gone by), unless a
    /// process is sending one now: they are never shown. Each keeps why; returns how many.
    @discardableResult
    package func retireDigests(of dates: [String], screen: [Channel]) throws -> Int {
        guard !screen.isEmpty, !dates.isEmpty else { return 0 }
        let marks = Array(repeating: "?", count: screen.count).joined(separator: ", ")
        let days = Array(repeating: "?", count: dates.count).joined(separator: ", ")
        return try write { db in
            try db.execute(
                sql: """
                    UPDATE outbox SET status = 'failed', lastError = 'its day ended before it could be shown: a briefing belongs to its day'
                    WHERE kind = 'digest' AND status = 'pending' AND claimedBy IS NULL AND ref IN (\(days)) AND channel IN (\(marks))
                    """, arguments: StatementArguments(dates + screen.map(\.rawValue)))
            return db.changesCount
        }
    }
}
