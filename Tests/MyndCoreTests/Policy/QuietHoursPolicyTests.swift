import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private func quiet(_ text: String) -> QuietHours { try! QuietHours.parse(text)! }

// Instants are written in UTC with the wall-clock reading beside them; the DST changes are
// from `zdump -v -c 2026,2027 ZONE`:
//   Europe/Berlin       03-29 01:00Z 02:00 CET → 03:00 CEST;   10-25 01:00Z 03:00 CEST → 02:00 CET
//   America/New_York    03-08 07:00Z 02:00 EST → 03:00 EDT;    11-01 06:00Z 02:00 EDT → 01:00 EST
//   Australia/Sydney    04-04 16:00Z 03:00 AEDT → 02:00 AEST;  10-03 16:00Z 02:00 AEST → 03:00 AEDT
//   Australia/Adelaide  04-04 16:30Z 03:00 ACDT → 02:00 ACST;  10-03 16:30Z 02:00 ACST → 03:00 ACDT

@Suite(.timed) struct QuietHoursPolicyTests {
    // MARK: Parsing

    @Test(arguments: [
        ("22:00-07:00", "22:00", "07:00"), ("9:15-17:45", "09:15", "17:45"),
        (" 22:00 - 07:00 ", "22:00", "07:00"), ("00:00-23:59", "00:00", "23:59"),
        ("23:59-0:00", "23:59", "00:00"),
    ])
    func parse_readsStartAndEnd(text: String, start: String, end: String) throws {
        let hours = try #require(try QuietHours.parse(text))
        #expect(hours.start.description == start)
        #expect(hours.end.description == end)
        #expect(hours.description == "\(start)-\(end)")
    }

    @Test(arguments: ["", "   "])
    func parse_emptyDisables(text: String) throws {
        #expect(try QuietHours.parse(text) == nil)
    }

    @Test(arguments: [
        "22:00", "22-07", "22:00-", "-07:00", "22:00-07:00-08:00", "24:00-07:00", "22:60-07:00",
        "22:00–07:00", "10pm-7am", "22:0-07:00", "22:00 07:00", "22.00-07.00",
    ])
    func parse_rejectsMalformed(text: String) {
        #expect(throws: PolicyError.badQuietHours(text)) { try QuietHours.parse(text) }
    }

    @Test(arguments: ["22:00-22:00", "7:00-07:00", "00:00-0:00"])
    func parse_rejectsEqualStartAndEnd(text: String) {
        #expect(throws: PolicyError.emptyQuietHours(text)) { try QuietHours.parse(text) }
    }

    @Test func spansMidnight_whenStartIsLater() {
        #expect(quiet("22:00-07:00").spansMidnight)
        #expect(!quiet("13:00-15:00").spansMidnight)
    }

    // MARK: contains, without DST

    @Test(arguments: [
        // Across midnight, UTC: start inclusive, end exclusive.
        ("UTC", "22:00-07:00", "2026-03-10T21:59:59Z", false),
        ("UTC", "22:00-07:00", "2026-03-10T22:00:00Z", true),
        ("UTC", "22:00-07:00", "2026-03-10T23:30:00Z", true),
        ("UTC", "22:00-07:00", "2026-03-11T00:00:00Z", true),
        ("UTC", "22:00-07:00", "2026-03-11T06:59:59.999Z", true),
        ("UTC", "22:00-07:00", "2026-03-11T07:00:00Z", false),
        ("UTC", "22:00-07:00", "2026-03-11T12:00:00Z", false),
        // Within one day.
        ("UTC", "13:00-15:00", "2026-03-10T12:59:59Z", false),
        ("UTC", "13:00-15:00", "2026-03-10T13:00:00Z", true),
        ("UTC", "13:00-15:00", "2026-03-10T14:59:59Z", true),
        ("UTC", "13:00-15:00", "2026-03-10T15:00:00Z", false),
        ("UTC", "13:00-15:00", "2026-03-10T23:00:00Z", false),
        ("UTC", "13:00-15:00", "2026-03-10T02:00:00Z", false),
        // Tokyo, +09:00, no DST: the wall clock decides, not UTC.
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T12:59:00Z", false),  // 21:59 JST
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T13:00:00Z", true),  // 22:00 JST
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T21:59:00Z", true),  // 06:59 JST
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T22:00:00Z", false),  // 07:00 JST
        // Kolkata, +05:30.
        ("Asia/Kolkata", "22:00-07:00", "2026-06-01T16:29:00Z", false),  // 21:59 IST
        ("Asia/Kolkata", "22:00-07:00", "2026-06-01T16:30:00Z", true),  // 22:00 IST
        ("Asia/Kolkata", "22:00-07:00", "2026-06-02T01:29:59Z", true),  // 06:59:59 IST
        ("Asia/Kolkata", "22:00-07:00", "2026-06-02T01:30:00Z", false),  // 07:00 IST
    ])
    func contains_wallClockWindow(zoneID: String, hours: String, at: String, expected: Bool) {
        #expect(quiet(hours).contains(t(at), in: zone(zoneID)) == expected)
    }

    // MARK: end(after:)

