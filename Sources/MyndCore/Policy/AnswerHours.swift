import Foundation

/// When this person answers nudges, as learned from what happened: for each hour of the week —
/// weekdays and weekend days apart, on the configured wall clock — how many nudges were sent
/// then and how many got an answer (any answer: done, later, dismiss…) within the answer
/// window. Recent weeks weigh more than old ones (a half-life of two weeks), so a changed
/// routine wins within a few weeks.
package struct AnswerHours: Equatable, Sendable {
    /// An hour of the week: 0–23, on a weekday (Monday–Friday) or a weekend day.
    package struct Slot: Hashable, Sendable, CustomStringConvertible {
        package var weekend: Bool
        package var hour: Int

        package init(weekend: Bool, hour: Int) {
            self.weekend = weekend
            self.hour = hour
        }

        /// "12–13h on weekdays".
        package var description: String {
            "\(Self.two(hour))–\(Self.two((hour + 1) % 24))h on \(weekend ? "weekend days" : "weekdays")"
        }

        static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    }

    /// One slot's record: weighted for the decision, counted as they happened for people.
    package struct Tally: Equatable, Sendable {
        package var sent = 0.0
        package var answered = 0.0
        package var sentCount = 0
        package var answeredCount = 0

        package init() {}

        /// The learned chance of an answer: Beta(1 + answered, 1 + unanswered), the neutral
        /// prior being one answered nudge and one not.
        package var alpha: Double { 1 + answered }
        package var beta: Double { 1 + max(0, sent - answered) }
        package var mean: Double { alpha / (alpha + beta) }

        /// "6 of 7 nudges sent 12–13h on weekdays were answered".
        package func phrase(_ slot: Slot) -> String {
            sentCount == 0
                ? "no nudge sent \(slot) yet"
                : "\(answeredCount) of \(sentCount) nudge\(sentCount == 1 ? "" : "s") sent \(slot) \(answeredCount == 1 ? "was" : "were") answered"
        }
    }

    /// A past nudge: when it was delivered, and whether an answer came within the window.
    package struct Nudge: Equatable, Sendable {
        package var deliveredAt: Timestamp
        package var answered: Bool

        package init(deliveredAt: Timestamp, answered: Bool) {
            self.deliveredAt = deliveredAt
            self.answered = answered
        }
    }

    package static let halfLifeDays = 14.0

    package private(set) var tallies: [Slot: Tally] = [:]

    package init() {}

    /// Learns from `nudges` as of `now`: each weighs 2^(−age / half-life).
    package init(_ nudges: [Nudge], now: Timestamp, zone: LocalTime) {
        for nudge in nudges {
            let days = max(0, now.seconds(since: nudge.deliveredAt)) / 86_400
            let weight = pow(0.5, days / Self.halfLifeDays)
            let slot = Self.slot(of: nudge.deliveredAt, in: zone)
            var tally = tallies[slot, default: Tally()]
            tally.sent += weight
            tally.sentCount += 1
            if nudge.answered {
                tally.answered += weight
                tally.answeredCount += 1
            }
            tallies[slot] = tally
        }
    }

    package subscript(slot: Slot) -> Tally { tallies[slot] ?? Tally() }

    /// What a slot's chance is drawn from: its own record on the neutral prior. Not what the
    /// hours around it say: a person may be at the desk for one hour only (12–13 at lunch),
    /// and an hour between two that went unanswered must still get its own try.
    package func evidence(for slot: Slot) -> (alpha: Double, beta: Double) {
        let own = self[slot]
        return (own.alpha, own.beta)
    }

    /// Whether this person answers in `slot` more often than not, by the record (no draw).
    package func answers(in slot: Slot) -> Bool {
        let tally = self[slot]
        return tally.answeredCount > 0 && tally.mean > 0.5
    }

    /// The first hour from `hour` on, on a weekday or a weekend day, that this person answers
    /// in more often than not; nil when there is none.
    package func firstAnswered(weekend: Bool, from hour: Int) -> Int? {
        (max(0, hour)..<24).first { answers(in: Slot(weekend: weekend, hour: $0)) }
    }

    /// Nothing learned yet: a new install, or follow-ups off.
    package var isEmpty: Bool { tallies.isEmpty }

    package static func slot(of t: Timestamp, in zone: LocalTime) -> Slot {
        let wall = zone.wall(at: t)
        return Slot(weekend: wall.weekday == 0 || wall.weekday == 6, hour: wall.hour)
    }

    /// The hours most likely to get an answer, best first: those with at least two nudges
    /// and an answer, by their learned chance.
    package func best(_ count: Int) -> [(slot: Slot, tally: Tally)] {
        tallies.filter { $0.value.sentCount >= 2 && $0.value.answeredCount > 0 }
            .sorted { a, b in
                a.value.mean != b.value.mean
                    ? a.value.mean > b.value.mean : (a.key.weekend ? 1 : 0, a.key.hour) < (b.key.weekend ? 1 : 0, b.key.hour)
            }
            .prefix(count).map { ($0.key, $0.value) }
    }
}
