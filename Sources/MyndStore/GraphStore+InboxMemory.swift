import GRDB
package import MyndCore

/// The inbox's own memory of the messages it has read: a server that refuses `$MyndDone`, or
/// accepts it and forgets it, would otherwise hand the same replies to every look, and a look
/// reads a few at a time, so the newer ones would never be reached.
extension GraphStore {
    /// Which of `uids` in `mailbox` (at `uidValidity`) were read before. Rows of this mailbox
    /// for another UIDVALIDITY (the server numbered its messages anew), and for UIDs no longer
    /// among `uids` (flagged or moved away since), are forgotten.
    package func readBefore(_ uids: [UInt64], mailbox: String, uidValidity: UInt64) throws -> Set<UInt64> {
        let wanted = Set(uids)
        return try write { db in
            try db.execute(
                sql: "DELETE FROM inbox_uid WHERE mailbox = ? AND uidValidity <> ?", arguments: [mailbox, Int64(bitPattern: uidValidity)])
            let known = try Int64.fetchAll(
                db, sql: "SELECT uid FROM inbox_uid WHERE mailbox = ? AND uidValidity = ?",
                arguments: [mailbox, Int64(bitPattern: uidValidity)]
            ).map { UInt64(bitPattern: $0) }
            let gone = known.filter { !wanted.contains($0) }
            let statement = try db.makeStatement(sql: "DELETE FROM inbox_uid WHERE mailbox = ? AND uidValidity = ? AND uid = ?")
            for uid in gone {
                try statement.execute(arguments: [mailbox, Int64(bitPattern: uidValidity), Int64(bitPattern: uid)])
            }
            return Set(known).intersection(wanted)
        }
    }

    /// Remembers that the message `uid` of `mailbox` was read (its reply recorded, or left
    /// alone for good: too large).
    package func rememberRead(_ uid: UInt64, mailbox: String, uidValidity: UInt64, at now: Timestamp) throws {
        try write { db in
            try db.execute(
                sql: "INSERT INTO inbox_uid (mailbox, uidValidity, uid, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                arguments: [mailbox, Int64(bitPattern: uidValidity), Int64(bitPattern: uid), now.millisecondsSinceEpoch])
        }
    }
}
