import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

// Expected epoch values below come from GNU `date -u -d <ISO text> +%s` (× 1000 for ms).
@Suite(.timed)
struct TimestampTests {
    // MARK: Printing

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"),
        (1, "1970-01-01T00:00:00.001Z"),
        (10, "1970-01-01T00:00:00.010Z"),
        (250, "1970-01-01T00:00:00.250Z"),
        (999, "1970-01-01T00:00:00.999Z"),
        (86_400_000, "1970-01-02T00:00:00Z"),
        (1_795_248_000_000, "2026-11-21T08:00:00Z"),
        (1_795_248_000_500, "2026-11-21T08:00:00.500Z"),
    ])
    func iso8601_printsMillisecondsOnlyWhenNotZero(milliseconds: Int64, expected: String) {
        #expect(Timestamp(millisecondsSinceEpoch: milliseconds).iso8601 == expected)
    }

    @Test(arguments: [
        (Int64(-1), "1969-12-31T23:59:59.999Z"),
        (-1000, "1969-12-31T23:59:59Z"),
        (-1001, "1969-12-31T23:59:58.999Z"),
        (-86_400_000, "1969-12-31T00:00:00Z"),
        (-86_400_001, "1969-12-30T23:59:59.999Z"),
        (-14_182_940_000, "1969-07-20T20:17:40Z"),
        (-2_203_891_200_000, "1900-03-01T00:00:00Z"),
        (-5_364_662_400_000, "1800-01-01T00:00:00Z"),
        (-62_135_596_800_000, "0001-01-01T00:00:00Z"),
    ])
    func iso8601_beforeNineteenSeventy_roundsTowardThePast(milliseconds: Int64, expected: String) {
        #expect(Timestamp(millisecondsSinceEpoch: milliseconds).iso8601 == expected)
    }

    @Test(arguments: [
        // 2024 is a leap year (divisible by 4).
        (Int64(1_709_208_000_000), "2024-02-29T12:00:00Z"),
        (1_709_251_200_000, "2024-03-01T00:00:00Z"),
        // 2000 is a leap year (divisible by 400).
        (951_782_400_000, "2000-02-29T00:00:00Z"),
        (951_868_800_000, "2000-03-01T00:00:00Z"),
        // 2100 is not (divisible by 100 but not by 400): February ends on the 28th.
        (4_107_542_399_000, "2100-02-28T23:59:59Z"),
        (4_107_542_400_000, "2100-03-01T00:00:00Z"),
    ])
    func iso8601_followsGregorianLeapYearRules(milliseconds: Int64, expected: String) {
        #expect(Timestamp(millisecondsSinceEpoch: milliseconds).iso8601 == expected)
    }

    @Test func description_isTheISO8601Text() {
        #expect("\(Timestamp(millisecondsSinceEpoch: 1_795_248_000_000))" == "2026-11-21T08:00:00Z")
    }

    // MARK: Parsing

    @Test(arguments: [
        ("2026-11-21T08:00:00Z", Int64(1_795_248_000_000)),
        ("2026-11-21t08:00:00z", 1_795_248_000_000),
        ("2026-11-21 08:00:00Z", 1_795_248_000_000),
        ("2026-11-21T08:00Z", 1_795_248_000_000),
        ("2026-11-21T13:30:00+05:30", 1_795_248_000_000),
        ("2026-11-21T00:00:00-0800", 1_795_248_000_000),
        ("2026-11-21T09:00:00+01", 1_795_248_000_000),
        ("2026-11-21T09:00+01:00", 1_795_248_000_000),
        ("2026-11-21T08:00:00-00:00", 1_795_248_000_000),
        ("2026-11-21T22:00:00+14:00", 1_795_248_000_000),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1000),
        ("2024-02-29T12:00:00Z", 1_709_208_000_000),
    ])
    func initISO8601_readsUTCAndNumericOffsets(text: String, expected: Int64) {
        #expect(Timestamp(iso8601: text)?.millisecondsSinceEpoch == expected)
    }

    @Test(arguments: [
        ("2026-11-21T08:00:00.5Z", Int64(1_795_248_000_500)),
        ("2026-11-21T08:00:00.250Z", 1_795_248_000_250),
        ("2026-11-21T08:00:00.007Z", 1_795_248_000_007),
        ("2026-11-21T08:00:00,250Z", 1_795_248_000_250),
        // Digits past the millisecond are dropped, not rounded: an instant never moves later.
        ("2026-11-21T08:00:00.123456Z", 1_795_248_000_123),
        ("2026-11-21T08:00:00.999999Z", 1_795_248_000_999),
        ("2026-11-21T09:00:00.250+01:00", 1_795_248_000_250),
        ("1969-12-31T23:59:59.999Z", -1),
        ("2026-11-21T08:00:00.12345678901234567890123Z", 1_795_248_000_123),
    ])
    func initISO8601_readsFractionalSeconds(text: String, expected: Int64) {
        #expect(Timestamp(iso8601: text)?.millisecondsSinceEpoch == expected)
    }

    @Test(arguments: [
        "",
        "2026-11-21",  // a date alone has no offset
        "2026-11-21T08:00:00",  // no offset: needs a time zone, which WhenParser supplies
        "2026-11-21T08:00",
        "2026-02-30T08:00:00Z",  // February has no 30th
        "2025-02-29T08:00:00Z",  // 2025 is not a leap year
        "2100-02-29T08:00:00Z",  // nor is 2100
        "2026-13-01T08:00:00Z",
        "2026-00-10T08:00:00Z",
        "2026-11-00T08:00:00Z",
        "2026-11-21T25:00:00Z",
        "2026-11-21T24:00:00Z",
        "2026-11-21T08:60:00Z",
        "2026-11-21T08:00:60Z",
        "2026-11-21T08:00:00ZZ",  // trailing junk
        "2026-11-21T08:00:00Z ",
        "2026-11-21T08:00:00+01:00x",
        " 2026-11-21T08:00:00Z",
        "2026-11-21T08:00:00.Z",  // a decimal point needs a digit
        "2026-11-21T08:00:00+1",  // an offset hour needs two digits
        "2026-11-21T08:00:00+01:",
        "2026-11-21T08:00:00+01:5",
        "2026-11-21T08:00:00+01:60",
        "2026-11-21T08:00:00+15:00",
        "2026-11-21T8:00:00Z",
        "2026-11-21T",
        "2026-11-21X08:00:00Z",
        "26-11-21T08:00:00Z",
        "2026/11/21T08:00:00Z",
        "２０２６-11-21T08:00:00Z",  // full-width digits
        "yesterday",
    ])
    func initISO8601_rejectsMalformedOrOffsetlessText(text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }

    // MARK: Round trips

    @Test func iso8601_roundTripsThroughParsing_forASweepOfFourHundredYears() {
        // About ±200 years around 1970, in milliseconds.
        let span: Int64 = 200 * 366 * millisecondsPerDay
        var random = SeededLCG(seed: 0x6D79_6E64)
        var failures: [Int64] = []
        for _ in 0..<10_000 {
            let ms = random.next(in: -span...span)
            let printed = Timestamp(millisecondsSinceEpoch: ms).iso8601
            if Timestamp(iso8601: printed)?.millisecondsSinceEpoch != ms { failures.append(ms) }
        }
        #expect(Array(failures.prefix(5)) == [], "\(failures.count) failures")
    }

    @Test func iso8601_roundTripsThroughParsing_nearDayAndEpochEdges() {
        var failures: [Int64] = []
        for base in [Int64(0), 951_782_400_000, 4_107_542_400_000, -2_203_891_200_000] {
            for delta in Int64(-1001)...1001 {
                let ms = base + delta
                let printed = Timestamp(millisecondsSinceEpoch: ms).iso8601
                if Timestamp(iso8601: printed)?.millisecondsSinceEpoch != ms { failures.append(ms) }
            }
        }
        #expect(Array(failures.prefix(5)) == [], "\(failures.count) failures")
    }

    @Test func date_roundTripsThroughFoundation() {
        // A Date holds a Double of seconds, so converting back must not lose a millisecond.
        let span: Int64 = 200 * 366 * millisecondsPerDay
        var random = SeededLCG(seed: 42)
        var failures: [Int64] = []
        for _ in 0..<10_000 {
            let ms = random.next(in: -span...span)
            if Timestamp(Timestamp(millisecondsSinceEpoch: ms).date).millisecondsSinceEpoch != ms {
                failures.append(ms)
            }
        }
        #expect(Array(failures.prefix(5)) == [], "\(failures.count) failures")
    }

    @Test func initDate_roundsToTheNearestMillisecond() {
        #expect(Timestamp(Date(timeIntervalSince1970: 1.0004)).millisecondsSinceEpoch == 1000)
        #expect(Timestamp(Date(timeIntervalSince1970: 1.0006)).millisecondsSinceEpoch == 1001)
        #expect(Timestamp(Date(timeIntervalSince1970: -0.0004)).millisecondsSinceEpoch == 0)
        #expect(Timestamp(Date(timeIntervalSince1970: -0.0006)).millisecondsSinceEpoch == -1)
        #expect(Timestamp(Date(timeIntervalSince1970: 1.001)).millisecondsSinceEpoch == 1001)
    }

    // MARK: Arithmetic and order

    @Test func addingSeconds_movesByWholeSeconds() {
        let t = Timestamp(millisecondsSinceEpoch: 1_795_248_000_250)
        #expect(t.adding(seconds: 90).millisecondsSinceEpoch == 1_795_248_090_250)
        #expect(t.adding(seconds: -86_400).millisecondsSinceEpoch == 1_795_161_600_250)
        #expect(t.adding(milliseconds: -251).millisecondsSinceEpoch == 1_795_247_999_999)
    }

    @Test func secondsSince_isSignedAndKeepsMilliseconds() {
        let a = Timestamp(millisecondsSinceEpoch: 10_000)
        let b = Timestamp(millisecondsSinceEpoch: 11_500)
        #expect(b.seconds(since: a) == 1.5)
        #expect(a.seconds(since: b) == -1.5)
        #expect(a.seconds(since: a) == 0)
    }

    @Test func comparison_ordersByInstant() {
        let early = Timestamp(millisecondsSinceEpoch: -1)
        let late = Timestamp(millisecondsSinceEpoch: 0)
        #expect(early < late)
        #expect(!(late < early))
        #expect([late, early].sorted() == [early, late])
    }
}

