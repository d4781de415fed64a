import Foundation
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

/// A capture that names an open goal by its whole text is activity on it (SPEC "Domain": a
/// capture that mentions it): the goal is linked and touched, so it does not go quiet. One
/// that names it only in part, a goal that is done, or a captured goal, touch nothing.
@Suite(.timed) struct GoalMentionStoreTests {
    static let start = Timestamp(millisecondsSinceEpoch: 1_790_000_000_000)
    static func day(_ n: Int64) -> Timestamp { start.adding(seconds: n * 86_400) }

    @Test func aThoughtNamingAGoal_touchesIt_andLinksIt() throws {
        let store = try GraphStore.inMemory()
        let spanish = Node(type: .goal, content: "Learn Spanish", createdAt: Self.day(0))
        let passport = Node(type: .goal, content: "Renew the passport", createdAt: Self.day(0))
        try store.add(spanish)
        try store.add(passport)
        let outcome = try store.apply(.capture("An hour of learn spanish on the train, ¡qué bien!"), via: .cli, at: Self.day(6))
        #expect(outcome.mentions.map(\.id) == [spanish.id])
        #expect(try store.node(spanish.id)?.lastAccessedAt == Self.day(6))
        #expect(try store.node(passport.id)?.lastAccessedAt == Self.day(0), "a goal not named stays as it was")
        let thought = try #require(outcome.node)
        #expect(try store.everything().edges.contains { $0.type == .mentions && $0.sourceId == thought.id && $0.targetId == spanish.id })
    }

    @Test func aGoalNamedInPart_orDone_orACapturedGoal_touchesNothing() throws {
        let store = try GraphStore.inMemory()
        let passport = Node(type: .goal, content: "Renew the passport", createdAt: Self.day(0))
        var done = Node(type: .goal, content: "Learn Spanish", createdAt: Self.day(0))
        done.completedAt = Self.day(1)
        try store.add(passport)
        try store.add(done)
        _ = try store.apply(.capture("the passport photo is in the drawer"), via: .cli, at: Self.day(6))
        _ = try store.apply(.capture("learn spanish properly"), via: .cli, at: Self.day(6))
        #expect(try store.node(passport.id)?.lastAccessedAt == Self.day(0))
        #expect(try store.node(done.id)?.lastAccessedAt == Self.day(0))
    }

    @Test func names_takesTheWholePhrase_asWords_caseAndAccentsIgnored() {
        #expect(NameMentions.names("Learn Spanish", in: "did some LEARN SPANISH today"))
        #expect(NameMentions.names("Café con Ana", in: "cafe con ana was lovely"))
        #expect(!NameMentions.names("Learn Spanish", in: "learned spanish"))
        #expect(!NameMentions.names("Renew the passport", in: "renew passport"))
        #expect(!NameMentions.names("", in: "anything"))
    }
}
