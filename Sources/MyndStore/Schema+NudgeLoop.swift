import GRDB

extension Schema {
    /// v6, the nudge loop over weeks: follow-ups can end unanswered, failed,
    /// kept or dropped, and say why they were sent; every answer is an event; a goal can be set
    /// aside (dropped); a snooze's end is found through an index.
    ///
    /// A follow-up open at the upgrade becomes delivered and waits a whole answer window from
    /// `now`, so an upgrade does not close old nudges at once and bring a burst of new ones.
    static func registerNudgeLoop(_ migrator: inout DatabaseMigrator, now: Int64) {
        migrator.registerMigration("v6-nudge-loop") { db in
            try db.execute(
                sql: """
                    CREATE TABLE followup_v6 (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        text TEXT NOT NULL,
                        source TEXT NOT NULL CHECK (source IN ('fallback', 'claude')),
                        status TEXT NOT NULL CHECK (status IN ('planned', 'delivered', 'snoozed', 'done', 'dismissed', 'unanswered', 'failed', 'kept', 'dropped')),
                        rank INTEGER,
                        daysStale REAL,
                        plannedAt INTEGER NOT NULL,
                        deliveredAt INTEGER,
                        closedAt INTEGER,
                        fallbackReason TEXT,
                        kind TEXT NOT NULL DEFAULT 'stale' CHECK (kind IN ('stale', 'snooze_returning', 'asking')),
                        -- When its answer window began: its delivery (or the upgrade).
                        waitFrom INTEGER
                    );
                    INSERT INTO followup_v6 (id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, waitFrom)
                    SELECT id, goalId, text, source,
                        CASE WHEN status IN ('planned', 'delivered') THEN 'delivered' ELSE status END,
                        rank, daysStale, plannedAt,
                        CASE WHEN status IN ('planned', 'delivered') THEN coalesce(deliveredAt, ?1) ELSE deliveredAt END,
                        closedAt, fallbackReason,
                        CASE WHEN status IN ('planned', 'delivered') THEN ?1 END
                    FROM followup;
                    DROP TABLE followup;
                    ALTER TABLE followup_v6 RENAME TO followup;
                    CREATE UNIQUE INDEX followup_open_goal ON followup(goalId) WHERE status IN ('planned', 'delivered');
                    CREATE INDEX followup_goal ON followup(goalId, plannedAt);
                    CREATE INDEX followup_delivered ON followup(deliveredAt) WHERE deliveredAt IS NOT NULL;
                    CREATE INDEX followup_waiting ON followup(waitFrom) WHERE status = 'delivered';

                    -- What the person did with a nudge (or that they did nothing).
                    CREATE TABLE answer (
                        id INTEGER PRIMARY KEY,
                        followUpId TEXT NOT NULL REFERENCES followup(id) ON DELETE CASCADE,
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        kind TEXT NOT NULL CHECK (kind IN ('done', 'snooze', 'dismiss', 'drop', 'keep', 'unanswered')),
                        via TEXT NOT NULL CHECK (via IN ('desktop', 'cli', 'email', 'none')),
                        at INTEGER NOT NULL,
                        delaySeconds INTEGER,
                        snoozeUntil INTEGER
                    );
                    CREATE INDEX answer_goal ON answer(goalId, at);
                    CREATE INDEX answer_at ON answer(at);

                    -- Goals set aside ("Let it go"): not done, never nudged, until reopened.
                    CREATE TABLE dropped (
                        goalId TEXT PRIMARY KEY NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        droppedAt INTEGER NOT NULL
                    );

                    CREATE INDEX node_snoozed_goal ON node(snoozedUntil)
                        WHERE type = 'goal' AND completedAt IS NULL AND snoozedUntil IS NOT NULL;
                    """, arguments: [now])
        }
    }
}
