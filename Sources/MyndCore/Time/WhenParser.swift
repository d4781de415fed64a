import Foundation

/// Why a time the person typed could not be used.
package enum WhenError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case inPast(String, now: String)

    package var description: String {
        switch self {
        case .unreadable(let text):
            return
                "can't read '\(text)' as a time: use 30m, 2h, 3d, tomorrow, mon 09:00, 14:30, an ISO 8601 date like 2026-11-25T09:00, or words such as \"on Monday at 9\" or \"in 2 hours\""
        case .inPast(let text, let now):
            return "'\(text)' is in the past (now is \(now)): give a later time"
        }
    }
}

/// Reads the times people type for `snooze` and `--at`, relative to `now` in a time zone.
///
/// Accepted forms (case-insensitive):
/// - a span: `30m`, `2h`, `3d`, `1w`, `1h30m` (see `DurationText`);
/// - `tomorrow`, `today`, or a weekday (`mon`, `monday`, …), each optionally followed by
///   `HH:MM`; a day without a time means the hour this person usually answers on that kind
///   of day (`usualHour`, when learned), else `defaultHour` (09:00), the start of a working day;
///   a weekday means its next occurrence still ahead (today if that time has not passed);
/// - `HH:MM` alone: today if still ahead, otherwise tomorrow;
/// - ISO 8601: `2026-11-25` (at 09:00), `2026-11-25T14:00` (local), `2026-11-25T14:00:00Z`
///   or with an offset (exact).
package struct WhenParser: Sendable {
    package let now: Timestamp
    package let zone: LocalTime
    package var defaultHour = 9
    /// The first hour this person usually answers on a weekday (`false`) and on a weekend day
    /// (`true`), as learned (`AnswerHours.firstAnswered`): what "tomorrow" or "mon" means
    /// when no time is named. Empty: `defaultHour`.
    package var usualHour: [Bool: Int] = [:]

    package init(now: Timestamp, zone: LocalTime) {
        self.now = now
        self.zone = zone
    }

    /// Whether `text` is a span or an ISO 8601 time: read the same whatever this person's
    /// learned hours are, so they need not be read for it.
    package static func isExact(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return DurationText(trimmed.lowercased()) != nil || ISO8601Text(trimmed) != nil
    }

    /// A moment strictly after `now`.
    package func future(_ text: String) throws(WhenError) -> Timestamp {
        let instant = try parse(text)
        guard instant > now else { throw .inPast(text, now: zone.describe(now)) }
        return instant
    }

    /// A moment at any time, past or future (for `--at` and `MYND_NOW`-style inputs).
    package func parse(_ raw: String) throws(WhenError) -> Timestamp {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !text.isEmpty else { throw .unreadable(raw) }
        if let span = DurationText(text) { return span.added(to: now, in: zone) }
        if let iso = ISO8601Text(raw.trimmingCharacters(in: .whitespaces)) {
            if let offset = iso.utcOffsetSeconds { return iso.timestamp(offsetSeconds: offset) }
            let hour = iso.hasTime ? Int(iso.hour) : defaultHour
            return zone.instant(
                year: Int(iso.date.year), month: Int(iso.date.month), day: Int(iso.date.day),
                hour: hour, minute: Int(iso.minute), second: Int(iso.second)
            ).adding(milliseconds: iso.millisecond)
        }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count <= 2 else { throw .unreadable(raw) }
        var clock: (hour: Int, minute: Int)?
        if words.count == 2 {
            guard let c = Self.clockTime(words[1]) else { throw .unreadable(raw) }
            clock = c
        }
        let minute = clock?.minute ?? 0
        let today = zone.wall(at: now).weekday
        func day(_ ahead: Int) -> Timestamp {
            let weekday = (today + ahead) % 7
            let hour = clock?.hour ?? usualHour[weekday == 0 || weekday == 6] ?? defaultHour
            return zone.instant(onDayOf: now, plusDays: ahead, hour: hour, minute: minute)
        }
        switch words[0] {
        case "today": return day(0)
        case "tomorrow": return day(1)
        default: break
        }
        if let weekday = Self.weekday(words[0]) {
            let ahead = (weekday - today + 7) % 7
            let candidate = day(ahead)
            return candidate > now ? candidate : day(ahead + 7)
        }
        if words.count == 1, let c = Self.clockTime(words[0]) {
            let today = zone.instant(onDayOf: now, plusDays: 0, hour: c.hour, minute: c.minute)
            return today > now ? today : zone.instant(onDayOf: now, plusDays: 1, hour: c.hour, minute: c.minute)
        }
        throw .unreadable(raw)
    }

    /// `H:MM` or `HH:MM`, 24-hour.
    static func clockTime(_ s: String) -> (hour: Int, minute: Int)? {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60
        else { return nil }
        return (h, m)
    }

    static func weekday(_ s: String) -> Int? {
        let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        for (index, name) in names.enumerated() where s.count >= 3 && name.hasPrefix(s) {
            return index
        }
        return nil
    }
}

extension Timestamp {
    package func adding(milliseconds: Int64) -> Timestamp {
        Timestamp(millisecondsSinceEpoch: millisecondsSinceEpoch + milliseconds)
    }
}
