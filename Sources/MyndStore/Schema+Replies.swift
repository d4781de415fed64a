import GRDB

extension Schema {
    /// v9: replies read from the inbox, one row per reply's Message-ID, written in the same
    /// transaction as what the reply changed, so a reply is applied once even when mynd is
    /// killed before it flags the message; and the last look at the inbox, for `status`.
    static func registerReplies(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9-replies") { db in
            try db.execute(
                sql: """
                    CREATE TABLE reply (
                        messageId TEXT PRIMARY KEY NOT NULL CHECK (messageId <> ''),
                        sender TEXT NOT NULL,
                        outboxId INTEGER,
                        outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'ignored', 'unreadable')),
                        detail TEXT NOT NULL,
                        at INTEGER NOT NULL
                    );
                    CREATE INDEX reply_at ON reply(at);
                    CREATE TABLE inbox_check (
                        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                        at INTEGER NOT NULL,
                        ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
                        detail TEXT NOT NULL
                    );
                    """)
        }
    }
}
