import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    /// `mynd drop ID`: "Let it go".
    struct Drop: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drop",
            abstract: "Let a goal go: not done, never nudged again, until `mynd reopen ID`.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal id.") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.drop(try store.resolve(id)), store: store, json: output.json)
        }
    }

    /// `mynd reopen ID`: back from "let it go" or done.
    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reopen",
            abstract: "Bring back a goal you let go of, or a goal or action marked done.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal or action id.") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.reopen(try store.resolve(id)), store: store, json: output.json)
        }
    }

    /// `mynd keep ID`: "Keep", to "does this still matter?".
    struct Keep: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keep",
            abstract: "Say a goal still matters: answers its nudge and starts its back-off over.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The goal id.") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.keep(try store.resolve(id)), store: store, json: output.json)
        }
    }
}
