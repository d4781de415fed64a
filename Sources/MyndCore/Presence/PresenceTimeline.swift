/// The recorded transitions, oldest first, and the arithmetic of presence-time over them:
/// how long the person was here between two instants, and when a span of presence-time that
/// starts at an instant is used up (a nudge's answer window counts the person's time, not the
/// clock's).
///
/// Times are instants (milliseconds since the epoch), so a DST change moves no boundary: an
/// hour of presence across the October change is an hour, though the wall clock shows 02:30
/// twice. Before the first transition nothing was recorded, a gap counted like `unknown`.
package struct PresenceTimeline: Equatable, Sendable {
    /// Ordered by `since`; of two at the same instant the later recorded wins.
    package private(set) var transitions: [Presence]

    package init(_ transitions: [Presence]) {
        // A stable sort: transitions recorded at the same millisecond keep their order.
        self.transitions = transitions.enumerated()
            .sorted { ($0.element.since, $0.offset) < ($1.element.since, $1.offset) }
            .map(\.element)
    }

    /// The presence in force at `instant`: the last transition at or before it; nil when
    /// nothing was recorded by then.
    package func presence(at instant: Timestamp) -> Presence? {
        transitions.last { $0.since <= instant }
    }

    /// The transitions in `[from, to)` that start a new state, with the state in force at
    /// `from` first (starting there), as (start, end, counts) pieces.
    private func pieces(
        from: Timestamp, to: Timestamp, countingUnknown: Bool, counting: ((Presence?) -> Bool)? = nil
    ) -> [(start: Int64, end: Int64, counts: Bool)] {
        guard from < to else { return [] }
        func counts(_ presence: Presence?) -> Bool {
            if let counting { return counting(presence) }
            switch presence?.state.kind {
            case .here: return true
            case .away: return false
            case .unknown, nil: return countingUnknown
            }
        }
        var result: [(Int64, Int64, Bool)] = []
        var start = from.millisecondsSinceEpoch
        var current = presence(at: from)
        for next in transitions where next.since > from && next.since < to {
            result.append((start, next.since.millisecondsSinceEpoch, counts(current)))
            start = next.since.millisecondsSinceEpoch
            current = next
        }
        result.append((start, to.millisecondsSinceEpoch, counts(current)))
        return result
    }

    /// Milliseconds in `[from, to)` during which the person was here. `countingUnknown`: whether
    /// time nobody could tell about counts as here, as it did before mynd watched presence (the
    /// default: without a source mynd behaves as it always did). 0 when `to` is not after `from`.
    package func presentMilliseconds(from: Timestamp, to: Timestamp, countingUnknown: Bool = true) -> Int64 {
        pieces(from: from, to: to, countingUnknown: countingUnknown).reduce(0) { $0 + ($1.counts ? $1.end - $1.start : 0) }
    }

    /// Milliseconds in `[from, to)` during which the person was known to be away.
    package func awayMilliseconds(from: Timestamp, to: Timestamp) -> Int64 {
        pieces(from: from, to: to, countingUnknown: false, counting: { $0?.state.kind == .away })
            .reduce(0) { $0 + ($1.counts ? $1.end - $1.start : 0) }
    }

    /// The same in whole seconds, rounded down.
    package func presentSeconds(from: Timestamp, to: Timestamp, countingUnknown: Bool = true) -> Int64 {
        presentMilliseconds(from: from, to: to, countingUnknown: countingUnknown) / 1000
    }

    /// The first instant at which `seconds` of presence-time have passed since `from`, as far
    /// as the timeline knows: nil while the person is away at its end (the rest depends on when
    /// they come back). 0 seconds is `from` itself.
    package func instant(afterPresent seconds: Int64, from: Timestamp, countingUnknown: Bool = true) -> Timestamp? {
        var left = seconds * 1000
        if left <= 0 { return from }
        let last = transitions.last.map { max($0.since, from) } ?? from
        for piece in pieces(from: from, to: last, countingUnknown: countingUnknown) where piece.counts {
            let length = piece.end - piece.start
            if left <= length { return Timestamp(millisecondsSinceEpoch: piece.start + left) }
            left -= length
        }
        // From the last transition on, the state in force then lasts.
        let lastCounts = pieces(from: last, to: last.adding(seconds: 1), countingUnknown: countingUnknown).first?.counts ?? countingUnknown
        return lastCounts ? Timestamp(millisecondsSinceEpoch: last.millisecondsSinceEpoch + left) : nil
    }
}
