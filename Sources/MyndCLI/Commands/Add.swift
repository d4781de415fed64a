import Foundation
import ArgumentParser
package import MyndCore
import MyndStore

extension Mynd {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a node: a goal, an action, a thought, a person, and so on.",
            discussion: "An action added with --parent GOAL becomes one of that goal's next actions.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: ArgumentHelp("One of: \(NodeType.allNames).", valueName: "type"))
        var type: NodeType

        @Argument(help: "What it says.")
        var text: String

        @Option(help: ArgumentHelp("Attach to this node (a goal's action gets a hasAction edge; anything else partOf).", valueName: "id"))
        var parent: String?

        @Option(
            help: ArgumentHelp(
                "For a person: how often you want to be in touch (10d, 2w, 3w); past it, the digest lists them and mynd nudges you.",
                valueName: "span"))
        var every: String?

        func run() throws {
            // Checked here, not in validate(): argument-parser would wrap the error.
            try Validate.content(text)
            let cadence = try every.map { try Validate.cadence($0, for: type) }
            let context = try Context(global)
            let store = try context.openStore()
            var node = Node(type: type, content: text, createdAt: context.now)
            if let cadence { node.metadata[Cadence.metadataKey] = cadence.metadataValue }
            var edges: [Edge] = []
            var touching: [UUID] = []
            if let parent {
                let parentID = try store.resolve(parent)
                guard let parentNode = try store.node(parentID) else { throw StoreError.unknownID(parent) }
                // A goal's action is a next step; anything else added under a parent is part of it.
                let edgeType: EdgeType = (parentNode.type == .goal && type == .action) ? .hasAction : .partOf
                edges.append(
                    edgeType == .hasAction
                        ? Edge(type: .hasAction, sourceId: parentID, targetId: node.id, createdAt: context.now)
                        : Edge(type: .partOf, sourceId: node.id, targetId: parentID, createdAt: context.now))
                // Planning a next step is work on the goal: it is not quiet any more.
                if edgeType == .hasAction { touching.append(parentID) }
            }
            // A goal that names someone is about them ("Call grandma"): linked, and said.
            let mentioned = try store.add(node, edges: edges, touching: touching)
            let note =
                mentioned.isEmpty
                ? "" : Words.english.answers.mentions(mentioned.map { Terminal.line($0.content, limit: 40) }.joined(separator: ", "))
            try Print.created(node, store: store, context: context, json: output.json, note: note)
        }
    }

    struct Capture: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "capture",
            abstract: "Capture a thought; its type (goal, question, thought) is guessed from the words.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "What is on your mind.")
        var text: String

        func run() throws {
            // Checked here, not in validate(): argument-parser would wrap the error.
            try Validate.content(text)
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.capture(text), store: store, json: output.json)
        }
    }
}

extension NodeType: ExpressibleByArgument {
    package init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension EdgeType: ExpressibleByArgument {
    package init?(argument: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = match
    }
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Checks shared by several commands, run before anything is opened.
enum Validate {
    /// `--every` read as a cadence; only a person has one.
    static func cadence(_ text: String, for type: NodeType) throws -> Cadence {
        guard type == .person else {
            throw CLIError(.usage, "--every is for people: \(type.rawValue)s go quiet by stale_after (mynd add person NAME --every 3w)")
        }
        do { return try Cadence(parsing: text) } catch { throw CLIError(.usage, error.description) }
    }

    static func content(_ text: String) throws {
        // Zero-width spaces and direction marks alone are as empty as spaces alone.
        guard !VisibleText.isBlank(text) else {
            throw CLIError(.usage, "the text is empty: say what the node is, e.g. mynd add goal \"Plant the garden\"")
        }
        guard text.utf8.count <= Node.maximumContentBytes else {
            throw CLIError(.usage, "the text is longer than 1 MB: keep a node to a thought, and link several")
        }
    }
}

enum Print {
    static func created(_ node: Node, store: GraphStore, context: Context, json: Bool, note: String = "") throws {
        let short = try store.shortIDs([node.id])[node.id] ?? node.id.lowercasedString
        Print.node(node, shortId: short, json: json) {
            "added \(node.type.rawValue) \(short): \(Terminal.line(node.content))\(cadence(of: node))\(note)"
        }
    }

    /// " (every 3 weeks)" after a person with a cadence, else nothing.
    static func cadence(of node: Node) -> String {
        Cadence(metadata: node.metadata).map { " (\($0.description))" } ?? ""
    }

    /// A node as JSON with `--json`, otherwise the one line that says what happened.
    static func node(_ node: Node, shortId: String, json: Bool, line: () -> String) {
        if json {
            Output.json(NodeJSON(node: node, shortId: shortId))
        } else {
            Output.line(line())
        }
    }
}
