import Foundation
import MyndTestSupport

/// A calendar of random recurring events for cross-checks: starts between February and April
/// 2026 (the spring change of summer time falls inside), in Berlin, New York, UTC or floating
/// time, some all day; daily, weekly (by weekdays, every other week), monthly (by day of the
/// month, by the second Tuesday), ended by a count or a date, some with an EXDATE. Each starts
/// on an instance of its rule, as calendar programs write them.
enum RandomRecurrences {
    static func calendar(events count: Int, using random: inout SeededRandom) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//random recurrences//EN"]
        for n in 0..<count { lines += event(n, using: &random) }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// iCalendar's weekday names, Sunday first as `Calendar`'s weekday numbers count.
    private static let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    private static func weekday(_ date: DateComponents) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.weekday, from: calendar.date(from: date)!) - 1
    }

    /// The start moved to the first day on or after it whose weekday is one of `days`: a start
    /// that is not an instance of its rule makes an undefined set (RFC 5545 3.8.5.3).
    private static func first(of days: Set<Int>, from date: DateComponents) -> DateComponents {
        var moved = date
        while !days.contains(weekday(moved)) { moved.day! += 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day], from: calendar.date(from: moved)!)
    }

    private static func event(_ n: Int, using random: inout SeededRandom) -> [String] {
        var start = DateComponents(year: 2026, month: Int.random(in: 2...4, using: &random), day: Int.random(in: 1...28, using: &random))
        var lines = ["BEGIN:VEVENT", "UID:random-\(n)@mynd.test", "DTSTAMP:20260101T000000Z", "SUMMARY:Event \(n)"]
        let allDay = Int.random(in: 0..<8, using: &random) == 0
        let frequency = ["DAILY", "WEEKLY", "WEEKLY", "MONTHLY"].randomElement(using: &random)!
        var rule = "FREQ=\(frequency)"
        switch frequency {
        case "WEEKLY":
            let days = Set((0..<7).shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
            if Bool.random(using: &random) {
                rule += ";BYDAY=" + days.sorted().map { weekdays[$0] }.joined(separator: ",")
                start = first(of: days, from: start)
            }
            if Bool.random(using: &random) { rule += ";INTERVAL=2" }
        case "MONTHLY":
            if Bool.random(using: &random) {
                rule += ";BYMONTHDAY=\(start.day!)"
            } else {
                rule += ";BYDAY=2TU"
                start = first(of: [2], from: DateComponents(year: 2026, month: start.month, day: 8))
            }
        default:
            if Bool.random(using: &random) { rule += ";INTERVAL=3" }
        }
        let day = start.day!
        let date = String(format: "%04d%02d%02d", start.year!, start.month!, day)
        if allDay {
            lines += ["DTSTART;VALUE=DATE:\(date)", "RRULE:\(rule);COUNT=\(Int.random(in: 2...10, using: &random))"]
        } else {
            let hour = Int.random(in: 6...20, using: &random)
            let minute = [0, 15, 30, 45].randomElement(using: &random)!
            let time = date + String(format: "T%02d%02d00", hour, minute)
            let zone = ["Europe/Berlin", "America/New_York", "UTC", "floating"].randomElement(using: &random)!
            let minutes = [15, 30, 45, 60, 90, 120].randomElement(using: &random)!
            switch zone {
            case "UTC": lines.append("DTSTART:\(time)Z")
            case "floating": lines.append("DTSTART:\(time)")
            default: lines.append("DTSTART;TZID=\(zone):\(time)")
            }
            lines.append("DURATION:PT\(minutes)M")
            // UNTIL is UTC when the start has a zone (RFC 5545 3.3.10); a floating start counts.
            let ends = zone != "floating" && Bool.random(using: &random)
            lines.append("RRULE:\(rule);" + (ends ? "UNTIL=20260420T000000Z" : "COUNT=\(Int.random(in: 3...30, using: &random))"))
            if frequency == "DAILY" && !rule.contains("INTERVAL") && day < 28 {
                let excluded = date.prefix(6) + String(format: "%02d", day + 1) + time.suffix(7)
                switch zone {
                case "UTC": lines.append("EXDATE:\(excluded)Z")
                case "floating": lines.append("EXDATE:\(excluded)")
                default: lines.append("EXDATE;TZID=\(zone):\(excluded)")
                }
            }
        }
        lines.append("END:VEVENT")
        return lines
    }
}
