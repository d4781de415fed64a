import Foundation
import GRDB
import MyndCore

extension GraphStore {
    /// `Intent.later`: a snooze until `later.soon`, or, when snoozes given today already
    /// brought the goal back today `Later.returnsADay` times, until the next day at the
    /// person's hour (the outcome says which).
    func later(_ id: UUID, _ later: Later, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let returns = try returnsToday(id, later, at: now, db)
        var outcome = try snooze(id, until: later.end(returnsToday: returns), via: via, at: now, db)
        outcome.laterNextDay = later.movesToNextDay(returnsToday: returns)
        return outcome
    }

    /// The snoozes about `id` given today (one answer each, however many nudges it closed)
    /// that ended before today did.
    private func returnsToday(_ id: UUID, _ later: Later, at now: Timestamp, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: """
                SELECT count(DISTINCT at) FROM answer
                WHERE goalId = ? AND kind = ? AND at >= ? AND at <= ? AND snoozeUntil < ?
                """,
            arguments: [
                id.lowercasedString, Answer.Kind.given(.snooze).rawValue, later.dayStart.millisecondsSinceEpoch,
                now.millisecondsSinceEpoch, later.dayEnd.millisecondsSinceEpoch,
            ]) ?? 0
    }
}
