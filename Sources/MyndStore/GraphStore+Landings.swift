import GRDB
package import MyndCore

/// How the recent nudges landed (`NudgeLandings`), for `mynd status`.
extension GraphStore {
    /// The nudges delivered since `since`, as `NudgeLandings` counts them at `now`, with the
    /// presence timeline over the span read in the same transaction.
    package func landings(since: Timestamp, at now: Timestamp) throws -> NudgeLandings {
        try read { db in
            let nudges = try Row.fetchAll(
                db,
                sql: """
                    SELECT f.status, f.deliveredAt,
                        EXISTS (SELECT 1 FROM answer a WHERE a.followUpId = f.id AND a.kind IN \(AnswerSQL.real)) AS answered
                    FROM followup f WHERE f.deliveredAt IS NOT NULL AND f.deliveredAt >= ? AND f.deliveredAt <= ?
                    """, arguments: [since.millisecondsSinceEpoch, now.millisecondsSinceEpoch]
            ).map { row in
                NudgeLandings.Nudge(
                    status: try row.kind("status"), answered: try row.value("answered"), deliveredAt: try row.time("deliveredAt"))
            }
            return NudgeLandings(nudges, timeline: try Self.timeline(since: since, db), now: now)
        }
    }
}
