import Foundation
import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract:
                "Show a node with its next actions, blockers, edges and related nodes (looking is not activity: it changes nothing)."
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The node id (any unique prefix).") var id: String
        @OptionGroup var window: WindowOptions

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let nodeID = try store.resolve(id)
            // Looking is not doing: showing a node changes nothing (SPEC "Domain").
            guard let node = try store.node(nodeID) else { throw StoreError.unknownID(nodeID.lowercasedString) }
            let actions = node.type == .goal ? try store.nextActions(of: nodeID) : []
            let blockers = try store.blockers(of: nodeID)
            let neighbours = try store.neighbours(of: nodeID)
            let related = try store.related(to: nodeID, limit: 10)
            let importance = try store.importance(of: nodeID)
            let ids = [nodeID] + actions.map(\.id) + blockers.map(\.id) + neighbours.map(\.node.id) + related.map(\.node.id)
            let short = try store.shortIDs(Array(Set(ids)))

            if output.json {
                Output.json(
                    ShowJSON(
                        node: NodeJSON(node: node, shortId: short[nodeID]!),
                        nextActions: actions.map { NodeJSON(node: $0, shortId: short[$0.id]!) },
                        blockers: blockers.map { NodeJSON(node: $0, shortId: short[$0.id]!) },
                        edges: neighbours.map {
                            ShowJSON.EdgeView(
                                edge: EdgeJSON(edge: $0.edge), direction: $0.outgoing ? "out" : "in",
                                node: NodeJSON(node: $0.node, shortId: short[$0.node.id]!))
                        },
                        related: related.map {
                            ShowJSON.RelatedView(distance: $0.distance, node: NodeJSON(node: $0.node, shortId: short[$0.node.id]!))
                        },
                        importance: importance))
                return
            }
            let describe = context.describe
            Output.line("\(short[nodeID]!)  \(node.type.rawValue)  \(Terminal.safe(node.content))")
            Output.line("  created  \(describe.when(node.createdAt))")
            if let done = node.completedAt { Output.line("  done     \(describe.when(done))") }
            if node.isSnoozed(at: context.now), let until = node.snoozedUntil {
                Output.line("  snoozed  until \(describe.when(until))")
            }
            Output.line("  importance \(String(format: "%.2f", importance))")
            var metadata = node.metadata
            if node.type == .person, let contact = try store.peopleContacts().first(where: { $0.person.id == node.id }) {
                metadata[Cadence.metadataKey] = nil
                Output.line("  keep in touch \(contact.cadence.description); last in touch \(describe.when(contact.lastContact))")
            }
            for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
                Output.line("  \(Terminal.line(key, limit: 20)): \(Terminal.line(value))")
            }
            func section(_ title: String, _ nodes: [Node]) {
                guard !nodes.isEmpty else { return }
                Output.line(title)
                for n in nodes { Output.line("  " + describe.row(n, shortId: short[n.id]!, width: 4)) }
            }
            section("next actions:", actions)
            section("blocked by:", blockers)
            if !neighbours.isEmpty {
                Output.line("edges:")
                for n in neighbours {
                    let arrow = n.outgoing ? "-\(n.edge.type.rawValue)->" : "<-\(n.edge.type.rawValue)-"
                    Output.line("  \(arrow) \(short[n.node.id]!) \(n.node.type.rawValue): \(Terminal.line(n.node.content, limit: 60))")
                }
            }
            let farther = related.filter { $0.distance == 2 }
            section("two steps away:", farther.map(\.node))
            window.waitIfAsked()
        }
    }
}

/// `show --json`: the node's own fields, then its context.
struct ShowJSON: Encodable {
    struct EdgeView: Encodable { var edge: EdgeJSON, direction: String, node: NodeJSON }
    struct RelatedView: Encodable { var distance: Int, node: NodeJSON }

    var node: NodeJSON
    var nextActions: [NodeJSON]
    var blockers: [NodeJSON]
    var edges: [EdgeView]
    var related: [RelatedView]
    var importance: Double

    enum Keys: String, CodingKey { case nextActions, blockers, edges, related, importance }

    func encode(to encoder: any Encoder) throws {
        try node.encode(to: encoder)  // the node's fields at the top level, like `list --json`
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(nextActions, forKey: .nextActions)
        try c.encode(blockers, forKey: .blockers)
        try c.encode(edges, forKey: .edges)
        try c.encode(related, forKey: .related)
        try c.encode(importance, forKey: .importance)
    }
}