    @Test(arguments: [
        // No DST.
        ("UTC", "22:00-07:00", "2026-03-10T23:30:00Z", "2026-03-11T07:00:00Z"),
        ("UTC", "22:00-07:00", "2026-03-11T03:00:00Z", "2026-03-11T07:00:00Z"),
        ("UTC", "22:00-07:00", "2026-03-10T22:00:00Z", "2026-03-11T07:00:00Z"),
        ("UTC", "13:00-15:00", "2026-03-10T13:00:00Z", "2026-03-10T15:00:00Z"),
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T14:30:00Z", "2026-03-10T22:00:00Z"),  // 23:30 → 07:00 JST
        ("Asia/Tokyo", "22:00-07:00", "2026-03-10T20:00:00Z", "2026-03-10T22:00:00Z"),  // 05:00 → 07:00 JST
        ("Asia/Kolkata", "22:00-07:00", "2026-06-01T18:00:00Z", "2026-06-02T01:30:00Z"),  // 23:30 → 07:00 IST
        // Berlin: spring-forward night is an hour shorter, fall-back night an hour longer.
        ("Europe/Berlin", "22:00-07:00", "2026-03-28T22:30:00Z", "2026-03-29T05:00:00Z"),  // 23:30 CET → 07:00 CEST
        ("Europe/Berlin", "22:00-07:00", "2026-03-29T01:30:00Z", "2026-03-29T05:00:00Z"),  // 03:30 CEST
        ("Europe/Berlin", "22:00-07:00", "2026-10-24T21:30:00Z", "2026-10-25T06:00:00Z"),  // 23:30 CEST → 07:00 CET
        ("Europe/Berlin", "22:00-07:00", "2026-10-25T01:30:00Z", "2026-10-25T06:00:00Z"),  // second 02:30 (CET)
        // New York.
        ("America/New_York", "22:00-07:00", "2026-03-08T04:30:00Z", "2026-03-08T11:00:00Z"),  // 23:30 EST → 07:00 EDT
        ("America/New_York", "22:00-07:00", "2026-11-01T03:30:00Z", "2026-11-01T12:00:00Z"),  // 23:30 EDT → 07:00 EST
        ("America/New_York", "22:00-07:00", "2026-11-01T05:30:00Z", "2026-11-01T12:00:00Z"),  // first 01:30 (EDT)
        ("America/New_York", "22:00-07:00", "2026-11-01T06:30:00Z", "2026-11-01T12:00:00Z"),  // second 01:30 (EST)
        // Sydney: autumn in April, spring in October.
        ("Australia/Sydney", "22:00-07:00", "2026-04-04T12:30:00Z", "2026-04-04T21:00:00Z"),  // 23:30 AEDT → 07:00 AEST
        ("Australia/Sydney", "22:00-07:00", "2026-10-03T13:30:00Z", "2026-10-03T20:00:00Z"),  // 23:30 AEST → 07:00 AEDT
        // Adelaide, a half-hour zone with DST.
        ("Australia/Adelaide", "22:00-07:00", "2026-04-04T13:00:00Z", "2026-04-04T21:30:00Z"),  // 23:30 → 07:00 ACST
        ("Australia/Adelaide", "22:00-07:00", "2026-10-03T14:00:00Z", "2026-10-03T20:30:00Z"),  // 23:30 → 07:00 ACDT
        // Not in quiet hours: nothing to wait for.
        ("Europe/Berlin", "22:00-07:00", "2026-03-29T05:00:00Z", "2026-03-29T05:00:00Z"),  // 07:00 CEST
        ("UTC", "13:00-15:00", "2026-03-10T16:00:00Z", "2026-03-10T16:00:00Z"),
    ])
    func endAfter_isTheNextWallClockEnd(zoneID: String, hours: String, at: String, expected: String) {
        let z = zone(zoneID)
        let end = quiet(hours).end(after: t(at), in: z)
        #expect(end == t(expected), "\(z.describe(end))")
    }

    /// On every change day in the three zones, the default quiet hours begin at 22:00 the
    /// evening before (the change happens in the night) and end at 07:00 on the new offset.
    @Test(arguments: [
        (
            "Europe/Berlin", "2026-03-28T20:59:59Z", "2026-03-28T21:00:00Z", "2026-03-29T04:59:59Z",
            "2026-03-29T05:00:00Z"
        ),
        (
            "Europe/Berlin", "2026-10-24T19:59:59Z", "2026-10-24T20:00:00Z", "2026-10-25T05:59:59Z",
            "2026-10-25T06:00:00Z"
        ),
        (
            "America/New_York", "2026-03-08T02:59:59Z", "2026-03-08T03:00:00Z", "2026-03-08T10:59:59Z",
            "2026-03-08T11:00:00Z"
        ),
        (
            "America/New_York", "2026-11-01T01:59:59Z", "2026-11-01T02:00:00Z", "2026-11-01T11:59:59Z",
            "2026-11-01T12:00:00Z"
        ),
        (
            "Australia/Sydney", "2026-04-04T10:59:59Z", "2026-04-04T11:00:00Z", "2026-04-04T20:59:59Z",
            "2026-04-04T21:00:00Z"
        ),
        (
            "Australia/Sydney", "2026-10-03T11:59:59Z", "2026-10-03T12:00:00Z", "2026-10-03T19:59:59Z",
            "2026-10-03T20:00:00Z"
        ),
    ])
    func contains_onChangeNights(zoneID: String, beforeStart: String, start: String, beforeEnd: String, end: String) {
        let z = zone(zoneID)
        let hours = quiet("22:00-07:00")
        #expect(!hours.contains(t(beforeStart), in: z))
        #expect(hours.contains(t(start), in: z))
        #expect(hours.contains(t(beforeEnd), in: z))
        #expect(!hours.contains(t(end), in: z))
        #expect(hours.end(after: t(start), in: z) == t(end))
    }

