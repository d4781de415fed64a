import GRDB
import MyndCore

extension GraphStore {
    static let weekSeconds: Int64 = 7 * 86_400

    func week(before now: Timestamp, _ db: Database) throws -> DigestFacts.Week {
        let start = now.adding(seconds: -Self.weekSeconds).millisecondsSinceEpoch
        var week = DigestFacts.Week()
        week.doneCount =
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM node WHERE completedAt >= ? AND type IN ('goal', 'action')", arguments: [start]) ?? 0
        week.done = try Node.fetchAll(
            db, "WHERE completedAt >= ? AND type IN ('goal', 'action') ORDER BY completedAt DESC LIMIT 3", [start])
        week.touchedCount =
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM node WHERE type = 'goal' AND completedAt IS NULL AND lastAccessedAt >= ?
                        AND id NOT IN (SELECT goalId FROM dropped)
                    """, arguments: [start]) ?? 0
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT count(CASE WHEN kind <> 'unanswered' THEN 1 END), count(CASE WHEN kind = 'unanswered' THEN 1 END)
                FROM answer WHERE at >= ?
                """, arguments: [start])
        week.answered = row?[0] ?? 0
        week.ignored = row?[1] ?? 0
        // Steps: "did a step" answers and actions done.
        week.steps =
            try Int.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM answer WHERE kind = 'step' AND at >= ?1)
                         + (SELECT count(*) FROM node WHERE type = 'action' AND completedAt >= ?1)
                    """, arguments: [start]) ?? 0
        // The latest digest is the one before the digest being written (one a day); its first
        // line is its insight.
        week.lastInsight = try String.fetchOne(
            db, sql: "SELECT body FROM digest WHERE createdAt <= ? ORDER BY createdAt DESC LIMIT 1",
            arguments: [now.millisecondsSinceEpoch]
        ).flatMap { $0.split(separator: "\n").first.map(String.init) }
        return week
    }

    /// The goals and people the person acted on from `since` to `now`: touched (a change, a
    /// step, being in touch), answered (a snooze, a dismiss), or named in a thought or event.
    /// The morning insight does not nag about them.
    func actedOn(since: Timestamp, before now: Timestamp, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT content FROM node WHERE type IN ('goal', 'person') AND (
                    (lastAccessedAt > ?1 AND lastAccessedAt <= ?2 AND lastAccessedAt > createdAt)
                    OR id IN (SELECT goalId FROM answer WHERE at > ?1 AND at <= ?2 AND kind IN \(AnswerSQL.given))
                    OR id IN (SELECT e.targetId FROM edge e JOIN node n ON n.id = e.sourceId
                              WHERE e.type = 'mentions' AND n.type IN ('thought', 'event') AND n.createdAt > ?1 AND n.createdAt <= ?2))
                LIMIT 500
                """, arguments: [since.millisecondsSinceEpoch, now.millisecondsSinceEpoch])
    }
}
