import Foundation

/// When this person answers nudges, as learned from what happened: for each hour of the week —
/// weekdays and weekend days apart, on the configured wall clock — how many nudges were sent
/// then and how many got an answer (any answer: done, later, dismiss…) within the answer
/// window. Recent weeks weigh more than old ones (a half-life of two weeks), so a changed
/// routine wins within a few weeks.
public struct AnswerHours: Equatable, Sendable {
    /// An hour of the week: 0–23, on a weekday (Monday–Friday) or a weekend day.
    public struct Slot: Hashable, Sendable, CustomStringConvertible {
        public var weekend: Bool
        public var hour: Int

        public init(weekend: Bool, hour: Int) {
            self.weekend = weekend
            self.hour = hour
        }

        /// "12–13h on weekdays".
        public var description: String {
            "\(Self.two(hour))–\(Self.two((hour + 1) % 24))h on \(weekend ? "weekend days" : "weekdays")"
        }

        static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    }

    /// One slot's record: weighted for the decision, counted as they happened for people.
    public struct Tally: Equatable, Sendable {
        public var sent = 0.0
        public var answered = 0.0
        public var sentCount = 0
        public var answeredCount = 0

        public init() {}

        /// The learned chance of an answer: Beta(1 + answered, 1 + unanswered), the neutral
        /// prior being one answered nudge and one not.
        public var alpha: Double { 1 + answered }
        public var beta: Double { 1 + max(0, sent - answered) }
        public var mean: Double { alpha / (alpha + beta) }

        /// "6 of 7 nudges sent 12–13h on weekdays were answered".
        public func phrase(_ slot: Slot) -> String {
            sentCount == 0
                ? "no nudge sent \(slot) yet"
                : "\(answeredCount) of \(sentCount) nudge\(sentCount == 1 ? "" : "s") sent \(slot) \(answeredCount == 1 ? "was" : "were") answered"
        }
    }

    /// A past nudge: when it was delivered, and whether an answer came within the window.
    public struct Nudge: Equatable, Sendable {
        public var deliveredAt: Timestamp
        public var answered: Bool

        public init(deliveredAt: Timestamp, answered: Bool) {
            self.deliveredAt = deliveredAt
            self.answered = answered
        }
    }

    public static let halfLifeDays = 14.0

    public private(set) var tallies: [Slot: Tally] = [:]

    public init() {}

    /// Learns from `nudges` as of `now`: each weighs 2^(−age / half-life).
    public init(_ nudges: [Nudge], now: Timestamp, zone: LocalTime) {
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

    public subscript(slot: Slot) -> Tally { tallies[slot] ?? Tally() }

    /// What a slot's chance is drawn from: its own record on a prior worth two nudges whose
    /// mean is what the neighbouring hours (and the same hour on the other kind of day) say —
    /// a person at the desk at 12 is likely there at 13, one away at 9 and at 11 likely away at
    /// 10 — so an hour is rarely tried blind, while an hour's own record soon outweighs its
    /// neighbours'. nil when neither it nor those hours have any record.
    public func evidence(for slot: Slot) -> (alpha: Double, beta: Double)? {
        let neighbours = [
            Slot(weekend: slot.weekend, hour: (slot.hour + 23) % 24), Slot(weekend: slot.weekend, hour: (slot.hour + 1) % 24),
            Slot(weekend: !slot.weekend, hour: slot.hour),
        ]
        let own = tallies[slot]
        let near = neighbours.compactMap { tallies[$0] }
        guard own != nil || !near.isEmpty else { return nil }
        let nearAnswered = near.reduce(0) { $0 + $1.answered }
        let nearSent = near.reduce(0) { $0 + $1.sent }
        let priorMean = (1 + nearAnswered) / (2 + nearSent)
        let answered = own?.answered ?? 0
        let unanswered = max(0, (own?.sent ?? 0) - answered)
        return (answered + 2 * priorMean, unanswered + 2 * (1 - priorMean))
    }

    /// Nothing learned yet: a new install, or follow-ups off.
    public var isEmpty: Bool { tallies.isEmpty }

    public static func slot(of t: Timestamp, in zone: LocalTime) -> Slot {
        let wall = zone.wall(at: t)
        return Slot(weekend: wall.weekday == 0 || wall.weekday == 6, hour: wall.hour)
    }

    /// The hours most likely to get an answer, best first: those with at least two nudges
    /// and an answer, by their learned chance.
    public func best(_ count: Int) -> [(slot: Slot, tally: Tally)] {
        tallies.filter { $0.value.sentCount >= 2 && $0.value.answeredCount > 0 }
            .sorted { a, b in
                a.value.mean != b.value.mean
                    ? a.value.mean > b.value.mean : (a.key.weekend ? 1 : 0, a.key.hour) < (b.key.weekend ? 1 : 0, b.key.hour)
            }
            .prefix(count).map { ($0.key, $0.value) }
    }
}
