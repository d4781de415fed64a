import GRDB

/// The database schema, as migrations. A released migration is never edited: a change is a
/// new migration appended to the list.
///
/// Times are INTEGER milliseconds since the Unix epoch (UTC): exact, compact and compared
/// through indexes without parsing. Ids are whole lowercase UUID strings. The schema checks
/// what does not change with mynd's features (ids, weights, ranges, foreign keys); the
/// enumerations — types, kinds, statuses, channels — are checked by the records (`Records/`),
/// which write only their cases and refuse to read any other, so a value an old mynd or a
/// hand-edited file left is a damaged database, never a guess, and a new case needs no table
/// rebuilt (v15).
enum Schema {
    /// `now`: the time a migration that needs one (v6) takes as the moment of the upgrade.
    static func migrator(now: Int64) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-graph") { db in
            try db.execute(
                sql: """
                    CREATE TABLE node (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        type TEXT NOT NULL CHECK (type IN ('thought', 'goal', 'action', 'project', 'person', 'place', 'event', 'insight', 'question')),
                        content TEXT NOT NULL CHECK (content <> ''),
                        createdAt INTEGER NOT NULL,
                        lastAccessedAt INTEGER NOT NULL,
                        completedAt INTEGER,
                        snoozedUntil INTEGER,
                        metadata TEXT CHECK (metadata IS NULL OR json_valid(metadata))
                    );
                    -- Stale goals: open goals by last access; partial so it stays small.
                    CREATE INDEX node_open_goal ON node(lastAccessedAt) WHERE type = 'goal' AND completedAt IS NULL;
                    CREATE INDEX node_type ON node(type, createdAt);

                    CREATE TABLE edge (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        type TEXT NOT NULL CHECK (type IN ('relatesTo', 'blocks', 'enables', 'partOf', 'follows', 'hasAction', 'mentions', 'inspiredBy')),
                        sourceId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        targetId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        weight REAL NOT NULL DEFAULT 1 CHECK (weight BETWEEN 0 AND 1),
                        createdAt INTEGER NOT NULL,
                        CHECK (sourceId <> targetId),
                        UNIQUE (sourceId, type, targetId)
                    );
                    -- The UNIQUE index serves outgoing lookups; this one serves incoming ones.
                    CREATE INDEX edge_target ON edge(targetId, type, sourceId);
                    """)
        }
        migrator.registerMigration("v2-scheduler") { db in
            try db.execute(
                sql: """
                    -- A nudge about one goal. At most one open (planned or delivered) per goal,
                    -- enforced here so no race between two jobs can make a second.
                    CREATE TABLE followup (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        text TEXT NOT NULL,
                        source TEXT NOT NULL CHECK (source IN ('fallback', 'claude')),
                        status TEXT NOT NULL CHECK (status IN ('planned', 'delivered', 'snoozed', 'done', 'dismissed')),
                        rank INTEGER,
                        daysStale REAL,
                        plannedAt INTEGER NOT NULL,
                        deliveredAt INTEGER,
                        closedAt INTEGER
                    );
                    CREATE UNIQUE INDEX followup_open_goal ON followup(goalId) WHERE status IN ('planned', 'delivered');
                    CREATE INDEX followup_goal ON followup(goalId, plannedAt);
                    CREATE INDEX followup_delivered ON followup(deliveredAt) WHERE deliveredAt IS NOT NULL;

                    -- The morning insight, once per local date.
                    CREATE TABLE digest (
                        localDate TEXT PRIMARY KEY NOT NULL CHECK (localDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        createdAt INTEGER NOT NULL
                    );

                    -- What is to be sent, written in the same transaction as the decision, one row
                    -- per channel; a row is sent at most once and retried until it is.
                    CREATE TABLE outbox (
                        id INTEGER PRIMARY KEY,
                        kind TEXT NOT NULL CHECK (kind IN ('followup', 'digest')),
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
                        UNIQUE (kind, ref, channel)
                    );
                    CREATE INDEX outbox_pending ON outbox(notBefore) WHERE status = 'pending';

                    -- Every job run, and every deferral, with its reason.
                    CREATE TABLE run (
                        id INTEGER PRIMARY KEY,
                        job TEXT NOT NULL CHECK (job IN ('refresh', 'processing', 'digest')),
                        startedAt INTEGER NOT NULL,
                        endedAt INTEGER,
                        outcome TEXT NOT NULL CHECK (outcome IN ('running', 'ran', 'deferred', 'expired', 'failed')),
                        reason TEXT,
                        planned INTEGER NOT NULL DEFAULT 0,
                        delivered INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE INDEX run_job ON run(job, startedAt);
                    """)
        }
        migrator.registerMigration("v3-ai") { db in
            try db.execute(
                sql: """
                    -- Why a follow-up or digest did not get Claude's words (no key, budget spent, …).
                    ALTER TABLE followup ADD COLUMN fallbackReason TEXT;
                    ALTER TABLE digest ADD COLUMN source TEXT NOT NULL DEFAULT 'fallback' CHECK (source IN ('fallback', 'claude'));
                    ALTER TABLE digest ADD COLUMN fallbackReason TEXT;

                    -- The cost ledger: every Messages API call and every batch item, with its tokens.
                    -- `request` is the JSON body that was sent (never a header, so never the key):
                    -- what `mynd doctor --privacy` shows.
                    CREATE TABLE aicall (
                        id INTEGER PRIMARY KEY,
                        at INTEGER NOT NULL,
                        purpose TEXT NOT NULL CHECK (purpose IN ('followup', 'insight')),
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
                    CREATE INDEX aicall_at ON aicall(at);

                    -- Texts Claude wrote ahead (processing), waiting for the job that will use them.
                    CREATE TABLE prepared (
                        kind TEXT NOT NULL CHECK (kind IN ('followup', 'insight')),
                        ref TEXT NOT NULL,
                        text TEXT NOT NULL,
                        model TEXT NOT NULL,
                        createdAt INTEGER NOT NULL,
                        PRIMARY KEY (kind, ref)
                    );

                    -- Message Batches sent and not yet collected; collected ones stay as a record.
                    CREATE TABLE batch (
                        id TEXT PRIMARY KEY NOT NULL,
                        createdAt INTEGER NOT NULL,
                        customIds TEXT NOT NULL CHECK (json_valid(customIds)),
                        status TEXT NOT NULL CHECK (status IN ('submitted', 'collected', 'failed')),
                        checkedAt INTEGER,
                        collectedAt INTEGER,
                        detail TEXT
                    );
                    CREATE INDEX batch_open ON batch(createdAt) WHERE status = 'submitted';
                    """)
        }
        migrator.registerMigration("v4-desktop") { db in
            try db.execute(
                sql: """
                    -- A desktop notification shown for an outbox row: the id the notification server
                    -- gave it (unique only while that server, named by its unique bus name, runs), so
                    -- the agent knows what an answer means even after a restart; and what became of
                    -- it. A row shown again keeps one record. closedAt without a closeReason: another
                    -- notification took over its id (replaces_id, or a restarted server).
                    CREATE TABLE notification (
                        outboxId INTEGER PRIMARY KEY NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
                        serverId INTEGER NOT NULL CHECK (serverId > 0),
                        server TEXT NOT NULL,
                        withActions INTEGER NOT NULL CHECK (withActions IN (0, 1)),
                        sender TEXT NOT NULL CHECK (sender IN ('agent', 'job')),
                        shownAt INTEGER NOT NULL,
                        action TEXT,
                        actionAt INTEGER,
                        closedAt INTEGER,
                        closeReason INTEGER
                    );
                    CREATE INDEX notification_open ON notification(serverId) WHERE closedAt IS NULL;

                    -- Which link delivered a row: "desktop notification", "helper notify-send", "stderr" …
                    ALTER TABLE outbox ADD COLUMN via TEXT;
                    """)
        }
        migrator.registerMigration("v5-type-checks") { db in
            // `type IN ('thought', …)` in a CHECK made SQLite build a b-tree of the list each
            // time an INSERT ran: about 5 µs a row, a third of an import's insert time
            // (BENCHMARKS.md). The same rule written as `type = 'thought' OR …` costs nothing
            // measurable. A CHECK cannot be altered, so node and edge are rebuilt as SQLite's
            // ALTER TABLE page describes (GRDB runs a migration with foreign keys off and
            // checks them before it commits). The other tables keep their IN lists: they get
            // a few rows a run.
            try db.execute(
                sql: """
                    CREATE TABLE node_v5 (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        type TEXT NOT NULL CHECK (type = 'thought' OR type = 'goal' OR type = 'action' OR type = 'project' OR type = 'person' OR type = 'place' OR type = 'event' OR type = 'insight' OR type = 'question'),
                        content TEXT NOT NULL CHECK (content <> ''),
                        createdAt INTEGER NOT NULL,
                        lastAccessedAt INTEGER NOT NULL,
                        completedAt INTEGER,
                        snoozedUntil INTEGER,
                        metadata TEXT CHECK (metadata IS NULL OR json_valid(metadata))
                    );
                    INSERT INTO node_v5 SELECT id, type, content, createdAt, lastAccessedAt, completedAt, snoozedUntil, metadata FROM node;
                    DROP TABLE node;
                    ALTER TABLE node_v5 RENAME TO node;
                    CREATE INDEX node_open_goal ON node(lastAccessedAt) WHERE type = 'goal' AND completedAt IS NULL;
                    CREATE INDEX node_type ON node(type, createdAt);

                    CREATE TABLE edge_v5 (
                        id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
                        type TEXT NOT NULL CHECK (type = 'relatesTo' OR type = 'blocks' OR type = 'enables' OR type = 'partOf' OR type = 'follows' OR type = 'hasAction' OR type = 'mentions' OR type = 'inspiredBy'),
                        sourceId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        targetId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        weight REAL NOT NULL DEFAULT 1 CHECK (weight BETWEEN 0 AND 1),
                        createdAt INTEGER NOT NULL,
                        CHECK (sourceId <> targetId),
                        UNIQUE (sourceId, type, targetId)
                    );
                    INSERT INTO edge_v5 SELECT id, type, sourceId, targetId, weight, createdAt FROM edge;
                    DROP TABLE edge;
                    ALTER TABLE edge_v5 RENAME TO edge;
                    CREATE INDEX edge_target ON edge(targetId, type, sourceId);
                    """)
        }
        registerNudgeLoop(&migrator, now: now)
        registerClaims(&migrator)
        registerProgress(&migrator)
        registerBudget(&migrator)
        registerReplies(&migrator)
        registerAnswerKinds(&migrator)
        registerHolds(&migrator)
        registerPresence(&migrator)
        registerReplyAnswers(&migrator)
        registerPeopleIndex(&migrator)
        registerDigestItems(&migrator)
        registerInboxMemory(&migrator)
        registerNodeCounts(&migrator)
        registerRecordChecks(&migrator)
        registerOutboxPayload(&migrator)
        registerPhone(&migrator)
        registerCalendar(&migrator)
        registerPhoneWithdrawals(&migrator)
        registerPhonePollWait(&migrator)
        return migrator
    }
}
