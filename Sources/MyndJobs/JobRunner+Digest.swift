import MyndAI
import MyndCore
import MyndStore
import MyndTemplates

/// The morning digest: once per local date, whatever runs it.
extension JobRunner {
    /// Decides whether today's digest is due, composes it and (with `expiration`) records it
    /// with its outbox rows. Without `expiration` it is a dry run: nothing is asked or recorded.
    func planDigest(into result: inout JobResult, _ options: Options, _ writer: AIWriter, expiration: Expiration?) throws {
        let now = settings.now
        let zone = settings.zone
        let history = try store.history(.digest)
        let localDate: String
        switch JobSchedule.digestDue(now: now, morning: settings.morning, zone: zone, lastDigestLocalDate: history.lastDigestLocalDate) {
        case .due(let date):
            localDate = date
        case .notYet(let next):
            let today = JobSchedule.localDate(now, zone: zone)
            guard options.force, history.lastDigestLocalDate.map({ $0 < today }) ?? true else {
                result.decision = history.lastDigestLocalDate == today ? "already_sent" : "not_due"
                result.reasons = [
                    history.lastDigestLocalDate == today
                        ? "today's digest (\(today)) was already made"
                        : "not due until \(settings.describe.when(next))"
                ]
                return
            }
            localDate = today
        }
        let cutoff = settings.limits.staleAfter.subtracted(from: now, in: zone)
        let facts = try store.digestFacts(staleCutoff: cutoff, completedSince: try store.lastDigestTime(), now: now)
        var values: [String: Any] = [
            // oneActive: "1 goal", not "1 goals" (a Mustache template cannot compare numbers).
            "date": localDate, "activeCount": facts.activeGoals, "oneActive": facts.activeGoals == 1, "staleCount": facts.stale.count,
            "completedCount": facts.completedSince.count,
            "completed": facts.completedSince.map { ["content": $0.content.excerpt(80)] },
            "stale": facts.stale.prefix(5).map { ["content": $0.content.excerpt(80), "days": Int(GoalRanking.daysStale($0, now: now))] },
            "blockers": facts.blockers.map { ["goal": $0.goal.content.excerpt(60), "content": $0.blocker.content.excerpt(60)] },
            "nextActions": facts.nextActions.map { ["goal": $0.goal.content.excerpt(60), "content": $0.action.content.excerpt(60)] },
        ]
        let stalest = facts.stale.first.map { ["content": $0.content.excerpt(80), "days": Int(GoalRanking.daysStale($0, now: now))] }
        var insightValues: [String: Any] = [
            "text": FallbackInsight.text(Self.insightFacts(facts, now: now), last: facts.week.lastInsight),
            "activeCount": facts.activeGoals, "oneActive": facts.activeGoals == 1, "staleCount": facts.stale.count,
        ]
        if let stalest { insightValues["top"] = stalest }
        let fallback = templates.render("insight.txt", insightValues)
        let insight =
            try expiration.map { try writer.insight(date: localDate, facts: facts, fallback: fallback, secondsLeft: $0.secondsForACall) }
            ?? writer.previewInsight(date: localDate, fallback: fallback)
        values["insight"] = insight.text
        let title = templates.render("digest-title.txt", values)
        let body = templates.render("digest.txt", values)
        result.decision = "send"
        result.reasons = ["digest for \(localDate)"]
        result.ai.append(insight.source == .claude ? "insight by Claude" : "insight: fallback (\(insight.fallbackReason ?? ""))")
        guard expiration != nil else { return }
        let notBefore = quietEnd(after: now) ?? now
        let rows = settings.digestChannels.map {
            OutboxItem(kind: .digest, ref: localDate, channel: $0, title: title, body: body, notBefore: notBefore, createdAt: now)
        }
        if try store.recordDigest(
            localDate: localDate, title: title, body: body, source: insight.source, fallbackReason: insight.fallbackReason, outbox: rows,
            at: now)
        {
            result.planned = 1
        } else {
            result.decision = "already_sent"
            result.reasons = ["today's digest (\(localDate)) was already made"]
        }
    }

    /// What processing writes ahead: follow-ups for the goals that will be stale by this time
    /// tomorrow (the best ranked, as many as two days of notifications), and the insight for
    /// the next morning's digest.
    func writeAheadTargets() throws -> (goals: [GoalContext], insight: (date: String, facts: GraphStore.DigestFacts)?) {
        let now = settings.now
        let zone = settings.zone
        let tomorrow = zone.adding(days: 1, to: now)
        let cutoff = settings.limits.staleAfter.subtracted(from: tomorrow, in: zone)
        let open = try store.openFollowUpGoalIDs()
        let candidates = try store.followUpCandidates(lastAccessedBefore: cutoff)
            .filter { !open.contains($0.node.id) && !$0.node.isSnoozed(at: tomorrow) }
        let goals = try GoalRanking.rank(candidates, now: tomorrow)
            .prefix(max(1, settings.limits.maxPerDay * 2)).map { try store.context(of: $0.candidate.node) }
        let date = JobSchedule.nextDigestDate(now: now, zone: zone, lastDigestLocalDate: try store.history(.digest).lastDigestLocalDate)
        let facts = try store.digestFacts(staleCutoff: cutoff, completedSince: try store.lastDigestTime(), now: tomorrow)
        return (goals, (date, facts))
    }

    /// What the fallback insight may speak of, from the digest's facts.
    static func insightFacts(_ facts: GraphStore.DigestFacts, now: Timestamp) -> FallbackInsight.Facts {
        var insight = FallbackInsight.Facts()
        insight.quiet = facts.stale.map { ($0.content, Int(GoalRanking.daysStale($0, now: now))) }
        insight.done = facts.week.done.map(\.content)
        insight.doneCount = facts.week.doneCount
        insight.blocked = facts.blockers.map { ($0.goal.content, $0.blocker.content) }
        insight.activeCount = facts.activeGoals
        insight.answered = facts.week.answered
        insight.ignored = facts.week.ignored
        return insight
    }
}
