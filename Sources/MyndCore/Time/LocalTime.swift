package import Foundation

/// Converts between instants and wall-clock times in one IANA time zone.
///
/// DST rules: a wall time that does not exist (skipped by spring-forward) moves forward by
/// the size of the gap (02:30 → 03:30); a wall time that happens twice (fall-back) resolves
/// to its first occurrence. Both are what a person setting an alarm expects.
package struct LocalTime: Sendable {
    package let timeZone: TimeZone

    package init(timeZone: TimeZone) { self.timeZone = timeZone }

    /// A wall-clock moment: a calendar date and seconds since local midnight.
    package struct Wall: Equatable, Sendable {
        package var year: Int, month: Int, day: Int
        package var hour: Int, minute: Int, second: Int
        /// 0 = Sunday … 6 = Saturday.
        package var weekday: Int
    }

    package func offset(at seconds: Int64) -> Int64 {
        Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    /// The wall clock at `instant`.
    package func wall(at instant: Timestamp) -> Wall {
        let utc = instant.millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 1000).0
        let local = utc + offset(at: utc)
        let (days, sod) = local.quotientAndRemainderFloor(dividingBy: 86_400)
        let civil = CivilDate(daysSinceEpoch: days)
        return Wall(
            year: Int(civil.year), month: Int(civil.month), day: Int(civil.day),
            hour: Int(sod / 3600), minute: Int(sod / 60 % 60), second: Int(sod % 60),
            weekday: Int((days + 4).quotientAndRemainderFloor(dividingBy: 7).1)
        )
    }

    /// The instant at which the wall clock shows the given date and time (see DST rules above).
    package func instant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) -> Timestamp {
        let days = CivilDate(year: Int64(year), month: Int64(month), day: Int64(day)).daysSinceEpoch
        let wall = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        // The instant sought is `wall` minus an offset between −12 h and +14 h, so the offsets
        // in force a whole day either side of `wall` are those before and after any single
        // transition near it. (Half a day was too little east of +12 h: in Auckland the
        // earlier probe already fell after the transition.)
        let before = offset(at: wall - 86_400)
        let after = offset(at: wall + 86_400)
        // No change of offset within a day either side (most days): the one offset is it.
        if before == after { return Timestamp(millisecondsSinceEpoch: (wall - before) * 1000) }
        let candidates = [wall - before, wall - after].filter { wall - $0 == offset(at: $0) }
        let utc = candidates.min() ?? (wall - before)  // none valid: a gap; keep the earlier offset
        return Timestamp(millisecondsSinceEpoch: utc * 1000)
    }

    /// The same wall time `days` calendar days later (or earlier when negative), to the
    /// millisecond; zero days is `instant` itself.
    package func adding(days: Int, to instant: Timestamp) -> Timestamp {
        // Rebuilding from the wall clock would move the second 02:30 of a fall-back night to
        // the first, so that `30m` (zero days plus 1800 s) could land before `now`.
        guard days != 0 else { return instant }
        let w = wall(at: instant)
        let civil = CivilDate(
            daysSinceEpoch: CivilDate(year: Int64(w.year), month: Int64(w.month), day: Int64(w.day)).daysSinceEpoch + Int64(days))
        // The wall clock has whole seconds: carry the milliseconds over, or "3d" from
        // 09:00:00.250 would end at 09:00:00.000.
        let milliseconds = instant.millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 1000).1
        return self.instant(
            year: Int(civil.year), month: Int(civil.month), day: Int(civil.day), hour: w.hour, minute: w.minute, second: w.second
        )
        .adding(milliseconds: milliseconds)
    }

    /// The instant of `hour:minute` on the date `dayOffset` days after the date of `instant`.
    package func instant(onDayOf instant: Timestamp, plusDays dayOffset: Int, hour: Int, minute: Int) -> Timestamp {
        let w = wall(at: instant)
        let civil = CivilDate(
            daysSinceEpoch: CivilDate(year: Int64(w.year), month: Int64(w.month), day: Int64(w.day)).daysSinceEpoch + Int64(dayOffset))
        return self.instant(year: Int(civil.year), month: Int(civil.month), day: Int(civil.day), hour: hour, minute: minute)
    }

    /// "2026-11-21 09:00 Europe/Berlin", for messages.
    package func describe(_ instant: Timestamp) -> String {
        let w = wall(at: instant)
        func p(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(w.year)-\(p(w.month))-\(p(w.day)) \(p(w.hour)):\(p(w.minute)) \(timeZone.identifier)"
    }
}
