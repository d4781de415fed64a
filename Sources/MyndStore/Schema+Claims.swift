import GRDB

extension Schema {
    /// v7, exactly once when jobs overlap: an outbox row is claimed by one process before it is
    /// sent (`claimedBy`, a process identity, and `claimedUntil`, the lease's end in real time);
    /// a run records the process that ran it, so one whose process is gone shows as crashed;
    /// and a run can be `skipped` because another of its kind was running.
    static func registerClaims(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7-claims") { db in
            try db.execute(
                sql: """
                    ALTER TABLE outbox ADD COLUMN claimedBy TEXT;
                    ALTER TABLE outbox ADD COLUMN claimedUntil INTEGER;

                    CREATE TABLE run_v7 (
                        id INTEGER PRIMARY KEY,
                        job TEXT NOT NULL CHECK (job IN ('refresh', 'processing', 'digest')),
                        startedAt INTEGER NOT NULL,
                        endedAt INTEGER,
                        outcome TEXT NOT NULL CHECK (outcome IN ('running', 'ran', 'deferred', 'expired', 'failed', 'skipped')),
                        reason TEXT,
                        planned INTEGER NOT NULL DEFAULT 0,
                        delivered INTEGER NOT NULL DEFAULT 0,
                        process TEXT
                    );
                    INSERT INTO run_v7 (id, job, startedAt, endedAt, outcome, reason, planned, delivered)
                    SELECT id, job, startedAt, endedAt, outcome, reason, planned, delivered FROM run;
                    DROP TABLE run;
                    ALTER TABLE run_v7 RENAME TO run;
                    CREATE INDEX run_job ON run(job, startedAt);
                    """)
        }
    }
}
