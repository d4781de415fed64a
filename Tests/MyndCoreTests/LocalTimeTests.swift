import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

// The 2026 transitions used below, as printed by `zdump -v -c 2026,2027 <zone>` from the
// machine's tzdata (an independent source):
//   Europe/Berlin       2026-03-29 01:00Z  01:59:59 CET   → 03:00 CEST   (+1 h → +2 h)
//                       2026-10-25 01:00Z  02:59:59 CEST  → 02:00 CET    (+2 h → +1 h)
//   America/New_York    2026-03-08 07:00Z  01:59:59 EST   → 03:00 EDT    (−5 h → −4 h)
//                       2026-11-01 06:00Z  01:59:59 EDT   → 01:00 EST    (−4 h → −5 h)
//   Australia/Sydney    2026-04-04 16:00Z  02:59:59 AEDT  → 02:00 AEST   (+11 h → +10 h)
//                       2026-10-03 16:00Z  01:59:59 AEST  → 03:00 AEDT   (+10 h → +11 h)
//   Australia/Lord_Howe 2026-04-04 15:00Z  01:59:59 +11   → 01:30 +1030  (a 30-minute shift)
//                       2026-10-03 15:30Z  01:59:59 +1030 → 02:30 +11
//   Pacific/Auckland    2026-04-04 14:00Z  02:59:59 NZDT  → 02:00 NZST   (+13 h → +12 h)
//                       2026-09-26 14:00Z  01:59:59 NZST  → 03:00 NZDT   (+12 h → +13 h)
//   Pacific/Chatham     2026-04-04 14:00Z  03:44:59 +1345 → 02:45 +1245
//                       2026-09-26 14:00Z  02:44:59 +1245 → 03:45 +1345
//   Antarctica/Troll    2026-03-29 01:00Z  00:59:59 +00   → 03:00 +02    (a two-hour shift)
//                       2026-10-25 01:00Z  02:59:59 +02   → 01:00 +00
//   America/Santiago    2026-04-05 03:00Z  Sat 23:59:59 -03 → 23:00 -04  (around midnight)
//                       2026-09-06 04:00Z  Sat 23:59:59 -04 → Sun 01:00 -03
//   Asia/Kolkata        no transitions: always +05:30.
//   Pacific/Kiritimati  no transitions: always +14.  Etc/GMT+12: always −12.
// All of these transition days are Sundays (GNU `date +%w` gives 0).

@Suite(.timed)
struct LocalTimeTests {
    struct WallCase: Sendable, CustomTestStringConvertible {
        var zone: String
        var instant: String
        /// "YYYY-MM-DD HH:MM:SS"
        var wall: String
        var weekday: Int
        var testDescription: String { "\(instant) in \(zone) is \(wall)" }

        init(_ zone: String, _ instant: String, _ wall: String, _ weekday: Int) {
            (self.zone, self.instant, self.wall, self.weekday) = (zone, instant, wall, weekday)
        }
    }

