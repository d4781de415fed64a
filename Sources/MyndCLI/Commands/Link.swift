import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Link: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "link",
            abstract: "Connect two nodes: A -type-> B (e.g. A blocks B).")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The source node id.") var source: String
        @Argument(help: "The target node id.") var target: String

        @Option(help: ArgumentHelp("One of: \(EdgeType.allNames).", valueName: "type"))
        var type: EdgeType = .relatesTo

        @Option(help: ArgumentHelp("Strength of the connection, 0 to 1.", valueName: "w"))
        var weight: Double = 1

        func run() throws {
            guard Edge.weightRange.contains(weight) else {
                throw CLIError(.usage, "--weight \(weight) is outside 0…1: give a number like 0.5")
            }
            let context = try Context(global)
            let store = try context.openStore()
            let from = try store.resolve(source)
            let to = try store.resolve(target)
            let edge = try store.link(Edge(type: type, sourceId: from, targetId: to, weight: weight, createdAt: context.now))
            let short = try store.shortIDs([from, to])
            if output.json {
                Output.json(EdgeJSON(edge: edge))
            } else {
                Output.line("linked \(short[from]!) -\(type.rawValue)-> \(short[to]!) (weight \(weight))")
            }
        }
    }
}

/// An edge as `--json` prints it.
struct EdgeJSON: Encodable {
    var id: String, type: String, sourceId: String, targetId: String, weight: Double, createdAt: String

    init(edge: Edge) {
        id = edge.id.lowercasedString
        type = edge.type.rawValue
        sourceId = edge.sourceId.lowercasedString
        targetId = edge.targetId.lowercasedString
        weight = edge.weight
        createdAt = edge.createdAt.iso8601
    }
}
