import CMyndICal

/// An iCalendar text read through libical: its events as plain values, and each event's
/// instances in a window, taken out while libical's tree lives and freed before returning.
/// The only file that sees CMyndICal.
package enum ICalDocument {
    /// A time as the text anchors it (see `ICalTime.Anchor`).
    package struct Time: Equatable, Sendable {
        package enum Anchor: Equatable, Sendable {
            /// An instant (UTC, or a zone the text or the system knows).
            case instant
            /// Wall clock wherever the person is (no zone).
            case floating
            /// A day on the person's calendar.
            case date
            /// A TZID nobody here knows (a Windows name without its VTIMEZONE).
            case unknownZone(String)
        }

        /// The instant, or for the other anchors the wall clock read as UTC.
        package var seconds: Int64
        package var anchor: Anchor
    }

    /// One VEVENT: what it says, and its instances' starts (as `Time.seconds` reads them).
    package struct Event: Equatable, Sendable {
        package var uid: String
        package var title: String
        package var location: String?
        package var attendees: [Attendee]
        /// TRANSP as written: nil when absent.
        package var transparent: Bool?
        package var cancelled: Bool
        package var start: Time
        /// DTEND, or DTSTART plus DURATION; nil when it has neither.
        package var end: Time?
        /// Set on an override of one instance of a recurring event.
        package var recurrenceID: Time?
        package var instanceStarts: [Int64]
    }

    /// An ATTENDEE: its value (`mailto:…`, usually) and whether they said no.
    package struct Attendee: Equatable, Sendable {
        package var address: String
        package var declined: Bool
    }

    /// The events of `text` with their instances overlapping [from, to) (seconds; widened by
    /// the caller for times not yet anchored). Throws when libical is missing or the text is
    /// not iCalendar.
    package static func events(in text: String, from: Int64, to: Int64, source: String) throws(CalendarError) -> [Event] {
        if let error = mynd_ical_load_error() { throw .library(String(cString: error)) }
        guard let document = mynd_ical_parse(text) else { throw .notICalendar(source: source) }
        // The tree is libical's: freed here, after every string in it was copied.
        defer { mynd_ical_free(document) }
        var events = [OpaquePointer?](repeating: nil, count: Int(mynd_ical_event_count(document)))
        let filled = Int(mynd_ical_events(document, &events, Int32(events.count)))
        return events.prefix(filled).compactMap { $0.flatMap { event(from: $0, window: (from, to)) } }
    }

    private static func event(from event: OpaquePointer, window: (Int64, Int64)) -> Event? {
        guard let start = time(mynd_ical_event_start(event), tzid: text(event, MYND_ICAL_START_TZID)) else { return nil }
        let attendees = (0..<mynd_ical_attendee_count(event)).compactMap { index -> Attendee? in
            var declined: Int32 = 0
            guard let address = mynd_ical_attendee(event, index, &declined) else { return nil }
            return Attendee(address: String(cString: address), declined: declined != 0)
        }
        let transp = mynd_ical_event_transp(event)
        return Event(
            uid: text(event, MYND_ICAL_UID) ?? "", title: text(event, MYND_ICAL_SUMMARY) ?? "",
            location: text(event, MYND_ICAL_LOCATION), attendees: attendees, transparent: transp == 0 ? nil : transp == 2,
            cancelled: mynd_ical_event_cancelled(event) != 0, start: start,
            end: time(mynd_ical_event_end(event), tzid: text(event, MYND_ICAL_START_TZID)),
            recurrenceID: time(mynd_ical_event_recurrence_id(event), tzid: text(event, MYND_ICAL_START_TZID)),
            instanceStarts: instances(of: event, window))
    }

    /// The event's field, copied out of libical's memory at once (some of it is a ring buffer
    /// the next call reuses).
    private static func text(_ event: OpaquePointer, _ field: mynd_ical_field) -> String? {
        mynd_ical_event_text(event, Int32(field.rawValue)).map { String(cString: $0) }
    }

    private static func time(_ time: mynd_ical_time, tzid: String?) -> Time? {
        guard time.present != 0 else { return nil }
        let anchor: Time.Anchor =
            switch UInt32(time.anchor) {
            case MYND_ICAL_FLOATING.rawValue: .floating
            case MYND_ICAL_DATE.rawValue: .date
            case MYND_ICAL_UNKNOWN_ZONE.rawValue: .unknownZone(tzid ?? "")
            default: .instant
            }
        return Time(seconds: time.seconds, anchor: anchor)
    }

    /// The starts of the instances libical expands. Its callback is a C function pointer and
    /// cannot capture: the array it fills travels as the context pointer.
    private static func instances(of event: OpaquePointer, _ window: (Int64, Int64)) -> [Int64] {
        final class Starts { var values: [Int64] = [] }
        let starts = Starts()
        withExtendedLifetime(starts) {
            mynd_ical_expand(
                event, window.0, window.1,
                { context, start, _ in
                    guard let context else { return }
                    Unmanaged<Starts>.fromOpaque(context).takeUnretainedValue().values.append(start)
                }, Unmanaged.passUnretained(starts).toOpaque())
        }
        return starts.values
    }
}