    static let wallCases: [WallCase] = [
        // Berlin, spring forward: the last second of CET, then straight to 03:00 CEST.
        WallCase("Europe/Berlin", "2026-03-29T00:59:59Z", "2026-03-29 01:59:59", 0),
        WallCase("Europe/Berlin", "2026-03-29T01:00:00Z", "2026-03-29 03:00:00", 0),
        // Berlin, fall back: 02:xx happens twice.
        WallCase("Europe/Berlin", "2026-10-25T00:30:00Z", "2026-10-25 02:30:00", 0),
        WallCase("Europe/Berlin", "2026-10-25T00:59:59Z", "2026-10-25 02:59:59", 0),
        WallCase("Europe/Berlin", "2026-10-25T01:00:00Z", "2026-10-25 02:00:00", 0),
        WallCase("Europe/Berlin", "2026-10-25T01:30:00Z", "2026-10-25 02:30:00", 0),
        WallCase("Europe/Berlin", "2026-11-21T08:00:00Z", "2026-11-21 09:00:00", 6),
        // New York.
        WallCase("America/New_York", "2026-03-08T06:59:59Z", "2026-03-08 01:59:59", 0),
        WallCase("America/New_York", "2026-03-08T07:00:00Z", "2026-03-08 03:00:00", 0),
        WallCase("America/New_York", "2026-11-01T05:59:59Z", "2026-11-01 01:59:59", 0),
        WallCase("America/New_York", "2026-11-01T06:00:00Z", "2026-11-01 01:00:00", 0),
        // A UTC instant early on a day is still the previous evening in New York.
        WallCase("America/New_York", "2026-11-22T02:00:00Z", "2026-11-21 21:00:00", 6),
        // Sydney: fall back in April, spring forward in October (southern hemisphere).
        WallCase("Australia/Sydney", "2026-04-04T15:59:59Z", "2026-04-05 02:59:59", 0),
        WallCase("Australia/Sydney", "2026-04-04T16:00:00Z", "2026-04-05 02:00:00", 0),
        WallCase("Australia/Sydney", "2026-10-03T15:59:59Z", "2026-10-04 01:59:59", 0),
        WallCase("Australia/Sydney", "2026-10-03T16:00:00Z", "2026-10-04 03:00:00", 0),
        // Lord Howe moves by 30 minutes.
        WallCase("Australia/Lord_Howe", "2026-04-04T14:59:59Z", "2026-04-05 01:59:59", 0),
        WallCase("Australia/Lord_Howe", "2026-04-04T15:00:00Z", "2026-04-05 01:30:00", 0),
        WallCase("Australia/Lord_Howe", "2026-10-03T15:29:59Z", "2026-10-04 01:59:59", 0),
        WallCase("Australia/Lord_Howe", "2026-10-03T15:30:00Z", "2026-10-04 02:30:00", 0),
        // Kolkata: a half-hour offset that also moves the weekday.
        WallCase("Asia/Kolkata", "2026-11-21T08:00:00Z", "2026-11-21 13:30:00", 6),
        WallCase("Asia/Kolkata", "2026-11-21T18:30:00Z", "2026-11-22 00:00:00", 0),
        WallCase("Asia/Kolkata", "2026-03-29T01:00:00Z", "2026-03-29 06:30:00", 0),
        // Auckland and Chatham, +12 h and more.
        WallCase("Pacific/Auckland", "2026-04-04T13:59:59Z", "2026-04-05 02:59:59", 0),
        WallCase("Pacific/Auckland", "2026-04-04T14:00:00Z", "2026-04-05 02:00:00", 0),
        WallCase("Pacific/Chatham", "2026-09-26T14:00:00Z", "2026-09-27 03:45:00", 0),
        // UTC, including instants before 1970 (whose weekday needs floor division).
        WallCase("UTC", "1970-01-01T00:00:00Z", "1970-01-01 00:00:00", 4),
        WallCase("UTC", "1969-12-31T23:59:59Z", "1969-12-31 23:59:59", 3),
        WallCase("UTC", "2026-11-22T00:00:00Z", "2026-11-22 00:00:00", 0),
        WallCase("UTC", "2024-02-29T12:34:56Z", "2024-02-29 12:34:56", 4),
    ]

    @Test(arguments: wallCases)
    func wall_showsTheLocalClockOnBothSidesOfTransitions(_ c: WallCase) {
        let w = zone(c.zone).wall(at: utc(c.instant))
        let shown = String(format: "%04d-%02d-%02d %02d:%02d:%02d", w.year, w.month, w.day, w.hour, w.minute, w.second)
        #expect(shown == c.wall)
        #expect(w.weekday == c.weekday)
    }

    @Test func wall_ignoresMilliseconds_evenBeforeNineteenSeventy() {
        let w = zone("UTC").wall(at: Timestamp(millisecondsSinceEpoch: -1))
        #expect(w == LocalTime.Wall(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, weekday: 3))
    }

    @Test(arguments: [
        // 2026-11-15 is a Sunday; the week runs 0 = Sunday … 6 = Saturday.
        ("2026-11-15T12:00:00Z", 0), ("2026-11-16T12:00:00Z", 1), ("2026-11-17T12:00:00Z", 2),
        ("2026-11-18T12:00:00Z", 3), ("2026-11-19T12:00:00Z", 4), ("2026-11-20T12:00:00Z", 5),
        ("2026-11-21T12:00:00Z", 6),
    ])
    func wall_numbersWeekdaysFromSunday(instant: String, weekday: Int) {
        #expect(zone("Europe/Berlin").wall(at: utc(instant)).weekday == weekday)
    }

    // MARK: instant(year:…)

    struct InstantCase: Sendable, CustomTestStringConvertible {
        var zone: String
        /// "YYYY-MM-DD HH:MM"
        var wall: String
        var expected: String
        var why: String
        var testDescription: String { "\(wall) in \(zone): \(why)" }

        init(_ zone: String, _ wall: String, _ expected: String, _ why: String) {
            (self.zone, self.wall, self.expected, self.why) = (zone, wall, expected, why)
        }
    }

