import MyndTestSupport
import Testing

@testable import MyndCore

@Suite(.timed) struct ClockTimePolicyTests {
    @Test(arguments: [
        ("07:00", 7, 0, "07:00"), ("7:05", 7, 5, "07:05"), ("0:00", 0, 0, "00:00"),
        ("00:00", 0, 0, "00:00"), ("23:59", 23, 59, "23:59"), ("12:30", 12, 30, "12:30"),
    ])
    func parse_acceptsTwentyFourHourTimes(text: String, hour: Int, minute: Int, printed: String) throws {
        let clock = try #require(ClockTime(text))
        #expect(clock.hour == hour)
        #expect(clock.minute == minute)
        #expect(clock.description == printed)
    }

    @Test(arguments: [
        "", ":", "7", "07", "24:00", "07:60", "7:5", "007:00", "07:00:00", " 7:00", "7:00 ",
        "-1:00", "+7:00", "7h00", "7:00pm", "٣:00", "07:0٣",
    ])
    func parse_rejectsAnythingElse(text: String) {
        #expect(ClockTime(text) == nil)
    }

    @Test func memberwise_rejectsOutOfRange() {
        #expect(ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(hour: 0, minute: 60) == nil)
        #expect(ClockTime(hour: -1, minute: 0) == nil)
        #expect(ClockTime(hour: 23, minute: 59)?.minutesSinceMidnight == 1439)
    }

    @Test func order_followsTheClock() {
        #expect(ClockTime("7:00")! < ClockTime("22:00")!)
        #expect(ClockTime("9:59")! < ClockTime("10:00")!)
        #expect(!(ClockTime("10:00")! < ClockTime("10:00")!))
    }
}
