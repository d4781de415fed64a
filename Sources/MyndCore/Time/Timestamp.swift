package import Foundation

/// An instant, as whole milliseconds since the Unix epoch (UTC).
///
/// Stored as an integer so that database comparisons are exact and indexable, and printed as
/// ISO 8601 UTC (`2026-11-21T08:00:00Z`, with `.sss` only when the milliseconds are not zero)
/// so that export → import → export is byte-identical.
package struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var millisecondsSinceEpoch: Int64

    package init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The nearest whole millisecond. (Not rounded down: a `Date` holds a `Double` of seconds
    /// that cannot represent most milliseconds exactly, so rounding down would turn the date of
    /// `.001` seconds into `.000` and `Timestamp(t.date)` would not give back `t`.)
    package init(_ date: Date) {
        millisecondsSinceEpoch = Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    package var date: Date { Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000) }

    package static func < (a: Timestamp, b: Timestamp) -> Bool {
        a.millisecondsSinceEpoch < b.millisecondsSinceEpoch
    }

    package func adding(seconds: Int64) -> Timestamp {
        Timestamp(millisecondsSinceEpoch: millisecondsSinceEpoch + seconds * 1000)
    }

    /// Seconds from `other` to `self` (negative when `other` is later).
    package func seconds(since other: Timestamp) -> Double {
        Double(millisecondsSinceEpoch - other.millisecondsSinceEpoch) / 1000
    }

    package var description: String { iso8601 }

    /// ISO 8601 in UTC with a `Z`; milliseconds only when present.
    package var iso8601: String {
        let ms = millisecondsSinceEpoch
        let (secs, milli) = ms.quotientAndRemainderFloor(dividingBy: 1000)
        let (days, secOfDay) = secs.quotientAndRemainderFloor(dividingBy: 86_400)
        let civil = CivilDate(daysSinceEpoch: days)
        var s = civil.iso8601
        s += "T" + pad2(secOfDay / 3600) + ":" + pad2(secOfDay / 60 % 60) + ":" + pad2(secOfDay % 60)
        if milli != 0 {
            let m = String(milli)
            s += "." + String(repeating: "0", count: 3 - m.count) + m
        }
        return s + "Z"
    }

    /// Parses an ISO 8601 date-time with `Z` or a numeric offset
    /// (`2026-11-21T08:00:00Z`, `2026-11-21T09:00:00.250+01:00`). Times without an offset
    /// are not accepted here: they need a time zone, which `WhenParser` supplies.
    package init?(iso8601 text: String) {
        guard let parsed = ISO8601Text(text), let offset = parsed.utcOffsetSeconds else { return nil }
        self = parsed.timestamp(offsetSeconds: offset)
    }
}

private func pad2(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }

extension Int64 {
    /// Division rounding toward negative infinity, so instants before 1970 print correctly.
    package func quotientAndRemainderFloor(dividingBy d: Int64) -> (Int64, Int64) {
        var (q, r) = quotientAndRemainder(dividingBy: d)
        if r < 0 { q -= 1; r += d }
        return (q, r)
    }
}

/// A proleptic Gregorian calendar date, converted without Foundation (H. Hinnant's
/// `days_from_civil`): exact, time-zone free and fast enough for bulk import/export.
struct CivilDate: Equatable {
    var year: Int64, month: Int64, day: Int64

    init(year: Int64, month: Int64, day: Int64) {
        self.year = year; self.month = month; self.day = day
    }

    init(daysSinceEpoch z0: Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    var daysSinceEpoch: Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    var isValid: Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths: [Int64] = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[Int(month - 1)]
    }

    var iso8601: String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + pad2(month) + "-" + pad2(day)
    }
}

/// The pieces of an ISO 8601 text: a date, an optional time, an optional UTC offset.
struct ISO8601Text {
    var date: CivilDate
    var hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0, millisecond: Int64 = 0
    var hasTime = false
    /// nil when the text names no offset (a local "floating" time).
    var utcOffsetSeconds: Int64?

    /// Accepts `YYYY-MM-DD`, then optionally `T` or a space, `HH:MM`, `:SS`, `.fraction`,
    /// and `Z`, `±HH:MM`, `±HHMM` or `±HH`.
    init?(_ text: String) {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int64? {
            guard i + n <= b.count else { return nil }
            var v: Int64 = 0
            for k in i..<(i + n) {
                guard b[k] >= 48, b[k] <= 57 else { return nil }
                v = v * 10 + Int64(b[k] - 48)
            }
            i += n
            return v
        }
        func take(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let y = digits(4), take(45), let mo = digits(2), take(45), let d = digits(2) else { return nil }
        date = CivilDate(year: y, month: mo, day: d)
        guard date.isValid else { return nil }
        if i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") || b[i] == 32 {
            i += 1
            guard let h = digits(2), take(58), let mi = digits(2), h < 24, mi < 60 else { return nil }
            hour = h; minute = mi; hasTime = true
            if take(58) {
                guard let s = digits(2), s < 60 else { return nil }
                second = s
                if take(46) || take(44) {
                    var scale: Int64 = 100
                    var any = false
                    while i < b.count, b[i] >= 48, b[i] <= 57 {
                        millisecond += Int64(b[i] - 48) * scale
                        scale /= 10
                        i += 1
                        any = true
                    }
                    guard any else { return nil }
                }
            }
            if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) {
                utcOffsetSeconds = 0
            } else if i < b.count, b[i] == 43 || b[i] == 45 {
                let sign: Int64 = b[i] == 45 ? -1 : 1
                i += 1
                guard let oh = digits(2), oh <= 14 else { return nil }
                var om: Int64 = 0
                if take(58) {
                    guard let m = digits(2) else { return nil }
                    om = m
                } else if i < b.count {
                    guard let m = digits(2) else { return nil }
                    om = m
                }
                guard om < 60 else { return nil }
                utcOffsetSeconds = sign * (oh * 3600 + om * 60)
            }
        }
        guard i == b.count else { return nil }
    }

    func timestamp(offsetSeconds: Int64) -> Timestamp {
        let secs = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Timestamp(millisecondsSinceEpoch: secs * 1000 + millisecond)
    }
}
