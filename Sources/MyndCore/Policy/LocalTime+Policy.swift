/// Wall-clock helpers the policy needs beyond `LocalTime` itself.
extension LocalTime {
    /// The first instant on a local date at which the wall clock shows `clock` or later.
    ///
    /// For a wall time that happens once this is that instant; for one repeated by a fall-back
    /// change it is the first occurrence (as `instant(year:…)`). For one skipped by a
    /// spring-forward change it is the moment the clock jumps past it (Berlin 2026-03-29:
    /// 02:30 → 03:00 CEST), not `instant(year:…)`'s "moved forward by the gap" (03:30): a quiet
    /// period or a day begins or ends when the clock passes its time, and waiting half an hour
    /// longer would be wrong.
    func firstMoment(showing clock: ClockTime, onDayOf t: Timestamp, plusDays days: Int) -> Timestamp {
        let resolved = instant(onDayOf: t, plusDays: days, hour: clock.hour, minute: clock.minute)
        let shown = wall(at: resolved)
        guard shown.hour != clock.hour || shown.minute != clock.minute else { return resolved }
        // A gap: `resolved` is the wall time read with the offset from before the change, so
        // the change happened in (resolved − gap, resolved]. Find its first second.
        let r = resolved.millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 1000).0
        let after = offset(at: r)
        let gap = after - offset(at: r - 43_200)
        guard gap > 0 else { return resolved }
        var lo = r - gap  // offset here is still the old one
        var hi = r  // offset here is the new one
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if offset(at: mid) == after { hi = mid } else { lo = mid }
        }
        return Timestamp(millisecondsSinceEpoch: hi * 1000)
    }

    /// A time as the command line says it, with its day when it is not today (a
    /// time that does not say its day misleads): `07:00` today, `tomorrow 07:00`,
    /// `yesterday 21:40`, `Sat 10:00` within the six days ahead, `2026-11-24 09:00` further.
    package func shortDescription(of t: Timestamp, from now: Timestamp) -> String {
        let w = wall(at: t)
        func p(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let clock = "\(p(w.hour)):\(p(w.minute))"
        switch w.dayNumber - wall(at: now).dayNumber {
        case 0: return clock
        case 1: return "tomorrow \(clock)"
        case -1: return "yesterday \(clock)"
        case 2...6: return "\(Self.weekdays[w.weekday]) \(clock)"
        default: return "\(w.year)-\(p(w.month))-\(p(w.day)) \(clock)"
        }
    }

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
}

extension LocalTime.Wall {
    /// The local date as days since 1970-01-01: consecutive dates are consecutive numbers.
    package var dayNumber: Int { Int(CivilDate(year: Int64(year), month: Int64(month), day: Int64(day)).daysSinceEpoch) }
}
