package import Foundation

/// A stale goal with the graph context that ranks it, gathered by the caller.
package struct GoalCandidate: Equatable, Sendable {
    package var node: Node
    /// The iOS app's in-degree-weighted score (`Importance.score`).
    package var importance: Double
    /// Open actions linked by `hasAction`.
    package var openActions: Int
    /// Open nodes that `blocks` this goal.
    package var blockers: Int

    package init(node: Node, importance: Double = 0, openActions: Int = 0, blockers: Int = 0) {
        self.node = node
        self.importance = importance
        self.openActions = openActions
        self.blockers = blockers
    }
}

/// A candidate with its place in the ranking, what `--dry-run` explains.
package struct RankedGoal: Equatable, Sendable {
    package var candidate: GoalCandidate
    /// 1 is the goal most worth a follow-up.
    package var rank: Int
    package var score: Double
    package var daysStale: Double

    package init(candidate: GoalCandidate, rank: Int, score: Double, daysStale: Double) {
        self.candidate = candidate
        self.rank = rank
        self.score = score
        self.daysStale = daysStale
    }

    package var goalId: UUID { candidate.node.id }
}

/// Which stale goal deserves a follow-up first.
///
/// The score is a sum of terms in the manner of Taskwarrior's urgency, each small enough to
/// explain in a sentence:
///
///     score = 0.2 × min(daysStale, 30)          staleness: +0.2 a day, at most +6
///           + clamp(importance, 0…5)            importance (in-degree weighted), at most +5
///           + (openActions > 0 ? 3 : 0)         an open next action: an obvious small step to suggest
///           − (blockers > 0 ? 5 : 0)            blocked: a nudge helps little until the blocker moves
///
/// Staleness grows and caps like Taskwarrior's age term (`urgency.age.coefficient`,
/// `urgency.age.max`), so a goal forgotten for a year does not drown everything else. Open
/// actions and blockers count once, not per item: one next step is enough to suggest, and
/// one blocker is enough to wait for; −5 is Taskwarrior's `urgency.blocked.coefficient`.
/// Ties go to the goal untouched longer, then to the older goal (it has waited longest to be
/// done), then by its words, and only last by id (`breaksTie`): ids are random, so a tie
/// they decided would go one way in one graph and the other way in its copy, and what timing
/// learns from the first nudge would differ with it.
package enum GoalRanking {
    package static let stalenessPerDay = 0.2
    package static let stalenessCapDays = 30.0
    package static let importanceCap = 5.0
    package static let openActionBonus = 3.0
    package static let blockedPenalty = -5.0

    package static func score(_ c: GoalCandidate, now: Timestamp) -> Double {
        let staleness = stalenessPerDay * min(daysStale(c.node, now: now), stalenessCapDays)
        let importance = min(max(c.importance, 0), importanceCap)
        let actions = c.openActions > 0 ? openActionBonus : 0
        let blocked = c.blockers > 0 ? blockedPenalty : 0
        return staleness + importance + actions + blocked
    }

    /// Days (of 24 h) since the goal was last touched; 0 when touched "after" `now`.
    package static func daysStale(_ node: Node, now: Timestamp) -> Double {
        max(0, now.seconds(since: node.lastAccessedAt) / 86_400)
    }

    /// Whether `a` goes before `b` when their scores are equal: the one untouched longer, then
    /// the one created first, then the one whose words sort first; the id only when all of
    /// these are equal (two goals with the same words written the same millisecond).
    package static func breaksTie(_ a: Node, _ b: Node) -> Bool {
        if a.lastAccessedAt != b.lastAccessedAt { return a.lastAccessedAt < b.lastAccessedAt }
        if a.createdAt != b.createdAt { return a.createdAt < b.createdAt }
        if a.content != b.content { return a.content < b.content }
        return a.id.lowercasedString < b.id.lowercasedString
    }

    /// Best first; ranks start at 1.
    package static func rank(_ candidates: [GoalCandidate], now: Timestamp) -> [RankedGoal] {
        let scored = candidates.map {
            RankedGoal(candidate: $0, rank: 0, score: score($0, now: now), daysStale: daysStale($0.node, now: now))
        }
        let sorted = scored.sorted { a, b in
            a.score != b.score ? a.score > b.score : breaksTie(a.candidate.node, b.candidate.node)
        }
        return sorted.enumerated().map { index, goal in
            var goal = goal
            goal.rank = index + 1
            return goal
        }
    }
}
