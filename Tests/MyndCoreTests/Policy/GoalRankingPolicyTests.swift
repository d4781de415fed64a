import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let now = Timestamp(iso8601: "2026-11-21T08:00:00Z")!
private func daysAgo(_ days: Double) -> Timestamp { now.adding(seconds: -Int64(days * 86_400)) }
private func id(_ n: Int) -> UUID { UUID(uuidString: "00000000-0000-4000-8000-0000000000\(n < 10 ? "0" : "")\(n)")! }

private func goal(
    _ n: Int, staleDays: Double, importance: Double = 0, actions: Int = 0, blockers: Int = 0
) -> GoalCandidate {
    let touched = daysAgo(staleDays)
    let node = Node(id: id(n), type: .goal, content: "goal \(n)", createdAt: touched, lastAccessedAt: touched)
    return GoalCandidate(node: node, importance: importance, openActions: actions, blockers: blockers)
}

@Suite(.timed) struct GoalRankingPolicyTests {
    @Test(arguments: [
        // (stale days, importance, open actions, blockers, score worked out by hand)
        (5.0, 0.0, 0, 0, 1.0),  // 0.2 × 5
        (10.0, 2.0, 1, 0, 7.0),  // 2 + 2 + 3
        (40.0, 0.0, 0, 0, 6.0),  // staleness capped at 30 days: 6
        (30.0, 0.0, 0, 0, 6.0),
        (10.0, 7.0, 0, 2, 2.0),  // 2 + 5 (importance capped) − 5 (blocked once, not per blocker)
        (4.5, -1.0, 3, 0, 3.9),  // 0.9 + 0 (importance clamped) + 3 (actions count once)
        (10.0, 0.0, 1, 1, 0.0),  // 2 + 3 − 5
        (-1.0, 0.0, 0, 0, 0.0),  // touched "after" now: not stale at all
        (3.0, 1.5, 0, 0, 2.1),  // 0.6 + 1.5
    ])
    func score_isTheDocumentedSum(staleDays: Double, importance: Double, actions: Int, blockers: Int, expected: Double) {
        let c = goal(1, staleDays: staleDays, importance: importance, actions: actions, blockers: blockers)
        #expect(abs(GoalRanking.score(c, now: now) - expected) < 1e-9)
    }

    @Test(arguments: [(1.5, 1.5), (0.0, 0.0), (-2.0, 0.0), (45.25, 45.25)])
    func daysStale_countsWholeAndPartDays(staleDays: Double, expected: Double) {
        #expect(GoalRanking.daysStale(goal(1, staleDays: staleDays).node, now: now) == expected)
    }

    @Test func rank_ordersByScore() {
        let candidates = [
            goal(1, staleDays: 5),  // 1.0
            goal(2, staleDays: 10, importance: 2, actions: 1),  // 7.0
            goal(3, staleDays: 40),  // 6.0
            goal(4, staleDays: 10, importance: 7, blockers: 2),  // 2.0
            goal(5, staleDays: 4.5, actions: 3),  // 3.9
        ]
        let ranked = GoalRanking.rank(candidates, now: now)
        #expect(ranked.map(\.goalId) == [id(2), id(3), id(5), id(4), id(1)])
        #expect(ranked.map(\.rank) == [1, 2, 3, 4, 5])
        #expect(ranked.map(\.daysStale) == [10, 40, 4.5, 10, 5])
        #expect(ranked[0].score == 7.0)
        #expect(ranked[0].candidate == candidates[1])
    }

    @Test func rank_blockedGoalFallsBelowTheSameGoalUnblocked() {
        let ranked = GoalRanking.rank(
            [goal(1, staleDays: 8, importance: 1, blockers: 1), goal(2, staleDays: 8, importance: 1)], now: now)
        #expect(ranked.map(\.goalId) == [id(2), id(1)])
    }

