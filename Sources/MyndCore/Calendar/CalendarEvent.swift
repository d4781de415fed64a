/// One instance of a calendar event in the window mynd keeps (a recurring event is one
/// instance a day it happens): what presence, the briefing and people read, never the
/// iCalendar text itself.
package struct CalendarEvent: Equatable, Sendable {
    /// The event's UID (the same for every instance of a recurring event).
    package var uid: String
    package var title: String
    package var location: String?
    /// The attendees' addresses, lowercased, without `mailto:`.
    package var attendees: [String]
    package var start: Timestamp
    package var end: Timestamp
    /// A whole day (or days) on the person's calendar: `start` and `end` are local midnights.
    package var allDay: Bool
    /// Time the person is taken: not free (TRANSP:TRANSPARENT), not declined by them, not
    /// cancelled, and a whole day only when it says it is busy.
    package var busy: Bool

    package init(
        uid: String, title: String, location: String? = nil, attendees: [String] = [], start: Timestamp, end: Timestamp,
        allDay: Bool = false, busy: Bool = true
    ) {
        self.uid = uid
        self.title = title
        self.location = location
        self.attendees = attendees
        self.start = start
        self.end = end
        self.allDay = allDay
        self.busy = busy
    }

    /// Whether it is going on at `instant` (its end excluded: the next meeting may start then).
    package func covers(_ instant: Timestamp) -> Bool { start <= instant && instant < end }
}
