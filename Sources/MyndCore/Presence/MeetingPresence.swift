/// A meeting going on: from the calendar's busy events, the stretch that covers now (events
/// back to back count as one), and the title of the one now — shown on the machine only.
package struct Meeting: Equatable, Sendable {
    package var since: Timestamp
    package var until: Timestamp
    package var title: String
    /// Whether it holds the phone as it holds the screen (a phone would ring in it): unless
    /// the person said a phone may reach them in meetings (`[calendar] phone_in_meetings`).
    package var holdsPhone: Bool

    package init(since: Timestamp, until: Timestamp, title: String, holdsPhone: Bool = true) {
        self.since = since
        self.until = until
        self.title = title
        self.holdsPhone = holdsPhone
    }
}

extension PresencePolicy {
    /// The meeting at `now` among `events`: a busy one covering it, carried on through the busy
    /// ones that start before it ends. nil when none is busy now. `phoneInMeetings`: the
    /// person lets a phone reach them in one.
    package static func meeting(_ events: [CalendarEvent], at now: Timestamp, phoneInMeetings: Bool = false) -> Meeting? {
        let busy = events.filter(\.busy).sorted { $0.start < $1.start }
        guard let current = busy.filter({ $0.covers(now) }).max(by: { $0.end < $1.end }) else { return nil }
        var until = current.end
        for event in busy where event.start <= until && event.end > until { until = event.end }
        let since = busy.filter { $0.covers(now) }.map(\.start).min() ?? current.start
        return Meeting(since: since, until: until, title: current.title, holdsPhone: !phoneInMeetings)
    }

    /// Presence with the calendar: a person here (or whom nobody can see) during a meeting is
    /// in it, which holds what an absence holds; one away stays away (locked, asleep, their
    /// word), which says more.
    package static func withMeeting(_ presence: Presence, _ meeting: Meeting?) -> Presence {
        guard let meeting else { return presence }
        switch presence.state {
        case .here, .unknown:
            var inMeeting = Presence(.away(.meeting), since: meeting.since, source: .calendar)
            inMeeting.meeting = meeting
            return inMeeting
        case .away: return presence
        }
    }
}
