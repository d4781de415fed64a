/// What of the person's day may go into a prompt to Claude: when they are taken, never by
/// what unless they said so (`[calendar] share_titles`). A place and the attendees never go:
/// they name people and addresses a title need not.
package enum CalendarShare {
    /// One event as a prompt may speak of it: when, and what (its title, or "a meeting").
    package struct Line: Equatable, Sendable {
        /// "until 11:00" for one going on, "14:00 until 15:00", "all day".
        package var when: String
        /// The title as written (the caller masks and escapes it), only when titles are shared.
        package var title: String?
        /// What the prompt says instead of a title: "a meeting", or "free time" for an event
        /// that does not take the person.
        package var stands: String

        package init(when: String, title: String?, stands: String) {
            self.when = when
            self.title = title
            self.stands = stands
        }
    }

    /// How many of the day's events a prompt carries: the shape of a morning, not a diary.
    package static let shown = 8

    /// The events of `events` not over at `now`, as a prompt may carry them.
    package static func lines(_ events: [CalendarEvent], now: Timestamp, zone: LocalTime, shareTitles: Bool) -> [Line] {
        events.filter { $0.end > now || ($0.end == $0.start && $0.start >= now) }.prefix(shown).map { event in
            let when: String
            if event.allDay {
                when = "all day"
            } else if event.covers(now) {
                when = "until \(Briefing.clock(event.end, zone: zone, now: now))"
            } else {
                when = "\(Briefing.clock(event.start, zone: zone, now: now)) until \(Briefing.clock(event.end, zone: zone, now: now))"
            }
            let title = shareTitles && !event.title.isEmpty ? event.title : nil
            return Line(when: when, title: title, stands: event.busy ? "a meeting" : "free time")
        }
    }
}
