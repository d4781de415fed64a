import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Snooze: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "snooze",
            abstract: "Hold back follow-ups about a goal, action or person until a later time.",
            discussion: """
                WHEN is a span (30m, 2h, 3d, 1w), tomorrow, today 18:00, a weekday (mon, mon 09:00), \
                a time (14:30: today, or tomorrow once passed) or ISO 8601 (2026-11-25, 2026-11-25T09:00, \
                2026-11-25T09:00Z). A day without a time means the first hour you usually answer on that \
                kind of day, as learned ([schedule] adaptive), else 09:00. Times are in [schedule] timezone, or the system's.
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal or action id.") var id: String
        @Argument(help: "Until when (default: snooze_default, 1h; the third time in a day, tomorrow).") var when: [String] = []

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let node = try store.resolve(id)
            let intent: Intent =
                when.isEmpty
                ? .later(node, try context.whenParser(store).later(context.config.snoozeDefault))
                : .snooze(node, until: try context.future(when.joined(separator: " "), store: store))
            try context.answer(intent, store: store, json: output.json)
        }
    }
}
