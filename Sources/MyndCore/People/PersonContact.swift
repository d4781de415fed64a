package import Foundation

/// A person with a cadence and when you were last in touch: the latest of the person's own
/// touch (`mynd touch`, *Reached out*) and of a thought or event that mentions them.
package struct PersonContact: Equatable, Sendable {
    package var person: Node
    package var cadence: Cadence
    package var lastContact: Timestamp

    package init(person: Node, cadence: Cadence, lastContact: Timestamp) {
        self.person = person
        self.cadence = cadence
        self.lastContact = lastContact
    }

    /// Whole days since the last contact.
    package func daysSince(_ now: Timestamp) -> Int {
        max(0, Int(now.seconds(since: lastContact) / 86_400))
    }

    /// Past the cadence: as many days gone as the cadence has, or more.
    package func isDue(at now: Timestamp) -> Bool {
        now.seconds(since: lastContact) >= Double(cadence.days) * 86_400
    }
}

/// Which people need attention, and which of them may be nudged.
/// Pure: the store reads the contacts, this decides.
package enum PeoplePolicy {
    /// A person is nudged at most once in this many days, whatever the answer.
    package static let nudgeRestDays = 7

    /// People past their cadence, the longest overdue (against their own cadence) first; of
    /// those as overdue, as goals tie (`GoalRanking.breaksTie`): not by id, which is random.
    package static func due(_ people: [PersonContact], now: Timestamp) -> [PersonContact] {
        people.filter { $0.isDue(at: now) && !$0.person.isSnoozed(at: now) }
            .sorted { a, b in
                let overdueA = Double(a.daysSince(now)) / Double(a.cadence.days)
                let overdueB = Double(b.daysSince(now)) / Double(b.cadence.days)
                return overdueA != overdueB ? overdueA > overdueB : GoalRanking.breaksTie(a.person, b.person)
            }
    }

    /// Of the due people, those not nudged within `nudgeRestDays` (`lastNudgedAt`: the last
    /// nudge about each person, answered or not), or whose *Later* has ended since: the person
    /// named that time.
    package static func nudgeable(_ due: [PersonContact], lastNudgedAt: [UUID: Timestamp], now: Timestamp) -> [PersonContact] {
        due.filter { contact in
            // A nudge recorded after the clock rests from now, no longer.
            guard let last = lastNudgedAt[contact.person.id]?.notAfter(now) else { return true }
            if let until = contact.person.snoozedUntil, until > last, until <= now { return true }
            return now.seconds(since: last) >= Double(nudgeRestDays) * 86_400
        }
    }
}