@Suite(.timed)
struct CivilDateTests {
    // Day numbers: GNU `date -u -d <date> +%s` ÷ 86 400.
    @Test(arguments: [
        (Int64(0), Int64(1970), Int64(1), Int64(1)),
        (-1, 1969, 12, 31),
        (59, 1970, 3, 1),
        (11_016, 2000, 2, 29),
        (11_017, 2000, 3, 1),
        (19_782, 2024, 2, 29),
        (20_778, 2026, 11, 21),
        (-25_508, 1900, 3, 1),
        (47_540, 2100, 2, 28),
        (47_541, 2100, 3, 1),
    ])
    func daysSinceEpoch_convertsBothWays(days: Int64, year: Int64, month: Int64, day: Int64) {
        let civil = CivilDate(year: year, month: month, day: day)
        #expect(civil.daysSinceEpoch == days)
        #expect(CivilDate(daysSinceEpoch: days) == civil)
    }

    @Test func daysSinceEpoch_isConsecutiveAcrossFourCenturies() {
        // Walking day by day, the date must always advance to the next valid calendar day.
        var previous = CivilDate(daysSinceEpoch: -73_000)
        for days in Int64(-72_999)...73_000 {
            let civil = CivilDate(daysSinceEpoch: days)
            let expected =
                CivilDate(year: previous.year, month: previous.month, day: previous.day + 1).isValid
                ? CivilDate(year: previous.year, month: previous.month, day: previous.day + 1)
                : previous.month == 12
                    ? CivilDate(year: previous.year + 1, month: 1, day: 1)
                    : CivilDate(year: previous.year, month: previous.month + 1, day: 1)
            guard civil == expected, civil.daysSinceEpoch == days else {
                Issue.record("day \(days): got \(civil.iso8601), expected \(expected.iso8601)")
                return
            }
            previous = civil
        }
    }

