import Foundation

/// How the digest greets: by the local hour it is read at, and the day it is for, in the
/// person's language. Day and month names and the date's order come from the language's
/// CLDR data through Foundation ("Dienstag, 24. November", "martes, 24 de noviembre").
package enum Greeting {
    /// "Good morning" before noon, "Good afternoon" before six, else "Good evening".
    package static func words(hour: Int, in language: Language = .english) -> String {
        let words = language.words
        switch hour {
        case 4..<12: return words.goodMorning
        case 12..<18: return words.goodAfternoon
        default: return words.goodEvening
        }
    }

    /// The title's parts for the wall time `wall`: greeting, weekday, day and month, and the
    /// whole date as the language writes it (`longDate`), so no two mornings' titles are the
    /// same.
    package static func titleValues(_ wall: LocalTime.Wall, in language: Language = .english) -> [String: String] {
        let formatter = DateFormatter()
        formatter.locale = language.locale
        // The wall date at noon in UTC, formatted in UTC: the local date, whatever the zone.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.timeZone = calendar.timeZone
        formatter.calendar = calendar
        let date = calendar.date(from: DateComponents(year: wall.year, month: wall.month, day: wall.day, hour: 12)) ?? Date()
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
        return [
            "greeting": words(hour: wall.hour, in: language), "weekday": formatter.weekdaySymbols[wall.weekday],
            "day": String(wall.day), "month": formatter.monthSymbols[wall.month - 1], "longDate": formatter.string(from: date),
        ]
    }
}
