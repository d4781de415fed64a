import Foundation
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

        @Flag(help: "Only people past how often you want to be in touch (--every), longest overdue first.")
        var due = false

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
            if due, let type, type != .person {
                throw CLIError(.usage, "--due lists people past their cadence; it cannot be combined with --type \(type.rawValue)")
            }
            if due, stale || all {
                throw CLIError(.usage, "--due lists the people to get in touch with; drop \(stale ? "--stale" : "--all")")
            }
            let context = try Context(global)
            let store = try context.openStore()
            let nodes: [Node]
            var notes: [UUID: String] = [:]
            var everyone: [PersonContact] = []
            if due {
                everyone = try store.peopleContacts()
                let contacts = PeoplePolicy.due(everyone, now: context.now)
                nodes = contacts.map(\.person)
                for contact in contacts {
                    notes[contact.person.id] =
                        "  (\(contact.daysSince(context.now)) days since you were in touch, \(contact.cadence.description))"
                }
            } else if stale {
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
                Output.line(
                    due
                        ? Self.nobodyDue(everyone, context: context)
                        : stale ? "no stale goals" : "nothing here yet: add one with `mynd add goal \"…\"`")
                return
            }
            let width = short.values.map(\.count).max() ?? 4
            let describe = context.describe
            for node in nodes {
                let letGo = dropped[node.id].map { "  (let go \(describe.when($0)))" } ?? ""
                Output.line(describe.row(node, shortId: short[node.id]!, width: width) + letGo + (notes[node.id] ?? ""))
            }
        }
    }
}

extension Mynd.List {
    /// `--due` with nobody past their cadence: who is next and when, or, when no one has a
    /// cadence, how to give someone one (not "add a cadence" to a person
    /// who has).
    static func nobodyDue(_ everyone: [PersonContact], context: Context) -> String {
        // Due by the cadence, or (a person snoozed while due) when the snooze ends.
        let next = everyone.map { contact in
            let due = contact.lastContact.adding(seconds: Int64(contact.cadence.days) * 86_400)
            return (contact, max(due, contact.person.snoozedUntil ?? due))
        }.min { $0.1 < $1.1 }
        guard let (person, at) = next else { return "nobody is due: add a cadence with `mynd edit ID --every 3w`" }
        let count = everyone.count == 1 ? "the one person" : "all \(everyone.count) people"
        return "nobody is due: \(count) with a cadence in touch within it; next: "
            + "\(Terminal.line(person.person.content, limit: 40)) \(context.zone.shortDescription(of: at, from: context.now))"
    }
}
