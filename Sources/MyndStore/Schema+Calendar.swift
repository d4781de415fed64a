import GRDB

extension Schema {
    /// v18, calendar: the instances of the person's calendar from yesterday to a week ahead, as
    /// the refresh job read them from each source (replaced whole for a source read well, kept
    /// when it failed), and what is known of each source.
    static func registerCalendar(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v18-calendar-window") { db in
            try db.execute(
                sql: """
                    CREATE TABLE calendar_event (
                        id INTEGER PRIMARY KEY NOT NULL,
                        source TEXT NOT NULL,
                        uid TEXT NOT NULL,
                        title TEXT NOT NULL,
                        location TEXT,
                        -- Addresses, one a line, lowercased.
                        attendees TEXT NOT NULL,
                        start INTEGER NOT NULL,
                        "end" INTEGER NOT NULL CHECK ("end" >= start),
                        all_day INTEGER NOT NULL CHECK (all_day IN (0, 1)),
                        busy INTEGER NOT NULL CHECK (busy IN (0, 1))
                    );
                    CREATE INDEX calendar_event_time ON calendar_event(start, "end");
                    CREATE INDEX calendar_event_source ON calendar_event(source);
                    -- A source by the name it may be shown by (a feed's URL is never stored).
                    CREATE TABLE calendar_source (
                        name TEXT PRIMARY KEY NOT NULL,
                        checked_at INTEGER NOT NULL,
                        good_at INTEGER,
                        error TEXT,
                        notes TEXT NOT NULL,
                        etag TEXT,
                        last_modified TEXT,
                        events INTEGER NOT NULL CHECK (events >= 0)
                    );
                    """)
        }
    }
}
