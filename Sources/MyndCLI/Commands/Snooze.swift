import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Snooze: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "snooze",
            abstract: "Hold back follow-ups about a goal or action until a later time.",
            discussion: """
                WHEN is a span (30m, 2h, 3d, 1w), tomorrow, today 18:00, a weekday (mon, mon 09:00), \
                a time (14:30: today, or tomorrow once passed) or ISO 8601 (2026-11-25, 2026-11-25T09:00, \
                2026-11-25T09:00Z). A day without a time means 09:00. Times are in [schedule] timezone, or the system's.
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal or action id.") var id: String
        @Argument(help: "Until when (default: snooze_default, 1h).") var when: [String] = []

        func run() throws {
            let context = try Context(global)
            let json = output.json
            let until: Timestamp
            if when.isEmpty {
                until = context.config.snoozeDefault.added(to: context.now, in: context.zone)
            } else {
                until = try context.whenParser.future(when.joined(separator: " "))
            }
            let store = try context.openStore()
            let nodeID = try store.resolve(id)
            let node = try store.snooze(nodeID, until: until, at: context.now)
            context.withdrawAnswered(from: store)
            let short = try store.shortIDs([nodeID])[nodeID]!
            Print.node(node, shortId: short, json: json) {
                "snoozed \(short) until \(context.describe.when(until)): \(Terminal.line(node.content))"
            }
        }
    }
}
