import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct MailDateTests {
    @Test(arguments: [
        ("2026-11-21T08:00:00Z", "Europe/Berlin", "Sat, 21 Nov 2026 09:00:00 +0100"),
        ("2026-07-01T06:05:09Z", "Europe/Berlin", "Wed, 01 Jul 2026 08:05:09 +0200"),
        ("2026-01-01T00:00:00Z", "UTC", "Thu, 01 Jan 2026 00:00:00 +0000"),
        ("2026-01-01T03:00:00Z", "America/New_York", "Wed, 31 Dec 2025 22:00:00 -0500"),
        ("2026-03-15T12:00:00Z", "Asia/Kolkata", "Sun, 15 Mar 2026 17:30:00 +0530"),
        ("2026-03-15T12:00:00Z", "America/St_Johns", "Sun, 15 Mar 2026 09:30:00 -0230"),
        ("2028-02-29T23:59:59.999Z", "UTC", "Tue, 29 Feb 2028 23:59:59 +0000"),
    ])
    func string_isRFC5322_inTheZone(_ instant: String, _ zoneName: String, _ expected: String) {
        #expect(MailDate.string(utc(instant), in: zone(zoneName)) == expected)
    }

    @Test func string_agreesWithFoundationsRFC2822Formatter() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        var random = SeededRandom(seed: 5)
        for _ in 0..<200 {
            let instant = Timestamp(millisecondsSinceEpoch: Int64(random.next() % 4_000_000_000) * 1000)
            #expect(MailDate.string(instant, in: zone("Europe/Berlin")) == formatter.string(from: instant.date))
        }
    }
}
