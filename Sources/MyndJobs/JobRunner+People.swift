import MyndAI
import MyndCore
import MyndStore

/// People past their cadence, nudged like quiet goals (the same quiet hours, caps, timing and
/// back-off), at most once a week each, in mynd's own words: a name never goes to Claude.
extension JobRunner {
    /// The people who may be nudged now, each as a planner candidate: quiet since the last
    /// contact (and at least since the cadence ran out, so a cadence shorter than
    /// `stale_after` is not held back by it), with one next action: reaching out.
    func personCandidates(_ facts: PlanningFacts) -> [(contact: PersonContact, candidate: GoalCandidate)] {
        let now = settings.now
        let due = PeoplePolicy.due(facts.people, now: now)
        return PeoplePolicy.nudgeable(due, lastNudgedAt: facts.history.lastFollowUpAt, now: now).map { contact in
            var node = contact.person
            let dueAt = contact.lastContact.adding(seconds: Int64(contact.cadence.days) * 86_400)
            node.lastAccessedAt = min(contact.lastContact, settings.limits.staleAfter.subtracted(from: dueAt, in: settings.zone))
            return (contact, GoalCandidate(node: node, openActions: 1))
        }
    }

    /// The follow-up about a person: always mynd's own words, always a plain nudge (not "does
    /// it still matter?": that question is for goals).
    func personFollowUp(_ contact: PersonContact, _ ranked: RankedGoal) -> JobResult.PlannedFollowUp {
        let now = settings.now
        let text = PersonText.nudge(
            name: contact.person.content, daysSince: contact.daysSince(now), cadence: contact.cadence,
            week: Int(now.millisecondsSinceEpoch / (7 * 86_400_000)), language: settings.language)
        return JobResult.PlannedFollowUp(
            goal: contact.person, kind: .stale, rank: ranked.rank, daysStale: Double(contact.daysSince(now)),
            text: .fallback(text, "a person: their name is not sent to Claude"), channels: settings.followUpChannels.map(\.name))
    }
}
