import Foundation
import GRDB

// store-only DATABASE ID: the store's part of a snooze and nothing else.
let arguments = CommandLine.arguments
let (path, id) = (arguments[1], arguments[2])
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
print("snoozed \(content ?? "?")")