    static let instantCases: [InstantCase] = [
        InstantCase("Europe/Berlin", "2026-11-21 09:00", "2026-11-21T08:00:00Z", "normal winter time"),
        InstantCase("Europe/Berlin", "2026-07-01 09:00", "2026-07-01T07:00:00Z", "normal summer time"),
        InstantCase("Europe/Berlin", "2026-03-29 01:59", "2026-03-29T00:59:00Z", "just before the gap"),
        InstantCase("Europe/Berlin", "2026-03-29 02:00", "2026-03-29T01:00:00Z", "skipped: moved forward one hour to 03:00"),
        InstantCase("Europe/Berlin", "2026-03-29 02:30", "2026-03-29T01:30:00Z", "skipped: same instant as 03:30"),
        InstantCase("Europe/Berlin", "2026-03-29 03:30", "2026-03-29T01:30:00Z", "just after the gap"),
        InstantCase("Europe/Berlin", "2026-10-25 01:59", "2026-10-24T23:59:00Z", "just before the repeated hour"),
        InstantCase("Europe/Berlin", "2026-10-25 02:00", "2026-10-25T00:00:00Z", "ambiguous: first occurrence, CEST"),
        InstantCase("Europe/Berlin", "2026-10-25 02:30", "2026-10-25T00:30:00Z", "ambiguous: first occurrence, CEST"),
        InstantCase("Europe/Berlin", "2026-10-25 03:00", "2026-10-25T02:00:00Z", "after the repeated hour, CET"),
        InstantCase("America/New_York", "2026-11-21 09:00", "2026-11-21T14:00:00Z", "normal"),
        InstantCase("America/New_York", "2026-03-08 02:30", "2026-03-08T07:30:00Z", "skipped: same instant as 03:30 EDT"),
        InstantCase("America/New_York", "2026-11-01 01:30", "2026-11-01T05:30:00Z", "ambiguous: first occurrence, EDT"),
        InstantCase("America/New_York", "2026-11-01 02:00", "2026-11-01T07:00:00Z", "after the repeated hour, EST"),
        InstantCase("Australia/Sydney", "2026-04-05 02:30", "2026-04-04T15:30:00Z", "ambiguous: first occurrence, AEDT"),
        InstantCase("Australia/Sydney", "2026-10-04 02:30", "2026-10-03T16:30:00Z", "skipped: same instant as 03:30 AEDT"),
        InstantCase("Australia/Sydney", "2026-11-21 09:00", "2026-11-20T22:00:00Z", "normal, previous UTC day"),
        InstantCase("Australia/Lord_Howe", "2026-04-05 01:45", "2026-04-04T14:45:00Z", "ambiguous: first occurrence, +11"),
        InstantCase("Australia/Lord_Howe", "2026-10-04 02:15", "2026-10-03T15:45:00Z", "skipped: moved forward 30 minutes to 02:45"),
        InstantCase("Australia/Lord_Howe", "2026-10-04 02:30", "2026-10-03T15:30:00Z", "just after the gap"),
        InstantCase("Asia/Kolkata", "2026-11-21 09:00", "2026-11-21T03:30:00Z", "half-hour offset"),
        InstantCase("Asia/Kolkata", "2026-03-29 02:30", "2026-03-28T21:00:00Z", "no DST of its own"),
        InstantCase("UTC", "2026-03-29 02:30", "2026-03-29T02:30:00Z", "no DST"),
        InstantCase("Pacific/Kiritimati", "2026-11-21 09:00", "2026-11-20T19:00:00Z", "+14 h, the largest offset"),
        InstantCase("Etc/GMT+12", "2026-11-21 09:00", "2026-11-21T21:00:00Z", "−12 h, the smallest offset (POSIX sign)"),
        InstantCase("UTC", "1969-12-31 23:59", "1969-12-31T23:59:00Z", "before 1970"),
        InstantCase("Pacific/Auckland", "2026-04-05 02:30", "2026-04-04T13:30:00Z", "ambiguous: first occurrence, NZDT"),
        InstantCase("Pacific/Auckland", "2026-09-27 02:30", "2026-09-26T14:30:00Z", "skipped: same instant as 03:30 NZDT"),
        InstantCase("Pacific/Chatham", "2026-04-05 02:50", "2026-04-04T13:05:00Z", "ambiguous: first occurrence, +1345"),
        InstantCase("Pacific/Chatham", "2026-09-27 03:00", "2026-09-26T14:15:00Z", "skipped: same instant as 04:00 +1345"),
        InstantCase("Antarctica/Troll", "2026-03-29 01:30", "2026-03-29T01:30:00Z", "skipped: moved forward two hours to 03:30"),
        InstantCase("Antarctica/Troll", "2026-10-25 01:30", "2026-10-24T23:30:00Z", "ambiguous: first occurrence, +02"),
        InstantCase("America/Santiago", "2026-09-06 00:30", "2026-09-06T04:30:00Z", "skipped at midnight: as 01:30 -03"),
        InstantCase("America/Santiago", "2026-04-04 23:30", "2026-04-05T02:30:00Z", "ambiguous: first occurrence, -03"),
    ]

