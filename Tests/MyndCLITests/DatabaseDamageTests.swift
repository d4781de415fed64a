import Foundation
import MyndTestSupport
import Testing

/// A damaged database is said to be damaged — one line, exit 65 — not used silently, and not
/// reported as a decoding error with exit 1.
@Suite(.timed, .enabled(if: FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3), "needs sqlite3"))
struct DatabaseDamageTests {
    @Test func aDamagedMigrationsRecord_isDamage() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the garden")
        try sandbox.execute(
            sql: "DROP TABLE grdb_migrations; CREATE TABLE grdb_migrations (identifier); INSERT INTO grdb_migrations VALUES (NULL);")
        let result = try sandbox.run(["list"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "mynd: \(sandbox.databasePath) is damaged: restore it from a backup, or move it aside and import your last export\n")
    }

    @Test func doctor_runsQuickCheck_andSaysWhatIsDamaged() throws {
        let sandbox = try Sandbox()
        let nodes = (1...300).map { n in
            "{\"id\": \"\(UUID().uuidString.lowercased())\", \"nodeType\": \"thought\", \"content\": \"Note \(n) \(String(repeating: "x", count: 300))\", \"createdAt\": \"2026-01-01T00:00:00Z\"}"
        }
        try sandbox.ok(["import", try sandbox.file("notes.json", "{\"nodes\": [\(nodes.joined(separator: ", "))], \"edges\": []}")])
        #expect(try sandbox.run(["doctor"]).stdout.contains("database: \(sandbox.databasePath) (quick_check: ok)"))
        // No free pages: opening takes one (GRDB makes and drops a table when it opens a WAL
        // database), and a scribbled free page would be found then, before quick_check runs.
        try sandbox.execute(sql: "VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")
        // Scribble over the header of every third page past the first two: the tables' pages are
        // hit where quick_check always looks (bytes further in may fall in a page's free space,
        // which it does not read).
        // The schema's own pages, and the migrations' list with its index, are left whole: both
        // are read when the database is opened, so damage there is found then (the test above),
        // before doctor can ask quick_check, and where they lie depends on the tables before them.
        let schema = Set(
            try sandbox.query(
                """
                SELECT pageno FROM dbstat
                WHERE name = 'sqlite_schema' OR name IN (SELECT name FROM sqlite_schema WHERE tbl_name = 'grdb_migrations')
                """
            ).compactMap { $0["pageno"] as? Int })
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: sandbox.databasePath))
        let size = try handle.seekToEnd()
        for page in stride(from: UInt64(2), to: size / 4096, by: 3) where !schema.contains(Int(page) + 1) {
            try handle.seek(toOffset: page * 4096)
            handle.write(Data(repeating: 0xFF, count: 64))
        }
        try handle.close()
        let result = try sandbox.run(["doctor"])
        #expect(result.status == 65, "\(result)")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix("mynd: \(sandbox.databasePath) is damaged (SQLite's quick_check: "), "\(result)")
    }
}
