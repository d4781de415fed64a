import GRDB

extension Schema {
    /// v8: a follow-up answered by finishing one of its goal's actions closes as `progressed`,
    /// not `done` — the goal goes on. A CHECK cannot be altered, so the table is rebuilt as
    /// in v6 (GRDB runs a migration with foreign keys off and checks them before it commits).
    static func registerProgress(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v8-progressed") { db in
            try db.execute(
                sql: """
                    CREATE TABLE followup_v8 (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        text TEXT NOT NULL,
                        source TEXT NOT NULL CHECK (source IN ('fallback', 'claude')),
                        status TEXT NOT NULL CHECK (status IN ('planned', 'delivered', 'snoozed', 'done', 'progressed', 'dismissed', 'unanswered', 'failed', 'kept', 'dropped')),
                        rank INTEGER,
                        daysStale REAL,
                        plannedAt INTEGER NOT NULL,
                        deliveredAt INTEGER,
                        closedAt INTEGER,
                        fallbackReason TEXT,
                        kind TEXT NOT NULL DEFAULT 'stale' CHECK (kind IN ('stale', 'snooze_returning', 'asking')),
                        waitFrom INTEGER
                    );
                    INSERT INTO followup_v8 (id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind, waitFrom)
                    SELECT id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind, waitFrom
                    FROM followup;
                    DROP TABLE followup;
                    ALTER TABLE followup_v8 RENAME TO followup;
                    CREATE UNIQUE INDEX followup_open_goal ON followup(goalId) WHERE status IN ('planned', 'delivered');
                    CREATE INDEX followup_goal ON followup(goalId, plannedAt);
                    CREATE INDEX followup_delivered ON followup(deliveredAt) WHERE deliveredAt IS NOT NULL;
                    CREATE INDEX followup_waiting ON followup(waitFrom) WHERE status = 'delivered';
                    """)
        }
    }
}
