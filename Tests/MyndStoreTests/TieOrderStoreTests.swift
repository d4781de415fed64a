import Foundation
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-21T09:00:00Z")!
private func daysAgo(_ n: Int64) -> Timestamp { t0.adding(seconds: -n * 86_400) }
private func id(_ n: Int) -> UUID { UUID(uuidString: "00000000-0000-4000-8000-00000000000\(n)")! }

/// Nodes equal in what a list is ordered by go as GoalRanking ties them: the older first, then
/// by their words, and only last by id. Ids are random, so an order they decided would differ in
/// a copy of the graph: the digest would name another "quietest" goal, a nudge another step.
@Suite(.timed) struct TieOrderStoreTests {
    /// Quiet since the same moment: the older goal, then the words; the ids are in the other order.
    @Test func goalsAsQuiet_goOldestFirst_thenByTheirWords() throws {
        let store = try GraphStore.inMemory()
        let touched = daysAgo(10)
        for (n, content, created) in [
            (1, "Tidy the garage", daysAgo(20)), (2, "Read the novel", daysAgo(15)), (3, "Call grandma", daysAgo(15)),
        ] {
            try store.add(Node(id: id(n), type: .goal, content: content, createdAt: created, lastAccessedAt: touched))
        }
        let stale = try store.staleGoals(lastAccessedBefore: daysAgo(3), now: t0).map(\.content)
        #expect(stale == ["Tidy the garage", "Call grandma", "Read the novel"])
        let facts = try store.digestFacts(staleCutoff: daysAgo(3), completedSince: nil, now: t0)
        #expect(facts.stale.map(\.content) == stale, "the digest's quietest goal is the same one")
    }

    /// Two next steps written the same moment (an import): the nudge names the first by its words.
    @Test func stepsMadeTogether_goByTheirWords() throws {
        let store = try GraphStore.inMemory()
        let goal = Node(id: id(9), type: .goal, content: "Fix the bike", createdAt: daysAgo(10))
        try store.add(goal)
        for (n, content) in [(1, "Order brake pads"), (2, "Borrow a pump")] {
            let action = Node(id: id(n), type: .action, content: content, createdAt: daysAgo(5))
            try store.add(action, edges: [Edge(type: .hasAction, sourceId: goal.id, targetId: action.id, createdAt: daysAgo(5))])
        }
        #expect(try store.nextActions(of: goal.id).map(\.content) == ["Borrow a pump", "Order brake pads"])
        #expect(try store.nodes(GraphStore.ListFilter(type: .action)).map(\.content) == ["Borrow a pump", "Order brake pads"])
    }

    /// Two snoozes ending at the same minute ("tomorrow" is the usual hour): the briefing lists
    /// the older goal first.
    @Test func snoozesEndingTogether_goOldestFirst() throws {
        let store = try GraphStore.inMemory()
        let back = t0.adding(seconds: 3600)
        for (n, content, created) in [(1, "Write to Ana", daysAgo(4)), (2, "Call grandma", daysAgo(8))] {
            try store.add(
                Node(id: id(n), type: .goal, content: content, createdAt: created, lastAccessedAt: daysAgo(1), snoozedUntil: back))
        }
        let facts = try store.briefingFacts(staleCutoff: daysAgo(3), since: nil, now: t0, endOfDay: t0.adding(seconds: 12 * 3600))
        #expect(facts.comingBack.map(\.goal.node.content) == ["Call grandma", "Write to Ana"])
    }
}
