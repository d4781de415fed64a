import Foundation
package import MyndCore
package import MyndTemplates

/// What Claude is asked, rendered from the prompt templates over the values the caller read
/// from the graph. Only the goal's text and its graph context leave the machine: no ids, no
/// other goals, nothing else — and of that context only goals, actions, thoughts, questions,
/// projects and insights are sent in words; a person, a place or an event goes out as its
/// type at most ("a person"), never its name, content or metadata (`shared(_:_:)`).
///
/// Every piece of user text is masked first (`mask`: people's names, phone numbers, email
/// addresses), then escaped (`PromptText`), so no text can close one tag or open another.
package struct Prompts: Sendable {
    package var templates: TemplateSet
    package var zone: LocalTime
    /// What must not leave the machine in any text: the caller gives it the people of the graph.
    package var mask: PrivacyMask
    /// The language Claude is asked to write in: the person's.
    package var language: Language = .english
    /// Whether an event's title may go (masked like any text) where the day is told: the
    /// person's `[calendar] share_titles`. Without it an event is "a meeting" and its times.
    package var shareEventTitles = false

    package init(templates: TemplateSet, zone: LocalTime, mask: PrivacyMask = PrivacyMask()) {
        self.templates = templates
        self.zone = zone
        self.mask = mask
    }

    /// Axel: the same text for every call, so it can be cached.
    package var system: String { templates.render("system-prompt.txt", [:]) }

    /// The follow-up request for a goal that has gone quiet.
    package func followUp(for context: GoalContext, now: Timestamp) -> String {
        let goal = context.goal
        let values: [String: Any] = [
            "goal": sent(goal.content, 200),
            "daysStale": Int(GoalRanking.daysStale(goal, now: now)),
            "lastTouched": JobSchedule.localDate(goal.lastAccessedAt, zone: zone),
            "nextActions": context.nextActions.map { ["content": sent($0.content, 120)] },
            "blockers": context.blockers.map { ["content": shared($0, 120)] },
            "related": context.related.map { ["content": shared($0, 120), "type": $0.type.rawValue] },
            "history": context.history.prefix(Self.historyShown).map {
                ["when": JobSchedule.localDate($0.plannedAt, zone: zone), "answer": Self.describe($0.answer), "text": sent($0.text, 200)]
            },
            "wavedAway": Self.wavedAway(context.history), "language": language.englishName,
        ]
        return templates.render("followup-prompt.txt", values)
    }

    /// What a follow-up must name a part of (`GoalMention`): the goal, its next actions and
    /// blockers, as they were sent (masked, not escaped).
    package func subject(of context: GoalContext) -> [String] {
        [mask.masked(context.goal.content)] + context.nextActions.map { mask.masked($0.content) }
            + context.blockers.filter { Self.sharedTypes.contains($0.type) }.map { mask.masked($0.content) }
    }

    /// User text as it goes into a prompt: masked, cut, escaped.
    func sent(_ text: String, _ limit: Int) -> String {
        PromptText.sent(text, limit: limit, mask: mask)
    }

    /// The node types whose words may be sent to Claude.
    static let sharedTypes: Set<NodeType> = [.goal, .action, .thought, .question, .project, .insight]

    /// A node as Claude may see it: its words (masked) for the types in `sharedTypes`, its
    /// type alone ("a person") for people, places and events.
    func shared(_ node: Node, _ limit: Int) -> String {
        guard !Self.sharedTypes.contains(node.type) else { return sent(node.content, limit) }
        return node.type == .event ? "an event" : "a \(node.type.rawValue)"
    }

    /// How many earlier nudges Claude sees: enough not to repeat itself, few enough to stay short.
    package static let historyShown = 3

    /// How an answer reads in the prompt.
    static func describe(_ answer: Answer.Kind?) -> String {
        switch answer {
        case .given(let kind): kind.promptWords
        case .unanswered: "no answer"
        case .unseen: "not seen: the person was away"
        case .unclear: "answered, but unclear"
        case nil: "no answer yet"
        }
    }

    /// The last two answered nudges both waved away (dismissed or silence).
    static func wavedAway(_ history: [PastNudge]) -> Bool {
        let answered = history.filter { $0.answer != nil }.prefix(2)
        return answered.count == 2 && answered.allSatisfy { $0.answer?.wavesAway == true }
    }

    /// The morning insight request, from the same facts as the digest.
    package func insight(date: String, facts: DigestFacts, now: Timestamp) -> String {
        var values: [String: Any] = [
            "date": date, "activeCount": facts.activeGoals, "staleCount": facts.stale.count, "language": language.englishName,
            "completedCount": facts.completedSince.count,
            "examples": facts.stale.prefix(3).map {
                ["content": sent($0.content, 120), "days": Int(GoalRanking.daysStale($0, now: now))]
            },
            "completed": facts.completedSince.prefix(3).map { ["content": sent($0.content, 120)] },
            "blockers": facts.blockers.prefix(3).map { ["goal": sent($0.goal.content, 80), "content": shared($0.blocker, 80)] },
            "doneThisWeek": facts.week.done.map { ["content": sent($0.content, 80)] }, "doneCount": facts.week.doneCount,
            "touchedCount": facts.week.touchedCount, "answered": facts.week.answered, "ignored": facts.week.ignored,
            "nextActions": facts.nextActions.prefix(3).map {
                ["goal": sent($0.goal.content, 80), "content": sent($0.action.content, 80)]
            },
        ]
        // Absent, not empty: the template says "none" for a missing one.
        if let last = facts.week.lastInsight { values["lastInsight"] = sent(last, 200) }
        let day = CalendarShare.lines(facts.day, now: now, zone: zone, shareTitles: shareEventTitles)
        values["hasDay"] = !day.isEmpty
        values["day"] = day.map { ["when": $0.when, "content": $0.title.map { sent($0, 80) } ?? $0.stands] }
        return templates.render("insight-prompt.txt", values)
    }
}
