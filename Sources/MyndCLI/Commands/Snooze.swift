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
        @Argument(help: "Until when (default: snooze_default, 1h).") var when: [String] = []

        func run() throws {
            let context = try Context(global)
            let json = output.json
            let store = try context.openStore()
            let until: Timestamp
            if when.isEmpty {
                until = context.config.snoozeDefault.added(to: context.now, in: context.zone)
            } else {
                var parser = context.whenParser
                let limits = context.config.limits
                if limits.adaptive {
                    let hours = try store.answerHours(window: limits.answerWindow, zone: context.zone, at: context.now)
                    // Not an hour in quiet hours: nothing would be shown then.
                    let waking = limits.quietHours.map { $0.end.hour + ($0.end.minute > 0 ? 1 : 0) } ?? 0
                    for weekend in [false, true] { parser.usualHour[weekend] = hours.firstAnswered(weekend: weekend, from: waking) }
                }
                until = try parser.future(when.joined(separator: " "))
            }
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