    // MARK: A start or end inside the skipped or repeated hour (Berlin)

    /// 2026-03-29: 02:30 never shows; quiet hours starting then begin when the clock jumps
    /// from 01:59:59 CET to 03:00 CEST (01:00Z), not half an hour later.
    @Test(arguments: [
        ("2026-03-29T00:59:59Z", false),  // 01:59:59 CET
        ("2026-03-29T01:00:00Z", true),  // 03:00 CEST
        ("2026-03-29T03:59:59Z", true),  // 05:59:59 CEST
        ("2026-03-29T04:00:00Z", false),  // 06:00 CEST
    ])
    func startInSkippedHour_beginsWhenTheClockJumps(at: String, expected: Bool) {
        #expect(quiet("02:30-06:00").contains(t(at), in: zone("Europe/Berlin")) == expected)
    }

    @Test func endInSkippedHour_endsWhenTheClockJumps() {
        let berlin = zone("Europe/Berlin")
        let hours = quiet("22:00-02:30")
        #expect(hours.contains(t("2026-03-28T21:00:00Z"), in: berlin))  // 22:00 CET
        #expect(hours.contains(t("2026-03-29T00:59:59Z"), in: berlin))  // 01:59:59 CET
        #expect(!hours.contains(t("2026-03-29T01:00:00Z"), in: berlin))  // 03:00 CEST
        #expect(hours.end(after: t("2026-03-28T23:00:00Z"), in: berlin) == t("2026-03-29T01:00:00Z"))
    }

    /// 2026-10-25: 02:00–02:59 shows twice. A start at 02:30 takes the first 02:30 (CEST) and
    /// the night stays quiet through the second 02:00–02:30 (CET): quiet hours never flicker.
    @Test(arguments: [
        ("2026-10-25T00:29:59Z", false),  // 02:29:59 CEST
        ("2026-10-25T00:30:00Z", true),  // 02:30 CEST
        ("2026-10-25T01:15:00Z", true),  // 02:15 CET, the second time round
        ("2026-10-25T04:59:59Z", true),  // 05:59:59 CET
        ("2026-10-25T05:00:00Z", false),  // 06:00 CET
    ])
    func startInRepeatedHour_takesTheFirstOccurrence(at: String, expected: Bool) {
        #expect(quiet("02:30-06:00").contains(t(at), in: zone("Europe/Berlin")) == expected)
    }

    /// An end at 02:30 on 2026-10-25 takes the first 02:30 (CEST); when the clock goes back and
    /// shows 02:00–02:30 again (CET), that is quiet too — a person reading 02:15 on the clock
    /// is in quiet hours — and ends at the second 02:30.
    @Test func endInRepeatedHour_isQuietAgain_theSecondTimeRound() {
        let berlin = zone("Europe/Berlin")
        let hours = quiet("22:00-02:30")
        #expect(hours.contains(t("2026-10-24T20:00:00Z"), in: berlin))  // 22:00 CEST
        #expect(hours.contains(t("2026-10-25T00:29:59Z"), in: berlin))  // 02:29:59 CEST
        #expect(!hours.contains(t("2026-10-25T00:30:00Z"), in: berlin))  // 02:30 CEST
        #expect(hours.contains(t("2026-10-25T01:15:00Z"), in: berlin))  // 02:15 CET
        #expect(!hours.contains(t("2026-10-25T01:30:00Z"), in: berlin))  // 02:30 CET
        #expect(hours.end(after: t("2026-10-24T22:00:00Z"), in: berlin) == t("2026-10-25T00:30:00Z"))
        #expect(hours.end(after: t("2026-10-25T01:15:00Z"), in: berlin) == t("2026-10-25T01:30:00Z"))
    }

    /// The case: quiet hours 01:00–01:30 in New York on the fall-back night.
    @Test func aShortQuietSpell_holdsInTheRepeatedHourToo() {
        let newYork = zone("America/New_York")
        let hours = quiet("01:00-01:30")
        #expect(hours.contains(t("2026-11-01T05:10:00Z"), in: newYork))  // 01:10 EDT
        #expect(hours.contains(t("2026-11-01T06:10:00Z"), in: newYork))  // 01:10 EST
        #expect(hours.end(after: t("2026-11-01T06:10:00Z"), in: newYork) == t("2026-11-01T06:30:00Z"))
        #expect(!hours.contains(t("2026-11-01T06:30:00Z"), in: newYork))
    }
}
