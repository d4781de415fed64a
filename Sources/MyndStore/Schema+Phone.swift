import GRDB

extension Schema {
    /// v17: what came back from the phone. Each post read from the reply topic is kept by its
    /// ntfy message id (so it is judged once), with the tag of the token it carried and what
    /// became of it; a token acts once, so the tags of the applied ones are unique. One row
    /// keeps where reading the topic got to (the last message id, what `since=` names) and how
    /// the last look at the server went, for `doctor` and `status`.
    static func registerPhone(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v17-phone-replies") { db in
            try db.execute(
                sql: """
                    CREATE TABLE phone_reply (
                        messageId TEXT PRIMARY KEY,
                        tokenTag TEXT,
                        followUpId TEXT,
                        answer TEXT,
                        outcome TEXT NOT NULL,
                        detail TEXT NOT NULL,
                        at INTEGER NOT NULL
                    );
                    CREATE UNIQUE INDEX phone_reply_token ON phone_reply(tokenTag) WHERE outcome = 'applied';
                    CREATE TABLE phone_state (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        lastMessageId TEXT,
                        checkedAt INTEGER,
                        ok INTEGER NOT NULL DEFAULT 1,
                        detail TEXT NOT NULL DEFAULT ''
                    );
                    """)
        }
    }

    /// v19: what became of each nudge's message on the phone once the nudge was answered
    /// elsewhere (deleted from the phone, left where the server cannot delete, cleared by its
    /// own button), so each is taken off once and a server that cannot is not asked again.
    static func registerPhoneWithdrawals(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v19-phone-withdrawals") { db in
            try db.execute(
                sql: """
                    CREATE TABLE phone_withdrawal (
                        outboxId INTEGER PRIMARY KEY NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
                        outcome TEXT NOT NULL,
                        detail TEXT NOT NULL,
                        at INTEGER NOT NULL
                    );
                    """)
        }
    }

    /// v21: how long the server asked the reader of the reply topic to wait (a 429's
    /// Retry-After): no look asks it again before then.
    static func registerPhonePollWait(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v21-phone-poll-wait") { db in
            try db.execute(sql: "ALTER TABLE phone_state ADD COLUMN waitUntil INTEGER")
        }
    }
}
