import GRDB
package import MyndCore

extension GraphStore {
    /// The goal's context, each list cut to `limit`.
    package func context(of goal: Node, limit: Int = 3) throws -> GoalContext {
        try read { db in try context(of: goal, limit: limit, db) }
    }

    func context(of goal: Node, limit: Int, _ db: Database) throws -> GoalContext {
        let actions = try nextActions(of: goal.id, limit: limit, db)
        let blockers = try blockers(of: goal.id, limit: limit, db)
        let listed = Set(actions.map(\.id) + blockers.map(\.id))
        let related = try related(to: goal.id, limit: 12, db)
            .filter { $0.distance == 1 && !listed.contains($0.node.id) && !$0.node.isCompleted }
            .prefix(5).map(\.node)
        return GoalContext(
            goal: goal, nextActions: actions, blockers: blockers, related: Array(related),
            history: try pastNudges(of: goal.id, limit: GoalContext.historyLimit, db))
    }
}
