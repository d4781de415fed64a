import MyndTestSupport
import Testing

@testable import MyndCore

@Suite(.timed) struct ClockTimeJobsTests {
    @Test(arguments: [("08:00", 8, 0), ("8:00", 8, 0), ("00:00", 0, 0), ("23:59", 23, 59), ("03:05", 3, 5)])
    func parse_valid(_ text: String, _ hour: Int, _ minute: Int) {
        let t = ClockTime(text)
        #expect(t?.hour == hour)
        #expect(t?.minute == minute)
    }

    @Test(arguments: [
        "", "24:00", "12:60", "0800", "08:0", "-1:00", "08:00:00", " 08:00", "08:00 ", "8", "ab:cd", "٠٨:٠٠", "008:00",
    ])
    func parse_invalid(_ text: String) {
        #expect(ClockTime(text) == nil)
    }

    @Test func init_rejectsOutOfRange() {
        #expect(ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(hour: 0, minute: -1) == nil)
        #expect(ClockTime(hour: 23, minute: 59) != nil)
    }

    @Test func description_isZeroPadded() {
        #expect(ClockTime(hour: 3, minute: 5)?.description == "03:05")
        #expect(ClockTime(hour: 14, minute: 30)?.description == "14:30")
        #expect(ClockTime.defaultMorning.description == "08:00")
        #expect(ClockTime.defaultProcessing.description == "03:00")
    }
}
