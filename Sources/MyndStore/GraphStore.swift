package import Foundation
import GRDB
package import MyndCore

/// The knowledge graph in SQLite: one value over a GRDB writer, migrated when opened.
/// Every method is one transaction named for what the person did.
///
/// One connection in WAL mode with a busy timeout lets the CLI, the timer jobs and the agent
/// share one file: readers never wait for a writer in another process, and a writer waits up
/// to `busyTimeout` for another writer (GRDB begins every write IMMEDIATE, so a write that
/// started as a read is never refused with "database is locked"). A `DatabaseQueue`, not a
/// pool: each mynd process does one thing at a time, and a pool would open a second
/// connection for the first read (BENCHMARKS.md: part of every command's start).
package struct GraphStore: Sendable {
    let writer: any DatabaseWriter
    /// For error messages.
    package let path: String

    package static let busyTimeout: TimeInterval = 10
    /// The most of the file mapped into memory (SQLite maps less when the file is smaller).
    static let mapSize = 256 << 20

    /// Opens (creating if needed) the database file at `path`. `now` is the moment an upgrade
    /// that needs one happens at (the command's clock, so `MYND_NOW` moves it too).
    /// `traceWrites`: a line on stderr for each write transaction (`MYND_TEST_TRACE_WRITES`).
    package static func open(path: String, now: Timestamp? = nil, traceWrites: Bool = false) throws -> GraphStore {
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)
        config.foreignKeysEnabled = true
        config.journalMode = .wal
        config.prepareDatabase { db in
            // Statement journals (what an upsert saves to undo itself) in memory, not in a file
            // under /var/tmp: a 10k-node import made 260,000 writes to one (BENCHMARKS.md). It
            // must be set before a transaction begins to apply to it.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // Pages read through a memory map, not a read() each: every command starts with a
            // cold page cache, and a refresh of a large graph reads thousands of pages
            // (BENCHMARKS.md). Writes still go through the WAL.
            try db.execute(sql: "PRAGMA mmap_size = \(Self.mapSize)")
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: config)
            if traceWrites { queue.add(transactionObserver: WriteTrace(), extent: .databaseLifetime) }
            return try GraphStore(writer: queue, path: path, now: now)
        } catch {
            throw StoreError.from(error, path: path)
        }
    }

    /// A private in-memory database, for tests.
    package static func inMemory() throws -> GraphStore {
        try GraphStore(writer: DatabaseQueue(), path: ":memory:")
    }

    init(writer: any DatabaseWriter, path: String, now: Timestamp? = nil) throws {
        self.writer = writer
        self.path = path
        let migrator = Schema.migrator(now: (now ?? Timestamp(Date())).millisecondsSinceEpoch)
        do {
            // A read: a store that is up to date (every run but the first after an upgrade)
            // opens without waiting for a job that is writing.
            let upToDate = try writer.read { db in
                let known = Set(migrator.migrations)
                let unknown = try migrator.appliedIdentifiers(db).filter { !known.contains($0) }
                if !unknown.isEmpty {
                    throw StoreError.newerSchema(path: path, unknown: unknown.sorted())
                }
                return try migrator.hasCompletedMigrations(db)
            }
            if !upToDate { try migrator.migrate(writer) }
        } catch let error where error is StoreError || error is DatabaseError {
            throw error
        } catch {
            // The record of applied migrations cannot be read as written (a value of the wrong
            // type): the file was changed by something other than mynd.
            throw StoreError.corrupt(path: path)
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.read(body) } catch { throw StoreError.from(error, path: path) }
    }

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.write(body) } catch { throw StoreError.from(error, path: path) }
    }
}

extension GraphStore {
    /// SQLite's `PRAGMA quick_check`: nil when the file is sound, else its first complaints.
    /// It reads every page (about a second per GB), so `doctor` runs it, not every command.
    package func quickCheck() throws -> String? {
        // Outside a transaction: a check that stops on damage must not leave one to end.
        let lines: [String]
        do {
            lines = try writer.unsafeRead { db in
                do {
                    return try String.fetchAll(db, sql: "PRAGMA quick_check(3)")
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                    // A page whose header cannot be read stops the check itself, before its
                    // first line: that is its answer too.
                    return [error.message ?? "database disk image is malformed"]
                }
            }
        } catch {
            throw StoreError.from(error, path: path)
        }
        guard lines != ["ok"] else { return nil }
        return lines.flatMap { $0.split(whereSeparator: \.isNewline) }.filter { !$0.hasPrefix("***") }.joined(separator: "; ")
    }
}
