package import Foundation
import GRDB
package import MyndCore

/// A nudge shown again after the notification server's time-out took it off the screen
/// (`ExpiredNudge`): its desktop row goes back to the outbox, so the one dispatcher shows it
/// again (replacing the old notification) — at the person's return, or at the next good
/// moment. The row itself remembers a time-out while the person was here, which brings a
/// nudge back only once.
extension GraphStore {
    /// What the desktop row keeps as its last error once a time-out while the person was here
    /// brought it back: status shows it while it waits.
    static let shownAgainMark = "the notification expired while you were here: shown again once"

    /// Whether a time-out while the person was here already brought this nudge back.
    package func wasShownAgain(followUp id: UUID) throws -> Bool {
        try read { db in
            try Bool.fetchOne(
                db, sql: "SELECT 1 FROM outbox WHERE kind = 'followup' AND ref = ? AND channel = 'desktop' AND lastError = ?",
                arguments: [id.lowercasedString, Self.shownAgainMark]) ?? false
        }
    }

    /// Puts the nudge's sent desktop row back in the outbox, due at `notBefore`, if the nudge
    /// is still open. `once`: a time-out while the person was here, marked so it brings the
    /// nudge back only this time. Returns whether it will be shown again.
    @discardableResult
    package func showAgain(followUp id: UUID, notBefore: Timestamp, once: Bool) throws -> Bool {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE outbox SET status = 'pending', notBefore = ?1, claimedBy = NULL, claimedUntil = NULL,
                        lastError = CASE WHEN ?2 THEN ?3 ELSE lastError END
                    WHERE kind = 'followup' AND ref = ?4 AND channel = 'desktop' AND status = 'sent'
                      AND ref IN (SELECT id FROM followup WHERE status = 'delivered')
                    """,
                arguments: [notBefore.millisecondsSinceEpoch, once, Self.shownAgainMark, id.lowercasedString])
            return db.changesCount > 0
        }
    }
}
