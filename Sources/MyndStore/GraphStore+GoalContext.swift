public import MyndCore

extension GraphStore {
    /// The goal's context, each list cut to `limit`.
    public func context(of goal: Node, limit: Int = 3) throws -> GoalContext {
        let actions = Array(try nextActions(of: goal.id).prefix(limit))
        let blockers = Array(try blockers(of: goal.id).prefix(limit))
        let listed = Set(actions.map(\.id) + blockers.map(\.id))
        let related = try related(to: goal.id, limit: 12)
            .filter { $0.distance == 1 && !listed.contains($0.node.id) && !$0.node.isCompleted }
            .prefix(5).map(\.node)
        return GoalContext(
            goal: goal, nextActions: actions, blockers: blockers, related: Array(related),
            history: try pastNudges(of: goal.id, limit: GoalContext.historyLimit))
    }
}
