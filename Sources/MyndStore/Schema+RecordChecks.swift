import GRDB

extension Schema {
    /// v15: the enumerations (a node's type, a follow-up's status, an outbox row's channel, …)
    /// are checked by the records that read and write them, as GRDB recommends, and no longer
    /// by `CHECK (… IN …)`: each new case took a table rebuilt (v6, v8, v10, v11). A CHECK
    /// cannot be dropped, so the tables that had one are rebuilt once more, keeping every row,
    /// every other constraint (NOT NULL, ids, weights, ranges, foreign keys) and their indexes
    /// and triggers, which are saved before and made again after (GRDB runs a migration with
    /// foreign keys off and checks them before it commits).
    static func registerRecordChecks(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v15-enumerations-in-records") { db in
            let names = recordChecked.map(\.name)
            let marks = databaseQuestionMarks(count: names.count)
            let kept = try String.fetchAll(
                db,
                sql: """
                    SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (\(marks))
                    ORDER BY type, name
                    """, arguments: StatementArguments(names))
            // A trigger names other tables in its body: none may outlive them while they are swapped.
            for trigger in try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (\(marks))",
                arguments: StatementArguments(names))
            {
                try db.execute(sql: "DROP TRIGGER \(trigger.quotedDatabaseIdentifier)")
            }
            for table in recordChecked {
                try db.execute(sql: "CREATE TABLE \(table.name)_v15 (\(table.definition))")
                try db.execute(sql: "INSERT INTO \(table.name)_v15 (\(table.columns)) SELECT \(table.columns) FROM \(table.name)")
            }
            for table in recordChecked {
                try db.execute(sql: "DROP TABLE \(table.name)")
                try db.execute(sql: "ALTER TABLE \(table.name)_v15 RENAME TO \(table.name)")
            }
            for statement in kept { try db.execute(sql: statement) }
        }
    }

    /// The rebuilt tables as v15 leaves them: their columns in their order, and their
    /// definitions without the enumerations.
    private static let recordChecked: [(name: String, columns: String, definition: String)] = [
        (
            "node",
            "id, type, content, createdAt, lastAccessedAt, completedAt, snoozedUntil, metadata, inDegree, outDegree, openActions, openBlockers",
            """
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
            type TEXT NOT NULL,
            content TEXT NOT NULL CHECK (content <> ''),
            createdAt INTEGER NOT NULL,
            lastAccessedAt INTEGER NOT NULL,
            completedAt INTEGER,
            snoozedUntil INTEGER,
            metadata TEXT CHECK (metadata IS NULL OR json_valid(metadata)),
            inDegree INTEGER NOT NULL DEFAULT 0,
            outDegree INTEGER NOT NULL DEFAULT 0,
            openActions INTEGER NOT NULL DEFAULT 0,
            openBlockers INTEGER NOT NULL DEFAULT 0
            """
        ),
        (
            "edge", "id, type, sourceId, targetId, weight, createdAt",
            """
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
            type TEXT NOT NULL,
            sourceId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
            targetId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
            weight REAL NOT NULL DEFAULT 1 CHECK (weight BETWEEN 0 AND 1),
            createdAt INTEGER NOT NULL,
            CHECK (sourceId <> targetId),
            UNIQUE (sourceId, type, targetId)
            """
        ),
        (
            "followup",
            "id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind, waitFrom",
            """
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36 AND id = lower(id)),
            goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            source TEXT NOT NULL,
            status TEXT NOT NULL,
            rank INTEGER,
            daysStale REAL,
            plannedAt INTEGER NOT NULL,
            deliveredAt INTEGER,
            closedAt INTEGER,
            fallbackReason TEXT,
            kind TEXT NOT NULL DEFAULT 'stale',
            waitFrom INTEGER
            """
        ),
        (
            "answer", "id, followUpId, goalId, kind, via, at, delaySeconds, snoozeUntil",
            """
            id INTEGER PRIMARY KEY,
            followUpId TEXT NOT NULL REFERENCES followup(id) ON DELETE CASCADE,
            goalId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            via TEXT NOT NULL,
            at INTEGER NOT NULL,
            delaySeconds INTEGER,
            snoozeUntil INTEGER
            """
        ),
        (
            "digest", "localDate, title, body, createdAt, source, fallbackReason",
            """
            localDate TEXT PRIMARY KEY NOT NULL CHECK (localDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            createdAt INTEGER NOT NULL,
            source TEXT NOT NULL DEFAULT 'fallback',
            fallbackReason TEXT
            """
        ),
        (
            "outbox",
            "id, kind, ref, channel, title, body, status, attempts, notBefore, lastError, createdAt, sentAt, via, claimedBy, claimedUntil",
            """
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            ref TEXT NOT NULL,
            channel TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'pending',
            attempts INTEGER NOT NULL DEFAULT 0,
            notBefore INTEGER NOT NULL,
            lastError TEXT,
            createdAt INTEGER NOT NULL,
            sentAt INTEGER,
            via TEXT,
            claimedBy TEXT,
            claimedUntil INTEGER,
            UNIQUE (kind, ref, channel)
            """
        ),
        (
            "notification", "outboxId, serverId, server, withActions, sender, shownAt, action, actionAt, closedAt, closeReason",
            """
            outboxId INTEGER PRIMARY KEY NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
            serverId INTEGER NOT NULL CHECK (serverId > 0),
            server TEXT NOT NULL,
            withActions INTEGER NOT NULL CHECK (withActions IN (0, 1)),
            sender TEXT NOT NULL,
            shownAt INTEGER NOT NULL,
            action TEXT,
            actionAt INTEGER,
            closedAt INTEGER,
            closeReason INTEGER
            """
        ),
        (
            "run", "id, job, startedAt, endedAt, outcome, reason, planned, delivered, process",
            """
            id INTEGER PRIMARY KEY,
            job TEXT NOT NULL,
            startedAt INTEGER NOT NULL,
            endedAt INTEGER,
            outcome TEXT NOT NULL,
            reason TEXT,
            planned INTEGER NOT NULL DEFAULT 0,
            delivered INTEGER NOT NULL DEFAULT 0,
            process TEXT
            """
        ),
        (
            "aicall",
            """
            id, at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens, cacheReadTokens, requestId, attempts,
            outcome, detail, request
            """,
            """
            id INTEGER PRIMARY KEY,
            at INTEGER NOT NULL,
            purpose TEXT NOT NULL,
            ref TEXT NOT NULL,
            model TEXT NOT NULL,
            batchId TEXT,
            inputTokens INTEGER NOT NULL DEFAULT 0 CHECK (inputTokens >= 0),
            outputTokens INTEGER NOT NULL DEFAULT 0 CHECK (outputTokens >= 0),
            cacheWriteTokens INTEGER NOT NULL DEFAULT 0 CHECK (cacheWriteTokens >= 0),
            cacheReadTokens INTEGER NOT NULL DEFAULT 0 CHECK (cacheReadTokens >= 0),
            requestId TEXT,
            attempts INTEGER NOT NULL DEFAULT 1,
            outcome TEXT NOT NULL,
            detail TEXT,
            request TEXT
            """
        ),
        (
            "prepared", "kind, ref, text, model, createdAt",
            """
            kind TEXT NOT NULL,
            ref TEXT NOT NULL,
            text TEXT NOT NULL,
            model TEXT NOT NULL,
            createdAt INTEGER NOT NULL,
            PRIMARY KEY (kind, ref)
            """
        ),
        (
            "batch", "id, createdAt, customIds, status, checkedAt, collectedAt, detail, reservedTokens, reservedUSD, request",
            """
            id TEXT PRIMARY KEY NOT NULL,
            createdAt INTEGER NOT NULL,
            customIds TEXT NOT NULL CHECK (json_valid(customIds)),
            status TEXT NOT NULL,
            checkedAt INTEGER,
            collectedAt INTEGER,
            detail TEXT,
            reservedTokens INTEGER NOT NULL DEFAULT 0 CHECK (reservedTokens >= 0),
            reservedUSD REAL NOT NULL DEFAULT 0 CHECK (reservedUSD >= 0),
            request TEXT
            """
        ),
        (
            "presence", "id, at, state, reason, source",
            """
            id INTEGER PRIMARY KEY NOT NULL,
            at INTEGER NOT NULL,
            state TEXT NOT NULL,
            reason TEXT,
            source TEXT
            """
        ),
        (
            "presence_sensed", "id, at, state, reason, source, watcher",
            """
            id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
            at INTEGER NOT NULL,
            state TEXT NOT NULL,
            reason TEXT,
            source TEXT,
            watcher TEXT
            """
        ),
        (
            "reply", "messageId, sender, outboxId, outcome, detail, at, thread",
            """
            messageId TEXT PRIMARY KEY NOT NULL CHECK (messageId <> ''),
            sender TEXT NOT NULL,
            outboxId INTEGER,
            outcome TEXT NOT NULL,
            detail TEXT NOT NULL,
            at INTEGER NOT NULL,
            thread TEXT NOT NULL DEFAULT ''
            """
        ),
    ]
}
