import Foundation
import GRDB

/// A snooze's store work and nothing else: the database opened as mynd opens it (WAL, foreign
/// keys, a busy timeout), the goal read, one write, the database closed. Returns the goal's text.
public func snooze(database path: String, goal id: String) throws -> String? {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.foreignKeysEnabled = true
    configuration.journalMode = .wal
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    let content = try queue.read { db in
        try String.fetchOne(db, sql: "SELECT content FROM node WHERE id = ?", arguments: [id])
    }
    try queue.write { db in
        let until = Int64(Date().timeIntervalSince1970 * 1000) + 7_200_000
        try db.execute(sql: "UPDATE node SET snoozedUntil = ? WHERE id = ?", arguments: [until, id])
    }
    return content
}