    @Test func rank_tieGoesToTheGoalUntouchedLonger() {
        // Both capped at 6.0: 40 and 31 days stale.
        let ranked = GoalRanking.rank([goal(1, staleDays: 31), goal(2, staleDays: 40)], now: now)
        #expect(ranked[0].score == ranked[1].score)
        #expect(ranked.map(\.goalId) == [id(2), id(1)])
    }

    /// Equally ranked goals touched at the same time: the one created first goes first, whatever
    /// its id (ids are random: they would decide differently in a copy of the graph).
    @Test func rank_tieOfTheSameTouch_goesToTheOlderGoal_notTheSmallerId() {
        let touched = daysAgo(5)
        func made(_ n: Int, daysAgo created: Double, _ content: String) -> GoalCandidate {
            GoalCandidate(node: Node(id: id(n), type: .goal, content: content, createdAt: daysAgo(created), lastAccessedAt: touched))
        }
        let ranked = GoalRanking.rank([made(1, daysAgo: 6, "Tidy the garage"), made(2, daysAgo: 9, "Call grandma")], now: now)
        #expect(ranked[0].score == ranked[1].score)
        #expect(ranked.map(\.goalId) == [id(2), id(1)])
        let swapped = [made(2, daysAgo: 6, "Call grandma"), made(1, daysAgo: 9, "Tidy the garage")]
        let olderByTheOtherWords = GoalRanking.rank(swapped, now: now)
        #expect(olderByTheOtherWords.map(\.goalId) == [id(1), id(2)], "age before words")
    }

    /// Made and touched at the same moment (an import, a script): the words decide, not the id.
    @Test func rank_tieOfTheSameTimes_goesByTheGoalsWords_notItsId() {
        let at = daysAgo(5)
        func made(_ n: Int, _ content: String) -> GoalCandidate {
            GoalCandidate(node: Node(id: id(n), type: .goal, content: content, createdAt: at, lastAccessedAt: at))
        }
        let words = ["Tidy the garage", "Call grandma", "Read the novel"]
        let expected = ["Call grandma", "Read the novel", "Tidy the garage"]
        let one = GoalRanking.rank([made(1, words[0]), made(2, words[1]), made(3, words[2])], now: now)
        let other = GoalRanking.rank([made(3, words[0]), made(1, words[1]), made(2, words[2])], now: now)
        #expect(one.map(\.candidate.node.content) == expected)
        #expect(other.map(\.candidate.node.content) == expected, "the same goals under other ids rank the same")
    }

    /// Only two goals alike in every way but their ids are ordered by id: the order stays total.
    @Test func rank_fullTieGoesToTheSmallerId() {
        let at = daysAgo(5)
        func twin(_ n: Int) -> GoalCandidate {
            GoalCandidate(node: Node(id: id(n), type: .goal, content: "Water the plants", createdAt: at, lastAccessedAt: at))
        }
        let ranked = GoalRanking.rank([twin(12), twin(3), twin(7)], now: now)
        #expect(ranked.map(\.goalId) == [id(3), id(7), id(12)])
    }

    @Test func rank_doesNotDependOnInputOrder() {
        let candidates = [
            goal(1, staleDays: 5), goal(2, staleDays: 31), goal(3, staleDays: 40), goal(4, staleDays: 5),
            goal(5, staleDays: 6, importance: 1, actions: 1, blockers: 1), goal(6, staleDays: 3),
        ]
        let expected = [id(3), id(2), id(1), id(4), id(6), id(5)]
        #expect(GoalRanking.rank(candidates, now: now).map(\.goalId) == expected)
        #expect(GoalRanking.rank(candidates.reversed(), now: now).map(\.goalId) == expected)
        #expect(
            GoalRanking.rank(
                [candidates[4], candidates[0], candidates[5], candidates[2], candidates[3], candidates[1]], now: now
            ).map(\.goalId) == expected)
    }

    @Test func rank_empty() {
        #expect(GoalRanking.rank([], now: now).isEmpty)
    }
}
