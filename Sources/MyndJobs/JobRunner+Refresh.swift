import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates

/// Refresh: which stale goal gets a follow-up now (the pure planner decides), and its words.
extension JobRunner {
    /// Plans this run's follow-ups into `result`: one read of the graph (a snapshot) gives the
    /// facts, the pure planner decides, and the chosen goals' neighbourhoods come from the same
    /// snapshot. The text of each is decided here, once: with `expiration` Claude may be asked
    /// within its time; without (a dry run) only what was written ahead is used.
    func planFollowUps(into result: inout JobResult, _ writer: AIWriter, expiration: Expiration?) throws {
        let now = settings.now
        // Away or paused: what would go now to the screen alone waits (read before the
        // snapshot: presence is the agent's, not the graph's).
        let (presence, pause) = try presenceNow()
        let phone = try phoneOpening()
        let kinds = PhoneRoute.kindsToHold(settings.followUpChannels.map(\.kind), phoneOpen: phone?.open ?? false)
        let hold = DeliveryHold.hold(forAll: kinds, presence: presence, pause: pause, now: now)
        let (facts, plan, people, contexts) = try store.snapshot { snapshot in
            var facts = try snapshot.planningFacts(limits: settings.limits, zone: settings.zone, at: now)
            // Timing: a person seen here is not kept waiting; one seen away is waited for.
            facts.history.presentNow =
                switch presence.state.kind {
                case .here: true
                case .away: false
                case .unknown: nil
                }
            let people = personCandidates(facts)
            let candidates = facts.candidates + people.map(\.candidate)
            let plan = FollowUpPlanner.plan(
                candidates: candidates, history: facts.history, limits: settings.limits, now: now, zone: settings.zone, hold: hold)
            let byID = Dictionary(uniqueKeysWithValues: candidates.map { ($0.node.id, $0.node) })
            var contexts: [UUID: GoalContext] = [:]
            for ranked in plan.send where ranked.candidate.node.type != .person {
                contexts[ranked.goalId] = try snapshot.context(of: ranked.candidate.node)
            }
            result.heldBack = plan.heldBack.map { held in
                JobResult.HeldGoal(goalId: held.goalId, goal: byID[held.goalId]?.content ?? "", rank: held.rank, reason: held.reason)
            }
            return (facts, plan, people, contexts)
        }
        // Silence is not an answer: a nudge past its answer window, or one no channel could
        // deliver, stops holding its goal back (closed when the plan is recorded).
        result.closed = facts.closing
        result.decision = .followUps(plan)
        let contacts = Dictionary(uniqueKeysWithValues: people.map { ($0.contact.person.id, $0.contact) })
        for ranked in plan.send {
            if let expiration { try step(expiration) }
            if let contact = contacts[ranked.goalId] {
                result.followUps.append(personFollowUp(contact, ranked))
                continue
            }
            // Its history as it will be: a nudge this run closes unanswered waits no longer.
            guard let context = contexts[ranked.goalId]?.closing(facts.closing) else { continue }
            let kind = plan.kinds[ranked.goalId] ?? .stale
            let fallback = followUpText(for: context, kind: kind)
            // A returning snooze and a "does it still matter?" say so in the template's words:
            // what they must say is fixed, so Claude is not asked for them.
            let text =
                kind != .stale
                ? AIWriter.Written.fallback(fallback, "\(kind.rawValue): the template says it")
                : try expiration.map { try writer.followUp(for: context, fallback: fallback, secondsLeft: $0.secondsForACall) }
                    ?? writer.preview(for: context, fallback: fallback)
            result.followUps.append(
                JobResult.PlannedFollowUp(
                    goal: context.goal, kind: kind, rank: ranked.rank, daysStale: (ranked.daysStale * 10).rounded() / 10, text: text,
                    channels: settings.followUpChannels.map(\.name)))
        }
        route(&result.followUps, presence: presence, phone: phone)
    }

    /// Writes what the plan decided in one transaction: the nudges it closes, and the planned
    /// follow-ups with their outbox rows. `result.closed` becomes what was really closed.
    func recordFollowUps(into result: inout JobResult) throws {
        let now = settings.now
        let followUps = result.followUps.map { item in
            FollowUp(
                goalId: item.goal.id, text: item.text.text, source: item.text.source, fallbackReason: item.text.fallbackReason,
                kind: item.kind, rank: item.rank, daysStale: item.daysStale, plannedAt: now)
        }
        // Each channel words its own row, with the short ids the answers it offers name.
        let goalIDs = try store.shortIDs(followUps.map(\.goalId))
        let ids = try store.shortFollowUpIDs(followUps.map(\.id))
        let rows = zip(result.followUps, followUps).map { item, followUp -> (FollowUp, [OutboxItem]) in
            let message = NudgeMessage(
                followUp: followUp, goal: item.goal, goalShortID: goalIDs[followUp.goalId] ?? followUp.goalId.lowercasedString,
                followUpShortID: ids[followUp.id] ?? followUp.id.lowercasedString, language: settings.language)
            let channels = settings.followUpChannels.filter { item.channels.contains($0.name) }
            return (followUp, channels.map { $0.row(for: message, at: now) })
        }
        let recorded = try store.recordRefresh(rows, closing: result.closed, at: now)
        result.closed = recorded.closed
        result.planned = recorded.stored.count
    }

    /// The fallback follow-up (at most 100 characters): phrased for its
    /// situation, in words this goal has not heard in the last week (`FallbackText`), through
    /// the `followup.txt` template (which shows it as it is unless the person changed it).
    func followUpText(for context: GoalContext, kind: FollowUp.Kind = .stale) -> String {
        let action = context.nextActions.first?.content
        let blocker = context.blockers.first?.content
        let situation = FallbackText.situation(
            kind, hasNextAction: action != nil, hasBlocker: blocker != nil, blockerIsPerson: context.blockers.first?.type == .person)
        let weekAgo = settings.now.adding(seconds: -Int64(FallbackText.freshDays) * 86_400)
        let phrased = FallbackText.followUp(
            goal: context.goal.content, step: situation == .blocked || situation == .waitingOnPerson ? blocker : action,
            situation: situation,
            recent: context.history.filter { $0.plannedAt >= weekAgo }.map(\.text),
            seed: FallbackText.seed(for: context.goal.content), language: settings.language)
        var text = ""
        for limit in [60, 40, 28, 18, 10] {
            var values: [String: Any] = [
                "text": phrased, "goal": context.goal.content.firstLine.excerpt(limit), "daysStale": 0, "returning": kind == .returning,
                "asking": kind == .asking,
            ]
            if let action { values["nextAction"] = action.excerpt(limit) }
            if let blocker { values["blocker"] = blocker.excerpt(limit) }
            text = templates.render("followup.txt", values)
            if text.count <= FallbackText.maximumLength { return text }
        }
        return text.excerpt(FallbackText.maximumLength)
    }
}
