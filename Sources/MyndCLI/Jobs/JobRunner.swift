import Foundation
import MyndCore
import MyndStore
import MyndSystemd
import MyndTemplates

/// Runs one job the way BGTaskScheduler runs a task: check its requirements (defer with a
/// reason when they are not met), do the work in steps that each commit whole, and stop
/// cleanly when the expiration handler fires. Decisions come from the pure core; this type
/// only reads what they need and applies what they say.
struct JobRunner {
    var context: Context
    var store: GraphStore
    var templates: TemplateSet
    var probe: SystemProbe
    /// The key, endpoint and models this run uses, or why Claude cannot be asked.
    var aiSetup: AISetup
    /// Claude as this run may reach it; nil asks no one (texts fall back, with the reason).
    var claude: (any ClaudeAsking)?
    /// Where outbox rows go, by channel; rows of a channel not here wait.
    var channels: [Channel: any DeliveryChannel] = [.terminal: TerminalChannel()]
    /// Seconds to pause before each step: `MYND_JOB_STEP_DELAY`, for tests and demos of the
    /// expiration handler (a real step is too quick to interrupt on purpose).
    var stepDelay: Double = 0
    /// The run's expiration, when the caller shares it with its channels (so email's sends
    /// end with the job's time, and at SIGTERM); nil: one from the job's own budget.
    var expiration: Expiration?
    /// `MYND_TEST_KILL_AT`, `MYND_TEST_CRASH_AFTER_SEND`: kills the run at a checkpoint, for
    /// the crash tests; nil in real use.
    var crashHook: CrashHook?
    /// Where the run's story goes: the journal under systemd, stderr otherwise.
    var log: any JobLog = StderrJobLog()
    /// Held while processing runs (logind's sleep delay lock); nil takes none.
    var sleepInhibitor: (any SleepInhibiting)?

    struct Options {
        var force = false
        var dryRun = false
        /// Only run when the job is due (`JobSchedule.nextDue`): how the hourly processing
        /// timer retries a deferred run without redoing a finished one.
        var ifDue = false
    }

    /// A run stopped by its expiration handler.
    private struct Expired: Error { var reason: String }

    func run(_ job: JobKind, _ options: Options) throws -> JobReport {
        var report = JobReport(job: job.rawValue, outcome: options.dryRun ? "dry-run" : RunOutcome.ran.rawValue, decision: "")
        if options.ifDue, !options.force {
            let next = JobSchedule.nextDue(job, history: try store.history(job), now: context.now, zone: context.zone, morning: context.config.morning)
            if next > context.now {
                report.outcome = "not_due"
                report.decision = "not_due"
                report.reasons = ["not due until \(context.describe.when(next))"]
                if !options.dryRun { log.record(JobEvent(kind: .notDue, job: job, message: "not due until \(next.iso8601)", priority: .debug)) }
                return report
            }
        }
        let power = probe.power()
        let network = probe.network()
        if case .deferred(let reason) = JobGate.check(
            job, power: power, online: network.online, lowBatteryPercent: context.config.lowBatteryPercent, force: options.force)
        {
            report.decision = "deferred"
            report.reasons = [reason]
            if !options.dryRun {
                report.outcome = RunOutcome.deferred.rawValue
                try store.recordDeferral(job, reason: reason, at: context.now)
                log.record(JobEvent(kind: .deferral, job: job, message: "deferred: \(reason)", priority: .notice, outcome: report.outcome, reason: reason))
            }
            return report
        }
        let ai = AIWriter(
            setup: aiSetup, claude: claude, store: store,
            prompts: Prompts(templates: templates, zone: context.zone), now: context.now, zone: context.zone, online: network.online)
        if options.dryRun { return try plan(job, into: report, options, ai) }

        // Listening for SIGTERM before the run is recorded: a run seen as running can be stopped.
        let expiration = self.expiration ?? Expiration(budgetSeconds: Double(job.budgetSeconds))
        expiration.catchTermination()
        let runID = try store.startRun(job, at: context.now)
        crashHook?.reach(.started)
        // Processing is the long one: a suspend waits for it (released on every way out).
        let sleepLock = job == .processing ? sleepInhibitor?.acquire() : nil
        defer { if let sleepLock { sleepInhibitor?.release(sleepLock) } }
        let lockNote = job != .processing ? "" : sleepLock == nil ? ", no sleep inhibitor" : ", holding a sleep delay inhibitor"
        log.record(JobEvent(kind: .runStart, job: job, message: "run started (budget \(Int(expiration.budget)) s\(lockNote))"))
        do {
            report = try work(job, report, options, expiration, ai)
            try store.finishRun(runID, outcome: .ran, reason: report.reasons.first, planned: report.planned, delivered: report.delivered, at: context.now)
            log.record(JobEvent(
                kind: .runFinish, job: job, message: "run finished: \(report.decision), \(report.planned) planned, \(report.delivered) delivered",
                outcome: report.outcome, reason: report.reasons.first))
        } catch let expired as Expired {
            report.outcome = RunOutcome.expired.rawValue
            report.reasons.insert(expired.reason, at: 0)
            try store.finishRun(runID, outcome: .expired, reason: expired.reason, planned: report.planned, delivered: report.delivered, at: context.now)
            log.record(JobEvent(
                kind: .expiry, job: job, message: "run expired: \(expired.reason); what was done is kept", priority: .warning,
                outcome: report.outcome, reason: expired.reason))
        } catch {
            let message = CLIError.from(error).message
            try? store.finishRun(runID, outcome: .failed, reason: message, planned: report.planned, delivered: report.delivered, at: context.now)
            log.record(JobEvent(kind: .runFinish, job: job, message: "run failed: \(message)", priority: .error, outcome: RunOutcome.failed.rawValue, reason: message))
            throw error
        }
        return report
    }

