import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Touch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "touch",
            abstract: "Mark a node as seen now, so it does not count as stale; for a person: you were in touch.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The node id.") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.touch(try store.resolve(id)), store: store, json: output.json)
        }
    }
}
