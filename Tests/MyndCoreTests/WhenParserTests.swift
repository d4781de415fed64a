import MyndTestSupport
import Testing

import MyndCore

// Berlin is CET (+1 h) in November and from 2026-03-29 01:00Z CEST (+2 h), per
// `zdump -v -c 2026,2027 Europe/Berlin`. Weekdays of 2026-11 from `cal 11 2026`:
// Wed 18, Thu 19, Fri 20, Sat 21, Sun 22, Mon 23, Tue 24, Wed 25.

/// Wednesday 2026-11-18, 10:00 in Berlin.
private let wednesdayTen = utc("2026-11-18T09:00:00Z")

private func berlin(now: Timestamp = wednesdayTen) -> WhenParser {
    WhenParser(now: now, zone: zone("Europe/Berlin"))
}

@Suite(.timed)
struct WhenParserTests {
    @Test(arguments: [
        // Spans.
        ("30m", "2026-11-18T09:30:00Z"),
        ("2h", "2026-11-18T11:00:00Z"),
        ("3d", "2026-11-21T09:00:00Z"),
        ("1w", "2026-11-25T09:00:00Z"),
        ("1h30m", "2026-11-18T10:30:00Z"),
        // Days, with and without a time; 09:00 when no time is given.
        ("tomorrow", "2026-11-19T08:00:00Z"),
        ("tomorrow 18:00", "2026-11-19T17:00:00Z"),
        ("tomorrow 7:05", "2026-11-19T06:05:00Z"),
        ("today 18:00", "2026-11-18T17:00:00Z"),
        // A clock time alone: today while ahead, else tomorrow.
        ("14:30", "2026-11-18T13:30:00Z"),
        ("08:00", "2026-11-19T07:00:00Z"),
        ("9:05", "2026-11-19T08:05:00Z"),
        ("00:00", "2026-11-18T23:00:00Z"),
        // Weekdays: the next occurrence still ahead.
        ("thu", "2026-11-19T08:00:00Z"),
        ("thurs", "2026-11-19T08:00:00Z"),
        ("thursday", "2026-11-19T08:00:00Z"),
        ("fri", "2026-11-20T08:00:00Z"),
        ("sat 23:59", "2026-11-21T22:59:00Z"),
        ("sun", "2026-11-22T08:00:00Z"),
        ("mon", "2026-11-23T08:00:00Z"),
        ("mon 09:00", "2026-11-23T08:00:00Z"),
        ("monday 18:00", "2026-11-23T17:00:00Z"),
        ("tue", "2026-11-24T08:00:00Z"),
        // Today is Wednesday: today while the time is ahead, else a week later.
        ("wed 18:00", "2026-11-18T17:00:00Z"),
        ("wed 10:01", "2026-11-18T09:01:00Z"),
        ("wed 10:00", "2026-11-25T09:00:00Z"),
        ("wed 09:00", "2026-11-25T08:00:00Z"),
        ("wednesday", "2026-11-25T08:00:00Z"),
        // ISO 8601: a date alone at 09:00 local, a local time, an exact instant.
        ("2026-11-25", "2026-11-25T08:00:00Z"),
        ("2026-11-25T14:00", "2026-11-25T13:00:00Z"),
        ("2026-11-25 14:00", "2026-11-25T13:00:00Z"),
        ("2026-11-25T14:00:30.5", "2026-11-25T13:00:30.500Z"),
        ("2026-11-25T14:00:00Z", "2026-11-25T14:00:00Z"),
        ("2026-11-25T14:00:00+05:30", "2026-11-25T08:30:00Z"),
        ("2026-11-25T14:00:00-0800", "2026-11-25T22:00:00Z"),
        ("2027-07-01", "2027-07-01T07:00:00Z"),  // summer: CEST
        // Case and surrounding spaces do not matter.
        ("TOMORROW", "2026-11-19T08:00:00Z"),
        ("Mon 09:00", "2026-11-23T08:00:00Z"),
        ("MONDAY", "2026-11-23T08:00:00Z"),
        ("2H", "2026-11-18T11:00:00Z"),
        ("2026-11-25t14:00:00z", "2026-11-25T14:00:00Z"),
        ("  tomorrow  18:00 ", "2026-11-19T17:00:00Z"),
    ])
    func future_acceptsEveryDocumentedForm(text: String, expected: String) throws {
        #expect(try berlin().future(text) == utc(expected))
    }

