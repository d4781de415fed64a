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
            let goal = try store.resolve(id)
            let node = try store.drop(goal, at: context.now)
            context.withdrawAnswered(from: store)
            let short = try store.shortIDs([goal])[goal]!
            Print.node(node, shortId: short, json: output.json) {
                "let go of \(short): \(Terminal.line(node.content)) (mynd reopen \(short) brings it back)"
            }
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
            let goal = try store.resolve(id)
            let node = try store.reopen(goal, at: context.now)
            let short = try store.shortIDs([goal])[goal]!
            Print.node(node, shortId: short, json: output.json) { "reopened \(short): \(Terminal.line(node.content))" }
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
            let goal = try store.resolve(id)
            let node = try store.keep(goal, at: context.now)
            context.withdrawAnswered(from: store)
            let short = try store.shortIDs([goal])[goal]!
            Print.node(node, shortId: short, json: output.json) { "kept \(short): \(Terminal.line(node.content))" }
        }
    }
}
