package import Foundation

/// Which people a calendar shows the person met: an event that has ended, busy (so not
/// declined, not free time), whose attendees include an address the person's entry holds, or
/// whose title names them (`NameMentions`: "Lunch with Lucía"). Being in touch is what resets
/// a cadence; the event's end is when.
package enum CalendarContact {
    /// For each person met in `events` by `now`, the end of the latest such event.
    package static func met(in events: [CalendarEvent], people: [Node], now: Timestamp) -> [UUID: Timestamp] {
        var met: [UUID: Timestamp] = [:]
        let addresses = people.map { (id: $0.id, addresses: Self.addresses(in: $0.content)) }
        for event in events where event.busy && event.end <= now {
            var found = Set(NameMentions.people(mentionedIn: event.title, among: people))
            for person in addresses where !person.addresses.isDisjoint(with: event.attendees) { found.insert(person.id) }
            for id in found { met[id] = max(met[id] ?? event.end, event.end) }
        }
        return met
    }

    /// The email addresses written in a person's entry ("Lucía <lucia@example.org>"), lowercased.
    static func addresses(in text: String) -> Set<String> {
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "<>(),;\"'"))
        return Set(
            text.components(separatedBy: separators).map { $0.lowercased() }.filter { word in
                let parts = word.split(separator: "@")
                return parts.count == 2 && parts[1].contains(".")
            })
    }
}