    // MARK: - Steps

    private func step(_ expiration: Expiration) throws {
        if stepDelay > 0 { Thread.sleep(forTimeInterval: stepDelay) }
        if let reason = expiration.reason { throw Expired(reason: reason) }
    }

    private func work(_ job: JobKind, _ start: JobReport, _ options: Options, _ expiration: Expiration, _ ai: AIWriter) throws -> JobReport {
        var report = start
        // Results of last night's batch, if it has ended: never waited for.
        if try !store.openBatches().isEmpty {
            try step(expiration)
            report.ai += try ai.collectBatches(expiration: expiration)
        }
        switch job {
        case .refresh:
            try step(expiration)
            report = try plan(.refresh, into: report, options, ai)
            for index in report.followups.indices where report.followups[index].source != FollowUp.Source.claude.rawValue {
                try step(expiration)
                guard let id = UUID(string: report.followups[index].goalId), let goal = try store.node(id) else { continue }
                let written = try ai.followUp(for: goal, fallback: report.followups[index].text, secondsLeft: expiration.secondsForACall)
                report.followups[index].text = written.text
                report.followups[index].source = written.source.rawValue
                report.followups[index].fallbackReason = written.fallbackReason
            }
            try step(expiration)
            report.planned = try applyFollowUps(report)
            crashHook?.reach(.planned)
        case .processing:
            try step(expiration)
            report.decision = "prepared"
            let ahead = try writeAheadTargets()
            report.ai += try ai.prepareAhead(goals: ahead.goals, insight: ahead.insight, expiration: expiration)
            report.reasons = report.ai
        case .digest:
            try step(expiration)
            report = try planDigest(into: report, options, ai, expiration: expiration)
            crashHook?.reach(.planned)
        }
        try step(expiration)
        report.delivered = try deliver(job, expiration, into: &report)
        return report
    }

    /// What processing writes ahead: follow-ups for the goals that will be stale by this time
    /// tomorrow (the best ranked, as many as two days of notifications), and the insight for
    /// the next morning's digest.
    private func writeAheadTargets() throws -> (goals: [Node], insight: (date: String, facts: GraphStore.DigestFacts)?) {
        let now = context.now
        let tomorrow = context.zone.adding(days: 1, to: now)
        let cutoff = context.config.staleAfter.subtracted(from: tomorrow, in: context.zone)
        let open = try store.openFollowUpGoalIDs()
        let candidates = try store.followUpCandidates(lastAccessedBefore: cutoff)
            .filter { !open.contains($0.node.id) && !$0.node.isSnoozed(at: tomorrow) }
        let goals = GoalRanking.rank(candidates, now: tomorrow)
            .prefix(max(1, context.config.maxNotificationsPerDay * 2)).map(\.candidate.node)
        let date = JobSchedule.nextDigestDate(now: now, zone: context.zone, lastDigestLocalDate: try store.history(.digest).lastDigestLocalDate)
        let facts = try store.digestFacts(staleCutoff: cutoff, completedSince: try store.lastDigestTime(), now: tomorrow)
        return (goals, (date, facts))
    }

