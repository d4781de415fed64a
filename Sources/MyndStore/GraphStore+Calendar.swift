package import Foundation
import GRDB
package import MyndCore

/// The calendar's window as the store keeps it: the refresh job writes what it read, source by
/// source (a window replaced whole in one transaction, or only the failure noted so the last
/// good window stays); presence, the briefing and people read instances by time.
extension GraphStore {
    /// What was last known of each source, by name.
    package func calendarSources() throws -> [CalendarSourceState] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM calendar_source ORDER BY name").map { row in
                CalendarSourceState(
                    name: row["name"], checkedAt: Timestamp(millisecondsSinceEpoch: row["checked_at"]),
                    goodAt: (row["good_at"] as Int64?).map(Timestamp.init(millisecondsSinceEpoch:)), error: row["error"],
                    notes: (row["notes"] as String).split(separator: "\n").map(String.init), etag: row["etag"],
                    lastModified: row["last_modified"], events: row["events"])
            }
        }
    }

    /// Records a read of a source: its new window (`events`, nil when the read failed and the
    /// last good window stays) and its state, in one transaction.
    package func recordCalendarRead(_ state: CalendarSourceState, events: [CalendarEvent]?) throws {
        try write { db in
            if let events {
                try db.execute(sql: "DELETE FROM calendar_event WHERE source = ?", arguments: [state.name])
                for event in events {
                    try db.execute(
                        sql: """
                            INSERT INTO calendar_event (source, uid, title, location, attendees, start, "end", all_day, busy)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            state.name, event.uid, event.title, event.location, event.attendees.joined(separator: "\n"),
                            event.start.millisecondsSinceEpoch, event.end.millisecondsSinceEpoch, event.allDay, event.busy,
                        ])
                }
            }
            try db.execute(
                sql: """
                    INSERT INTO calendar_source (name, checked_at, good_at, error, notes, etag, last_modified, events)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (name) DO UPDATE SET checked_at = excluded.checked_at, good_at = excluded.good_at,
                        error = excluded.error, notes = excluded.notes, etag = excluded.etag,
                        last_modified = excluded.last_modified, events = excluded.events
                    """,
                arguments: [
                    state.name, state.checkedAt.millisecondsSinceEpoch, state.goodAt?.millisecondsSinceEpoch, state.error,
                    state.notes.joined(separator: "\n"), state.etag, state.lastModified, state.events,
                ])
        }
    }

    /// The people the calendar shows were met (`CalendarContact`), each in touch as of the
    /// event's end: their cadence starts again from there, as `mynd touch` would. Returns who.
    @discardableResult
    package func recordCalendarContact(window from: Timestamp, now: Timestamp) throws -> [UUID] {
        try write { db in
            let events = try Self.calendarEvents(db, from: from, to: now)
            let people = try peopleContacts(db).map(\.person)
            let met = CalendarContact.met(in: events, people: people, now: now)
            for (id, end) in met { try touch([id], at: end, db) }
            return met.keys.sorted { $0.uuidString < $1.uuidString }
        }
    }

    /// Forgets the sources no longer listed in the config, and their windows.
    package func dropCalendarSources(keeping names: [String]) throws {
        try write { db in
            let list = names.isEmpty ? "''" : names.map { _ in "?" }.joined(separator: ", ")
            let arguments = StatementArguments(names)
            try db.execute(sql: "DELETE FROM calendar_event WHERE source NOT IN (\(list))", arguments: arguments)
            try db.execute(sql: "DELETE FROM calendar_source WHERE name NOT IN (\(list))", arguments: arguments)
        }
    }

    /// The instances overlapping [from, to), by start.
    package func calendarEvents(from: Timestamp, to: Timestamp) throws -> [CalendarEvent] {
        try read { db in try Self.calendarEvents(db, from: from, to: to) }
    }

    static func calendarEvents(_ db: Database, from: Timestamp, to: Timestamp) throws -> [CalendarEvent] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT * FROM calendar_event WHERE start < ? AND ("end" > ? OR ("end" = start AND start >= ?))
                ORDER BY start, "end", title
                """,
            arguments: [to.millisecondsSinceEpoch, from.millisecondsSinceEpoch, from.millisecondsSinceEpoch]
        ).map { row in
            let attendees: String = row["attendees"]
            return CalendarEvent(
                uid: row["uid"], title: row["title"], location: row["location"],
                attendees: attendees.split(separator: "\n").map(String.init),
                start: Timestamp(millisecondsSinceEpoch: row["start"]), end: Timestamp(millisecondsSinceEpoch: row["end"]),
                allDay: row["all_day"], busy: row["busy"])
        }
    }
}
