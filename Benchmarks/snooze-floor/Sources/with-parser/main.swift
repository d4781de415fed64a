import ArgumentParser
import StoreWork

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
        print("snoozed \(try snooze(database: path, goal: id) ?? "?") until \(when)")
    }
}

Root.main()