    @Test(arguments: instantCases)
    func instant_resolvesSkippedForwardAndAmbiguousToFirst(_ c: InstantCase) {
        let n = c.wall.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
        let instant = zone(c.zone).instant(year: n[0], month: n[1], day: n[2], hour: n[3], minute: n[4])
        #expect(instant == utc(c.expected))
    }

    @Test func instant_keepsSeconds() {
        let instant = zone("Europe/Berlin").instant(year: 2026, month: 11, day: 21, hour: 9, minute: 0, second: 42)
        #expect(instant == utc("2026-11-21T08:00:42Z"))
    }

    static let sweptZones = [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kolkata",
        "Pacific/Auckland", "Pacific/Chatham", "Antarctica/Troll", "America/Santiago", "UTC",
    ]

    @Test(arguments: sweptZones)
    func instant_undoesWall_forEveryQuarterHourOf2026(zoneName: String) {
        // Going instant → wall → instant must land on the same instant, except in a repeated
        // hour, where it lands on the first instant showing that wall time.
        let local = zone(zoneName)
        let start = utc("2026-01-01T00:00:00Z").millisecondsSinceEpoch
        let end = utc("2027-01-01T00:00:00Z").millisecondsSinceEpoch
        var failures: [String] = []
        for ms in stride(from: start, to: end, by: 15 * 60 * 1000) {
            let t = Timestamp(millisecondsSinceEpoch: ms)
            let w = local.wall(at: t)
            let back = local.instant(
                year: w.year, month: w.month, day: w.day, hour: w.hour, minute: w.minute, second: w.second)
            let firstOfRepeat =
                back < t && back.millisecondsSinceEpoch >= ms - 3 * millisecondsPerHour
                && local.wall(at: back) == w
            if back != t && !firstOfRepeat { failures.append("\(t) → \(back)") }
        }
        #expect(Array(failures.prefix(3)) == [], "\(failures.count) failures")
    }

    @Test(arguments: sweptZones)
    func instant_showsTheWallTimeOrTheGapJump_forEveryQuarterHourOf2026(zoneName: String) {
        // Every wall time maps to an instant showing it, unless the clocks skipped it; then the
        // instant shows it moved forward by the size of the jump, which Foundation's
        // `secondsFromGMT` gives independently.
        let local = zone(zoneName)
        var failures: [String] = []
        var day = CivilDate(year: 2026, month: 1, day: 1).daysSinceEpoch
        while day < CivilDate(year: 2027, month: 1, day: 1).daysSinceEpoch {
            let date = CivilDate(daysSinceEpoch: day)
            for quarter in 0..<96 {
                let (hour, minute) = (quarter / 4, quarter % 4 * 15)
                let t = local.instant(
                    year: Int(date.year), month: Int(date.month), day: Int(date.day), hour: hour, minute: minute)
                let shown = local.wall(at: t)
                // Seconds from the asked day's midnight, as asked and as shown.
                let asked = Int64(hour * 3600 + minute * 60)
                let shownDay = CivilDate(year: Int64(shown.year), month: Int64(shown.month), day: Int64(shown.day))
                let got =
                    (shownDay.daysSinceEpoch - day) * 86_400
                    + Int64(shown.hour * 3600 + shown.minute * 60 + shown.second)
                let tz = local.timeZone
                let jump = Int64(tz.secondsFromGMT(for: t.date) - tz.secondsFromGMT(for: t.date - 86_400))
                if got != asked && !(jump > 0 && got == asked + jump) {
                    failures.append("\(date.iso8601) \(hour):\(minute) → \(t)")
                }
            }
            day += 1
        }
        #expect(Array(failures.prefix(3)) == [], "\(failures.count) failures")
    }

    // MARK: adding(days:)

    @Test func addingDays_keepsWallClockAcrossSpringForward() {
        let berlin = zone("Europe/Berlin")
        // Saturday 09:00 CET (+1) → Sunday 09:00 CEST (+2): 23 hours later.
        let saturday = utc("2026-03-28T08:00:00Z")
        let sunday = berlin.adding(days: 1, to: saturday)
        #expect(sunday == utc("2026-03-29T07:00:00Z"))
        #expect(sunday.seconds(since: saturday) == 23 * 3600)
    }

