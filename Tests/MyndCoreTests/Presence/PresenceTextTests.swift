import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// How status says what is left of an answer window: in the person's time, never a clock time.
@Suite(.timed) struct PresenceTextTests {
    let words = PresenceText(now: Timestamp(iso8601: "2026-11-22T13:00:00Z")!, zone: zone("Europe/Berlin"))

    @Test(arguments: [
        (Int64(16_200), "4.5 h of your time left"), (43_200, "12 h of your time left"), (3600, "1 h of your time left"),
        (3_599, "60 min of your time left"), (2_400, "40 min of your time left"), (61, "2 min of your time left"),
        (0, "1 min of your time left"), (-30, "1 min of your time left"), (5_580, "1.6 h of your time left"),
    ])
    func timeLeft_isInHoursOrMinutesOfPresence(_ seconds: Int64, _ expected: String) {
        #expect(words.timeLeft(seconds: seconds) == expected)
    }
}
