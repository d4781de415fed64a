import Foundation
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-19T09:00:00Z")!
private let utc = LocalTime(timeZone: TimeZone(identifier: "UTC")!)

/// What the screen's pacing reads from the store (`GraphStore.pacingFacts`): since when each
/// waiting nudge's goal has been silent, and how many of the day's nudges were mynd's own.
@Suite(.timed) struct PacingFactsStoreTests {
    private func plan(_ goal: Node, _ kind: FollowUp.Kind = .stale, at: Timestamp, in store: GraphStore) throws -> FollowUp {
        let followUp = FollowUp(goalId: goal.id, text: "\(goal.content)?", source: .fallback, kind: kind, rank: 1, plannedAt: at)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .terminal, title: goal.content, body: followUp.text, notBefore: at,
            createdAt: at)
        #expect(try store.recordPlanned([(followUp, [row])]).count == 1)
        return followUp
    }

    private func show(at: Timestamp, in store: GraphStore) throws {
        let row = try #require(try store.dueOutbox(channels: [.terminal], at: at).first)
        #expect(try store.markSent(row, at: at))
    }

    @Test func aGoalNudgedBefore_isSilentSinceThatNudge_andOneNeverNudged_sinceItWentStale() throws {
        let store = try GraphStore.inMemory()
        let nudged = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -20 * 86_400))
        let never = Node(type: .goal, content: "bike", createdAt: t0.adding(seconds: -12 * 86_400))
        try store.add(nudged)
        try store.add(never)
        let first = try plan(nudged, at: t0.adding(seconds: -9 * 86_400), in: store)
        try show(at: t0.adding(seconds: -9 * 86_400 + 60), in: store)
        _ = try store.apply(.dismiss(followUp: first.id), via: .cli, at: t0.adding(seconds: -9 * 86_400 + 120))
        let again = try plan(nudged, at: t0.adding(seconds: -3600), in: store)
        let bike = try plan(never, at: t0.adding(seconds: -1800), in: store)

        let facts = try store.pacingFacts(screen: [.terminal], limits: FollowUpLimits(), zone: utc, at: t0)
        let since = Dictionary(uniqueKeysWithValues: facts.waiting.map { ($0.ref, $0.silentSince) })
        #expect(since[again.id.lowercasedString] == t0.adding(seconds: -9 * 86_400 + 60))
        // Three days (stale_after) after it was last touched.
        #expect(since[bike.id.lowercasedString] == t0.adding(seconds: -9 * 86_400))
        #expect(facts.waiting.count == 2)
    }

    @Test func theDaysReturningSnoozes_countTowardAllShown_butNotTowardMyndsOwn() throws {
        let store = try GraphStore.inMemory()
        var goals: [Node] = []
        for name in ["a", "b", "c"] {
            let goal = Node(type: .goal, content: name, createdAt: t0.adding(seconds: -10 * 86_400))
            try store.add(goal)
            goals.append(goal)
        }
        // Yesterday mynd's own; today one of mynd's at 08:00 and two returning snoozes after it.
        _ = try plan(goals[0], at: t0.adding(seconds: -86_400), in: store)
        try show(at: t0.adding(seconds: -86_400), in: store)
        _ = try store.apply(.complete(goals[0].id), via: .cli, at: t0.adding(seconds: -86_000))
        let own = Node(type: .goal, content: "d", createdAt: t0.adding(seconds: -10 * 86_400))
        try store.add(own)
        _ = try plan(own, at: t0.adding(seconds: -3600), in: store)
        try show(at: t0.adding(seconds: -3600), in: store)
        _ = try plan(goals[1], .returning, at: t0.adding(seconds: -1800), in: store)
        try show(at: t0.adding(seconds: -1800), in: store)
        _ = try plan(goals[2], .returning, at: t0.adding(seconds: -600), in: store)
        try show(at: t0.adding(seconds: -600), in: store)

        let shown = try store.pacingFacts(screen: [.terminal], limits: FollowUpLimits(), zone: utc, at: t0).shown
        #expect(shown.today == 3 && shown.lastAt == t0.adding(seconds: -600))
        #expect(shown.initiatedToday == 1 && shown.lastInitiatedAt == t0.adding(seconds: -3600))
    }
}