    /// The follow-up plan, from the pure planner over what the store knows.
    private func plan(_ job: JobKind, into start: JobReport, _ options: Options, _ ai: AIWriter) throws -> JobReport {
        var report = start
        switch job {
        case .refresh: break
        case .digest: return try planDigest(into: start, options, ai, expiration: nil)
        case .processing:
            let ahead = try writeAheadTargets()
            report.decision = "prepared"
            report.reasons = ["requirements met: would write ahead \(ahead.goals.count) follow-ups and the insight for \(ahead.insight?.date ?? "-")"]
            if let blocked = try ai.blocked(secondsLeft: Double(job.budgetSeconds)) { report.reasons.append("but: \(blocked)") }
            return report
        }
        let now = context.now
        let limits = context.config.limits
        let cutoff = limits.staleAfter.subtracted(from: now, in: context.zone)
        let candidates = try store.followUpCandidates(lastAccessedBefore: cutoff)
        let ids = candidates.map(\.node.id)
        let today = try store.followUpActivity(since: FollowUpPlanner.startOfLocalDay(now, zone: context.zone))
        let history = FollowUpHistory(
            openFollowUpGoalIDs: try store.openFollowUpGoalIDs(), lastFollowUpAt: try store.lastFollowUpTimes(for: ids),
            deliveredToday: today.count, lastDeliveredAt: today.last)
        let plan = FollowUpPlanner.plan(candidates: candidates, history: history, limits: limits, now: now, zone: context.zone)
        let byID = Dictionary(uniqueKeysWithValues: candidates.map { ($0.node.id, $0.node) })
        let channels = Channel.deliverable(context.config.followUpChannels, email: context.config.smtp.isEnabled).map(\.rawValue)
        report.decision = plan.decision.code
        report.reasons = plan.reasons
        report.followups = try plan.send.map { ranked in
            let goal = ranked.candidate.node
            let written = try ai.preview(for: goal, fallback: try followUpText(for: goal))
            return JobReport.PlannedFollowUp(
                goalId: ranked.goalId.lowercasedString, goal: goal.content, rank: ranked.rank,
                daysStale: (ranked.daysStale * 10).rounded() / 10, text: written.text, source: written.source.rawValue,
                fallbackReason: written.fallbackReason, channels: channels)
        }
        report.heldBack = plan.heldBack.map { held in
            JobReport.HeldBack(
                goalId: held.goalId.lowercasedString, goal: byID[held.goalId]?.content ?? "", rank: held.rank,
                reason: held.reason.code, detail: held.reason.description(in: context.zone, now: now))
        }
        return report
    }

    /// Writes the planned follow-ups and their outbox rows in one transaction.
    private func applyFollowUps(_ report: JobReport) throws -> Int {
        let channels = Channel.deliverable(context.config.followUpChannels, email: context.config.smtp.isEnabled)
        let planned = report.followups.compactMap { item -> (FollowUp, [OutboxItem])? in
            guard let goalId = UUID(string: item.goalId) else { return nil }
            let followUp = FollowUp(
                goalId: goalId, text: item.text, source: FollowUp.Source(rawValue: item.source) ?? .fallback,
                fallbackReason: item.fallbackReason, rank: item.rank, daysStale: item.daysStale, plannedAt: context.now)
            let rows = channels.map {
                OutboxItem(kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: Terminal.line(item.goal, limit: 60),
                           body: item.text, notBefore: context.now, createdAt: context.now)
            }
            return (followUp, rows)
        }
        return try store.recordPlanned(planned).count
    }

    /// The fallback follow-up (seed 000 §7.2: at most 100 characters), naming the goal and,
    /// when there is one, its next action or what blocks it; long names are shortened to fit.
    func followUpText(for goal: Node) throws -> String {
        let action = try store.nextActions(of: goal.id).first?.content
        let blocker = try store.blockers(of: goal.id).first?.content
        var text = ""
        for limit in [60, 40, 28, 18, 10] {
            var values: [String: Any] = ["goal": goal.content.excerpt(limit), "daysStale": 0]
            if let action { values["nextAction"] = action.excerpt(limit) }
            if let blocker { values["blocker"] = blocker.excerpt(limit) }
            text = templates.render("followup.txt", values)
            if text.count <= 100 { return text }
        }
        return String(text.prefix(99)) + "…"
    }


