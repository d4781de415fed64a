import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// A run that closes a nudge without an answer asks for the next one with the goal's history
/// as it will be: the closed nudge no longer reads as waiting for an answer.
@Suite(.timed) struct GoalContextClosingTests {
    @Test func aNudgeClosedByTheRun_readsAsClosed_andTheOthersAsTheyWere() {
        let now = Timestamp(millisecondsSinceEpoch: 1_000 * 86_400_000)
        let ids = (0..<4).map { _ in UUID() }
        let goal = Node(type: .goal, content: "Plant the spring bulbs", createdAt: now)
        let history = ids.enumerated().map { index, id in
            PastNudge(
                text: "nudge \(index)", kind: .stale, plannedAt: now.adding(seconds: -Int64(index) * 86_400),
                answer: index == 3 ? .given(.complete) : nil, followUpId: id)
        }
        let context = GoalContext(goal: goal, nextActions: [], blockers: [], related: [], history: history)
        func closing(_ index: Int, _ status: FollowUp.Status) -> FollowUp {
            FollowUp(id: ids[index], goalId: goal.id, text: "nudge \(index)", source: .fallback, status: status, plannedAt: now)
        }
        let closed = context.closing([closing(0, .unanswered), closing(1, .unseen), closing(3, .unanswered)])
        #expect(closed.history.map { $0.answer } == [.unanswered, .unseen, nil, .given(.complete)] as [Answer.Kind?])
    }
}
