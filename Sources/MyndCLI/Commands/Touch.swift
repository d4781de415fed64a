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
            let nodeID = try store.resolve(id)
            try store.touch(nodeID, at: context.now)
            let node = try store.node(nodeID)!
            let short = try store.shortIDs([nodeID])[nodeID]!
            Print.node(node, shortId: short, json: output.json) {
                if node.type == .person, Cadence(metadata: node.metadata) != nil { return Print.inTouch(node, shortId: short) }
                return "touched \(short): \(Terminal.line(node.content))"
            }
        }
    }
}
