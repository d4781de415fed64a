import Foundation
@testable import MyndCalendar
import MyndCore
import MyndTestSupport
import Testing

// The fixtures in Fixtures/ were written for these tests (Fixtures/SOURCES.md says which trap
// each holds).
private func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
}

private func at(_ text: String) -> Timestamp { Timestamp(iso8601: text)! }
private let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)

private func read(
    _ name: String, from: String, to: String, zone: LocalTime = berlin, me: Set<String> = ["me@mynd.test"]
) throws -> (events: [CalendarEvent], notes: [String]) {
    try CalendarReading(zone: zone, me: me).events(in: try fixture(name), from: at(from), to: at(to), source: name)
}

@Suite(.timed, .timeLimit(.minutes(20))) struct CalendarReadingTests {
    @Test func weekly_exdateDropsOne_overrideMovesOne_rdateAddsOne() throws {
        let events = try read("weekly.ics", from: "2026-11-01T00:00:00Z", to: "2026-12-02T00:00:00Z").events
        let sync = events.filter { $0.uid == "team-sync@mynd.test" }
        // Berlin is UTC+1 in November: 10:00 there is 09:00Z. The 17th is excluded; the 24th
        // moved to 14:00 under its own title; the RDATE adds the 26th at 16:00.
        #expect(
            sync.map(\.start.iso8601) == [
                "2026-11-03T09:00:00Z", "2026-11-10T09:00:00Z", "2026-11-24T13:00:00Z",
                "2026-11-26T15:00:00Z", "2026-12-01T09:00:00Z",
            ])
        #expect(sync.map(\.title) == ["Team sync", "Team sync", "Team sync (moved)", "Team sync", "Team sync"])
        #expect(sync.allSatisfy { $0.end.seconds(since: $0.start) == 3600 && $0.busy && !$0.allDay })
        #expect(sync[0].location == "Room 4")
        #expect(sync[0].attendees == ["me@mynd.test", "lucia@example.org"])
    }

    @Test func declinedAndTransparent_areNotBusy_durationGivesTheEnd() throws {
        let events = try read("weekly.ics", from: "2026-11-25T00:00:00Z", to: "2026-11-26T00:00:00Z").events
        let hands = try #require(events.first { $0.title == "All hands" })
        #expect(!hands.busy)
        #expect(hands.end.iso8601 == "2026-11-25T12:30:00Z")
        #expect(events.first { $0.title == "Focus time" }?.busy == false)
        // Someone else's decline is not the person's.
        let asSomeoneElse = try read("weekly.ics", from: "2026-11-25T00:00:00Z", to: "2026-11-26T00:00:00Z", me: ["ana@mynd.test"])
        #expect(asSomeoneElse.events.first { $0.title == "All hands" }?.busy == true)
    }

    @Test func allDay_isTheLocalDay_freeUnlessMarkedBusy() throws {
        let events = try read("all-day.ics", from: "2026-11-26T00:00:00Z", to: "2026-12-03T00:00:00Z").events
        let holiday = try #require(events.first { $0.title == "Holiday" })
        // Midnight to midnight in Berlin, not libical's UTC span (which ends a day late).
        #expect(holiday.allDay)
        #expect(holiday.start.iso8601 == "2026-11-26T23:00:00Z")
        #expect(holiday.end.iso8601 == "2026-11-27T23:00:00Z")
        #expect(!holiday.busy)
        let offsite = try #require(events.first { $0.title == "Offsite" })
        #expect(offsite.busy)
        #expect(offsite.end.seconds(since: offsite.start) == 2 * 86_400)
        let birthday = try #require(events.first { $0.title == "Ana's birthday" })
        #expect(birthday.end.seconds(since: birthday.start) == 86_400)
        // The same days on a New York clock start at its midnight.
        let newYork = LocalTime(timeZone: TimeZone(identifier: "America/New_York")!)
        let there = try read("all-day.ics", from: "2026-11-26T00:00:00Z", to: "2026-12-03T00:00:00Z", zone: newYork).events
        #expect(there.first { $0.title == "Holiday" }?.start.iso8601 == "2026-11-27T05:00:00Z")
    }

    @Test func acrossSummerTime_theWallClockStays() throws {
        let events = try read("dst-berlin.ics", from: "2026-03-20T00:00:00Z", to: "2026-04-10T00:00:00Z").events
        #expect(events.count == 14)
        let starts = Dictionary(uniqueKeysWithValues: events.map { (berlin.describe($0.start), $0.start.iso8601) })
        #expect(starts["2026-03-28 09:00 Europe/Berlin"] == "2026-03-28T08:00:00Z")
        #expect(starts["2026-03-29 09:00 Europe/Berlin"] == "2026-03-29T07:00:00Z")
        #expect(starts["2026-04-05 09:00 Europe/Berlin"] == "2026-04-05T07:00:00Z")
        #expect(events.allSatisfy { $0.end.seconds(since: $0.start) == 900 })
        // The zone is the event's: read on another clock, the instants do not move.
        let tokyo = LocalTime(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let elsewhere = try read("dst-berlin.ics", from: "2026-03-20T00:00:00Z", to: "2026-04-10T00:00:00Z", zone: tokyo).events
        #expect(elsewhere.map(\.start) == events.map(\.start))
    }

    @Test func bareTZID_fromZoneinfo_floatingIsLocal() throws {
        let events = try read("bare-tzid.ics", from: "2026-11-26T00:00:00Z", to: "2026-11-27T00:00:00Z").events
        #expect(events.first { $0.title == "Call with New York" }?.start.iso8601 == "2026-11-26T14:00:00Z")
        #expect(events.first { $0.title == "Choir" }?.start.iso8601 == "2026-11-26T17:00:00Z")
        let tokyo = LocalTime(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let there = try read("bare-tzid.ics", from: "2026-11-25T00:00:00Z", to: "2026-11-27T00:00:00Z", zone: tokyo).events
        #expect(there.first { $0.title == "Choir" }?.start.iso8601 == "2026-11-26T09:00:00Z")
    }

    @Test func windowsZone_mapped_orLocalWithANote() throws {
        let (events, notes) = try read("windows-tzid.ics", from: "2026-11-26T00:00:00Z", to: "2026-11-27T00:00:00Z")
        #expect(events.first { $0.title == "Vendor call" }?.start.iso8601 == "2026-11-26T17:00:00Z")
        #expect(events.first { $0.title == "Lunch" }?.start.iso8601 == "2026-11-26T10:00:00Z")
        #expect(notes == ["the time zone “Customized Time Zone” is unknown: its times are read as local time"])
    }

    @Test func notICalendar_isOneLine() throws {
        #expect(throws: CalendarError.notICalendar(source: "broken.ics")) {
            try read("broken.ics", from: "2026-11-26T00:00:00Z", to: "2026-11-27T00:00:00Z")
        }
    }

    @Test func window_isYesterdayToTheEndOfTheSeventhDay() {
        let window = CalendarReading.window(around: at("2026-11-27T15:00:00Z"), zone: berlin)
        #expect(window.from.iso8601 == "2026-11-25T23:00:00Z")
        #expect(window.to.iso8601 == "2026-12-04T23:00:00Z")
    }
}
