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

    /// `07:00` for an instant within the next 24 hours of `now` (the person knows which
    /// day is meant), `2026-11-24 09:00` otherwise.
    func shortDescription(of t: Timestamp, from now: Timestamp) -> String {
        let w = wall(at: t)
        func p(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let clock = "\(p(w.hour)):\(p(w.minute))"
        let ahead = t.seconds(since: now)
        if ahead >= 0, ahead < 86_400 { return clock }
        return "\(w.year)-\(p(w.month))-\(p(w.day)) \(clock)"
    }
}
