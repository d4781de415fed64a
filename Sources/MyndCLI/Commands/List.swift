import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List open nodes, oldest first; --stale lists the goals that have gone quiet.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Option(help: ArgumentHelp("Only nodes of this type.", valueName: "type"))
        var type: NodeType?

        @Flag(help: "Only goals untouched for longer than stale_after (default 3d), not snoozed, stalest first.")
        var stale = false

        @Flag(help: "Include completed nodes and goals you let go of.")
        var all = false
        @OptionGroup var window: WindowOptions

        func run() throws {
            if stale, let type, type != .goal {
                throw CLIError(.usage, "--stale lists goals; it cannot be combined with --type \(type.rawValue)")
            }
            if stale, all {
                throw CLIError(.usage, "--stale lists open goals only; drop --all")
            }
            let context = try Context(global)
            let store = try context.openStore()
            let nodes: [Node]
            if stale {
                let cutoff = context.config.staleAfter.subtracted(from: context.now, in: context.zone)
                nodes = try store.staleGoals(lastAccessedBefore: cutoff, now: context.now)
            } else {
                nodes = try store.nodes(.init(type: type, includeCompleted: all))
            }
            let short = try store.shortIDs(nodes.map(\.id))
            let dropped = try store.droppedGoals()
            if output.json {
                Output.json(nodes.map { NodeJSON(node: $0, shortId: short[$0.id]!, droppedAt: dropped[$0.id]) })
                return
            }
            defer { window.waitIfAsked() }
            if nodes.isEmpty {
                Output.line(stale ? "no stale goals" : "nothing here yet: add one with `mynd add goal \"…\"`")
                return
            }
            let width = short.values.map(\.count).max() ?? 4
            let describe = context.describe
            for node in nodes {
                let letGo = dropped[node.id].map { "  (let go \(describe.when($0)))" } ?? ""
                Output.line(describe.row(node, shortId: short[node.id]!, width: width) + letGo)
            }
        }
    }
}
