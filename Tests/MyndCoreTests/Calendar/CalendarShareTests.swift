import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// What of the day a prompt to Claude may carry: times and "a meeting", a title only when
/// shared, never a place or an attendee, and nothing of what is over.
@Suite(.timed, .timeLimit(.minutes(20))) struct CalendarShareTests {
    static let zone = MeetingPresenceTests.zone
    static func event(_ title: String, _ from: Int, _ to: Int, busy: Bool = true) -> CalendarEvent {
        var event = MeetingPresenceTests.event(title, from, to, busy: busy)
        event.location = "Kepler, Room 4.12"
        event.attendees = ["bob@corp.example"]
        return event
    }

    static let day: [CalendarEvent] = [
        CalendarEvent(
            uid: "h", title: "Holiday", start: zone.instant(year: 2026, month: 11, day: 27, hour: 0, minute: 0),
            end: zone.instant(year: 2026, month: 11, day: 28, hour: 0, minute: 0), allDay: true, busy: false),
        event("Standup", 8, 9), event("Team sync", 10, 11), event("Focus", 13, 15, busy: false), event("Dentist", 16, 17),
    ]

    @Test func withoutTitles_eachEventIsItsTimesAndAMeetingOrFreeTime() {
        let lines = CalendarShare.lines(Self.day, now: MeetingPresenceTests.at(10, 15), zone: Self.zone, shareTitles: false)
        #expect(
            lines == [
                .init(when: "all day", title: nil, stands: "free time"), .init(when: "until 11:00", title: nil, stands: "a meeting"),
                .init(when: "13:00 until 15:00", title: nil, stands: "free time"),
                .init(when: "16:00 until 17:00", title: nil, stands: "a meeting"),
            ])
        let said = lines.map { "\($0.when) \($0.title ?? "") \($0.stands)" }.joined(separator: "\n")
        for secret in ["Kepler", "bob@", "Team sync", "Dentist", "Holiday", "Standup"] { #expect(!said.contains(secret)) }
    }

    @Test func withTitles_theTitleGoes_thePlaceAndAttendeesNever() {
        let lines = CalendarShare.lines(Self.day, now: MeetingPresenceTests.at(10, 15), zone: Self.zone, shareTitles: true)
        #expect(lines.map(\.title) == ["Holiday", "Team sync", "Focus", "Dentist"])
        #expect(!String(describing: lines).contains("Kepler") && !String(describing: lines).contains("bob@"))
        // An event without a title is still what it stands for.
        let untitled = CalendarShare.lines([Self.event("", 16, 17)], now: MeetingPresenceTests.at(9), zone: Self.zone, shareTitles: true)
        #expect(untitled == [.init(when: "16:00 until 17:00", title: nil, stands: "a meeting")])
    }

    @Test func aLongDay_isCutToTheFirstFew_andAnEmptyOneSaysNothing() {
        let long = (0..<12).map { Self.event("Slot \($0)", 8 + $0, 9 + $0) }
        let lines = CalendarShare.lines(long, now: MeetingPresenceTests.at(7), zone: Self.zone, shareTitles: false)
        #expect(lines.count == CalendarShare.shown && lines.first?.when == "08:00 until 09:00")
        #expect(CalendarShare.lines([], now: MeetingPresenceTests.at(7), zone: Self.zone, shareTitles: true).isEmpty)
    }
}
