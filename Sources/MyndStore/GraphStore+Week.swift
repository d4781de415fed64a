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
        // The latest digest is the one before the digest being written (one a day); its first
        // line is its insight.
        week.lastInsight = try String.fetchOne(
            db, sql: "SELECT body FROM digest WHERE createdAt <= ? ORDER BY createdAt DESC LIMIT 1",
            arguments: [now.millisecondsSinceEpoch]
        ).flatMap { $0.split(separator: "\n").first.map(String.init) }
        return week
    }
}
