import GRDB

extension Schema {
    /// v11: the answer to a reply (the "I didn't understand" line, the `[imap] confirm`
    /// confirmation) is an outbox row of its own kind, `answer`, written in the transaction
    /// that records the reply, so it is sent once by the dispatcher like every other email. A
    /// CHECK cannot be altered, so the outbox is rebuilt as the other tables were in v5, v6 and
    /// v10 (GRDB runs a migration with foreign keys off and checks them before it commits; the
    /// notification table's reference to it holds, by name, through the rename). A reply keeps
    /// the thread it belonged to (its References, space-separated), so its answer threads.
    static func registerReplyAnswers(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11-reply-answers") { db in
            try db.execute(
                sql: """
                    CREATE TABLE outbox_v11 (
                        id INTEGER PRIMARY KEY,
                        kind TEXT NOT NULL CHECK (kind IN ('followup', 'digest', 'answer')),
                        ref TEXT NOT NULL,
                        channel TEXT NOT NULL CHECK (channel IN ('terminal', 'desktop', 'email')),
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
                        attempts INTEGER NOT NULL DEFAULT 0,
                        notBefore INTEGER NOT NULL,
                        lastError TEXT,
                        createdAt INTEGER NOT NULL,
                        sentAt INTEGER,
                        via TEXT,
                        claimedBy TEXT,
                        claimedUntil INTEGER,
                        UNIQUE (kind, ref, channel)
                    );
                    INSERT INTO outbox_v11 (id, kind, ref, channel, title, body, status, attempts, notBefore, lastError, createdAt, sentAt, via, claimedBy, claimedUntil)
                    SELECT id, kind, ref, channel, title, body, status, attempts, notBefore, lastError, createdAt, sentAt, via, claimedBy, claimedUntil
                    FROM outbox;
                    DROP TABLE outbox;
                    ALTER TABLE outbox_v11 RENAME TO outbox;
                    CREATE INDEX outbox_pending ON outbox(notBefore) WHERE status = 'pending';

                    ALTER TABLE reply ADD COLUMN thread TEXT NOT NULL DEFAULT '';
                    """)
        }
    }
}
