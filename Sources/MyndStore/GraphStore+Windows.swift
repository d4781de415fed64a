import Foundation
import GRDB
package import MyndCore

/// Answer windows in presence-time (`AnswerWindow`): which delivered nudges stop waiting, and
/// how they close — `unanswered` after the person was here for the window, `unseen` after a
/// week nobody was here for it. A refresh decides this from its snapshot and closes exactly
/// what it decided, in the transaction that records its plan.
extension GraphStore {
    /// Delivered nudges still waiting for an answer since at least `window` seconds ago (their
    /// presence-time cannot be more than the clock's), with when they began waiting.
    func waiting(atLeast window: Int64, at now: Timestamp, _ db: Database) throws -> [(followUp: FollowUp, since: Timestamp)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT \(FollowUpRecord.columns), waitFrom FROM followup
                WHERE status = 'delivered' AND waitFrom IS NOT NULL AND waitFrom <= ? ORDER BY waitFrom, id
                """,
            arguments: [now.millisecondsSinceEpoch - window * 1000]
        ).map { (try FollowUpRecord(row: $0).followUp, try $0.time("waitFrom")) }
    }

    /// When the oldest nudge still waiting began to: the timeline must reach back that far.
    func oldestWaiting(_ db: Database) throws -> Timestamp? {
        try Int64.fetchOne(db, sql: "SELECT min(waitFrom) FROM followup WHERE status = 'delivered'")
            .map(Timestamp.init(millisecondsSinceEpoch:))
    }

    /// The delivered nudges whose window ended by `now` over `timeline`, each with the status
    /// it closes with (`unanswered` or `unseen`).
    func windowsEnded(window: Int64, timeline: PresenceTimeline, at now: Timestamp, _ db: Database) throws -> [FollowUp] {
        try waiting(atLeast: window, at: now, db).compactMap { followUp, since -> FollowUp? in
            guard let ending = AnswerWindow.ending(waitingSince: since, now: now, window: window, timeline: timeline) else {
                return nil
            }
            var closing = followUp
            // Answered in words mynd could not read: the window ends, but it was no silence.
            closing.status = try wasUnclear(followUp.id, db) ? .unclear : ending.status
            return closing
        }
    }

    /// Closes each of `decided` that is still open, with the status it carries (failed,
    /// unanswered, unseen): what a refresh's snapshot decided. Returns them as closed.
    func close(decided: [FollowUp], at now: Timestamp, _ db: Database) throws -> [FollowUp] {
        var closed: [FollowUp] = []
        for followUp in decided {
            guard
                !(try close(followUps: "id = ?", [followUp.id.lowercasedString], as: followUp.status, via: .none, at: now, db)
                    .isEmpty)
            else { continue }
            var done = followUp
            done.closedAt = now
            closed.append(done)
        }
        return closed
    }

    /// The timeline answer windows are counted over: from `since`, or from the oldest nudge
    /// still waiting if that is earlier.
    func windowTimeline(since: Timestamp, _ db: Database) throws -> PresenceTimeline {
        let from = min(since, try oldestWaiting(db) ?? since)
        return try Self.timeline(since: from, db)
    }
}

extension GraphStore {
    /// The first end of a snooze after `now`, among the goals still open and not let go: when
    /// the agent wakes to bring it back.
    package func nextSnoozeEnd(after now: Timestamp) throws -> Timestamp? {
        try read { db in
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT min(snoozedUntil) FROM node INDEXED BY node_snoozed_goal
                    WHERE type = 'goal' AND completedAt IS NULL AND snoozedUntil IS NOT NULL AND snoozedUntil > ?
                      AND id NOT IN (SELECT goalId FROM dropped)
                    """, arguments: [now.millisecondsSinceEpoch]
            ).map(Timestamp.init(millisecondsSinceEpoch:))
        }
    }

    private func wasUnclear(_ followUp: UUID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT 1 FROM answer WHERE followUpId = ? AND kind = ?",
            arguments: [followUp.lowercasedString, Answer.Kind.unclear.rawValue]) ?? false
    }
}
