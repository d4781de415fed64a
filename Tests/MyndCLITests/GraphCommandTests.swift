import Foundation
import MyndTestSupport
import Testing

/// Actions under goals, links between nodes, and what `show` makes of them.
@Suite(.timed) struct GraphCommandTests {
    static let t0 = "2026-04-01T08:00:00Z"
    static let t1 = "2026-04-02T08:00:00Z"
    static let t2 = "2026-04-03T17:30:00Z"

    @Test func addActionWithGoalParent_becomesNextAction_viaHasActionEdge() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Run a marathon", now: Self.t0)
        let action = try sandbox.add("action", "Buy running shoes", now: Self.t0, parent: goal.shortId)

        let shown = try sandbox.json(ShowView.self, ["show", goal.shortId, "--json"], now: Self.t1)
        #expect(shown.nextActions.map(\.id) == [action.id])
        let edge = try #require(shown.edges.first)
        #expect(shown.edges.count == 1)
        #expect(edge.edge.type == "hasAction")
        #expect(edge.direction == "out")
        #expect(edge.edge.sourceId == goal.id && edge.edge.targetId == action.id)
        #expect(edge.node.id == action.id)

        // Seen from the action, the same edge comes in.
        let fromAction = try sandbox.json(ShowView.self, ["show", action.shortId, "--json"], now: Self.t1)
        #expect(fromAction.edges.map(\.direction) == ["in"])
        #expect(fromAction.edges.first?.node.id == goal.id)
        #expect(fromAction.nextActions.isEmpty)
    }

    @Test func doneAction_touchesItsGoal_andLeavesNextActions() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Run a marathon", now: Self.t0)
        let shoes = try sandbox.add("action", "Buy running shoes", now: Self.t0, parent: goal.shortId)
        let plan = try sandbox.add("action", "Find a training plan", now: Self.t0, parent: goal.shortId)

        _ = try sandbox.ok(["done", shoes.shortId], now: Self.t2)
        // `list` does not touch, so it shows what `done` did to the goal.
        let goals = try sandbox.json([NodeView].self, ["list", "--type", "goal", "--json"], now: Self.t2)
        #expect(goals.map(\.lastAccessedAt) == [Self.t2])
        #expect(goals.map(\.completedAt) == [nil])
        let actions = try sandbox.json([NodeView].self, ["list", "--all", "--type", "action", "--json"], now: Self.t2)
        #expect(actions.first { $0.id == shoes.id }?.completedAt == Self.t2)
        #expect(actions.first { $0.id == plan.id }?.lastAccessedAt == Self.t0)

        let shown = try sandbox.json(ShowView.self, ["show", goal.shortId, "--json"], now: Self.t2)
        #expect(shown.nextActions.map(\.id) == [plan.id])
    }

    @Test func addThoughtWithParent_isPartOfTheParent() throws {
        let sandbox = try Sandbox()
        let project = try sandbox.add("project", "Garden", now: Self.t0)
        let thought = try sandbox.add("thought", "Tomatoes need sun", now: Self.t0, parent: project.id)
        let shown = try sandbox.json(ShowView.self, ["show", thought.shortId, "--json"], now: Self.t1)
        #expect(shown.edges.map(\.edge.type) == ["partOf"])
        #expect(shown.edges.map(\.direction) == ["out"])
        #expect(shown.edges.first?.node.id == project.id)
    }

    @Test func linkBlocks_listsTheBlocker_andEdgesHaveDirectionAndWeight() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.add("action", "Get a visa", now: Self.t0)
        let b = try sandbox.add("goal", "Move to Japan", now: Self.t0)
        let c = try sandbox.add("thought", "Learn some Japanese", now: Self.t0)

        let linked = try sandbox.ok(["link", a.shortId, b.shortId, "--type", "blocks"], now: Self.t1)
        #expect(linked.stdout == "linked \(a.shortId) -blocks-> \(b.shortId) (weight 1.0)\n")
        let weighted = try sandbox.json(EdgeView.self, ["link", b.shortId, c.shortId, "--weight", "0.5", "--json"], now: Self.t1)
        #expect(weighted.type == "relatesTo")
        #expect(weighted.weight == 0.5)
        #expect(weighted.sourceId == b.id && weighted.targetId == c.id)
        #expect(weighted.createdAt == Self.t1)

        let showB = try sandbox.json(ShowView.self, ["show", b.shortId, "--json"], now: Self.t2)
        #expect(showB.blockers.map(\.id) == [a.id])
        let out = try #require(showB.edges.first { $0.direction == "out" })
        #expect(out.node.id == c.id && out.edge.type == "relatesTo" && out.edge.weight == 0.5)
        let into = try #require(showB.edges.first { $0.direction == "in" })
        #expect(into.node.id == a.id && into.edge.type == "blocks" && into.edge.weight == 1)
        #expect(showB.edges.count == 2)

        // C is one edge from B and two from A.
        let showC = try sandbox.json(ShowView.self, ["show", c.shortId, "--json"], now: Self.t2)
        #expect(showC.related.map(\.node.id) == [b.id, a.id])
        #expect(showC.related.map(\.distance) == [1, 2])
        #expect(showC.edges.map(\.direction) == ["in"])
        #expect(showC.blockers.isEmpty)

        // Linking the same pair and type again updates the weight instead of adding an edge.
        _ = try sandbox.ok(["link", b.shortId, c.shortId, "--weight", "0.25"], now: Self.t2)
        let again = try sandbox.json(ShowView.self, ["show", c.shortId, "--json"], now: Self.t2)
        #expect(again.edges.map(\.edge.weight) == [0.25])
        #expect(again.edges.map(\.edge.id) == [weighted.id])
    }

    @Test func doneBlocker_isNoLongerListedAsBlocker() throws {
        let sandbox = try Sandbox()
        let a = try sandbox.add("action", "Get a visa", now: Self.t0)
        let b = try sandbox.add("goal", "Move to Japan", now: Self.t0)
        _ = try sandbox.ok(["link", a.shortId, b.shortId, "--type", "BLOCKS"], now: Self.t0)
        _ = try sandbox.ok(["done", a.shortId], now: Self.t1)
        let shown = try sandbox.json(ShowView.self, ["show", b.shortId, "--json"], now: Self.t1)
        #expect(shown.blockers.isEmpty)
        #expect(shown.edges.map(\.edge.type) == ["blocks"])
    }

    @Test(arguments: [
        ("I want to run a marathon", "goal"),
        ("Should I learn Rust?", "question"),
        ("Nice sunset", "thought"),
        ("Call mom", "goal"),
    ])
    func capture_infersTypeFromWords(text: String, expected: String) throws {
        let sandbox = try Sandbox()
        let captured = try sandbox.json(NodeView.self, ["capture", text, "--json"], now: Self.t0)
        #expect(captured.type == expected)
        #expect(captured.content == text)
        let listed = try sandbox.json([NodeView].self, ["list", "--type", expected, "--json"], now: Self.t0)
        #expect(listed.map(\.id) == [captured.id])
    }

    @Test func capture_text_saysWhatWasAdded() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["capture", "I want to run a marathon"], now: Self.t0)
        let words = result.stdout.split(separator: " ")
        #expect(words.prefix(2) == ["added", "goal"])
        #expect(result.stdout.hasSuffix(": I want to run a marathon\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func add_keepsMultiLineAndNonASCIIContentExactly() throws {
        let sandbox = try Sandbox()
        let text = "Grüße an Zoë 🌱\nsecond line\ttabbed"
        let added = try sandbox.add("thought", text, now: Self.t0)
        #expect(added.content == text)
        let shown = try sandbox.json(ShowView.self, ["show", added.shortId, "--json"], now: Self.t0)
        #expect(shown.content == text)
        // A listing keeps each node on one line.
        let listing = try sandbox.ok(["list"], now: Self.t0)
        #expect(listing.stdout.split(separator: "\n").count == 1)
        #expect(listing.stdout.contains("Grüße an Zoë 🌱 second line\ttabbed"))
    }
}
