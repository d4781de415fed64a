package import Foundation
import GRDB
package import MyndCore

/// Follow-ups: what the planner decided, and how the person answered.
extension GraphStore {
    /// Goals that have a follow-up waiting for an answer.
    package func openFollowUpGoalIDs() throws -> Set<UUID> {
        try read { db in try openFollowUpGoalIDs(db) }
    }

    func openFollowUpGoalIDs(_ db: Database) throws -> Set<UUID> {
        Set(
            try String.fetchAll(db, sql: "SELECT goalId FROM followup WHERE status IN \(AnswerSQL.open)")
                .compactMap(UUID.init(string:)))
    }

    /// When each of these goals last had a follow-up planned (for the cooldown).
    package func lastFollowUpTimes(for goals: [UUID]) throws -> [UUID: Timestamp] {
        let wanted = Set(goals)
        return try read { db in try lastFollowUpTimes(db).filter { wanted.contains($0.key) } }
    }

    /// When every goal (or person) ever nudged was last nudged. One pass over followup_goal
    /// (a few rows a day, ever) costs less than a statement per stale goal, of which a large
    /// graph has thousands (BENCHMARKS.md).
    func lastFollowUpTimes(_ db: Database) throws -> [UUID: Timestamp] {
        var result: [UUID: Timestamp] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT goalId, max(plannedAt) AS last FROM followup GROUP BY goalId")
        while let row = try rows.next() {
            result[try row.id("goalId")] = try row.time("last")
        }
        return result
    }

    /// How many follow-ups were planned at or after `start`, and when the latest one was.
    /// The planner never plans in quiet hours, so planning time is (nearly) showing time.
    package func followUpActivity(since start: Timestamp) throws -> (
        count: Int, last: Timestamp?, initiatedCount: Int, lastInitiated: Timestamp?
    ) {
        try read { db in try followUpActivity(since: start, db) }
    }

