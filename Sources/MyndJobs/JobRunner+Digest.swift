import MyndAI
import MyndCore
import MyndStore
import MyndTemplates

/// The morning digest: once per local date, whatever runs it.
extension JobRunner {
    /// Decides whether today's digest is due, composes it and (with `expiration`) records it
    /// with its outbox rows. Without `expiration` it is a dry run: nothing is asked or recorded.
    func planDigest(into result: inout JobResult, _ options: Options, _ writer: AIWriter, expiration: Expiration?) throws {
        guard let localDate = try digestDate(into: &result, options) else { return }
        let now = settings.now
        let zone = settings.zone
        let cutoff = settings.limits.staleAfter.subtracted(from: now, in: zone)
        let since = try store.lastDigestTime()
        var facts = try store.digestFacts(staleCutoff: cutoff, completedSince: since, now: now)
        let endOfDay = FollowUpPlanner.startOfLocalDay(zone.adding(days: 1, to: now), zone: zone)
        let briefingFacts = try store.briefingFacts(staleCutoff: cutoff, since: since, now: now, endOfDay: endOfDay)
        facts.day = briefingFacts.today
        let briefing = Briefing.compose(briefingFacts, now: now, zone: zone, in: settings.language)
        if briefing.state == .empty, try store.digest(localDate: nil)?.fallbackReason == Briefing.emptyReason {
            result.decision = .nothingToSay
            return
        }
        let insight = try digestInsight(briefing, facts, briefingFacts, date: localDate, writer, expiration: expiration)
        let notBefore = quietEnd(after: now) ?? now
        let text = Self.digestTexts(
            briefing, insight: insight.text, activeGoals: facts.activeGoals, date: localDate, templates: templates,
            wall: zone.wall(at: max(now, notBefore)), language: settings.language)
        result.decision = .digest(date: localDate, state: briefing.state)
        result.ai.append(insight.source == .claude ? "insight by Claude" : "insight: fallback (\(insight.fallbackReason ?? ""))")
        guard expiration != nil else { return }
        // Each channel words the digest as it reads best (an email all of it, a notification a
        // few lines).
        let message = DigestMessage(localDate: localDate, title: text.title, full: text.full, short: text.short)
        let rows = try digestChannelsNow().map { $0.row(for: message, notBefore: notBefore, at: now) }
        if try store.recordDigest(
            localDate: localDate, title: text.title, body: text.full, source: insight.source, fallbackReason: insight.fallbackReason,
            items: briefing.answerable, outbox: rows, at: now)
        {
            result.planned = 1
        } else {
            result.decision = .digestAlreadySent(date: localDate)
        }
    }

    /// The local date the digest is made for now, or nil (with the decision in `result`) when
    /// none is due: made once per date, and `--force` makes today's early, never twice.
    private func digestDate(into result: inout JobResult, _ options: Options) throws -> String? {
        let now = settings.now
        let zone = settings.zone
        let history = try store.history(.digest).seen(at: now, zone: zone)
        switch JobSchedule.digestDue(now: now, morning: settings.morning, zone: zone, lastDigestLocalDate: history.lastDigestLocalDate) {
        case .due(let date):
            return date
        case .notYet(let next):
            let today = JobSchedule.localDate(now, zone: zone)
            guard options.force, history.lastDigestLocalDate.map({ $0 < today }) ?? true else {
                result.decision = history.lastDigestLocalDate == today ? .digestAlreadySent(date: today) : .notDue(until: next)
                return nil
            }
            return today
        }
    }

    /// The digest's headline: Claude's within its time (or what it wrote ahead), else the
    /// template's from the facts; never yesterday's, and for an empty graph how to start.
    private func digestInsight(
        _ briefing: Briefing, _ facts: DigestFacts, _ briefingFacts: BriefingFacts, date: String, _ writer: AIWriter,
        expiration: Expiration?
    ) throws -> AIWriter.Written {
        let now = settings.now
        let zone = settings.zone
        let language = settings.language
        if briefing.state == .empty { return .fallback(language.words.emptyInsight, Briefing.emptyReason) }
        var insightValues: [String: Any] = [
            "text": FallbackInsight.text(
                Self.insightFacts(
                    facts, people: briefingFacts.people.map(\.contact),
                    comingBack: briefingFacts.comingBack.map { ($0.goal.node.content, zone.shortDescription(of: $0.at, from: now)) },
                    now: now, zone: zone), last: facts.week.lastInsight, language: language),
            "activeCount": facts.activeGoals, "oneActive": facts.activeGoals == 1, "staleCount": facts.stale.count,
        ]
        if let stalest = facts.stale.first {
            insightValues["top"] = ["content": stalest.content.excerpt(80), "days": Int(GoalRanking.daysStale(stalest, now: now))]
        }
        let fallback = templates.render("insight.txt", insightValues)
        let written =
            try expiration.map { try writer.insight(date: date, facts: facts, fallback: fallback, secondsLeft: $0.secondsForACall) }
            ?? writer.previewInsight(date: date, fallback: fallback)
        // Never yesterday's headline, whoever wrote it.
        return Briefing.repeats(written.text, facts.week.lastInsight) ? .fallback(fallback, "same as yesterday's") : written
    }

