import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates

/// Refresh: which stale goal gets a follow-up now (the pure planner decides), and its words.
extension JobRunner {
    /// Plans this run's follow-ups into `result`. The text of each is decided here, once:
    /// with `expiration` Claude may be asked within its time; without (a dry run) only what
    /// was written ahead is used.
    func planFollowUps(into result: inout JobResult, _ writer: AIWriter, expiration: Expiration?) throws {
        let now = settings.now
        let limits = settings.limits
        let cutoff = limits.staleAfter.subtracted(from: now, in: settings.zone)
        let candidates = try store.followUpCandidates(lastAccessedBefore: cutoff)
        let today = try store.followUpActivity(since: FollowUpPlanner.startOfLocalDay(now, zone: settings.zone))
        let history = FollowUpHistory(
            openFollowUpGoalIDs: try store.openFollowUpGoalIDs(),
            lastFollowUpAt: try store.lastFollowUpTimes(for: candidates.map(\.node.id)),
            deliveredToday: today.count, lastDeliveredAt: today.last)
        let plan = FollowUpPlanner.plan(candidates: candidates, history: history, limits: limits, now: now, zone: settings.zone)
        let byID = Dictionary(uniqueKeysWithValues: candidates.map { ($0.node.id, $0.node) })
        result.decision = plan.decision.code
        result.reasons = plan.reasons
        for ranked in plan.send {
            if let expiration { try step(expiration) }
            let context = try store.context(of: ranked.candidate.node)
            let fallback = followUpText(for: context)
            let text =
                try expiration.map { try writer.followUp(for: context, fallback: fallback, secondsLeft: $0.secondsForACall) }
                ?? writer.preview(for: context.goal, fallback: fallback)
            result.followUps.append(
                JobResult.PlannedFollowUp(
                    goal: context.goal, rank: ranked.rank, daysStale: (ranked.daysStale * 10).rounded() / 10, text: text,
                    channels: settings.followUpChannels))
        }
        result.heldBack = plan.heldBack.map { held in
            JobResult.HeldGoal(goalId: held.goalId, goal: byID[held.goalId]?.content ?? "", rank: held.rank, reason: held.reason)
        }
    }

    /// Writes the planned follow-ups and their outbox rows in one transaction.
    func recordFollowUps(_ planned: [JobResult.PlannedFollowUp]) throws -> Int {
        let now = settings.now
        let rows = planned.map { item -> (FollowUp, [OutboxItem]) in
            let followUp = FollowUp(
                goalId: item.goal.id, text: item.text.text, source: item.text.source, fallbackReason: item.text.fallbackReason,
                rank: item.rank, daysStale: item.daysStale, plannedAt: now)
            let outbox = item.channels.map {
                OutboxItem(
                    kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: Terminal.line(item.goal.content, limit: 60),
                    body: followUp.text, notBefore: now, createdAt: now)
            }
            return (followUp, outbox)
        }
        return try store.recordPlanned(rows).count
    }

    /// The fallback follow-up (seed 000 §7.2: at most 100 characters), naming the goal and,
    /// when there is one, its next action or what blocks it; long names are shortened to fit.
    func followUpText(for context: GoalContext) -> String {
        let action = context.nextActions.first?.content
        let blocker = context.blockers.first?.content
        var text = ""
        for limit in [60, 40, 28, 18, 10] {
            var values: [String: Any] = ["goal": context.goal.content.excerpt(limit), "daysStale": 0]
            if let action { values["nextAction"] = action.excerpt(limit) }
            if let blocker { values["blocker"] = blocker.excerpt(limit) }
            text = templates.render("followup.txt", values)
            if text.count <= 100 { return text }
        }
        return String(text.prefix(99)) + "…"
    }
}
