import Foundation
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

/// People in the store: a cadence is set without counting as contact; contact is the latest of
/// a touch and a mention; *Reached out* (done) and touch answer the nudge and keep the person.
@Suite(.timed) struct PeopleStoreTests {
    static let start = Timestamp(millisecondsSinceEpoch: 1_790_000_000_000)
    static func day(_ n: Int64) -> Timestamp { start.adding(seconds: n * 86_400) }

    @Test func lastContact_isTheLatestOfTouchAndMention_andACadenceIsNotContact() throws {
        let store = try GraphStore.inMemory()
        let lucia = Node(type: .person, content: "Lucía", createdAt: Self.day(0))
        try store.add(lucia)
        #expect(try store.peopleContacts().isEmpty, "no cadence, not kept in touch with")
        _ = try store.setCadence(lucia.id, Cadence(days: 14))
        #expect(try store.peopleContacts().map(\.lastContact) == [Self.day(0)])
        let coffee = Node(type: .thought, content: "Coffee with Lucía", createdAt: Self.day(5))
        try store.add(coffee, edges: [Edge(type: .mentions, sourceId: coffee.id, targetId: lucia.id, createdAt: Self.day(5))])
        _ = try store.setCadence(lucia.id, Cadence(days: 21))
        _ = try store.edit(lucia.id, content: "Lucía F.", type: nil, at: Self.day(9))
        let contact = try #require(try store.peopleContacts().first)
        #expect(contact.lastContact == Self.day(5) && contact.cadence.days == 21 && contact.person.content == "Lucía F.")
        _ = try store.apply(.touch(lucia.id), via: .cli, at: Self.day(12))
        #expect(try store.peopleContacts().first?.lastContact == Self.day(12))
        _ = try store.setCadence(lucia.id, nil)
        #expect(try store.peopleContacts().isEmpty)
    }

    @Test func onlyPeopleHaveACadence() throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "Plant the garden", createdAt: Self.day(0))
        try store.add(goal)
        #expect(throws: StoreError.self) { try store.setCadence(goal.id, Cadence(days: 14)) }
    }

    @Test func reachedOut_answersTheNudge_touches_andKeepsThePerson() throws {
        let store = try GraphStore.inMemory()
        var lucia = Node(type: .person, content: "Lucía", createdAt: Self.day(0))
        lucia.metadata[Cadence.metadataKey] = "14"
        try store.add(lucia)
        let followUp = FollowUp(goalId: lucia.id, text: "It has been 20 days…", source: .fallback, plannedAt: Self.day(20))
        _ = try store.recordPlanned([(followUp, [])])
        let after = try #require(try store.apply(.complete(lucia.id), via: .desktop, at: Self.day(21)).node)
        #expect(after.completedAt == nil && after.lastAccessedAt == Self.day(21))
        #expect(try store.answers(for: lucia.id).map(\.kind) == [.given(.complete)])
        #expect(try store.peopleContacts().first?.lastContact == Self.day(21))
        let later = try store.apply(.snooze(lucia.id, until: Self.day(23)), via: .cli, at: Self.day(22))
        #expect(later.node?.snoozedUntil == Self.day(23))
    }
}
