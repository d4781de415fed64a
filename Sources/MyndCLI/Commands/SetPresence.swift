import ArgumentParser
import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore

extension Mynd {
    struct SetPresence: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "presence",
            abstract: "Say whether you are at the screen: here, away, or auto (back to the session's own signals).",
            discussion: """
                While you are away, nudges for the screen wait and are shown within a minute of your \
                return; email goes as planned. `mynd agent` sees it by itself from logind (locked, idle for \
                [presence] away_after, asleep) and the screen saver; this command is for window managers \
                and scripts that know better (swayidle: timeout 300 'mynd presence away' resume 'mynd presence here'). \
                Your word holds until `mynd presence auto`.
                """)

        enum Word: String, ExpressibleByArgument, CaseIterable {
            case here, away, auto
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "here, away or auto.") var word: Word

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let here: Bool? =
                switch word {
                case .here: true
                case .away: false
                case .auto: nil
                }
            try store.setPresenceOverride(here: here, at: context.now, isRunning: ProcessIdentity.mayBeRunning)
            // The agent looks at presence again now, as after an answer that changes what is shown.
            context.effects(store).run([.wakeAgent])
            let (presence, record) = try context.presence(store)
            let view = PresenceJSON(presence, manual: record.override != nil, text: context.presenceText)
            if output.json {
                Output.json(view)
            } else {
                Output.line(view.detail + (word == .auto ? "" : " until `mynd presence auto`"))
            }
        }
    }
}
