import GRDB
package import MyndCore

/// Claims: a row is sent by the one process that claimed it, in the same transaction that saw
/// it still pending, so two jobs (or a job and the agent) running at once never both send it.
/// The claim is committed before any network I/O: nobody waits on another's sending while
/// holding the write lock. A claim whose process has died — kill -9, power loss — is taken
/// over at once when that can be seen, and otherwise when its lease ends; the row is then
/// sent again with the same Message-ID, as after any crash.
extension GraphStore {
    /// Who claims rows, and how it judges the claims it finds.
    package struct Claimant: Sendable {
        /// The claimant's identity as recorded on a row (a process identity).
        package var id: String
        /// How long a claim holds when its process's fate cannot be seen.
        package var leaseSeconds: Double
        /// Whether the process named by another claim may still be running; false only when
        /// it is sure it is not.
        package var mayBeRunning: @Sendable (String) -> Bool
        /// Real time, for leases: a job may run at a simulated `--at` time, a lease may not.
        package var clock: @Sendable () -> Timestamp

        package init(
            id: String, leaseSeconds: Double, mayBeRunning: @escaping @Sendable (String) -> Bool,
            clock: @escaping @Sendable () -> Timestamp
        ) {
            self.id = id
            self.leaseSeconds = leaseSeconds
            self.mayBeRunning = mayBeRunning
            self.clock = clock
        }

        /// Whether a row's claim (`claimedBy`, `claimedUntil`) is another live process's, to be
        /// left alone at `realNow`: not ours, its lease not over, its process maybe running.
        func yields(to holder: String?, until: Int64?, at realNow: Int64) -> Bool {
            guard let holder, holder != id, let until, until > realNow else { return false }
            return mayBeRunning(holder)
        }
    }

    /// Claims the oldest due row of these channels (of `kinds`, when given) that no live process
    /// is sending, leaving out `skipping` (rows this dispatch has already tried). nil when there
    /// is none.
    package func claimNextDue(
        channels: [Channel], kinds: [OutboxItem.Kind]? = nil, at now: Timestamp, for claimant: Claimant, skipping: Set<Int64> = []
    ) throws -> OutboxItem? {
        guard !channels.isEmpty, kinds?.isEmpty != true else { return nil }
        let (filter, arguments) = Self.due(channels, kinds: kinds, at: now)
        return try write { db in
            let realNow = claimant.clock().millisecondsSinceEpoch
            let rows = try Row.fetchCursor(
                db, sql: "SELECT \(OutboxRecord.columns), claimedBy, claimedUntil FROM outbox WHERE \(filter) ORDER BY id",
                arguments: arguments)
            while let row = try rows.next() {
                let item = try OutboxRecord(row: row).item
                guard !skipping.contains(item.id) else { continue }
                if claimant.yields(to: row["claimedBy"], until: row["claimedUntil"], at: realNow) { continue }
                try db.execute(
                    sql: "UPDATE outbox SET claimedBy = ?, claimedUntil = ? WHERE id = ?",
                    arguments: [claimant.id, realNow + Int64(claimant.leaseSeconds * 1000), item.id])
                return item
            }
            return nil
        }
    }

    /// Gives a claimed row back without an outcome (another process sends it: the agent).
    package func releaseClaim(_ item: OutboxItem, by claimant: String) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE outbox SET claimedBy = NULL, claimedUntil = NULL WHERE id = ? AND claimedBy = ?",
                arguments: [item.id, claimant])
        }
    }
}

extension GraphStore {
    /// Whether a due row of these channels is pending under another process's live claim (a
    /// job handing it over, or sending it): the caller may look again soon.
    package func dueRowsClaimedElsewhere(channels: [Channel], at now: Timestamp, by claimant: Claimant) throws -> Bool {
        guard !channels.isEmpty else { return false }
        let (filter, arguments) = Self.due(channels, at: now)
        let claims = try read { db in
            try Row.fetchAll(
                db, sql: "SELECT claimedBy, claimedUntil FROM outbox WHERE \(filter) AND claimedBy IS NOT NULL", arguments: arguments)
        }
        let realNow = claimant.clock().millisecondsSinceEpoch
        return claims.contains { claimant.yields(to: $0["claimedBy"], until: $0["claimedUntil"], at: realNow) }
    }
}
