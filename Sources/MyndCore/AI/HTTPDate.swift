/// Reads an HTTP-date (RFC 9110 §5.6.7) in any of the three forms a recipient must accept:
/// `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate), `Sunday, 06-Nov-94 08:49:37 GMT` (obsolete
/// RFC 850) and `Sun Nov  6 08:49:37 1994` (obsolete asctime). All are UTC.
///
/// Written by hand rather than with `DateFormatter` so that it is exact, locale-free and does
/// not depend on which Foundation is underneath.
enum HTTPDate {
    /// The instant named, or nil when `text` is none of the three forms or names no real day.
    /// `now` settles the century of an RFC 850 two-digit year.
    static func parse(_ text: String, now: Timestamp) -> Timestamp? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        switch fields.count {
        case 6:  // IMF-fixdate
            guard shortDayNames.contains(fields[0]), fields[5] == "GMT",
                let day = digits(fields[1], count: 2...2), let month = month(fields[2]),
                let year = digits(fields[3], count: 4...4)
            else { return nil }
            return timestamp(year: year, month: month, day: day, time: fields[4])
        case 4:  // rfc850-date
            let date = fields[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard longDayNames.contains(fields[0]), fields[3] == "GMT", date.count == 3,
                let day = digits(date[0], count: 2...2), let month = month(date[1]),
                let twoDigitYear = digits(date[2], count: 2...2)
            else { return nil }
            let year = fullYear(twoDigitYear, now: now)
            return timestamp(year: year, month: month, day: day, time: fields[2])
        case 5:  // asctime-date; a one-digit day is padded with a space, which split removes
            guard shortDayNames.contains(fields[0]), let month = month(fields[1]),
                let day = digits(fields[2], count: 1...2), let year = digits(fields[4], count: 4...4)
            else { return nil }
            return timestamp(year: year, month: month, day: day, time: fields[3])
        default:
            return nil
        }
    }

    private static let shortDayNames: Set = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames: Set = [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ]
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func month(_ name: String) -> Int64? {
        monthNames.firstIndex(of: name).map { Int64($0 + 1) }
    }

    /// The value of a run of ASCII digits whose length is in `count`; nil for anything else
    /// (so no signs, spaces or non-ASCII digits slip through as `Int64(_:)` would allow).
    private static func digits(_ text: String, count: ClosedRange<Int>) -> Int64? {
        guard count.contains(text.utf8.count) else { return nil }
        var value: Int64 = 0
        for byte in text.utf8 {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int64(byte - 48)
        }
        return value
    }

    /// RFC 9110: a two-digit year that would be more than 50 years in the future means the
    /// most recent past year with the same last two digits. So: the latest year ending in
    /// those digits that is at most 50 years ahead (in 1999, `49` is 2049 and `50` is 1950).
    private static func fullYear(_ twoDigits: Int64, now: Timestamp) -> Int64 {
        let (days, _) = now.millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 86_400_000)
        let latest = CivilDate(daysSinceEpoch: days).year + 50
        var year = latest - latest % 100 + twoDigits
        if year > latest { year -= 100 }
        return year
    }

    /// `HH:MM:SS` on the given day, UTC. A second of 60 (a leap second) is allowed by the
    /// grammar and counted as the first second of the next minute.
    private static func timestamp(year: Int64, month: Int64, day: Int64, time: String) -> Timestamp? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let date = CivilDate(year: year, month: month, day: day)
        guard date.isValid, parts.count == 3,
            let hour = digits(parts[0], count: 2...2), hour < 24,
            let minute = digits(parts[1], count: 2...2), minute < 60,
            let second = digits(parts[2], count: 2...2), second <= 60
        else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return Timestamp(millisecondsSinceEpoch: seconds * 1000)
    }
}
