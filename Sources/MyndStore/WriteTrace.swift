import Foundation
import GRDB

/// `MYND_TEST_TRACE_WRITES=1`: a line on stderr for each write transaction the store commits,
/// so the benchmarks can count what a command writes (BENCHMARKS.md). A test hook, off in use.
final class WriteTrace: TransactionObserver {
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) {
        FileHandle.standardError.write(Data("mynd: write transaction committed\n".utf8))
    }
    func databaseDidRollback(_ db: Database) {}
}
