/// A span written the way people type it: `30m`, `2h`, `3d`, `1w`, `1h30m`.
///
/// Minutes and hours are exact spans of time; days and weeks are calendar days, so
/// `snooze 1d` at 09:00 ends at 09:00 tomorrow even across a DST change.
package struct DurationText: Equatable, Sendable {
    package var days: Int
    package var seconds: Int64

    package init(days: Int = 0, seconds: Int64 = 0) {
        self.days = days
        self.seconds = seconds
    }

    /// nil unless the whole text is one or more `<number><unit>` parts (units s, m, min, h, d, w).
    package init?(_ text: String) {
        var days = 0
        var seconds: Int64 = 0
        var number: Int64?
        var unit = ""
        var parts = 0
        func flush() -> Bool {
            guard let n = number else { return unit.isEmpty }
            guard n <= 100_000 else { return false }
            switch unit {
            case "s": seconds += n
            case "m", "min", "mins": seconds += n * 60
            case "h", "hr", "hrs": seconds += n * 3600
            case "d": days += Int(n)
            case "w": days += Int(n) * 7
            default: return false
            }
            parts += 1
            number = nil
            unit = ""
            return true
        }
        for ch in text.lowercased() {
            if let digit = ch.wholeNumberValue, ch.isASCII {
                if !unit.isEmpty { guard flush() else { return nil } }
                number = (number ?? 0) * 10 + Int64(digit)
                guard number! <= 1_000_000 else { return nil }
            } else if ch.isLetter, ch.isASCII, number != nil {
                unit.append(ch)
            } else {
                return nil
            }
        }
        guard number != nil, !unit.isEmpty, flush(), parts > 0 else { return nil }
        // At most about a century: anything longer is a typo, and it keeps every result
        // inside the four-digit years that ISO 8601 output and input agree on.
        guard Int64(days) * 86_400 + seconds <= Self.maximumSeconds else { return nil }
        self.days = days
        self.seconds = seconds
    }

    package static let maximumSeconds: Int64 = 36_525 * 86_400

    /// The span as plain seconds, counting a day as 24 h (for config limits such as `min_gap`).
    package var totalSeconds: Int64 { Int64(days) * 86_400 + seconds }

    /// How a person would write it ("1h", "30m", "2d", "1d12h").
    package var text: String {
        var parts: [String] = []
        if days > 0 { parts.append("\(days)d") }
        let (h, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
        let (m, s) = rest.quotientAndRemainder(dividingBy: 60)
        if h > 0 { parts.append("\(h)h") }
        if m > 0 { parts.append("\(m)m") }
        if s > 0 { parts.append("\(s)s") }
        return parts.isEmpty ? "0m" : parts.joined()
    }

    /// `instant` moved forward by this span in `zone` (days on the calendar, the rest exactly).
    package func added(to instant: Timestamp, in zone: LocalTime) -> Timestamp {
        zone.adding(days: days, to: instant).adding(seconds: seconds)
    }

    /// `instant` moved back by this span in `zone`: e.g. the cutoff before which a goal is stale.
    package func subtracted(from instant: Timestamp, in zone: LocalTime) -> Timestamp {
        zone.adding(days: -days, to: instant).adding(seconds: -seconds)
    }
}
