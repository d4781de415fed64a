import GRDB

/// The database schema, as migrations. A released migration is never edited: a change is a
/// new migration appended to the list.
///
/// Times are INTEGER milliseconds since the Unix epoch (UTC): exact, compact and compared
/// through indexes without parsing. Ids are whole lowercase UUID strings. Types are checked
/// by the schema itself, so no writer (an old mynd, a hand-edited file) can store a node type
/// this mynd does not know.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-graph") { db in
            try db.execute(sql: """
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
        return migrator
    }
}
