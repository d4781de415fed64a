import ArgumentParser
import Foundation
import MyndCore
import MyndPOSIX
import MyndStore

extension Mynd {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract:
                "Change a node's text (and, with --type, its type; --every, a person's cadence). Touches it; a person's last contact stays."
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The node id.") var id: String
        @Argument(help: "The new text; leave it out to change only the type.") var text: String?
        @Option(help: ArgumentHelp("The new type.", valueName: "type")) var type: NodeType?
        @Option(help: ArgumentHelp("For a person: how often to be in touch (10d, 2w, 3w), or none.", valueName: "span"))
        var every: String?

        func run() throws {
            guard text != nil || type != nil || every != nil else {
                throw CLIError(.usage, "nothing to change: give the new text, --type, --every, or several (mynd edit ID \"new text\")")
            }
            if let text { try Validate.content(text) }
            // "none" (or "off") stops the nudges about a person.
            let cadence = try every.map {
                ["none", "off", "never"].contains($0.lowercased()) ? nil : try Validate.cadence($0, for: .person)
            }
            let context = try Context(global)
            let store = try context.openStore()
            let nodeID = try store.resolve(id)
            if let cadence { _ = try store.setCadence(nodeID, cadence) }
            let node =
                text == nil && type == nil ? try store.node(nodeID)! : try store.edit(nodeID, content: text, type: type, at: context.now)
            let short = try store.shortIDs([node.id])[node.id] ?? node.id.lowercasedString
            Print.node(node, shortId: short, json: output.json) {
                "edited \(node.type.rawValue) \(short): \(Terminal.line(node.content))\(Print.cadence(of: node))"
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Remove a node with its links and follow-ups (asks first on a terminal; --yes does not ask).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The node id.") var id: String
        @Flag(help: "Do not ask.") var yes = false

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let nodeID = try store.resolve(id)
            guard let node = try store.node(nodeID) else { throw StoreError.unknownID(id) }
            let short = try store.shortIDs([nodeID])[nodeID] ?? id
            if !yes, ThisProcess.inputIsTerminal {
                Output.prompt("delete \(node.type.rawValue) \(short) \"\(Terminal.line(node.content, limit: 60))\" and its links? [y/N] ")
                guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased().trimmingCharacters(in: .whitespaces)) else {
                    Output.line("kept \(short)")
                    return
                }
            }
            let removed = try store.delete(nodeID)
            Output.line(
                "deleted \(removed.node.type.rawValue) \(short): \(Terminal.line(removed.node.content)) (and \(removed.edges) link\(removed.edges == 1 ? "" : "s"))"
            )
        }
    }
}
