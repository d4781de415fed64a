package import Foundation
import GRDB
package import MyndCore

/// "Let it go" and "Keep": what the person says to "does this goal still matter?".
extension GraphStore {
    /// `Intent.drop`: sets a goal aside: not done, not stale, never nudged, until `reopen`.
    /// Its open follow-ups are answered as dropped.
    func drop(_ id: UUID, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let node = try existing(id, db)
        guard node.type == .goal else {
            throw StoreError.invalid("only goals can be let go, and this is a \(node.type.rawValue): use `mynd done` or `mynd delete`")
        }
        try db.execute(
            sql: "INSERT INTO dropped (goalId, droppedAt) VALUES (?, ?) ON CONFLICT (goalId) DO NOTHING",
            arguments: [id.lowercasedString, now.millisecondsSinceEpoch])
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .answered(.drop), via: via, at: now, db)
        return IntentOutcome(node: node)
    }

    /// `Intent.reopen`: brings back a goal that was let go or done: open again, touched now
    /// (fresh, so it is not nudged at once).
    func reopen(_ id: UUID, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let node = try existing(id, db)
        guard node.type.isCompletable else {
            throw StoreError.invalid("only goals and actions can be reopened, and this is a \(node.type.rawValue)")
        }
        try db.execute(sql: "DELETE FROM dropped WHERE goalId = ?", arguments: [id.lowercasedString])
        try db.execute(sql: "UPDATE node SET completedAt = NULL WHERE id = ?", arguments: [id.lowercasedString])
        try touch([id], at: now, db)
        return IntentOutcome(node: try existing(id, db))
    }

    /// `Intent.keep`: the goal still matters. A real answer: it answers the open follow-up and
    /// resets the back-off (the goal is touched).
    func keep(_ id: UUID, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let node = try existing(id, db)
        guard node.type == .goal else {
            throw StoreError.invalid("only goals can be kept, and this is a \(node.type.rawValue)")
        }
        try db.execute(sql: "DELETE FROM dropped WHERE goalId = ?", arguments: [id.lowercasedString])
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .answered(.keep), via: via, at: now, db)
        try touch([id], at: now, db)
        return IntentOutcome(node: try existing(id, db))
    }

    /// Goals set aside, and since when.
    package func droppedGoals() throws -> [UUID: Timestamp] {
        try read { db in
            var result: [UUID: Timestamp] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT goalId, droppedAt FROM dropped") {
                result[try row.id("goalId")] = try row.time("droppedAt")
            }
            return result
        }
    }
}
