package import Foundation
import GRDB
package import MyndCore

/// Answers to nudges, silence included, and what follows from them: goals set aside, kept,
/// and the back-off's count.
extension GraphStore {
    func insert(_ answer: Answer, _ db: Database) throws {
        try AnswerRecord(answer).insert(db)
    }

    /// Closes every delivered follow-up whose answer window ended by `now`: `unanswered` after
    /// `seconds` of the person's presence since it began waiting, `unseen` after a week without
    /// them (`AnswerWindow`). Returns what was closed, with the status it closed with.
    package func closeUnanswered(window seconds: Int64, at now: Timestamp) throws -> [FollowUp] {
        try write { db in try closeUnanswered(window: seconds, at: now, db) }
    }

    func closeUnanswered(window seconds: Int64, at now: Timestamp, _ db: Database) throws -> [FollowUp] {
        let timeline = try windowTimeline(since: now, db)
        return try close(decided: try windowsEnded(window: seconds, timeline: timeline, at: now, db), at: now, db)
    }

    /// What `closeUnanswered` and `closeUndeliverable` would close now, changing nothing (for
    /// `--dry-run`), each with the status it would close with.
    package func closable(window seconds: Int64, at now: Timestamp) throws -> (unanswered: [FollowUp], undeliverable: [FollowUp]) {
        try read { db in try closable(window: seconds, timeline: try windowTimeline(since: now, db), at: now, db) }
    }

    /// The same over a timeline already read (a refresh's snapshot reads it once).
    func closable(window seconds: Int64, timeline: PresenceTimeline, at now: Timestamp, _ db: Database) throws -> (
        unanswered: [FollowUp], undeliverable: [FollowUp]
    ) {
        let ended = try windowsEnded(window: seconds, timeline: timeline, at: now, db)
        let undeliverable = try FollowUpRecord.fetchAll(
            db, sql: "SELECT \(FollowUpRecord.columns) FROM followup WHERE status IN \(AnswerSQL.open) AND \(Self.allRowsFailed)"
        ).map { record in
            var followUp = record.followUp
            followUp.status = .failed
            return followUp
        }
        return (ended, undeliverable)
    }

    private static let allRowsFailed = """
        status = 'planned'
          AND EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'followup' AND o.ref = followup.id)
          AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'followup' AND o.ref = followup.id AND o.status <> 'failed')
        """

    /// Closes as failed the planned follow-ups whose every outbox row failed for good: nobody
    /// saw them, and they must not hold their goal back. Returns what was closed.
    package func closeUndeliverable(at now: Timestamp) throws -> [FollowUp] {
        try write { db in try closeUndeliverable(at: now, db) }
    }

    func closeUndeliverable(at now: Timestamp, _ db: Database) throws -> [FollowUp] {
        try close(followUps: Self.allRowsFailed, [], as: .failed, via: .none, at: now, db)
    }

    /// The goal's latest delivered follow-up, open or not.
    func lastDelivered(_ goal: UUID, _ db: Database) throws -> FollowUp? {
        try FollowUpRecord.fetchOne(
            db,
            sql:
                "SELECT \(FollowUpRecord.columns) FROM followup WHERE goalId = ? AND deliveredAt IS NOT NULL ORDER BY deliveredAt DESC LIMIT 1",
            arguments: [goal.lowercasedString]
        ).map(\.followUp)
    }

    /// Per goal, how many of its nudges in a row were dismissed or went unanswered since its
    /// last real answer (done, snooze, keep, drop) or touch: the back-off's count.
    package func wavedAwayCounts() throws -> [UUID: Int] {
        try read { db in try wavedAwayCounts(db) }
    }

    func wavedAwayCounts(_ db: Database) throws -> [UUID: Int] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT a.goalId, count(*) AS count FROM answer a JOIN node n ON n.id = a.goalId
                WHERE a.kind IN \(AnswerSQL.wavingAway) AND a.at > n.lastAccessedAt
                  AND a.at > coalesce((SELECT max(b.at) FROM answer b
                                       WHERE b.goalId = a.goalId AND b.kind IN \(AnswerSQL.real)), -1)
                GROUP BY a.goalId
                """)
        var result: [UUID: Int] = [:]
        for row in rows { result[try row.id("goalId")] = try row.value("count") }
        return result
    }

    /// The answers recorded for `goal`, newest first.
    package func answers(for goal: UUID, limit: Int = 20) throws -> [Answer] {
        try read { db in
            try AnswerRecord.fetchAll(
                db, sql: "SELECT \(AnswerRecord.columns) FROM answer WHERE goalId = ? ORDER BY at DESC, id DESC LIMIT ?",
                arguments: [goal.lowercasedString, limit]
            ).map(\.answer)
        }
    }

    /// Every answer since `start`, oldest first (per hour of the week, for timing).
    package func answers(since start: Timestamp) throws -> [Answer] {
        try read { db in
            try AnswerRecord.fetchAll(
                db, sql: "SELECT \(AnswerRecord.columns) FROM answer WHERE at >= ? ORDER BY at, id",
                arguments: [start.millisecondsSinceEpoch]
            ).map(\.answer)
        }
    }

    /// The answer that closed each of these follow-ups.
    package func answers(of followUps: [UUID]) throws -> [UUID: Answer] {
        try read { db in
            var result: [UUID: Answer] = [:]
            let statement = try db.makeStatement(
                // The answer that closed it: a late one (a snooze after its window) is an answer
                // of its own, for timing and the back-off, not this nudge's.
                sql: "SELECT \(AnswerRecord.columns) FROM answer WHERE followUpId = ? ORDER BY id LIMIT 1")
            for id in followUps {
                if let record = try AnswerRecord.fetchOne(statement, arguments: [id.lowercasedString]) { result[id] = record.answer }
            }
            return result
        }
    }
}

extension Answer.Kind {
    /// The answer a follow-up closed with this status got; nil for a status no person chose
    /// (failed).
    init?(closing status: FollowUp.Status) {
        switch status {
        case .answered(let kind): self = .given(kind)
        case .unanswered: self = .unanswered
        case .unseen: self = .unseen
        // Its answer was recorded when the reply came.
        case .planned, .delivered, .failed, .unclear: return nil
        }
    }
}

extension GraphStore {
    /// Delivered follow-ups still waiting for an answer, with when their window began.
    package func waitingForAnswer() throws -> [(followUp: FollowUp, since: Timestamp)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT \(FollowUpRecord.columns), waitFrom FROM followup WHERE status = 'delivered' AND waitFrom IS NOT NULL ORDER BY waitFrom"
            ).map { (try FollowUpRecord(row: $0).followUp, try $0.time("waitFrom")) }
        }
    }

    /// Outbox rows that failed and will be tried again (a server that said "later", a TLS
    /// or connection failure), the next try first: what is late, and why.
    package func retryingOutbox(limit: Int = 5) throws -> [OutboxItem] {
        try read { db in
            try OutboxRecord.fetchAll(
                db,
                sql:
                    "SELECT \(OutboxRecord.columns) FROM outbox WHERE status = 'pending' AND lastError IS NOT NULL ORDER BY notBefore, id LIMIT ?",
                arguments: [limit]
            ).map(\.item)
        }
    }

    /// Outbox rows that failed for good, newest first: what could not be delivered, and why.
    package func failedOutbox(limit: Int = 5) throws -> [OutboxItem] {
        try read { db in
            try OutboxRecord.fetchAll(
                db, sql: "SELECT \(OutboxRecord.columns) FROM outbox WHERE status = 'failed' ORDER BY createdAt DESC, id DESC LIMIT ?",
                arguments: [limit]
            ).map(\.item)
        }
    }
}
