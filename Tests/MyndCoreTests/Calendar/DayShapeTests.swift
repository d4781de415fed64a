import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Where the day is full and where its next gap is: events less than 30 minutes apart run
/// together, a full stretch is two events or more over three hours from now or the first event
/// to come, and only busy, timed events take time.
@Suite(.timed, .timeLimit(.minutes(20))) struct DayShapeTests {
    static func at(_ hour: Int, _ minute: Int = 0) -> Timestamp { MeetingPresenceTests.at(hour, minute) }
    static func event(_ from: (Int, Int), _ to: (Int, Int), busy: Bool = true, allDay: Bool = false) -> CalendarEvent {
        CalendarEvent(uid: "\(from)", title: "E", start: at(from.0, from.1), end: at(to.0, to.1), allDay: allDay, busy: busy)
    }

    @Test(
        arguments: [
            // Four events with gaps under 30 minutes: one stretch, 09:00 to 15:00.
            ([((9, 0), (10, 0)), ((10, 0), (11, 0)), ((11, 15), (12, 30)), ((12, 45), (15, 0))], (7, 30), (15, 0) as (Int, Int)?),
            // A gap of 29 minutes carries on; one of exactly 30 is room, and ends the stretch.
            ([((9, 0), (11, 0)), ((11, 29), (13, 0))], (7, 30), (13, 0)),
            ([((9, 0), (11, 0)), ((11, 30), (13, 0))], (7, 30), nil),
            // One long event is a meeting, not a full day.
            ([((9, 0), (15, 0))], (7, 30), nil),
            // Two events: full from three hours on.
            ([((9, 0), (10, 0)), ((10, 0), (11, 59))], (7, 30), nil),
            ([((9, 0), (10, 0)), ((10, 0), (12, 0))], (7, 30), (12, 0)),
            // Overlapping events run to the latest end.
            ([((9, 0), (12, 0)), ((10, 0), (11, 0)), ((11, 50), (13, 0))], (7, 30), (13, 0)),
            // From now, once the stretch has begun: three hours left is full, less is not.
            ([((9, 0), (11, 0)), ((11, 0), (13, 0)), ((13, 0), (15, 0))], (12, 0), (15, 0)),
            ([((9, 0), (11, 0)), ((11, 0), (13, 0)), ((13, 0), (15, 0))], (12, 1), nil),
            // What is over is no part of it: the stretch to come is the one after.
            ([((8, 0), (9, 0)), ((10, 0), (12, 0)), ((12, 0), (13, 30))], (9, 30), (13, 30)),
            // Nothing today.
            ([], (7, 30), nil),
        ] as [([((Int, Int), (Int, Int))], (Int, Int), (Int, Int)?)])
    func backToBack(_ spans: [((Int, Int), (Int, Int))], now: (Int, Int), until: (Int, Int)?) {
        let events = spans.map { Self.event($0.0, $0.1) }
        #expect(DayShape.backToBackUntil(events, now: Self.at(now.0, now.1)) == until.map { Self.at($0.0, $0.1) })
        // The order the events are listed in does not matter.
        #expect(DayShape.backToBackUntil(events.reversed(), now: Self.at(now.0, now.1)) == until.map { Self.at($0.0, $0.1) })
    }

    @Test func freeTimeAndWholeDays_takeNoTime_andBridgeNoGap() {
        let bridged = [
            Self.event((9, 0), (11, 0)), Self.event((11, 0), (13, 0), busy: false), Self.event((13, 0), (15, 0)),
        ]
        #expect(DayShape.backToBackUntil(bridged, now: Self.at(7)) == nil)
        let holiday = CalendarEvent(uid: "h", title: "Away", start: Self.at(0), end: Self.at(23, 59), allDay: true, busy: true)
        #expect(DayShape.backToBackUntil([holiday], now: Self.at(7)) == nil)
        #expect(DayShape.nextGap([holiday], now: Self.at(7), dayEnd: Self.at(23, 59)) == Self.at(7))
    }

    @Test func nextGap_isNowOrTheEndOfTheNextRunOfEvents_withinTheDay() {
        let day = [Self.event((9, 0), (10, 0)), Self.event((10, 20), (11, 0)), Self.event((11, 30), (12, 0))]
        let end = Self.at(23, 59)
        // Free now, the next event 45 minutes away: now.
        #expect(DayShape.nextGap(day, now: Self.at(8, 15), dayEnd: end) == Self.at(8, 15))
        // 20 minutes before the next: no room; the gap comes after 10:00–11:00 (a 20-minute gap
        // is no room), 30 minutes before 11:30.
        #expect(DayShape.nextGap(day, now: Self.at(8, 40), dayEnd: end) == Self.at(11))
        #expect(DayShape.nextGap(day, now: Self.at(9, 30), dayEnd: end) == Self.at(11))
        #expect(DayShape.nextGap(day, now: Self.at(11, 40), dayEnd: end) == Self.at(12))
        // The day's last event ends too near its end: no gap today.
        #expect(DayShape.nextGap([Self.event((9, 0), (23, 45))], now: Self.at(9, 30), dayEnd: end) == nil)
        #expect(DayShape.nextGap([Self.event((9, 0), (23, 29))], now: Self.at(9, 30), dayEnd: end) == Self.at(23, 29))
        // An event after the day's end does not count.
        #expect(DayShape.nextGap([Self.event((23, 40), (23, 59))], now: Self.at(23), dayEnd: Self.at(23, 30)) == Self.at(23))
    }
}
