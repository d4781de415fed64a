import Foundation
import GRDB
package import MyndCore

/// What came back from the phone's buttons, each post judged once, and how much the phone
/// was used today (its own daily cap).
extension GraphStore {
    /// What became of one post read from the reply topic.
    package enum PhoneReplyOutcome: String, Sendable, CaseIterable {
        /// A valid token, unused, for a nudge still open: its answer was applied.
        case applied
        /// No token at all: nothing from the phone is read as text.
        case malformed
        /// A token the reply key did not sign.
        case forged
        /// A token past its reply window.
        case expired
        /// A token that acted already.
        case replayed
        /// A valid token whose nudge has its answer already (or is gone).
        case refused
    }

    package enum PhoneReplyRecord: Equatable, Sendable {
        case recorded(PhoneReplyOutcome, detail: String, effects: Set<AnswerEffect>)
        /// This ntfy message was judged before.
        case alreadySeen
    }

    /// Judges the post `messageID` (its token checked by the caller: `token`, with the tag it
    /// carried) and, when it may act, applies its answer as given on the phone, in one
    /// transaction with its record and the reading position, so a crash before the commit
    /// leaves the post to be read again and one after it never applies it twice. *Later*
    /// means `later`.
    package func recordPhoneReply(
        messageID: String, token: Result<PhoneToken, PhoneToken.Rejection>, tag: String?, later: Later, at now: Timestamp
    ) throws -> PhoneReplyRecord {
        try write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM phone_reply WHERE messageId = ?", arguments: [messageID]) == true {
                return .alreadySeen
            }
            let (outcome, detail, effects, found) = try judge(token, tag: tag, later: later, at: now, db)
            try db.execute(
                sql: "INSERT INTO phone_reply (messageId, tokenTag, followUpId, answer, outcome, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    messageID, tag, found?.followUp.lowercasedString, found?.answer.rawValue, outcome.rawValue, detail,
                    now.millisecondsSinceEpoch,
                ])
            try db.execute(
                sql:
                    "INSERT INTO phone_state (id, lastMessageId) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET lastMessageId = excluded.lastMessageId",
                arguments: [messageID])
            return .recorded(outcome, detail: detail, effects: effects)
        }
    }

    private func judge(
        _ token: Result<PhoneToken, PhoneToken.Rejection>, tag: String?, later: Later, at now: Timestamp, _ db: Database
    ) throws -> (PhoneReplyOutcome, String, Set<AnswerEffect>, PhoneToken?) {
        let valid: PhoneToken
        switch token {
        case .failure(.malformed): return (.malformed, "no token: not read", [], nil)
        case .failure(.forged): return (.forged, "a token the reply key did not sign", [], nil)
        case .failure(.expired): return (.expired, "the token's reply window has ended", [], nil)
        case .success(let token): valid = token
        }
        if let tag,
            try Bool.fetchOne(db, sql: "SELECT 1 FROM phone_reply WHERE tokenTag = ? AND outcome = 'applied'", arguments: [tag]) == true
        {
            return (.replayed, "this button acted already", [], valid)
        }
        guard let followUp = try followUp(valid.followUp, db),
            let intent = Intent.about(valid.answer, goal: followUp.goalId, followUp: followUp.id, later: later)
        else { return (.refused, "the nudge is gone", [], valid) }
        // The token's expiry is its window; the standing rules say whether the nudge is open.
        let target = ReplyTarget(.followUp(followUp.id), windowSeconds: Int64(Int32.max))
        if let refusal = try refusal(of: intent, answering: target, at: now, db) {
            return (.refused, "not applied: \(refusal.rawValue)", [], valid)
        }
        do {
            let outcome = try inSavepoint(db) { try apply(intent, via: .phone, at: now, db) }
            return (.applied, valid.answer.rawValue, outcome.effects, valid)
        } catch let error as StoreError {
            return (.refused, "not applied: \(error)", [], valid)
        }
    }

    /// Where reading the reply topic got to: the last message id judged, nil before the first.
    package func phoneReadPosition() throws -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT lastMessageId FROM phone_state WHERE id = 1") }
    }

    /// Records how the last look at the ntfy server went: `ok`, or the one line why not, and
    /// until when the server asked not to be asked again (a 429's Retry-After), if it did.
    package func recordPhoneCheck(ok: Bool, detail: String, at now: Timestamp, waitUntil: Timestamp? = nil) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO phone_state (id, checkedAt, ok, detail, waitUntil) VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE
                    SET checkedAt = excluded.checkedAt, ok = excluded.ok, detail = excluded.detail, waitUntil = excluded.waitUntil
                    """,
                arguments: [now.millisecondsSinceEpoch, ok, detail, waitUntil?.millisecondsSinceEpoch])
        }
    }

    /// Until when the ntfy server asked the reader of the reply topic to wait, if it did.
    package func phoneWaitUntil() throws -> Timestamp? {
        try read { db in
            try Int64.fetchOne(db, sql: "SELECT waitUntil FROM phone_state WHERE id = 1").map(Timestamp.init(millisecondsSinceEpoch:))
        }
    }

    /// The last look at the ntfy server, or nil when there was none.
    package func lastPhoneCheck() throws -> (at: Timestamp, ok: Bool, detail: String)? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT checkedAt, ok, detail FROM phone_state WHERE id = 1 AND checkedAt IS NOT NULL").map {
                (try $0.time("checkedAt"), try $0.value("ok"), try $0.value("detail"))
            }
        }
    }

    /// How many posts of each outcome the phone's reply topic brought.
    package func phoneReplyCounts() throws -> [PhoneReplyOutcome: Int] {
        try read { db in
            var counts: [PhoneReplyOutcome: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT outcome, COUNT(*) AS n FROM phone_reply GROUP BY outcome") {
                if let outcome = PhoneReplyOutcome(rawValue: row["outcome"]) { counts[outcome] = row["n"] }
            }
            return counts
        }
    }

    /// The phone's use as its cap counts it: nudges planned for it since `dayStart`, and the
    /// last one ever (for the gap).
    package func phoneUse(channel: Channel, since dayStart: Timestamp) throws -> PhoneRoute.Use {
        try read { db in
            let today =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM outbox WHERE channel = ? AND kind = 'followup' AND createdAt >= ?",
                    arguments: [channel.rawValue, dayStart.millisecondsSinceEpoch]) ?? 0
            let last = try Int64.fetchOne(
                db, sql: "SELECT MAX(createdAt) FROM outbox WHERE channel = ? AND kind = 'followup'", arguments: [channel.rawValue])
            return PhoneRoute.Use(today: today, last: last.map(Timestamp.init(millisecondsSinceEpoch:)))
        }
    }
}
