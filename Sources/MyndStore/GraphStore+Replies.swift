package import Foundation
import GRDB
package import MyndCore

/// Replies read from the inbox: each applied once, in one transaction with its record.
extension GraphStore {
    /// What became of one reply.
    package enum ReplyRecord: Equatable, Sendable {
        /// Recorded now; `notes` says, per intent, what applying it did or why it was refused,
        /// `applied` which of them changed the graph, and `effects` what must follow outside
        /// the store (`AnswerEffects`).
        case recorded(notes: [String], applied: [Bool], effects: Set<AnswerEffect> = [])
        /// This Message-ID was recorded before: nothing was changed again.
        case alreadySeen
    }

    package enum ReplyOutcome: String, Sendable {
        /// The person's reply; what it asked was applied (some of it, at least).
        case applied
        /// Not obeyed: a stranger, a forgery, an automatic reply, not a reply to mynd.
        case ignored
        /// The person's reply, and nothing in it that mynd reads.
        case unreadable
        /// The person's reply, answering what is no longer open or is too old: nothing changed.
        case refused
    }

    /// What became of the reply with this Message-ID, when it was recorded before.
    package func replyOutcome(_ messageID: String) throws -> ReplyOutcome? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT outcome FROM reply WHERE messageId = ?", arguments: [messageID]).flatMap(
                ReplyOutcome.init(rawValue:))
        }
    }

    /// Applies `intents` (answers recorded as via `email`) and records the reply, in one
    /// transaction; nothing when this Message-ID is recorded already. An intent the store
    /// refuses (snoozing a goal done meanwhile) is undone alone and the others still apply.
    /// `describe` turns each result into the line the reply's record keeps (status shows it).
    /// `answer` makes, from the results, the outbox row that answers the reply (or nil), written
    /// in the same transaction: sent once by the dispatcher, never lost to a crash. `thread`:
    /// the ids the reply named (its References), kept so the answer threads with it.
    /// `answering`: what the reply answers; each intent acts only while that is open and within
    /// its window (`ReplyStanding`), judged in this transaction, else it fails with
    /// `StoreError.replyRefused` and changes nothing. When no intent applied and one was
    /// refused so, the reply is recorded `refused`.
    package func recordReply(
        messageID: String, from sender: String, outboxID: Int64?, outcome: ReplyOutcome, detail: String, intents: [Intent],
        answering target: ReplyTarget? = nil, unclearAbout unclear: UUID? = nil, thread: [String] = [], at now: Timestamp,
        describe: (Intent, Result<IntentOutcome, StoreError>) -> String = { _, _ in "" },
        answer: ([(Intent, Result<IntentOutcome, StoreError>)]) -> OutboxItem? = { _ in nil }
    ) throws -> ReplyRecord {
        try write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM reply WHERE messageId = ?", arguments: [messageID]) == true {
                return .alreadySeen
            }
            var results: [Result<IntentOutcome, StoreError>] = []
            for intent in intents {
                if let target, let refusal = try refusal(of: intent, answering: target, at: now, db) {
                    results.append(.failure(.replyRefused(refusal)))
                    continue
                }
                do {
                    results.append(.success(try inSavepoint(db) { try apply(intent, via: .email, at: now, db) }))
                } catch let error as StoreError {
                    results.append(.failure(error))
                }
            }
            let applied = Array(zip(intents, results))
            let notes = applied.map(describe)
            let fullDetail = ([detail] + notes).filter { !$0.isEmpty }.joined(separator: "; ")
            let refused = results.contains { if case .failure(.replyRefused) = $0 { true } else { false } }
            let anyApplied = results.contains { if case .success = $0 { true } else { false } }
            let recorded: ReplyOutcome = outcome == .applied && refused && !anyApplied ? .refused : outcome
            try ReplyRow(
                messageID: messageID, sender: sender, outboxID: outboxID, outcome: recorded, detail: fullDetail, at: now, thread: thread
            ).insert(db)
            if let item = answer(applied) { try insert(item, db) }
            if let unclear { try recordUnclear(unclear, at: now, db) }
            let effects = results.reduce(into: Set<AnswerEffect>()) { if case .success(let outcome) = $1 { $0.formUnion(outcome.effects) } }
            return .recorded(notes: notes, applied: results.map { if case .success = $0 { true } else { false } }, effects: effects)
        }
    }

    /// Who sent the reply with this Message-ID and the thread it named, for its answer; nil
    /// when no such reply is recorded.
    package func replyThread(_ messageID: String) throws -> (sender: String, thread: [String])? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT sender, thread FROM reply WHERE messageId = ?", arguments: [messageID]).map {
                (sender: $0["sender"] as String, thread: ($0["thread"] as String).split(separator: " ").map(String.init))
            }
        }
    }

    /// A reply as `status` shows it.
    package struct ReplySummary: Equatable, Sendable {
        package var messageID: String
        package var sender: String
        package var outcome: ReplyOutcome
        package var detail: String
        package var at: Timestamp
    }

    /// The latest replies, newest first.
    package func recentReplies(limit: Int = 5) throws -> [ReplySummary] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT messageId, sender, outcome, detail, at FROM reply ORDER BY at DESC, rowid DESC LIMIT ?", arguments: [limit]
            ).map {
                ReplySummary(
                    messageID: try $0.value("messageId"), sender: try $0.value("sender"), outcome: try $0.kind("outcome"),
                    detail: try $0.value("detail"), at: try $0.time("at"))
            }
        }
    }

    /// Records how the last look at the inbox went: `ok` with what it found, or why it failed.
    package func recordInboxCheck(ok: Bool, detail: String, at now: Timestamp) throws {
        try write { db in
            try db.execute(
                sql:
                    "INSERT INTO inbox_check (id, at, ok, detail) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at, ok = excluded.ok, detail = excluded.detail",
                arguments: [now.millisecondsSinceEpoch, ok, detail])
        }
    }

    /// The last look at the inbox, or nil when there was none.
    package func lastInboxCheck() throws -> (at: Timestamp, ok: Bool, detail: String)? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT at, ok, detail FROM inbox_check WHERE id = 1").map {
                (try $0.time("at"), try $0.value("ok"), try $0.value("detail"))
            }
        }
    }

    /// A reply to `followUp` that mynd could not read: an answer, not silence. While the nudge
    /// is open it is recorded as one (kind `unclear`: nothing backed off) and the nudge's window
    /// starts again, so the person has their time to answer mynd's question back.
    func recordUnclear(_ followUp: UUID, at now: Timestamp, _ db: Database) throws {
        guard
            let open = try FollowUpRecord.fetchOne(
                db, sql: "SELECT \(FollowUpRecord.columns) FROM followup WHERE id = ? AND status = 'delivered'",
                arguments: [followUp.lowercasedString])?.followUp
        else { return }
        try insert(
            Answer(
                followUpId: open.id, goalId: open.goalId, kind: .unclear, via: .email, at: now,
                delaySeconds: open.deliveredAt.map { Int64(now.seconds(since: $0)) }), db)
        try db.execute(
            sql: "UPDATE followup SET waitFrom = ? WHERE id = ?", arguments: [now.millisecondsSinceEpoch, followUp.lowercasedString])
    }

    /// Whether mynd already asked back about a reply to `followUp` it could not read: it asks once.
    package func wasAskedBack(_ followUp: UUID) throws -> Bool {
        try read { db in
            try Bool.fetchOne(
                db, sql: "SELECT 1 FROM answer WHERE followUpId = ? AND kind = ?",
                arguments: [followUp.lowercasedString, Answer.Kind.unclear.rawValue]) ?? false
        }
    }
}
