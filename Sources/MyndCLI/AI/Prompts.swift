import Foundation
import MyndCore
import MyndStore
import MyndTemplates

/// What Claude is asked, rendered from the prompt templates over the graph. Only the goal's
/// text and its graph context leave the machine: no ids, no other goals, nothing else.
struct Prompts {
    var templates: TemplateSet
    var zone: LocalTime

    /// Axel (seed 000 §4.4): the same text for every call, so it can be cached.
    var system: String { templates.render("system-prompt.txt", [:]) }

    /// The follow-up request for a goal that has gone quiet (seed 000 §7.2).
    func followUp(for goal: Node, in store: GraphStore, now: Timestamp) throws -> String {
        let actions = try store.nextActions(of: goal.id).prefix(3)
        let blockers = try store.blockers(of: goal.id).prefix(3)
        let listed = Set(actions.map(\.id) + blockers.map(\.id))
        let related = try store.related(to: goal.id, limit: 12)
            .filter { $0.distance == 1 && !listed.contains($0.node.id) && !$0.node.isCompleted }
            .prefix(5)
        let values: [String: Any] = [
            "goal": goal.content.excerpt(200),
            "daysStale": Int(GoalRanking.daysStale(goal, now: now)),
            "lastTouched": JobSchedule.localDate(goal.lastAccessedAt, zone: zone),
            "nextActions": actions.map { ["content": $0.content.excerpt(120)] },
            "blockers": blockers.map { ["content": $0.content.excerpt(120)] },
            "related": related.map { ["content": $0.node.content.excerpt(120), "type": $0.node.type.rawValue] },
        ]
        return templates.render("followup-prompt.txt", values)
    }

    /// The morning insight request, from the same facts as the digest.
    func insight(date: String, facts: GraphStore.DigestFacts, now: Timestamp) -> String {
        let values: [String: Any] = [
            "date": date, "activeCount": facts.activeGoals, "staleCount": facts.stale.count,
            "completedCount": facts.completedSince.count,
            "examples": facts.stale.prefix(3).map { ["content": $0.content.excerpt(120), "days": Int(GoalRanking.daysStale($0, now: now))] },
            "completed": facts.completedSince.prefix(3).map { ["content": $0.content.excerpt(120)] },
            "blockers": facts.blockers.prefix(3).map { ["goal": $0.goal.content.excerpt(80), "content": $0.blocker.content.excerpt(80)] },
        ]
        return templates.render("insight-prompt.txt", values)
    }

}
