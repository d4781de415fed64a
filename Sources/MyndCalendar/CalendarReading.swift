import Foundation
package import MyndCore

/// Turns the events of an iCalendar text into the instances of mynd's window: every time on
/// the instant it means (a Windows zone by its IANA name, a floating time and a day on the
/// person's clock), overrides in place of the instances they replace, and what makes an
/// event busy. Pure over the values `ICalDocument` took out of libical.
package struct CalendarReading: Sendable {
    /// The person's zone: floating times and whole days are theirs.
    package var zone: LocalTime
    /// The person's own addresses (lowercased): an ATTENDEE of theirs that declined makes the
    /// event free.
    package var me: Set<String>

    package init(zone: LocalTime, me: Set<String> = []) {
        self.zone = zone
        self.me = me
    }

    /// The window mynd keeps: from yesterday's local midnight to the end of the seventh day
    /// after today.
    package static func window(around now: Timestamp, zone: LocalTime) -> (from: Timestamp, to: Timestamp) {
        (zone.instant(onDayOf: now, plusDays: -1, hour: 0, minute: 0), zone.instant(onDayOf: now, plusDays: 8, hour: 0, minute: 0))
    }

    /// The instances of `text`'s events overlapping [from, to), by start, and one note for each
    /// zone read as local time because nobody knows it.
    package func events(in text: String, from: Timestamp, to: Timestamp, source: String) throws(CalendarError) -> (
        events: [CalendarEvent], notes: [String]
    ) {
        // Times not anchored yet are wall clocks read as UTC, up to 14 h off: a day of slack.
        let parsed = try ICalDocument.events(
            in: text, from: from.millisecondsSinceEpoch / 1000 - 86_400, to: to.millisecondsSinceEpoch / 1000 + 86_400, source: source)
        return events(parsed, from: from, to: to)
    }

    /// The instances of `parsed` overlapping [from, to).
    package func events(_ parsed: [ICalDocument.Event], from: Timestamp, to: Timestamp) -> (events: [CalendarEvent], notes: [String]) {
        var notes = Set<String>()
        // An override replaces the instance its RECURRENCE-ID names, wherever it moved it.
        let replaced = Set(parsed.compactMap { event in event.recurrenceID.map { Key(uid: event.uid, start: instant($0, &notes)) } })
        var events: [CalendarEvent] = []
        for event in parsed {
            let isOverride = event.recurrenceID != nil
            for start in event.instanceStarts {
                let instance = self.instance(of: event, startingAt: ICalDocument.Time(seconds: start, anchor: event.start.anchor), &notes)
                if !isOverride, replaced.contains(Key(uid: event.uid, start: instance.start)) { continue }
                if instance.start < to, instance.end > from || (instance.end == instance.start && instance.start >= from) {
                    events.append(instance)
                }
            }
        }
        events.sort { ($0.start, $0.end, $0.title) < ($1.start, $1.end, $1.title) }
        return (events, notes.sorted())
    }

    private struct Key: Hashable {
        var uid: String
        var start: Timestamp
    }

    private func instance(of event: ICalDocument.Event, startingAt time: ICalDocument.Time, _ notes: inout Set<String>) -> CalendarEvent {
        let start = instant(time, &notes)
        let end: Timestamp
        let allDay = event.start.anchor == .date
        if allDay {
            // A day or days on the person's calendar; libical would give them a UTC span.
            let days = event.end.map { max(1, Int(($0.seconds - event.start.seconds) / 86_400)) } ?? 1
            end = zone.instant(onDayOf: start, plusDays: days, hour: 0, minute: 0)
        } else {
            // Without DTEND or DURATION a timed event takes no time.
            let length =
                event.end.map { max(0, instant($0, &notes).millisecondsSinceEpoch - instant(event.start, &notes).millisecondsSinceEpoch) }
                ?? 0
            end = start.adding(milliseconds: length)
        }
        let declined = event.attendees.contains { $0.declined && me.contains(Self.address($0.address)) }
        let busy = !event.cancelled && !declined && (allDay ? event.transparent == false : event.transparent != true)
        return CalendarEvent(
            uid: event.uid, title: Self.line(event.title), location: event.location.map(Self.line).flatMap { $0.isEmpty ? nil : $0 },
            attendees: event.attendees.map { Self.address($0.address) }, start: start, end: end, allDay: allDay, busy: busy)
    }

    /// The instant `time` means for the person.
    func instant(_ time: ICalDocument.Time, _ notes: inout Set<String>) -> Timestamp {
        switch time.anchor {
        case .instant: return Timestamp(millisecondsSinceEpoch: time.seconds * 1000)
        case .floating, .date: return wall(time.seconds, in: zone)
        case .unknownZone(let name):
            if let iana = WindowsZones.ianaName(name), let known = TimeZone(identifier: iana) {
                return wall(time.seconds, in: LocalTime(timeZone: known))
            }
            notes.insert("the time zone “\(Self.line(name))” is unknown: its times are read as local time")
            return wall(time.seconds, in: zone)
        }
    }

    /// A wall clock (read as UTC seconds) on the clock of `zone`.
    private func wall(_ seconds: Int64, in zone: LocalTime) -> Timestamp {
        let w = LocalTime(timeZone: TimeZone(identifier: "UTC")!).wall(at: Timestamp(millisecondsSinceEpoch: seconds * 1000))
        return zone.instant(year: w.year, month: w.month, day: w.day, hour: w.hour, minute: w.minute, second: w.second)
    }

    /// `mailto:Ana@Example.org` → `ana@example.org`.
    package static func address(_ value: String) -> String {
        let lower = value.trimmingCharacters(in: .whitespaces).lowercased()
        return lower.hasPrefix("mailto:") ? String(lower.dropFirst(7)) : lower
    }

    /// A title or place on one line, as a status line or briefing line shows it.
    static func line(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