    /// The digest's title, its full text (email, `mynd digest`) and the desktop's few lines.
    static func digestTexts(
        _ briefing: Briefing, insight: String, activeGoals: Int, date: String, templates: TemplateSet, wall: LocalTime.Wall,
        language: Language = .english
    ) -> (title: String, full: String, short: String) {
        let words = language.words
        var title: [String: Any] = Greeting.titleValues(wall, in: language)
        title["date"] = date
        let values: [String: Any] = [
            "insight": insight, "date": date, "activeCount": activeGoals, "oneActive": activeGoals == 1,
            "nothingNew": briefing.state == .nothingNew, "empty": briefing.state == .empty,
            "sections": briefing.sections.map { section -> [String: Any] in
                [
                    "heading": section.heading,
                    // A calendar line has no id to answer with: the template leaves its column out.
                    "items": section.items.map { $0.shortId.isEmpty ? ["text": $0.text] : ["id": $0.shortId, "text": $0.text] },
                    "hasMore": section.more > 0, "more": section.more, "command": section.moreCommand,
                ]
            },
        ]
        let full = templates.render("digest.txt", values)
        let lines: [String] =
            switch briefing.state {
            case .news: briefing.notificationLines(Briefing.notificationLines, in: language)
            case .nothingNew: [words.nothingNew(activeGoals)]
            case .empty: [words.startWith]
            }
        let short = templates.render("digest-notification.txt", ["insight": insight, "lines": lines])
        return (templates.render("digest-title.txt", title), full, short)
    }

    /// What processing writes ahead: follow-ups for the goals that will be stale by this time
    /// tomorrow (the best ranked, as many as two days of notifications), and the insight for
    /// the next morning's digest.
    func writeAheadTargets() throws -> (goals: [GoalContext], insight: (date: String, facts: DigestFacts)?) {
        let now = settings.now
        let zone = settings.zone
        let tomorrow = zone.adding(days: 1, to: now)
        let cutoff = settings.limits.staleAfter.subtracted(from: tomorrow, in: zone)
        let open = try store.openFollowUpGoalIDs()
        let candidates = try store.followUpCandidates(lastAccessedBefore: cutoff)
            .filter { !open.contains($0.node.id) && !$0.node.isSnoozed(at: tomorrow) }
        let goals = try GoalRanking.rank(candidates, now: tomorrow)
            .prefix(max(1, settings.limits.maxPerDay * 2)).map { try store.context(of: $0.candidate.node) }
        let date = JobSchedule.nextDigestDate(
            now: now, zone: zone, lastDigestLocalDate: try store.history(.digest).seen(at: now, zone: zone).lastDigestLocalDate)
        var facts = try store.digestFacts(staleCutoff: cutoff, completedSince: try store.lastDigestTime(), now: tomorrow)
        // The digest's own day: today's when today's is still to come.
        let day = JobSchedule.localDate(now, zone: zone) == date ? now : tomorrow
        facts.day = try store.calendarEvents(
            from: FollowUpPlanner.startOfLocalDay(day, zone: zone),
            to: FollowUpPlanner.startOfLocalDay(zone.adding(days: 1, to: day), zone: zone))
        return (goals, (date, facts))
    }

    /// What the fallback insight may speak of, from the digest's facts: with `zone`, also what
    /// changed (done yesterday, what comes back today, the week's steps) and the day, by which
    /// those take turns.
    static func insightFacts(
        _ facts: DigestFacts, people: [PersonContact] = [], comingBack: [(String, String)] = [], now: Timestamp, zone: LocalTime? = nil
    ) -> FallbackInsight.Facts {
        var insight = FallbackInsight.Facts()
        insight.quiet = facts.stale.map { ($0.content, Int(GoalRanking.daysStale($0, now: now))) }
        insight.done = facts.week.done.map(\.content)
        insight.doneCount = facts.week.doneCount
        // A person a goal waits on is someone to reach, said in words of their own.
        insight.blocked = facts.blockers.filter { $0.blocker.type != .person }.map { ($0.goal.content, $0.blocker.content) }
        insight.waitingOn = facts.blockers.filter { $0.blocker.type == .person }.map { ($0.goal.content, $0.blocker.content) }
        insight.activeCount = facts.activeGoals
        insight.answered = facts.week.answered
        insight.ignored = facts.week.ignored
        insight.people = people.map { ($0.person.content, $0.daysSince(now)) }
        insight.steps = facts.week.steps
        insight.actedOn = Set(facts.week.actedOn)
        if let zone {
            let yesterday = FollowUpPlanner.startOfLocalDay(zone.adding(days: -1, to: now), zone: zone)
            insight.doneYesterday = facts.completedSince.filter { ($0.completedAt ?? now) >= yesterday }.reversed().map(\.content)
            insight.comingBack = comingBack.map { (goal: $0.0, at: $0.1) }
            insight.day = zone.wall(at: now).dayNumber
        }
        return insight
    }
}
