import ArgumentParser
import Foundation
import GRDB

// with-parser snooze DATABASE ID WHEN: store-only behind ArgumentParser, as small as a
// command line can be (one root, two subcommands, a flag and an option).
struct Root: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "with-parser", version: "1", subcommands: [Snooze.self, Other.self])
}

struct Other: ParsableCommand {
    @Flag var json = false
}

struct Snooze: ParsableCommand {
    @Option var config: String?
    @Flag var json = false
    @Argument var path: String
    @Argument var id: String
    @Argument var when: String

    func run() throws {
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
        print("snoozed \(content ?? "?") until \(when)")
    }
}

Root.main()
