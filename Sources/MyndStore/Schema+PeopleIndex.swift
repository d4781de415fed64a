import GRDB

extension Schema {
    /// v12: the people kept in touch with (a cadence in their metadata) through a partial
    /// index, so a refresh reads only them: a graph of 100k nodes holds thousands of people,
    /// and reading each one's metadata cost a refresh a tenth of its time (BENCHMARKS.md).
    static func registerPeopleIndex(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v12-people-cadence") { db in
            try db.execute(
                sql: """
                    CREATE INDEX node_person_cadence ON node(createdAt)
                        WHERE type = 'person' AND json_extract(metadata, '$.every') IS NOT NULL;
                    """)
        }
    }
}
