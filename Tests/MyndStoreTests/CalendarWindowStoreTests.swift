import Foundation
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

/// The calendar's window in SQLite: a good read replaces a source's window whole, a failed one
/// keeps it (and says why), a source no longer configured is forgotten, and a busy event now
/// is the meeting presence reads.
@Suite(.timed, .timeLimit(.minutes(20))) struct CalendarWindowStoreTests {
    static let t = Timestamp(iso8601: "2026-11-27T10:30:00Z")!

    static func event(_ title: String, _ from: Int64, _ to: Int64, busy: Bool = true) -> CalendarEvent {
        CalendarEvent(
            uid: title, title: title, attendees: ["ana@example.org"], start: t.adding(seconds: from * 60), end: t.adding(seconds: to * 60),
            busy: busy)
    }

    @Test func aFailedRead_keepsTheLastGoodWindow_andTheMeetingHolds() throws {
        let store = try GraphStore.inMemory()
        let good = CalendarSourceState(name: "/cal", checkedAt: Self.t, goodAt: Self.t, events: 2)
        try store.recordCalendarRead(good, events: [Self.event("Team sync", -30, 30), Self.event("Focus", 60, 120, busy: false)])
        var failed = good
        failed.checkedAt = Self.t.adding(seconds: 900)
        failed.error = "/cal cannot be read: no such folder: check [calendar] sources"
        try store.recordCalendarRead(failed, events: nil)
        let events = try store.calendarEvents(from: Self.t, to: Self.t.adding(seconds: 86_400))
        #expect(events.map(\.title) == ["Team sync", "Focus"])
        #expect(events[0].attendees == ["ana@example.org"] && events[0].busy && !events[1].busy)
        #expect(try store.calendarSources() == [failed])
        let record = try store.presenceRecord(now: Self.t)
        #expect(record.meeting == Meeting(since: Self.t.adding(seconds: -1800), until: Self.t.adding(seconds: 1800), title: "Team sync"))
        #expect(try store.presenceRecord(now: Self.t.adding(seconds: 3600)).meeting == nil)
        try store.recordCalendarRead(good, events: [Self.event("Other", 0, 10)])
        #expect(try store.calendarEvents(from: Self.t, to: Self.t.adding(seconds: 86_400)).map(\.title) == ["Other"])
        try store.dropCalendarSources(keeping: [])
        #expect(try store.calendarSources().isEmpty)
        #expect(try store.calendarEvents(from: Self.t, to: Self.t.adding(seconds: 86_400)).isEmpty)
    }

    @Test func theBriefing_readsTheOpenGoals_onlyOnADayWithEvents() throws {
        let store = try GraphStore.inMemory()
        let dentist = Node(type: .goal, content: "Book the dentist", createdAt: Self.t.adding(seconds: -86_400))
        let done = Node(type: .goal, content: "Dentist for the kids", createdAt: Self.t.adding(seconds: -86_400), completedAt: Self.t)
        try store.add(dentist)
        try store.add(done)
        let end = Self.t.adding(seconds: 12 * 3_600)
        let none = try store.briefingFacts(staleCutoff: Self.t, since: nil, now: Self.t, endOfDay: end)
        #expect(none.today.isEmpty && none.openGoals.isEmpty)
        try store.recordCalendarRead(
            CalendarSourceState(name: "/cal", checkedAt: Self.t, goodAt: Self.t, events: 1), events: [Self.event("Dentist", 60, 120)])
        let facts = try store.briefingFacts(staleCutoff: Self.t, since: nil, now: Self.t, endOfDay: end)
        #expect(facts.today.map(\.title) == ["Dentist"])
        #expect(facts.openGoals.map(\.id) == [dentist.id])
    }
}
