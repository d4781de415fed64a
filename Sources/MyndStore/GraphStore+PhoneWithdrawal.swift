package import Foundation
import GRDB
package import MyndCore

/// Nudges sent to the phone and answered since (at the desk, on the command line, by email, on
/// the phone itself): each message is taken off the phone once, and what became of it kept.
extension GraphStore {
    /// A nudge's message still on the phone as far as mynd knows, whose nudge is closed.
    package struct PhoneMessageToWithdraw: Equatable, Sendable {
        package var outboxId: Int64
        package var followUp: UUID
        /// Answered by one of the message's own buttons, which took it off the phone already.
        package var answeredOnPhone: Bool
    }

    /// What became of one message.
    package enum PhoneWithdrawalOutcome: String, Sendable {
        case deleted
        /// The server cannot delete messages: it stays on the phone, and its buttons change
        /// nothing now.
        case unsupported
        case answeredOnPhone = "answered_on_phone"
    }

    /// The phone's messages whose nudge is no longer open and that were not taken off yet,
    /// oldest first.
    package func phoneMessagesToWithdraw() throws -> [PhoneMessageToWithdraw] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT o.id, o.ref, EXISTS (
                        SELECT 1 FROM phone_reply r WHERE r.followUpId = lower(o.ref) AND r.outcome = 'applied') AS onPhone
                    \(Self.phoneToWithdraw) ORDER BY o.id
                    """
            ).compactMap { row in
                guard let followUp = UUID(uuidString: row["ref"]) else { return nil }
                return PhoneMessageToWithdraw(outboxId: row["id"], followUp: followUp, answeredOnPhone: row["onPhone"])
            }
        }
    }

    /// Records what became of the message of outbox row `outboxId`; it is not offered again.
    package func recordPhoneWithdrawal(outboxId: Int64, _ outcome: PhoneWithdrawalOutcome, detail: String, at now: Timestamp) throws {
        try write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO phone_withdrawal (outboxId, outcome, detail, at) VALUES (?, ?, ?, ?)",
                arguments: [outboxId, outcome.rawValue, detail, now.millisecondsSinceEpoch])
        }
    }

    /// Whether a message on the phone waits to be taken off (what an answer tells its
    /// interface, as for the screen's notifications).
    func hasPhoneMessagesToWithdraw(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 \(Self.phoneToWithdraw))") ?? false
    }

    private static let phoneToWithdraw = """
        FROM outbox o
        JOIN followup f ON f.id = o.ref
        WHERE o.channel = 'phone' AND o.kind = 'followup' AND o.status = 'sent'
            AND f.status NOT IN \(AnswerSQL.open)
            AND NOT EXISTS (SELECT 1 FROM phone_withdrawal w WHERE w.outboxId = o.id)
        """
}
