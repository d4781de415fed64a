import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "done",
            abstract: "Mark a goal or action done (an action's goal counts as touched); for a person: you reached out.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal or action id.") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.complete(try store.resolve(id)), store: store, json: output.json)
        }
    }

    /// `mynd step ID [NOTE]`: "Did a step".
    struct Step: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "step",
            abstract: "Say you did a step on a goal: it goes on, counts as active, and its nudge is answered.",
            discussion: "A note is kept as a thought related to the goal (and linked to the people it names).")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal id.") var id: String
        @Argument(help: "What you did (optional).") var note: [String] = []

        func run() throws {
            let text = note.joined(separator: " ")
            if !text.isEmpty { try Validate.content(text) }
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.step(try store.resolve(id), note: text.isEmpty ? nil : text), store: store, json: output.json)
        }
    }
}