    // MARK: Midnight

    @Test func span_crossesMidnight() throws {
        // 23:50 local → 30m later is 00:20 on the next day.
        let parser = berlin(now: utc("2026-11-18T22:50:00Z"))
        let result = try parser.future("30m")
        #expect(result == utc("2026-11-18T23:20:00Z"))
        let wall = parser.zone.wall(at: result)
        #expect([wall.day, wall.hour, wall.minute] == [19, 0, 20])
    }

    /// A day without a time means the hour this person usually answers on that kind of day.
    @Test func aDayWithoutATime_isTheUsualHour_ofThatKindOfDay() throws {
        var parser = berlin()
        parser.usualHour = [false: 12, true: 10]
        #expect(try parser.parse("tomorrow") == utc("2026-11-19T11:00:00Z"), "Thursday: a weekday, 12:00")
        #expect(try parser.parse("sat") == utc("2026-11-21T09:00:00Z"), "Saturday: 10:00")
        #expect(try parser.parse("today") == utc("2026-11-18T11:00:00Z"))
        #expect(try parser.parse("wed") == utc("2026-11-18T11:00:00Z"), "today's 12:00 is still ahead")
        parser.usualHour = [false: 9]
        #expect(try parser.parse("sun") == utc("2026-11-22T08:00:00Z"), "none learned for weekends: 09:00")
        #expect(try parser.parse("tomorrow 18:00") == utc("2026-11-19T17:00:00Z"), "a named hour is kept")
        parser.usualHour = [false: 8]
        #expect(try parser.parse("wed") == utc("2026-11-25T07:00:00Z"), "today's 08:00 has passed: next week")
    }

    @Test func clockTime_alreadyPassedToday_meansTomorrow() throws {
        // 15:00 local: 14:30 has passed, so tomorrow; 14:30 exactly now also means tomorrow.
        #expect(try berlin(now: utc("2026-11-18T14:00:00Z")).future("14:30") == utc("2026-11-19T13:30:00Z"))
        #expect(try berlin(now: utc("2026-11-18T13:30:00Z")).future("14:30") == utc("2026-11-19T13:30:00Z"))
        #expect(try berlin(now: utc("2026-11-18T13:29:00Z")).future("14:30") == utc("2026-11-18T13:30:00Z"))
    }

    @Test func tomorrow_justBeforeMidnight_isNineHoursAway() throws {
        // 23:59 on Wednesday: tomorrow is Thursday 09:00.
        #expect(try berlin(now: utc("2026-11-18T22:59:00Z")).future("tomorrow") == utc("2026-11-19T08:00:00Z"))
    }

    @Test func tomorrow_justAfterMidnight_isTheNextCalendarDay() throws {
        // 00:01 on Thursday in Berlin is still Wednesday in UTC; tomorrow is Friday 09:00,
        // and today 09:00 is Thursday's.
        let parser = berlin(now: utc("2026-11-18T23:01:00Z"))
        #expect(try parser.future("tomorrow") == utc("2026-11-20T08:00:00Z"))
        #expect(try parser.future("today") == utc("2026-11-19T08:00:00Z"))
    }

    @Test func weekday_usesTheLocalDay() throws {
        // 2026-11-18T23:30Z is Wednesday in UTC but Thursday 05:00 in Kolkata (+05:30).
        let parser = WhenParser(now: utc("2026-11-18T23:30:00Z"), zone: zone("Asia/Kolkata"))
        #expect(try parser.future("thu") == utc("2026-11-19T03:30:00Z"))
        #expect(try parser.future("wed") == utc("2026-11-25T03:30:00Z"))
    }

    // MARK: Daylight saving

    @Test func days_acrossSpringForward_keepTheWallClock() throws {
        // Friday 2026-03-27 09:00 CET; the clocks go forward on Sunday the 29th.
        let parser = berlin(now: utc("2026-03-27T08:00:00Z"))
        let monday = try parser.future("3d")
        #expect(monday == utc("2026-03-30T07:00:00Z"))  // Monday 09:00 CEST
        #expect(monday.seconds(since: parser.now) == 71 * 3600)
        #expect(try parser.future("72h") == utc("2026-03-30T08:00:00Z"))  // exact: 10:00 CEST
        #expect(try parser.future("mon") == utc("2026-03-30T07:00:00Z"))
    }

