import GRDB

extension Schema {
    /// v10: "did a step" is an answer of its own (`step`), not "done": a goal can be answered
    /// with progress and go on. A nudge the person was away for can end `unseen`, which is
    /// neither an answer nor silence. A CHECK cannot be altered, so both tables are rebuilt as
    /// in v6 and v8; the answers that closed a nudge as progressed become steps.
    static func registerAnswerKinds(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-answer-kinds") { db in
            try db.execute(
                sql: """
                    CREATE TABLE followup_v10 (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        text TEXT NOT NULL,
                        source TEXT NOT NULL CHECK (source IN ('fallback', 'claude')),
                        status TEXT NOT NULL CHECK (status IN ('planned', 'delivered', 'snoozed', 'done', 'progressed', 'dismissed', 'unanswered', 'unseen', 'failed', 'kept', 'dropped')),
                        rank INTEGER,
                        daysStale REAL,
                        plannedAt INTEGER NOT NULL,
                        deliveredAt INTEGER,
                        closedAt INTEGER,
                        fallbackReason TEXT,
                        kind TEXT NOT NULL DEFAULT 'stale' CHECK (kind IN ('stale', 'snooze_returning', 'asking')),
                        waitFrom INTEGER
                    );
                    INSERT INTO followup_v10 (id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind, waitFrom)
                    SELECT id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind, waitFrom
                    FROM followup;

                    CREATE TABLE answer_v10 (
                        id INTEGER PRIMARY KEY,
                        followUpId TEXT NOT NULL REFERENCES followup_v10(id) ON DELETE CASCADE,
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        kind TEXT NOT NULL CHECK (kind IN ('done', 'step', 'snooze', 'dismiss', 'drop', 'keep', 'unanswered', 'unseen')),
                        via TEXT NOT NULL CHECK (via IN ('desktop', 'cli', 'email', 'none')),
                        at INTEGER NOT NULL,
                        delaySeconds INTEGER,
                        snoozeUntil INTEGER
                    );
                    INSERT INTO answer_v10 (id, followUpId, goalId, kind, via, at, delaySeconds, snoozeUntil)
                    SELECT a.id, a.followUpId, a.goalId,
                        CASE WHEN a.kind = 'done' AND f.status = 'progressed' THEN 'step' ELSE a.kind END,
                        a.via, a.at, a.delaySeconds, a.snoozeUntil
                    FROM answer a JOIN followup f ON f.id = a.followUpId;

                    DROP TABLE answer;
                    DROP TABLE followup;
                    ALTER TABLE followup_v10 RENAME TO followup;
                    ALTER TABLE answer_v10 RENAME TO answer;
                    CREATE UNIQUE INDEX followup_open_goal ON followup(goalId) WHERE status IN ('planned', 'delivered');
                    CREATE INDEX followup_goal ON followup(goalId, plannedAt);
                    CREATE INDEX followup_delivered ON followup(deliveredAt) WHERE deliveredAt IS NOT NULL;
                    CREATE INDEX followup_waiting ON followup(waitFrom) WHERE status = 'delivered';
                    CREATE INDEX answer_goal ON answer(goalId, at);
                    CREATE INDEX answer_at ON answer(at);
                    CREATE INDEX answer_followup ON answer(followUpId);
                    """)
        }
    }
}
