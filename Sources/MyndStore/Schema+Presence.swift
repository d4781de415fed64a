import GRDB

extension Schema {
    /// v10, presence: the person's presence as a timeline of transitions with
    /// their source (kept 90 days), what the agent's sources say now and which agent watches,
    /// the person's own word (`mynd presence here|away`) until `auto`, and a pause.
    static func registerPresence(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v10-presence") { db in
            try db.execute(
                sql: """
                    -- Each real change of presence: here, away (and why) or unknown (and why).
                    CREATE TABLE presence (
                        id INTEGER PRIMARY KEY NOT NULL,
                        at INTEGER NOT NULL,
                        state TEXT NOT NULL CHECK (state IN ('here', 'away', 'unknown')),
                        reason TEXT CHECK (CASE state
                            WHEN 'here' THEN reason IS NULL
                            WHEN 'away' THEN reason IN ('locked', 'screensaver', 'idle', 'asleep', 'manual')
                            ELSE reason IN ('no_source', 'session_not_found', 'agent_stopped') END),
                        source TEXT CHECK (source IN ('logind', 'screensaver', 'idle', 'sleep', 'manual'))
                    );
                    CREATE INDEX presence_at ON presence(at, id);
                    -- What the agent's sources say now, and the agent that watches them
                    -- (its process identity; NULL once it stopped).
                    CREATE TABLE presence_sensed (
                        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                        at INTEGER NOT NULL,
                        state TEXT NOT NULL CHECK (state IN ('here', 'away', 'unknown')),
                        reason TEXT,
                        source TEXT CHECK (source IN ('logind', 'screensaver', 'idle', 'sleep', 'manual')),
                        watcher TEXT
                    );
                    -- `mynd presence here|away`, until `mynd presence auto`.
                    CREATE TABLE presence_override (
                        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                        here INTEGER NOT NULL CHECK (here IN (0, 1)),
                        at INTEGER NOT NULL
                    );
                    -- `mynd pause [until WHEN]`, until it ends or `mynd resume`.
                    CREATE TABLE pause (
                        id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                        since INTEGER NOT NULL,
                        until INTEGER CHECK (until IS NULL OR until > since)
                    );
                    """)
        }
    }
}
