import Foundation

/// When this person is at the desk, learned from the presence timeline (timing
/// learns from presence as well as answers). For each hour of the week — weekdays and
/// weekend days apart, as in `AnswerHours` — on how many days presence was known then, and on
/// how many of those the person was here for at least a quarter of the hour; and how often
/// they came back to the desk in it. Returns happen several times a day, answers once or
/// twice: this is the denser evidence. Recent weeks weigh more (the same half-life).
package struct PresenceHours: Equatable, Sendable {
    /// One slot's record: weighted for the decision, counted as it happened for people.
    package struct Tally: Equatable, Sendable {
        package var known = 0.0
        package var here = 0.0
        package var knownCount = 0
        package var hereCount = 0
        /// Returns to the desk (away, then here) within this hour.
        package var returns = 0

        package init() {}

        /// Beta(1 + days here, 1 + days away), the neutral prior being one of each.
        package var alpha: Double { 1 + here }
        package var beta: Double { 1 + max(0, known - here) }
        package var mean: Double { alpha / (alpha + beta) }

        /// "here on 9 of 10 days 12–13h on weekdays (back at the desk 7 times)".
        package func phrase(_ slot: AnswerHours.Slot) -> String {
            guard knownCount > 0 else { return "presence not seen \(slot) yet" }
            let back = returns == 0 ? "" : " (back at the desk \(returns) time\(returns == 1 ? "" : "s"))"
            return "here on \(hereCount) of \(knownCount) day\(knownCount == 1 ? "" : "s") \(slot)\(back)"
        }
    }

    package private(set) var tallies: [AnswerHours.Slot: Tally] = [:]

    package init() {}

    /// Learns from `timeline` over the `days` before `now`, hour by hour; an hour nobody could
    /// tell about (unknown, or before the first transition) teaches nothing.
    package init(_ timeline: PresenceTimeline, now: Timestamp, zone: LocalTime, days: Int64 = 56) {
        guard let first = timeline.transitions.first else { return }
        let hour: Int64 = 3_600_000
        let start = max(first.since.millisecondsSinceEpoch, now.millisecondsSinceEpoch - days * 86_400_000)
        var at = start - start % hour
        while at + hour <= now.millisecondsSinceEpoch {
            let from = Timestamp(millisecondsSinceEpoch: at)
            let to = Timestamp(millisecondsSinceEpoch: at + hour)
            let here = timeline.presentMilliseconds(from: from, to: to, countingUnknown: false)
            let known = here + timeline.awayMilliseconds(from: from, to: to)
            if known >= hour / 2 {
                let weight = pow(0.5, now.seconds(since: to) / 86_400 / AnswerHours.halfLifeDays)
                let slot = AnswerHours.slot(of: Timestamp(millisecondsSinceEpoch: at + hour / 2), in: zone)
                var tally = tallies[slot, default: Tally()]
                tally.known += weight
                tally.knownCount += 1
                if here >= hour / 4 {
                    tally.here += weight
                    tally.hereCount += 1
                }
                tallies[slot] = tally
            }
            at += hour
        }
        var wasAway = false
        for transition in timeline.transitions {
            let isHere = transition.state.kind == .here
            if isHere, wasAway, transition.since.millisecondsSinceEpoch >= start, transition.since <= now {
                tallies[AnswerHours.slot(of: transition.since, in: zone), default: Tally()].returns += 1
            }
            wasAway = transition.state.kind == .away
        }
    }

    package subscript(slot: AnswerHours.Slot) -> Tally { tallies[slot] ?? Tally() }

    /// Whether this person is here in `slot` more often than not, on at least two days seen.
    package func present(in slot: AnswerHours.Slot) -> Bool {
        let tally = self[slot]
        return tally.knownCount >= 2 && tally.mean > 0.5
    }

    /// The hour this person usually comes to the desk on a weekday (`weekend` false) or a
    /// weekend day: the first hour from `hour` on in which they are usually here. Nil when
    /// presence has not shown it yet.
    package func arrival(weekend: Bool, from hour: Int) -> Int? {
        (max(0, hour)..<24).first { present(in: AnswerHours.Slot(weekend: weekend, hour: $0)) }
    }

    /// Nothing learned: presence never seen.
    package var isEmpty: Bool { tallies.values.allSatisfy { $0.knownCount == 0 } }
}
