/// What a follow-up says about a goal comes from its neighbourhood in the graph: read once
/// per run (by the store) and used for both the fallback text and Claude's prompt.
package struct GoalContext: Sendable {
    package var goal: Node
    /// Open next actions (`hasAction`), the first few.
    package var nextActions: [Node]
    /// What blocks it (incoming `blocks`), the first few.
    package var blockers: [Node]
    /// Open nodes one edge away that are neither of the above, the first few.
    package var related: [Node]
    /// Its last nudges, newest first, with how each was answered (at most `historyLimit`).
    package var history: [PastNudge] = []

    /// Enough nudges to cover a week of them (for the fallback's phrasing) and the last three
    /// (for Claude). A week can hold more than ten: snoozes that come back are not capped, and
    /// a phrasing used on the eleventh nudge back would look unused and could be heard again
    /// within the week.
    package static let historyLimit = 40

    package init(goal: Node, nextActions: [Node], blockers: [Node], related: [Node], history: [PastNudge] = []) {
        self.goal = goal
        self.nextActions = nextActions
        self.blockers = blockers
        self.related = related
        self.history = history
    }
}

extension GoalContext {
    /// The context as it reads once `closing` (the nudges a run closes without an answer, each
    /// with its status) is closed: a nudge closed as unanswered, or unseen, no longer waits for
    /// an answer, and is not told to Claude as one that does.
    package func closing(_ closing: [FollowUp]) -> GoalContext {
        var context = self
        let statuses = Dictionary(closing.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        for index in context.history.indices where context.history[index].answer == nil {
            switch context.history[index].followUpId.flatMap({ statuses[$0] }) {
            case .unanswered: context.history[index].answer = .unanswered
            case .unseen: context.history[index].answer = .unseen
            default: break
            }
        }
        return context
    }
}
