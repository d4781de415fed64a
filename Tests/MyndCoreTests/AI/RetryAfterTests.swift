import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let now = utc("2026-11-21T08:00:00Z")

@Suite(.timed) struct RetryAfterTests {
    @Test(arguments: [
        ("30", 30.0), ("0", 0.0), ("1.5", 1.5), ("007", 7.0), (" 12 ", 12.0), ("86400", 86_400.0),
    ])
    func seconds_readsDelaySeconds(text: String, seconds: Double) {
        #expect(RetryAfter.seconds(text, now: now) == seconds)
    }

    @Test(arguments: [
        "", " ", "-1", "+5", "1e3", "inf", "nan", "0x10", "1.", ".5", "1.2.3", "5s", "٣", "1 5", "tomorrow",
    ])
    func seconds_ignoresWhatIsNotADelay(text: String) {
        #expect(RetryAfter.seconds(text, now: now) == nil)
    }

    @Test(arguments: [
        ("Sat, 21 Nov 2026 08:00:45 GMT", 45.0),
        ("Saturday, 21-Nov-26 08:01:00 GMT", 60.0),
        ("Sat Nov 21 08:00:05 2026", 5.0),
        ("Sat, 21 Nov 2026 08:00:00 GMT", 0.0),
        ("Fri, 20 Nov 2026 08:00:00 GMT", 0.0),  // in the past: no wait
    ])
    func seconds_readsAnHTTPDate_relativeToNow(text: String, seconds: Double) {
        #expect(RetryAfter.seconds(text, now: now) == seconds)
    }

    @Test func seconds_countsFromNow_withMilliseconds() {
        let later = Timestamp(millisecondsSinceEpoch: now.millisecondsSinceEpoch + 250)
        #expect(RetryAfter.seconds("Sat, 21 Nov 2026 08:00:10 GMT", now: later) == 9.75)
    }
}

@Suite(.timed) struct HTTPDateTests {
    @Test(arguments: [
        // RFC 9110's own examples: the same instant in all three forms.
        ("Sun, 06 Nov 1994 08:49:37 GMT", "1994-11-06T08:49:37Z"),
        ("Sunday, 06-Nov-94 08:49:37 GMT", "1994-11-06T08:49:37Z"),
        ("Sun Nov  6 08:49:37 1994", "1994-11-06T08:49:37Z"),
        ("Sun Nov 16 08:49:37 1994", "1994-11-16T08:49:37Z"),
        ("Thu, 29 Feb 2024 23:59:59 GMT", "2024-02-29T23:59:59Z"),
        ("Thu, 01 Jan 1970 00:00:00 GMT", "1970-01-01T00:00:00Z"),
        ("Sat, 31 Dec 2016 23:59:60 GMT", "2017-01-01T00:00:00Z"),  // a leap second
    ])
    func parse_readsTheThreeForms(text: String, iso: String) {
        #expect(HTTPDate.parse(text, now: utc("2026-01-01T00:00:00Z")) == utc(iso))
    }

    @Test(arguments: [
        "Sun, 31 Nov 1994 08:49:37 GMT",  // no 31 November
        "Tue, 29 Feb 2026 08:49:37 GMT",  // not a leap year
        "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:61 GMT",
        "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Nov 1994 08:49:37 +0000", "Sun, 06 Nov 1994 08:49:37",
        "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 nov 1994 08:49:37 GMT", "Sun, 06 Nov 94 08:49:37 GMT",
        "Sunday, 06 Nov 1994 08:49:37 GMT", "Sun, 06-Nov-94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
        "Sunday, 06-Nov-94 08:49 GMT", "Sun Nov  6 08:49:37 94", "Sun Nov 106 08:49:37 1994",
        "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 GMT extra",
        "Sun, +6 Nov 1994 08:49:37 GMT", "", "1994-11-06T08:49:37Z",
    ])
    func parse_rejectsEverythingElse(text: String) {
        #expect(HTTPDate.parse(text, now: utc("2026-01-01T00:00:00Z")) == nil)
    }

    @Test(arguments: [
        // (two-digit year, now, full year): more than 50 years ahead means the last century.
        ("94", "2026-06-01T00:00:00Z", 1994), ("26", "2026-06-01T00:00:00Z", 2026),
        ("70", "2026-06-01T00:00:00Z", 2070), ("76", "2026-06-01T00:00:00Z", 2076),
        ("77", "2026-06-01T00:00:00Z", 1977), ("00", "2026-06-01T00:00:00Z", 2000),
        ("49", "1999-06-01T00:00:00Z", 2049), ("50", "1999-06-01T00:00:00Z", 1950),
    ])
    func parse_rfc850TwoDigitYear_followsRFC9110(yy: String, now: String, year: Int) throws {
        let parsed = try #require(HTTPDate.parse("Monday, 01-Mar-\(yy) 00:00:00 GMT", now: utc(now)))
        #expect(parsed == utc("\(year)-03-01T00:00:00Z"))
    }

    /// IMF-fixdate against Foundation's own formatter, over instants from 1970 to 2199.
    @Test func parse_imfFixdate_agreesWithFoundation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        var random = SeededLCG(seed: 9110)
        for _ in 0..<2000 {
            let seconds = random.next(in: 0...7_258_118_399)
            let instant = Timestamp(millisecondsSinceEpoch: seconds * 1000)
            let text = formatter.string(from: instant.date)
            #expect(HTTPDate.parse(text, now: instant) == instant, "\(text)")
        }
    }
}