    /// Decides whether today's digest is due, composes it and (unless `dryRun`) records it
    /// with its outbox rows — once per local date, whatever runs it.
    /// With no `expiration` it is a dry run: nothing is asked or recorded.
    private func planDigest(into start: JobReport, _ options: Options, _ ai: AIWriter, expiration: Expiration?) throws -> JobReport {
        var report = start
        let now = context.now
        let history = try store.history(.digest)
        let localDate: String
        switch JobSchedule.digestDue(now: now, morning: context.config.morning, zone: context.zone, lastDigestLocalDate: history.lastDigestLocalDate) {
        case .due(let date):
            localDate = date
        case .notYet(let next):
            let today = JobSchedule.localDate(now, zone: context.zone)
            guard options.force, history.lastDigestLocalDate.map({ $0 < today }) ?? true else {
                report.decision = history.lastDigestLocalDate == today ? "already_sent" : "not_due"
                report.reasons = [history.lastDigestLocalDate == today
                    ? "today's digest (\(today)) was already made"
                    : "not due until \(context.describe.when(next))"]
                return report
            }
            localDate = today
        }
        let cutoff = context.config.staleAfter.subtracted(from: now, in: context.zone)
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
        var insightValues: [String: Any] = ["activeCount": facts.activeGoals, "oneActive": facts.activeGoals == 1, "staleCount": facts.stale.count]
        if let stalest { insightValues["top"] = stalest }
        let fallback = templates.render("insight.txt", insightValues)
        let insight = try expiration.map { try ai.insight(date: localDate, facts: facts, fallback: fallback, secondsLeft: $0.secondsForACall) }
            ?? ai.previewInsight(date: localDate, fallback: fallback)
        values["insight"] = insight.text
        let title = templates.render("digest-title.txt", values)
        let body = templates.render("digest.txt", values)
        report.decision = "send"
        report.reasons = ["digest for \(localDate)"]
        report.ai.append(insight.source == .claude ? "insight by Claude" : "insight: fallback (\(insight.fallbackReason ?? ""))")
        guard expiration != nil else { return report }
        let notBefore = quietEnd(after: now) ?? now
        let rows = Channel.deliverable(context.config.digestChannels, email: context.config.smtp.isEnabled).map {
            OutboxItem(kind: .digest, ref: localDate, channel: $0, title: title, body: body, notBefore: notBefore, createdAt: now)
        }
        if try store.recordDigest(
            localDate: localDate, title: title, body: body, source: insight.source, fallbackReason: insight.fallbackReason, outbox: rows, at: now)
        {
            report.planned = 1
        } else {
            report.decision = "already_sent"
            report.reasons = ["today's digest (\(localDate)) was already made"]
        }
        return report
    }

    /// The log's account of one delivery: which message, through which channel, how it went
    /// (the text itself stays out of the log).
    private func deliveryEvent(_ item: OutboxItem, _ outcome: DeliveryOutcome, job: JobKind) throws -> JobEvent {
        let goal = item.kind == .followup ? try UUID(string: item.ref).flatMap { try store.followUp($0) }?.goalId : nil
        let what = item.kind == .followup ? "follow-up" : "digest \(item.ref)"
        var event = JobEvent(kind: .delivery, job: job, message: "", goalID: goal, channel: item.channel.rawValue)
        switch outcome {
        case .sent(let via):
            event.message = "\(what) delivered via \(via)"
            event.outcome = "sent"
        case .retryLater(let reason):
            event.message = "\(what) not delivered via \(item.channel.rawValue), will retry: \(reason)"
            event.priority = .warning
            event.outcome = "retry"
            event.reason = reason
        case .failed(let reason):
            event.message = "\(what) could not be delivered via \(item.channel.rawValue): \(reason)"
            event.priority = .error
            event.outcome = "failed"
            event.reason = reason
        case .handedOff(let agent):
            event.message = "\(what) handed to \(agent)"
            event.outcome = "handed_off"
        }
        return event
    }

    /// When the current quiet hours end, or nil outside them.
    private func quietEnd(after now: Timestamp) -> Timestamp? {
        guard let quiet = context.config.quietHours, quiet.contains(now, in: context.zone) else { return nil }
        return quiet.end(after: now, in: context.zone)
    }

    /// Sends what the outbox holds for now, one row at a time, each recorded as it goes: a
    /// crash between sending and recording is the only way a row is sent twice.
    private func deliver(_ job: JobKind, _ expiration: Expiration, into report: inout JobReport) throws -> Int {
        if let end = quietEnd(after: context.now) {
            report.reasons.append("quiet hours: delivery waits until \(context.describe.when(end))")
            return 0
        }
        var sent = 0
        for item in try store.dueOutbox(channels: Array(channels.keys), at: context.now) {
            try step(expiration)
            guard let channel = channels[item.channel] else { continue }
            crashHook?.reach(.sending, "outbox \(item.id) \(item.channel.rawValue)")
            let outcome = channel.deliver(item)
            report.deliveries.append(JobReport.Delivery(item: item, outcome: outcome))
            switch outcome {
            case .sent(let via):
                crashHook?.reach(.sent, "outbox \(item.id) \(item.channel.rawValue)")
                if try store.markSent(item, via: via, at: context.now) { sent += 1 }
            case .handedOff:
                // The agent sends it and records it; the row stays pending until it does.
                break
            case .retryLater(let reason):
                try store.markFailed(item, error: reason, at: context.now)
                report.reasons.append("\(item.channel.rawValue) delivery will be retried: \(reason)")
            case .failed(let reason):
                try store.markFailed(item, error: reason, permanent: true, at: context.now)
                report.reasons.append("\(item.channel.rawValue) delivery failed: \(reason)")
            }
            crashHook?.reach(.recorded, "outbox \(item.id) \(item.channel.rawValue)")
            log.record(try deliveryEvent(item, outcome, job: job))
        }
        return sent
    }
}
