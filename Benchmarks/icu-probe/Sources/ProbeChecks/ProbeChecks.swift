import Foundation
import GRDB

/// What mynd asks of Foundation: zones (LocalTime, the digest's day), and the names of days and
/// months in each language it writes (AnswerText, Greeting: DateFormatter with these locales).
public func runChecks() throws {
    let instant = Date(timeIntervalSince1970: 1_774_748_400)  // 2026-03-29T01:40:00Z, just after Berlin's spring forward
    for identifier in ["Europe/Berlin", "America/New_York", "Asia/Tokyo"] {
        if let zone = TimeZone(identifier: identifier) {
            print("zone \(identifier): offset \(zone.secondsFromGMT(for: instant)) s, dst \(zone.isDaylightSavingTime(for: instant))")
        } else {
            print("zone \(identifier): unknown")
        }
    }
    var calendar = Calendar(identifier: .gregorian)
    if let berlin = TimeZone(identifier: "Europe/Berlin") { calendar.timeZone = berlin }
    print("hour in Berlin: \(calendar.component(.hour, from: instant))")
    for locale in ["en_GB", "de_DE", "es_ES", "fr_FR"] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE d MMMM"
        print("\(locale): \(formatter.string(from: instant))")
    }
    let queue = try DatabaseQueue()
    print("sqlite \(try queue.read { try String.fetchOne($0, sql: "SELECT sqlite_version()") } ?? "?")")
}
