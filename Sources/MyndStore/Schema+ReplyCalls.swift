import GRDB

extension Schema {
    /// v15: Claude may read a reply the reply grammar could not, and that call goes into the
    /// ledger like every other (the budget counts it, `doctor --privacy` shows what it sent):
    /// its purpose is `reply`. A CHECK cannot be altered, so the ledger is rebuilt as in v10,
    /// every row kept as it was.
    static func registerReplyCalls(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v15-reply-calls") { db in
            try db.execute(
                sql: """
                    CREATE TABLE aicall_v15 (
                        id INTEGER PRIMARY KEY,
                        at INTEGER NOT NULL,
                        purpose TEXT NOT NULL CHECK (purpose IN ('followup', 'insight', 'reply')),
                        ref TEXT NOT NULL,
                        model TEXT NOT NULL,
                        batchId TEXT,
                        inputTokens INTEGER NOT NULL DEFAULT 0 CHECK (inputTokens >= 0),
                        outputTokens INTEGER NOT NULL DEFAULT 0 CHECK (outputTokens >= 0),
                        cacheWriteTokens INTEGER NOT NULL DEFAULT 0 CHECK (cacheWriteTokens >= 0),
                        cacheReadTokens INTEGER NOT NULL DEFAULT 0 CHECK (cacheReadTokens >= 0),
                        requestId TEXT,
                        attempts INTEGER NOT NULL DEFAULT 1,
                        outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'rejected', 'failed')),
                        detail TEXT,
                        request TEXT
                    );
                    INSERT INTO aicall_v15 (id, at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens,
                                            cacheReadTokens, requestId, attempts, outcome, detail, request)
                    SELECT id, at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens,
                           cacheReadTokens, requestId, attempts, outcome, detail, request
                    FROM aicall;
                    DROP TABLE aicall;
                    ALTER TABLE aicall_v15 RENAME TO aicall;
                    CREATE INDEX aicall_at ON aicall(at);
                    """)
        }
    }
}
