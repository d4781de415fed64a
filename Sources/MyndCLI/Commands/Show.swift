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
            // Looking is not doing: showing a node changes nothing.
            let near = try Neighbourhood(of: try store.resolve(id), store: store)
            if output.json {
                Output.json(ShowJSON(near))
                return
            }
            try Self.showNode(near, context: context, store: store)
            let describe = context.describe
            func section(_ title: String, _ nodes: [Node]) {
                guard !nodes.isEmpty else { return }
                Output.line(title)
                for n in nodes { Output.line("  " + describe.row(n, shortId: near.short[n.id]!, width: 4)) }
            }
            section("next actions:", near.actions)
            section("blocked by:", near.blockers)
            if !near.neighbours.isEmpty {
                Output.line("edges:")
                for n in near.neighbours {
                    let arrow = n.outgoing ? "-\(n.edge.type.rawValue)->" : "<-\(n.edge.type.rawValue)-"
                    Output.line("  \(arrow) \(near.short[n.node.id]!) \(n.node.type.rawValue): \(Terminal.line(n.node.content, limit: 60))")
                }
            }
            section("two steps away:", near.related.filter { $0.distance == 2 }.map(\.node))
            window.waitIfAsked()
        }

        /// The node's own lines: its text, when it was made, done or snoozed, its importance,
        /// a person's cadence and the metadata.
        private static func showNode(_ near: Neighbourhood, context: Context, store: GraphStore) throws {
            let node = near.node
            let describe = context.describe
            Output.line("\(near.short[node.id]!)  \(node.type.rawValue)  \(Terminal.safe(node.content))")
            Output.line("  created  \(describe.when(node.createdAt))")
            if let done = node.completedAt { Output.line("  done     \(describe.when(done))") }
            if node.isSnoozed(at: context.now), let until = node.snoozedUntil {
                Output.line("  snoozed  until \(describe.when(until))")
            }
            Output.line("  importance \(String(format: "%.2f", near.importance))")
            var metadata = node.metadata
            if node.type == .person, let contact = try store.peopleContacts().first(where: { $0.person.id == node.id }) {
                metadata[Cadence.metadataKey] = nil
                Output.line("  keep in touch \(contact.cadence.description); last in touch \(describe.when(contact.lastContact))")
            }
            for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
                Output.line("  \(Terminal.line(key, limit: 20)): \(Terminal.line(value))")
            }
        }
    }
}

/// A node and what is around it, with the short id of each.
struct Neighbourhood {
    var node: Node
    var actions: [Node]
    var blockers: [Node]
    var neighbours: [GraphStore.Neighbour]
    var related: [GraphStore.Related]
    var importance: Double
    var short: [UUID: String]

    init(of id: UUID, store: GraphStore) throws {
        guard let node = try store.node(id) else { throw StoreError.unknownID(id.lowercasedString) }
        self.node = node
        actions = node.type == .goal ? try store.nextActions(of: id) : []
        blockers = try store.blockers(of: id)
        neighbours = try store.neighbours(of: id)
        related = try store.related(to: id, limit: 10)
        importance = try store.importance(of: id)
        var ids: Set<UUID> = [id]
        ids.formUnion(actions.map(\.id))
        ids.formUnion(blockers.map(\.id))
        ids.formUnion(neighbours.map(\.node.id))
        ids.formUnion(related.map(\.node.id))
        short = try store.shortIDs(Array(ids))
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

    init(_ near: Neighbourhood) {
        let short = near.short
        node = NodeJSON(node: near.node, shortId: short[near.node.id]!)
        nextActions = near.actions.map { NodeJSON(node: $0, shortId: short[$0.id]!) }
        blockers = near.blockers.map { NodeJSON(node: $0, shortId: short[$0.id]!) }
        edges = near.neighbours.map {
            EdgeView(
                edge: EdgeJSON(edge: $0.edge), direction: $0.outgoing ? "out" : "in",
                node: NodeJSON(node: $0.node, shortId: short[$0.node.id]!))
        }
        related = near.related.map { RelatedView(distance: $0.distance, node: NodeJSON(node: $0.node, shortId: short[$0.node.id]!)) }
        importance = near.importance
    }

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
