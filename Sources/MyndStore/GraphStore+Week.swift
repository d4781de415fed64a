import GRDB
public import MyndCore

extension GraphStore {
    /// What the last seven days looked like: what the insight is written from, so it says
    /// something a perceptive friend would (a win, a pattern) and not yesterday's words.
    public struct Week: Sendable {
        /// Goals and actions completed, and a few of them (newest first).
        public var doneCount = 0
        public var done: [Node] = []
        /// Open goals the person touched (added to, looked at, answered about).
        public var touchedCount = 0
        /// Nudges answered (any real answer) and nudges left without one.
        public var answered = 0
        public var ignored = 0
        /// The insight of the last digest (yesterday's, for the digest being written): not to
        /// be repeated.
        public var lastInsight: String?

        public init() {}
    }

    static let weekSeconds: Int64 = 7 * 86_400

    func week(before now: Timestamp, _ db: Database) throws -> Week {
        let start = now.adding(seconds: -Self.weekSeconds).millisecondsSinceEpoch
        var week = Week()
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
