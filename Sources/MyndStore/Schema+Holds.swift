import GRDB

extension Schema {
    /// v10: the budget is one wall for all jobs. A call's (or a batch's) worst case is held in
    /// `aihold`, in the same write transaction as the check, until its real usage is recorded:
    /// `at` is the job's time (the day and month it counts against), `holder` the process
    /// identity that holds it and `until` the real time its call cannot outlive, so a hold of a
    /// process that died is given back.
    static func registerHolds(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-ai-holds") { db in
            try db.execute(
                sql: """
                    CREATE TABLE aihold (
                        id INTEGER PRIMARY KEY,
                        at INTEGER NOT NULL,
                        tokens INTEGER NOT NULL CHECK (tokens >= 0),
                        usd REAL NOT NULL CHECK (usd >= 0),
                        holder TEXT NOT NULL,
                        until INTEGER NOT NULL
                    );
                    """)
        }
    }
}
