/// What a follow-up says about a goal comes from its neighbourhood in the graph: read once
/// per run (by the store) and used for both the fallback text and Claude's prompt.
public struct GoalContext: Sendable {
    public var goal: Node
    /// Open next actions (`hasAction`), the first few.
    public var nextActions: [Node]
    /// What blocks it (incoming `blocks`), the first few.
    public var blockers: [Node]
    /// Open nodes one edge away that are neither of the above, the first few.
    public var related: [Node]
    /// Its last nudges, newest first, with how each was answered (at most `historyLimit`).
    public var history: [PastNudge] = []

    /// Enough nudges to cover a week of them (for the fallback's phrasing) and the last three
    /// (for Claude). A week can hold more than ten: snoozes that come back are not capped, and
    /// a phrasing used on the eleventh nudge back would look unused and could be heard again
    /// within the week.
    public static let historyLimit = 40

    public init(goal: Node, nextActions: [Node], blockers: [Node], related: [Node], history: [PastNudge] = []) {
        self.goal = goal
        self.nextActions = nextActions
        self.blockers = blockers
        self.related = related
        self.history = history
    }
}
