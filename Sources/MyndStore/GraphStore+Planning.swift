package import Foundation
import GRDB
package import MyndCore

/// What the jobs read to decide, and write when they have decided.
extension GraphStore {
    /// Open goals untouched since `cutoff` (snoozed or not), and those whose snooze ended by
    /// `now` (a returning snooze is due however fresh the goal is), with what ranking needs:
    /// importance, open next actions, open blockers. Goals let go are not candidates.
    package func followUpCandidates(lastAccessedBefore cutoff: Timestamp, now: Timestamp? = nil) throws -> [GoalCandidate] {
        try read { db in try followUpCandidates(lastAccessedBefore: cutoff, now: now, db) }
    }

    func followUpCandidates(lastAccessedBefore cutoff: Timestamp, now: Timestamp?, _ db: Database) throws -> [GoalCandidate] {
        // Snoozed goals too: the planner holds them back with a reason `--dry-run` can show.
        // The counts that rank a goal are kept on its row (Schema+NodeCounts): counting them
        // here, per goal, was half of a refresh with thousands of stale goals (BENCHMARKS.md).
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(Node.columns), inDegree, outDegree, openActions, openBlockers
                FROM node
                WHERE id IN (
                    SELECT id FROM node INDEXED BY node_open_goal
                    WHERE type = 'goal' AND completedAt IS NULL AND lastAccessedAt < ?1
                    UNION
                    SELECT id FROM node INDEXED BY node_snoozed_goal
                    WHERE type = 'goal' AND completedAt IS NULL AND snoozedUntil IS NOT NULL AND snoozedUntil <= ?2)
                  AND id NOT IN (SELECT goalId FROM dropped)
                ORDER BY lastAccessedAt, id
                """, arguments: [cutoff.millisecondsSinceEpoch, (now ?? cutoff).millisecondsSinceEpoch])
        return try Array(
            rows.map { row in
                GoalCandidate(
                    node: try Node(row: row),
                    importance: Importance.score(inDegree: try row.value("inDegree"), outDegree: try row.value("outDegree")),
                    openActions: try row.value("openActions"), blockers: try row.value("openBlockers"))
            })
    }

    /// Active and stale goals, what was completed since `since`, blockers and next actions
    /// worth doing (a few of each, stalest goals first).
    package func digestFacts(staleCutoff: Timestamp, completedSince since: Timestamp?, now: Timestamp, limit: Int = 5) throws -> DigestFacts
    {
        try read { db in
            let active =
                try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM node WHERE type = 'goal' AND completedAt IS NULL AND id NOT IN (SELECT goalId FROM dropped)")
                ?? 0
            let stale = try Node.fetchAll(db, Self.staleGoalsClause, [staleCutoff.millisecondsSinceEpoch, now.millisecondsSinceEpoch])
            let completed = try Node.fetchAll(
                db, "WHERE completedAt IS NOT NULL AND completedAt > ? AND type IN ('goal', 'action') ORDER BY completedAt LIMIT ?",
                [since?.millisecondsSinceEpoch ?? Int64.min, limit])
            var blockers: [(Node, Node)] = []
            var actions: [(Node, Node)] = []
            for goal in stale.prefix(limit) {
                for blocker in try self.blockers(of: goal.id, limit: 2, db) where blockers.count < limit {
                    blockers.append((goal, blocker))
                }
                if actions.count < limit, let action = try nextActions(of: goal.id, limit: 1, db).first {
                    actions.append((goal, action))
                }
            }
            var facts = DigestFacts(activeGoals: active, stale: stale, completedSince: completed, blockers: blockers, nextActions: actions)
            facts.week = try week(before: now, db)
            facts.week.actedOn = try actedOn(since: since ?? now.adding(seconds: -86_400), before: now, db)
            return facts
        }
    }

    /// When the last digest was made (what "completed since the last digest" counts from).
    package func lastDigestTime() throws -> Timestamp? {
        try read { db in
            try Int64.fetchOne(db, sql: "SELECT max(createdAt) FROM digest").map(Timestamp.init(millisecondsSinceEpoch:))
        }
    }

    /// Stores the digest for a local date, the nodes it lists (`items`: what a reply to it may
    /// act on) and its outbox rows, once: false when that date already has one (a second run,
    /// or another process, got there first).
    /// `source` says whose words the insight is; a fallback says why in `fallbackReason`.
    package func recordDigest(
        localDate: String, title: String, body: String, source: FollowUp.Source = .fallback, fallbackReason: String? = nil,
        items: [UUID] = [], outbox: [OutboxItem], at now: Timestamp
    ) throws -> Bool {
        try write { db in
            try DigestRow(
                localDate: localDate, title: title, body: body, source: source, fallbackReason: fallbackReason, createdAt: now
            ).insert(db, onConflict: .ignore)
            guard db.changesCount == 1 else { return false }
            try db.execute(sql: "DELETE FROM prepared WHERE kind = 'insight' AND ref = ?", arguments: [localDate])
            try recordDigestItems(items, localDate: localDate, db)
            for item in outbox { try insert(item, db) }
            return true
        }
    }
}

extension GraphStore {
    /// A morning digest as it was made.
    package struct DigestRecord: Equatable, Sendable {
        package var localDate: String
        package var title: String
        package var body: String
        package var source: FollowUp.Source
        package var fallbackReason: String?
        package var createdAt: Timestamp
    }

    /// The digest of a local date, or the latest one when `localDate` is nil.
    package func digest(localDate: String?) throws -> DigestRecord? {
        try read { db in
            let columns = "localDate, title, body, source, fallbackReason, createdAt"
            let row =
                try localDate.map {
                    try Row.fetchOne(db, sql: "SELECT \(columns) FROM digest WHERE localDate = ?", arguments: [$0])
                } ?? Row.fetchOne(db, sql: "SELECT \(columns) FROM digest ORDER BY localDate DESC LIMIT 1")
            return try row.map {
                DigestRecord(
                    localDate: try $0.value("localDate"), title: try $0.value("title"), body: try $0.value("body"),
                    source: try $0.kind("source"), fallbackReason: try $0.value("fallbackReason"), createdAt: try $0.time("createdAt"))
            }
        }
    }
}
