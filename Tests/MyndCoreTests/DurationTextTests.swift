import MyndTestSupport
import Testing

import MyndCore

@Suite(.timed)
struct DurationTextTests {
    @Test(arguments: [
        ("30m", 0, Int64(1_800)),
        ("2h", 0, 7_200),
        ("3d", 3, 0),
        ("1w", 7, 0),
        ("45s", 0, 45),
        ("1h30m", 0, 5_400),
        ("1d12h", 1, 43_200),
        ("2w3d", 17, 0),
        ("1w1d1h1m1s", 8, 3_661),
        ("90min", 0, 5_400),
        ("5mins", 0, 300),
        ("2hr", 0, 7_200),
        ("3hrs", 0, 10_800),
        ("2H", 0, 7_200),
        ("1H30M", 0, 5_400),
        ("0m", 0, 0),
        ("007m", 0, 420),
        ("100000h", 0, 360_000_000),
        ("1h1h", 0, 7_200),
    ])
    func init_readsNumberUnitParts(text: String, days: Int, seconds: Int64) {
        #expect(DurationText(text) == DurationText(days: days, seconds: seconds))
    }

    @Test(arguments: [
        "",
        "3f",  // unknown unit
        "h",  // unit without a number
        "3",  // number without a unit
        "-1h",  // no signs
        "+1h",
        "1.5h",  // no fractions
        "1,5h",
        "1d2",  // trailing number without a unit
        " 3h",  // no surrounding spaces
        "3h ",
        "1h 30m",  // no inner spaces
        "3 h",
        "100001h",  // one part may not exceed 100 000
        "1000001m",  // nor may a number exceed a million while being read
        "99999999999999999999999h",  // far past Int64: must fail cleanly, not trap
        "3months",
        "3mo",
        "1y",
        "3m2",
        "m3",
        "3hh",
        "٣h",  // Arabic-Indic digit: only ASCII digits count
        "3ｈ",  // full-width letter
        "tomorrow",
    ])
    func init_rejectsAnythingElse(text: String) {
        #expect(DurationText(text) == nil)
    }

    @Test(
        arguments: [
            (DurationText(seconds: 90), 90),
            (DurationText(days: 1), 86_400),
            (DurationText(days: 3, seconds: 3_600), 262_800),
            (DurationText(), 0),
        ] as [(DurationText, Int64)])
    func totalSeconds_countsADayAsTwentyFourHours(span: DurationText, seconds: Int64) {
        #expect(span.totalSeconds == seconds)
    }

    @Test func added_movesDaysOnTheCalendarAndTheRestExactly() throws {
        let berlin = zone("Europe/Berlin")
        // Saturday 2026-03-28 09:00 CET; the clocks go forward overnight.
        let saturday = utc("2026-03-28T08:00:00Z")
        // 1d keeps the wall clock: Sunday 09:00 CEST, only 23 h later.
        #expect(try #require(DurationText("1d")).added(to: saturday, in: berlin) == utc("2026-03-29T07:00:00Z"))
        // 24h is exact: Sunday 10:00 CEST.
        #expect(try #require(DurationText("24h")).added(to: saturday, in: berlin) == utc("2026-03-29T08:00:00Z"))
        // 1d2h: Sunday 09:00 CEST, then two more hours.
        #expect(try #require(DurationText("1d2h")).added(to: saturday, in: berlin) == utc("2026-03-29T09:00:00Z"))
    }

    @Test func added_withoutDays_isExactEvenInARepeatedHour() throws {
        // 2026-10-25T01:30Z is the second 02:30 in Berlin (CET); 1h later is 02:30Z.
        let secondHalfPast2 = utc("2026-10-25T01:30:00Z")
        let oneHour = try #require(DurationText("1h"))
        #expect(oneHour.added(to: secondHalfPast2, in: zone("Europe/Berlin")) == utc("2026-10-25T02:30:00Z"))
        #expect(
            try #require(DurationText("45s")).added(to: utc("2026-11-18T09:00:00.250Z"), in: zone("Europe/Berlin"))
                == utc("2026-11-18T09:00:45.250Z"))
    }
}

@Suite(.timed) struct DurationTextLimitTests {
    @Test func aCenturyIsAccepted_moreIsNot() {
        #expect(DurationText("36525d") != nil)
        #expect(DurationText("36526d") == nil)
        #expect(DurationText("5218w") == nil)  // 36 526 days: just over a century
        #expect(DurationText("100000w100000w") == nil)
    }
}

@Suite(.timed) struct DurationTextSubtractionTests {
    @Test func threeDaysBack_keepsTheWallClock_acrossSpringForward() {
        // Berlin moved from +01 to +02 on 2026-03-29; 09:00 CEST on the 31st is 07:00Z,
        // three calendar days earlier 09:00 CET on the 28th is 08:00Z (71 h before, not 72).
        let berlin = zone("Europe/Berlin")
        let now = Timestamp(iso8601: "2026-03-31T07:00:00Z")!
        #expect(DurationText(days: 3).subtracted(from: now, in: berlin) == Timestamp(iso8601: "2026-03-28T08:00:00Z"))
        #expect(DurationText(days: 1, seconds: 1800).subtracted(from: now, in: berlin) == Timestamp(iso8601: "2026-03-30T06:30:00Z"))
    }
}
