public import Foundation
import GRDB
public import MyndCore

/// A nudge a goal was sent, and what became of it: what the fallback texts avoid repeating
/// and what Claude is told, so neither says the same thing twice.
public struct PastNudge: Equatable, Sendable {
    public var text: String
    public var kind: FollowUp.Kind
    public var plannedAt: Timestamp
    /// How the person answered; nil while it waits for one (or was never delivered).
    public var answer: Answer.Kind?

    public init(text: String, kind: FollowUp.Kind, plannedAt: Timestamp, answer: Answer.Kind?) {
        self.text = text
        self.kind = kind
        self.plannedAt = plannedAt
        self.answer = answer
    }
}

extension GraphStore {
    /// The goal's last `limit` nudges, newest first, with the answer that closed each.
    public func pastNudges(of goal: UUID, limit: Int) throws -> [PastNudge] {
        try read { db in try pastNudges(of: goal, limit: limit, db) }
    }

    func pastNudges(of goal: UUID, limit: Int, _ db: Database) throws -> [PastNudge] {
        return try Row.fetchAll(
            db,
            sql: """
                SELECT f.text, f.kind, f.plannedAt,
                    (SELECT a.kind FROM answer a WHERE a.followUpId = f.id ORDER BY a.id DESC LIMIT 1)
                FROM followup f WHERE f.goalId = ? ORDER BY f.plannedAt DESC, f.id LIMIT ?
                """,
            arguments: [goal.lowercasedString, limit]
        ).map { row in
            PastNudge(
                text: row[0], kind: FollowUp.Kind(rawValue: row[1]) ?? .stale,
                plannedAt: Timestamp(millisecondsSinceEpoch: row[2]),
                answer: (row[3] as String?).flatMap(Answer.Kind.init(rawValue:)))
        }
    }
}
