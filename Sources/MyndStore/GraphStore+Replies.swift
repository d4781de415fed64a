public import Foundation
import GRDB
public import MyndCore

/// Replies read from the inbox: each applied once, in one transaction with its record.
extension GraphStore {
    /// One change a reply asks for, as the CLI command would make it.
    public enum ReplyChange: Sendable {
        case complete(UUID)
        case snooze(UUID, until: Timestamp)
        case dismiss(followUp: UUID)
        case drop(UUID)
        case keep(UUID)
        case capture(Node)
    }

    /// What became of one reply.
    public enum ReplyRecord: Equatable, Sendable {
        /// Recorded now; `notes` says, per change, what it did or why it was refused.
        case recorded(notes: [String])
        /// This Message-ID was recorded before: nothing was changed again.
        case alreadySeen
    }

    public enum ReplyOutcome: String, Sendable {
        case applied, ignored, unreadable
    }

    /// What became of the reply with this Message-ID, when it was recorded before.
    public func replyOutcome(_ messageID: String) throws -> ReplyOutcome? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT outcome FROM reply WHERE messageId = ?", arguments: [messageID]).flatMap(
                ReplyOutcome.init(rawValue:))
        }
    }

    /// Applies `changes` (answers recorded as via `email`) and records the reply, in one
    /// transaction; nothing when this Message-ID is recorded already. A change the CLI would
    /// refuse (snoozing a goal done meanwhile) is a note, and the others still apply.
    public func recordReply(
        messageID: String, from sender: String, outboxID: Int64?, outcome: ReplyOutcome, detail: String, changes: [ReplyChange],
        at now: Timestamp, zone: LocalTime? = nil
    ) throws -> ReplyRecord {
        try write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM reply WHERE messageId = ?", arguments: [messageID]) == true {
                return .alreadySeen
            }
            var notes: [String] = []
            for change in changes {
                do {
                    notes.append(try apply(change, at: now, zone: zone, db))
                } catch let error as StoreError {
                    notes.append("not applied: \(error)")
                }
            }
            let fullDetail = ([detail] + notes).filter { !$0.isEmpty }.joined(separator: "; ")
            try db.execute(
                sql: "INSERT INTO reply (messageId, sender, outboxId, outcome, detail, at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [messageID, sender, outboxID, outcome.rawValue, fullDetail, now.millisecondsSinceEpoch])
            return .recorded(notes: notes)
        }
    }

    private func apply(_ change: ReplyChange, at now: Timestamp, zone: LocalTime?, _ db: Database) throws -> String {
        switch change {
        case .complete(let id):
            switch try complete(id, at: now, via: .email, db) {
            case .completed(let node): return "done: \(node.content)"
            case .alreadyCompleted(let node): return "already done: \(node.content)"
            }
        case .snooze(let id, let until):
            // In the person's own time when known: the note is what status and the confirmation say.
            let when = zone.map { $0.describe(until) } ?? until.iso8601
            return "snoozed until \(when): \(try snooze(id, until: until, at: now, via: .email, db).content)"
        case .dismiss(let followUp):
            switch try dismiss(followUp, at: now, via: .email, db) {
            case .dismissed: return "follow-up dismissed"
            case .alreadyClosed(let closed): return "follow-up was already \(closed.status.rawValue)"
            }
        case .drop(let id):
            return "let go: \(try drop(id, at: now, via: .email, db).content)"
        case .keep(let id):
            return "kept: \(try keep(id, at: now, via: .email, db).content)"
        case .capture(let node):
            try insert(node, db)
            return "captured: \(node.content)"
        }
    }

    /// A reply as `status` shows it.
    public struct ReplySummary: Equatable, Sendable {
        public var messageID: String
        public var sender: String
        public var outcome: ReplyOutcome
        public var detail: String
        public var at: Timestamp
    }

    /// The latest replies, newest first.
    public func recentReplies(limit: Int = 5) throws -> [ReplySummary] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT messageId, sender, outcome, detail, at FROM reply ORDER BY at DESC, rowid DESC LIMIT ?", arguments: [limit]
            ).map {
                ReplySummary(
                    messageID: $0[0], sender: $0[1], outcome: ReplyOutcome(rawValue: $0[2]) ?? .ignored, detail: $0[3],
                    at: Timestamp(millisecondsSinceEpoch: $0[4]))
            }
        }
    }

    /// Records how the last look at the inbox went: `ok` with what it found, or why it failed.
    public func recordInboxCheck(ok: Bool, detail: String, at now: Timestamp) throws {
        try write { db in
            try db.execute(
                sql:
                    "INSERT INTO inbox_check (id, at, ok, detail) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at, ok = excluded.ok, detail = excluded.detail",
                arguments: [now.millisecondsSinceEpoch, ok, detail])
        }
    }

    /// The last look at the inbox, or nil when there was none.
    public func lastInboxCheck() throws -> (at: Timestamp, ok: Bool, detail: String)? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT at, ok, detail FROM inbox_check WHERE id = 1").map {
                (Timestamp(millisecondsSinceEpoch: $0[0]), $0[1], $0[2])
            }
        }
    }
}
