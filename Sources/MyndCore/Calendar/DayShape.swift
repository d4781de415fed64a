/// The shape of the person's day from their busy, timed events: where it is full (one event
/// after another, no room between) and where the next gap is. A whole-day event says where
/// the person is, not which hours are taken, so it is left out.
package enum DayShape {
    /// Less time than this between two events is no room for anything: they run together.
    package static let smallestGap: Int64 = 30 * 60
    /// A stretch of two events or more this long at least is a full day's worth: the
    /// briefing says so.
    package static let fullStretch: Int64 = 3 * 3_600

    /// The busy, timed events not over at `now`, by start.
    static func taken(_ events: [CalendarEvent], now: Timestamp) -> [CalendarEvent] {
        events.filter { $0.busy && !$0.allDay && $0.end > now }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The end of the stretch that starts now (or at the first event still to come): events
    /// less than `smallestGap` apart, carried on while the next starts before that room.
    /// Returns its end, the number of events in it and where it began.
    static func stretch(_ taken: [CalendarEvent], now: Timestamp) -> (start: Timestamp, end: Timestamp, count: Int)? {
        guard let first = taken.first else { return nil }
        var end = first.end
        var count = 1
        for event in taken.dropFirst() {
            guard event.start.seconds(since: end) < Double(smallestGap) else { break }
            end = max(end, event.end)
            count += 1
        }
        return (max(now, first.start), end, count)
    }

    /// When the full stretch of the day ends: "back-to-back until 15:00". nil unless the
    /// stretch from now, or from the first event to come, holds two events or more and lasts
    /// `fullStretch` from where it begins (or from now, once it has).
    package static func backToBackUntil(_ events: [CalendarEvent], now: Timestamp) -> Timestamp? {
        guard let stretch = stretch(taken(events, now: now), now: now), stretch.count >= 2 else { return nil }
        return stretch.end.seconds(since: stretch.start) >= Double(fullStretch) ? stretch.end : nil
    }

    /// The next time from `now` with `smallestGap` free before the next busy event (or before
    /// `dayEnd`): `now` itself when nothing is on now and the next event is far enough away.
    /// nil when the day has no such gap left.
    package static func nextGap(_ events: [CalendarEvent], now: Timestamp, dayEnd: Timestamp) -> Timestamp? {
        var free = now
        for event in taken(events, now: now) where event.start < dayEnd {
            if event.start.seconds(since: free) >= Double(smallestGap) { return free }
            free = max(free, event.end)
        }
        return dayEnd.seconds(since: free) >= Double(smallestGap) ? free : nil
    }

    /// What a nudge due at `now` waits for: the next gap, when the person is free now but the
    /// next event starts too soon for a nudge to be read and acted on. nil when now is a gap,
    /// when a busy event is on now (the meeting holds what it holds, and ends by itself), or
    /// when the day has no gap left before `dayEnd` (the nudge does not wait for tomorrow).
    package static func waitForGap(_ events: [CalendarEvent], now: Timestamp, dayEnd: Timestamp) -> Timestamp? {
        let taken = taken(events, now: now)
        guard !taken.contains(where: { $0.covers(now) }), let gap = nextGap(taken, now: now, dayEnd: dayEnd) else { return nil }
        return gap > now ? gap : nil
    }
}