    @Test func skippedWallTime_movesForwardByTheGap() throws {
        // Saturday 2026-03-28 12:00 CET. Sunday 02:30 does not exist: 03:30 CEST.
        let parser = berlin(now: utc("2026-03-28T11:00:00Z"))
        #expect(try parser.future("tomorrow 02:30") == utc("2026-03-29T01:30:00Z"))
        #expect(try parser.future("2026-03-29T02:30") == utc("2026-03-29T01:30:00Z"))
    }

    @Test func repeatedWallTime_meansTheFirstOccurrence() throws {
        // Saturday 2026-10-24 12:00 CEST. Sunday 02:30 happens twice: the CEST one.
        let parser = berlin(now: utc("2026-10-24T10:00:00Z"))
        #expect(try parser.future("sun 02:30") == utc("2026-10-25T00:30:00Z"))
    }

    @Test func span_inTheRepeatedHour_isExact() throws {
        // 01:30Z on 2026-10-25 is the second 02:30 in Berlin (CET). 30 minutes later is
        // 02:00Z, not 30 minutes after the first 02:30.
        let parser = berlin(now: utc("2026-10-25T01:30:00Z"))
        #expect(try parser.future("30m") == utc("2026-10-25T02:00:00Z"))
        #expect(try parser.future("2h") == utc("2026-10-25T03:30:00Z"))
        // A day later is 02:30 on Monday, which happens once.
        #expect(try parser.future("1d") == utc("2026-10-26T01:30:00Z"))
    }

    @Test func span_keepsTheMillisecondsOfNow() throws {
        let parser = berlin(now: utc("2026-11-18T09:00:00.250Z"))
        #expect(try parser.future("30m") == utc("2026-11-18T09:30:00.250Z"))
        #expect(try parser.future("1d") == utc("2026-11-19T09:00:00.250Z"))
    }

    // MARK: Defaults and past

    @Test func defaultHour_isUsedForDaysWithoutATime() throws {
        var parser = berlin()
        parser.defaultHour = 8
        #expect(try parser.future("tomorrow") == utc("2026-11-19T07:00:00Z"))
        #expect(try parser.future("2026-11-25") == utc("2026-11-25T07:00:00Z"))
    }

    @Test func parse_acceptsThePast() throws {
        #expect(try berlin().parse("2020-01-01") == utc("2020-01-01T08:00:00Z"))
        #expect(try berlin().parse("today") == utc("2026-11-18T08:00:00Z"))
        #expect(try berlin().parse("0m") == wednesdayTen)
    }

    @Test(arguments: [
        "2020-01-01",
        "2026-11-18T09:00:00Z",  // exactly now: not strictly after
        "2026-11-18T10:00",  // now, in local time
        "today",  // 09:00 has passed
        "today 08:00",
        "0m",
    ])
    func future_rejectsThePast(text: String) {
        #expect(throws: WhenError.inPast(text, now: "2026-11-18 10:00 Europe/Berlin")) {
            try berlin().future(text)
        }
    }

    @Test(arguments: [
        "",
        "   ",
        "yesterday",
        "3f2a",
        "3f",
        "mon 25:00",
        "mon 9",
        "tomorrow at 9",
        "tomorrow 9",
        "tomorrow 09:00 sharp",
        "today tomorrow",
        "next monday",
        "mo",  // too short to name a weekday
        "m",
        "mon09:00",
        "12:00 mon",
        "14:3",
        "14:300",
        "123:00",
        "24:00",
        "9:60",
        "-1h",
        "1.5h",
        "2026-02-30",
        "2026-11-25T25:00",
        "2026-11-25T14:00 extra",
        "noon",
        "２h",  // full-width digit
    ])
    func future_rejectsUnreadableText(text: String) {
        #expect(throws: WhenError.unreadable(text)) {
            try berlin().future(text)
        }
    }

    @Test func unreadable_describesTheTextAsTyped() {
        let error = #expect(throws: WhenError.self) { try berlin().future("Tomorrow at 9") }
        #expect(error?.description.contains("'Tomorrow at 9'") == true)
        #expect(error?.description.contains("mon 09:00") == true)  // and shows what would work
    }

    @Test func inPast_describesTheTextAndNow() {
        let error = #expect(throws: WhenError.self) { try berlin().future("2020-01-01") }
        #expect(error?.description == "'2020-01-01' is in the past (now is 2026-11-18 10:00 Europe/Berlin): give a later time")
    }
}
