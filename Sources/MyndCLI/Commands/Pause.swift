import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Pause: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pause",
            abstract: "Show and send nothing until a time, or until `mynd resume`.",
            discussion: """
                `mynd pause until mon 09:00`, `mynd pause 3d`, or `mynd pause` (until you resume). Nothing \
                is shown or sent meanwhile, email included; what falls due waits and goes when the pause \
                ends. WHEN takes the forms of `mynd snooze`.
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: ArgumentHelp("until WHEN (optional).", valueName: "until when")) var words: [String] = []

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            var when = words
            if when.first?.lowercased() == "until" { when.removeFirst() }
            if !words.isEmpty, when.isEmpty {
                throw CLIError(
                    .usage, "pause until what? give a time, like `mynd pause until mon 09:00`, or none to pause until `mynd resume`")
            }
            let until = when.isEmpty ? nil : try context.future(when.joined(separator: " "), store: store)
            let intent = Intent.pause(until: until)
            let outcome = try context.carryOut(intent, store: store)
            if output.json, let pause = outcome.pause {
                Output.json(PauseJSON(pause, text: context.presenceText))
            } else {
                Output.line(AnswerText(describe: context.describe).summary(intent, outcome))
            }
        }
    }

    struct Resume: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resume", abstract: "End a pause: what waited is shown and sent now.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        /// `resume --json`.
        struct View: Encodable {
            /// Whether a pause was in force.
            var resumed: Bool
            /// The pause that ended; null when there was none.
            @Nullable var pause: PauseJSON?
        }

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let outcome = try context.carryOut(.resume, store: store)
            if output.json {
                Output.json(View(resumed: outcome.changed, pause: outcome.pause.map { PauseJSON($0, text: context.presenceText) }))
            } else {
                Output.line(AnswerText(describe: context.describe).summary(.resume, outcome))
            }
        }
    }
}
