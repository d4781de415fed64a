import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Issue 28 item 9: a time not today carries its day, counted in local dates (not in 24-hour
/// steps from now), across a clock change and a year's end.
@Suite(.timed)
struct LocalTimeShortDescriptionTests {
    static let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    static func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }

    @Test(arguments: [
        // Thursday 19 November 2026, 23:30 in Berlin.
        ("2026-11-19T22:30:00Z", "2026-11-19T22:45:00Z", "23:45"),
        ("2026-11-19T22:30:00Z", "2026-11-20T06:00:00Z", "tomorrow 07:00"),
        ("2026-11-19T22:30:00Z", "2026-11-19T06:00:00Z", "07:00"),
        ("2026-11-19T22:30:00Z", "2026-11-18T20:40:00Z", "yesterday 21:40"),
        ("2026-11-19T22:30:00Z", "2026-11-21T09:00:00Z", "Sat 10:00"),
        ("2026-11-19T22:30:00Z", "2026-11-25T09:00:00Z", "Wed 10:00"),
        ("2026-11-19T22:30:00Z", "2026-11-26T09:00:00Z", "2026-11-26 10:00"),
        ("2026-11-19T22:30:00Z", "2026-11-17T09:00:00Z", "2026-11-17 10:00"),
        // Just past midnight, 07:00 is today's.
        ("2026-11-19T23:30:00Z", "2026-11-20T06:00:00Z", "07:00"),
        // Saturday before the October change (a 25-hour Sunday): Monday is two dates on.
        ("2026-10-24T20:00:00Z", "2026-10-26T06:00:00Z", "Mon 07:00"),
        ("2026-10-24T20:00:00Z", "2026-10-25T22:30:00Z", "tomorrow 23:30"),
        // New Year's Eve: the next morning is tomorrow, not a date a year on.
        ("2026-12-31T20:00:00Z", "2027-01-01T08:00:00Z", "tomorrow 09:00"),
    ])
    func aTimeSaysItsDay(now: String, at: String, expected: String) {
        #expect(Self.berlin.shortDescription(of: Self.t(at), from: Self.t(now)) == expected)
    }
}
