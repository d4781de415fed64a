import GRDB

extension Schema {
    /// v9: a batch in flight reserves its worst case against the day's tokens and the month's
    /// dollars until its results land in the ledger (dated the day it was sent), so the hard
    /// budget holds across a batch; and it keeps the body sent, for `doctor --privacy`.
    static func registerBudget(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9-batch-reserve") { db in
            try db.execute(
                sql: """
                    ALTER TABLE batch ADD COLUMN reservedTokens INTEGER NOT NULL DEFAULT 0 CHECK (reservedTokens >= 0);
                    ALTER TABLE batch ADD COLUMN reservedUSD REAL NOT NULL DEFAULT 0 CHECK (reservedUSD >= 0);
                    ALTER TABLE batch ADD COLUMN request TEXT;
                    """)
        }
    }
}
