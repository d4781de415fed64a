import Foundation
import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct WhenParserWhitespaceTests {
    @Test func aTabBetweenDayAndTime_isAccepted() throws {
        let now = Timestamp(iso8601: "2026-11-21T10:00:00Z")!
        let parser = WhenParser(now: now, zone: LocalTime(timeZone: TimeZone(identifier: "UTC")!))
        #expect(try parser.future("tomorrow\t18:00") == Timestamp(iso8601: "2026-11-22T18:00:00Z"))
    }
}