    @Test(arguments: [
        (Int64(2024), Int64(2), Int64(29), true),
        (2023, 2, 29, false),
        (2000, 2, 29, true),
        (1900, 2, 29, false),
        (2100, 2, 29, false),
        (2026, 4, 30, true),
        (2026, 4, 31, false),
        (2026, 12, 31, true),
        (2026, 1, 0, false),
        (2026, 0, 1, false),
        (2026, 13, 1, false),
    ])
    func isValid_knowsMonthLengths(year: Int64, month: Int64, day: Int64, valid: Bool) {
        #expect(CivilDate(year: year, month: month, day: day).isValid == valid)
    }

    @Test func iso8601_padsYearMonthAndDay() {
        #expect(CivilDate(year: 2026, month: 3, day: 9).iso8601 == "2026-03-09")
        #expect(CivilDate(year: 812, month: 12, day: 25).iso8601 == "0812-12-25")
    }
}

@Suite(.timed)
struct ISO8601TextTests {
    @Test func dateAlone_hasNoTimeAndNoOffset() throws {
        let text = try #require(ISO8601Text("2026-11-25"))
        #expect(text.date == CivilDate(year: 2026, month: 11, day: 25))
        #expect(!text.hasTime)
        #expect(text.utcOffsetSeconds == nil)
    }

    @Test func localTime_hasTimeButNoOffset() throws {
        let text = try #require(ISO8601Text("2026-11-25T14:05:09.120"))
        #expect(text.hasTime)
        #expect([text.hour, text.minute, text.second, text.millisecond] == [14, 5, 9, 120])
        #expect(text.utcOffsetSeconds == nil)
    }

    @Test(arguments: [
        ("2026-11-25T14:00Z", Int64(0)),
        ("2026-11-25T14:00+05:30", 19_800),
        ("2026-11-25T14:00-0800", -28_800),
        ("2026-11-25T14:00+01", 3_600),
        ("2026-11-25T14:00-09:30", -34_200),
    ])
    func offsets_areReadAsSeconds(text: String, seconds: Int64) {
        #expect(ISO8601Text(text)?.utcOffsetSeconds == seconds)
    }

    @Test func offsetWithoutTime_isRejected() {
        #expect(ISO8601Text("2026-11-25Z") == nil)
        #expect(ISO8601Text("2026-11-25+01:00") == nil)
    }
}
