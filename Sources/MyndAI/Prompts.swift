import Foundation
public import MyndCore
public import MyndStore
public import MyndTemplates

/// What Claude is asked, rendered from the prompt templates over the graph. Only the goal's
/// text and its graph context leave the machine: no ids, no other goals, nothing else.
public struct Prompts: Sendable {
    public var templates: TemplateSet
    public var zone: LocalTime

    public init(templates: TemplateSet, zone: LocalTime) {
        self.templates = templates
        self.zone = zone
    }

    /// Axel (seed 000 §4.4): the same text for every call, so it can be cached.
    public var system: String { templates.render("system-prompt.txt", [:]) }

    /// The follow-up request for a goal that has gone quiet (seed 000 §7.2).
    public func followUp(for context: GoalContext, now: Timestamp) -> String {
        let goal = context.goal
        let values: [String: Any] = [
            "goal": goal.content.excerpt(200),
            "daysStale": Int(GoalRanking.daysStale(goal, now: now)),
            "lastTouched": JobSchedule.localDate(goal.lastAccessedAt, zone: zone),
            "nextActions": context.nextActions.map { ["content": $0.content.excerpt(120)] },
            "blockers": context.blockers.map { ["content": $0.content.excerpt(120)] },
            "related": context.related.map { ["content": $0.content.excerpt(120), "type": $0.type.rawValue] },
        ]
        return templates.render("followup-prompt.txt", values)
    }

    /// The morning insight request, from the same facts as the digest.
    public func insight(date: String, facts: GraphStore.DigestFacts, now: Timestamp) -> String {
        let values: [String: Any] = [
            "date": date, "activeCount": facts.activeGoals, "staleCount": facts.stale.count,
            "completedCount": facts.completedSince.count,
            "examples": facts.stale.prefix(3).map {
                ["content": $0.content.excerpt(120), "days": Int(GoalRanking.daysStale($0, now: now))]
            },
            "completed": facts.completedSince.prefix(3).map { ["content": $0.content.excerpt(120)] },
            "blockers": facts.blockers.prefix(3).map { ["goal": $0.goal.content.excerpt(80), "content": $0.blocker.content.excerpt(80)] },
        ]
        return templates.render("insight-prompt.txt", values)
    }

}