    @Test func addingDays_keepsWallClockAcrossFallBack() {
        let berlin = zone("Europe/Berlin")
        // Saturday 09:00 CEST (+2) → Sunday 09:00 CET (+1): 25 hours later.
        let saturday = utc("2026-10-24T07:00:00Z")
        let sunday = berlin.adding(days: 1, to: saturday)
        #expect(sunday == utc("2026-10-25T08:00:00Z"))
        #expect(sunday.seconds(since: saturday) == 25 * 3600)
    }

    @Test func addingDays_inNewYorkAndSydney_keepsWallClock() {
        // New York: Saturday 09:00 EST → Sunday 09:00 EDT.
        #expect(zone("America/New_York").adding(days: 1, to: utc("2026-03-07T14:00:00Z")) == utc("2026-03-08T13:00:00Z"))
        // Sydney: Saturday 09:00 AEST → Sunday 09:00 AEDT (the clocks went forward overnight).
        #expect(zone("Australia/Sydney").adding(days: 1, to: utc("2026-10-02T23:00:00Z")) == utc("2026-10-03T22:00:00Z"))
    }

    @Test func addingDays_backwardAndAcrossYearEnd() {
        let berlin = zone("Europe/Berlin")
        // Monday 09:00 CEST − 2 days = Saturday 09:00 CET.
        #expect(berlin.adding(days: -2, to: utc("2026-03-30T07:00:00Z")) == utc("2026-03-28T08:00:00Z"))
        // 31 December 18:00 CET + 1 day = 1 January 18:00 CET.
        #expect(berlin.adding(days: 1, to: utc("2026-12-31T17:00:00Z")) == utc("2027-01-01T17:00:00Z"))
        // 28 February + 1 day in a leap year is the 29th.
        #expect(berlin.adding(days: 1, to: utc("2024-02-28T08:00:00Z")) == utc("2024-02-29T08:00:00Z"))
    }

    @Test func addingDays_keepsMilliseconds() {
        let berlin = zone("Europe/Berlin")
        #expect(berlin.adding(days: 1, to: utc("2026-11-21T08:00:00.250Z")) == utc("2026-11-22T08:00:00.250Z"))
        #expect(berlin.adding(days: -1, to: utc("1969-12-31T23:59:59.999Z")) == utc("1969-12-30T23:59:59.999Z"))
    }

    @Test func addingZeroDays_isTheSameInstant_evenInARepeatedHour() {
        let berlin = zone("Europe/Berlin")
        // 01:30Z on 2026-10-25 is the second 02:30 (CET); zero days later is still that instant.
        #expect(berlin.adding(days: 0, to: utc("2026-10-25T01:30:00Z")) == utc("2026-10-25T01:30:00Z"))
        #expect(berlin.adding(days: 0, to: utc("2026-11-21T08:00:00.250Z")) == utc("2026-11-21T08:00:00.250Z"))
    }

    @Test func addingDays_intoASkippedTime_movesForwardByTheGap() {
        // Saturday 02:30 CET + 1 day: Sunday 02:30 does not exist, so 03:30 CEST.
        #expect(zone("Europe/Berlin").adding(days: 1, to: utc("2026-03-28T01:30:00Z")) == utc("2026-03-29T01:30:00Z"))
    }

    // MARK: instant(onDayOf:…) and describe

    @Test func instantOnDayOf_usesTheLocalDate() {
        // 23:30 on Saturday in Berlin is already Saturday 22:30Z; "tomorrow 09:00" is Sunday.
        let berlin = zone("Europe/Berlin")
        let now = utc("2026-11-21T22:30:00Z")
        #expect(berlin.instant(onDayOf: now, plusDays: 1, hour: 9, minute: 0) == utc("2026-11-22T08:00:00Z"))
        #expect(berlin.instant(onDayOf: now, plusDays: 0, hour: 9, minute: 0) == utc("2026-11-21T08:00:00Z"))
        // In Kolkata the same instant is already Sunday 04:00.
        #expect(zone("Asia/Kolkata").instant(onDayOf: now, plusDays: 0, hour: 9, minute: 0) == utc("2026-11-22T03:30:00Z"))
    }

    @Test func describe_showsLocalDateTimeAndZone() {
        #expect(zone("Europe/Berlin").describe(utc("2026-11-21T08:00:00Z")) == "2026-11-21 09:00 Europe/Berlin")
        #expect(zone("Asia/Kolkata").describe(utc("2026-03-01T18:35:00Z")) == "2026-03-02 00:05 Asia/Kolkata")
    }
}