    func followUpActivity(since start: Timestamp, _ db: Database) throws -> (
        count: Int, last: Timestamp?, initiatedCount: Int, lastInitiated: Timestamp?
    ) {
        // Two answers: every follow-up, and those mynd began on its own (not a snooze the
        // person asked to come back).
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT count(CASE WHEN plannedAt >= ?1 THEN 1 END) AS count, max(plannedAt) AS last,
                    count(CASE WHEN plannedAt >= ?1 AND kind <> 'snooze_returning' THEN 1 END) AS initiatedCount,
                    max(CASE WHEN kind <> 'snooze_returning' THEN plannedAt END) AS lastInitiated
                FROM followup
                """, arguments: [start.millisecondsSinceEpoch])
        return (
            try row?.value("count") ?? 0, try row?.time(ifAny: "last"), try row?.value("initiatedCount") ?? 0,
            try row?.time(ifAny: "lastInitiated")
        )
    }

    /// Stores planned follow-ups and their outbox rows in one transaction. A goal that got an
    /// open follow-up meanwhile (another job won the race), or that the person completed or
    /// snoozed since the plan read it (while Claude wrote the text, say), is skipped: their
    /// answer wins over a plan made before it. Returns what was stored.
    package func recordPlanned(_ planned: [(followUp: FollowUp, outbox: [OutboxItem])]) throws -> [FollowUp] {
        try write { db in try recordPlanned(planned, db) }
    }

    func recordPlanned(_ planned: [(followUp: FollowUp, outbox: [OutboxItem])], _ db: Database) throws -> [FollowUp] {
        var stored: [FollowUp] = []
        for (followUp, items) in planned {
            let taken =
                try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM followup WHERE goalId = ? AND status IN \(AnswerSQL.open)",
                    arguments: [followUp.goalId.lowercasedString]) ?? false
            let answered =
                try Bool.fetchOne(
                    db,
                    sql: """
                        SELECT 1 FROM node WHERE id = ?1 AND (completedAt IS NOT NULL OR snoozedUntil > ?2
                          OR id IN (SELECT goalId FROM dropped))
                        """,
                    arguments: [followUp.goalId.lowercasedString, followUp.plannedAt.millisecondsSinceEpoch]) ?? false
            if taken || answered { continue }
            try FollowUpRecord(followUp).insert(db)
            for item in items { try insert(item, db) }
            // A text written ahead for this goal is used now, or no longer fits.
            try db.execute(
                sql: "DELETE FROM prepared WHERE kind = 'followup' AND ref = ?", arguments: [followUp.goalId.lowercasedString])
            stored.append(followUp)
        }
        return stored
    }

    /// Follow-ups newest first: every one with `all`, otherwise the open ones and those
    /// planned since `recentSince`.
    package func followUps(all: Bool, recentSince: Timestamp) throws -> [FollowUp] {
        try read { db in
            let clause = all ? "" : "WHERE status IN \(AnswerSQL.open) OR plannedAt >= ?"
            return try FollowUpRecord.fetchAll(
                db, sql: "SELECT \(FollowUpRecord.columns) FROM followup \(clause) ORDER BY plannedAt DESC, id",
                arguments: all ? [] : [recentSince.millisecondsSinceEpoch]
            ).map(\.followUp)
        }
    }

    package func followUp(_ id: UUID) throws -> FollowUp? {
        try read { db in try followUp(id, db) }
    }

    func followUp(_ id: UUID, _ db: Database) throws -> FollowUp? {
        try FollowUpRecord.fetchOne(
            db, sql: "SELECT \(FollowUpRecord.columns) FROM followup WHERE id = ?", arguments: [id.lowercasedString]
        )
        .map(\.followUp)
    }

    /// The channels each follow-up was queued for.
    package func channels(of followUps: [UUID]) throws -> [UUID: [Channel]] {
        try read { db in
            var result: [UUID: [Channel]] = [:]
            let statement = try db.makeStatement(sql: "SELECT channel FROM outbox WHERE kind = 'followup' AND ref = ? ORDER BY channel")
            for id in followUps {
                result[id] = try String.fetchAll(statement, arguments: [id.lowercasedString]).map { Channel(rawValue: $0) }
            }
            return result
        }
    }

    /// `Intent.dismiss`: closes one follow-up without touching its goal; its unsent outbox
    /// rows are dropped. Nothing changes for a nudge already closed.
    func dismiss(_ id: UUID, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        guard let current = try followUp(id, db) else {
            throw StoreError.unknownFollowUp(id.lowercasedString)
        }
        guard current.status.isOpen else { return IntentOutcome(node: nil, followUp: current, changed: false) }
        try close(followUps: "id = ?", [id.lowercasedString], as: .answered(.dismiss), via: via, at: now, db)
        return IntentOutcome(node: nil, followUp: try followUp(id, db))
    }

    /// Closes the open follow-ups matching `condition`, drops their unsent outbox rows (a
    /// nudge about a goal that is done or snoozed is no longer worth showing) and records the
    /// answer each one got. Returns what was closed.
    @discardableResult
    func close(
        followUps condition: String, _ arguments: StatementArguments, as status: FollowUp.Status, via: Answer.Via,
        snoozeUntil: Timestamp? = nil, at now: Timestamp, _ db: Database
    ) throws -> [FollowUp] {
        let open = try FollowUpRecord.fetchAll(
            db, sql: "SELECT \(FollowUpRecord.columns) FROM followup WHERE status IN \(AnswerSQL.open) AND \(condition)",
            arguments: arguments
        ).map(\.followUp)
        for followUp in open {
            let id = followUp.id.lowercasedString
            try db.execute(
                sql: "UPDATE followup SET status = ?, closedAt = ? WHERE id = ?",
                arguments: [status.rawValue, now.millisecondsSinceEpoch, id])
            try db.execute(sql: "DELETE FROM outbox WHERE kind = 'followup' AND ref = ? AND status = 'pending'", arguments: [id])
            if let kind = Answer.Kind(closing: status) {
                try insert(
                    Answer(
                        followUpId: followUp.id, goalId: followUp.goalId, kind: kind, via: via, at: now,
                        delaySeconds: followUp.deliveredAt.map { Int64(now.seconds(since: $0)) }, snoozeUntil: snoozeUntil), db)
            }
        }
        return open
    }
}
