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
            let json = output.json
            let store = try context.openStore()
            let nodeID = try store.resolve(id)
            let outcome = try store.complete(nodeID, at: context.now)
            context.withdrawAnswered(from: store)
            let short = try store.shortIDs([nodeID])[nodeID]!
            switch outcome {
            case .completed(let node):
                Print.node(node, shortId: short, json: json) {
                    // Done about a person is "reached out": they stay, their cadence starts over.
                    if node.type == .person { return Print.inTouch(node, shortId: short) }
                    return "done \(node.type.rawValue) \(short): \(Terminal.line(node.content))"
                }
            case .alreadyCompleted(let node):
                Print.node(node, shortId: short, json: json) {
                    "\(short) was already done (\(context.describe.when(node.completedAt!))): nothing changed"
                }
            }
        }
    }
}
