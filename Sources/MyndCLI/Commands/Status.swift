import MyndAI
import ArgumentParser
import Foundation
import MyndPOSIX
import MyndCore
import MyndDelivery
import MyndJobs
import MyndMail
import MyndStore
import MyndTemplates

extension Mynd {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Show each job's last run, whether it is pending and why, when it is next due, and the state it depends on.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let gathered = try Gathered(context: context, store: store)
            if output.json {
                Output.json(gathered.status)
                return
            }
            Self.showJobs(gathered, context: context)
            Self.showNudges(gathered, context: context)
            Self.showClaude(gathered.status.ai)
        }

        /// Everything `status` says, read once: the JSON and what its text needs besides.
        struct Gathered {
            var status: StatusJSON
            var nudgeStatus: NudgeStatus
            var today: (count: Int, last: Timestamp?, initiatedCount: Int, lastInitiated: Timestamp?)
            var power: PowerState
            var network: NetworkState
            var outboxWaiting: Int

            init(context: Context, store: GraphStore) throws {
                let probe = context.systemProbe
                let now = context.now
                let jobs = try JobKind.allCases.map { job -> StatusJSON.Job in
                    let history = try store.history(job)
                    let pending = JobSchedule.isPending(job, history: history)
                    let next = JobSchedule.nextDue(job, history: history, now: now, zone: context.zone, morning: context.config.morning)
                    return StatusJSON.Job(
                        job: job.rawValue, lastRun: try store.lastRun(job).map(StatusJSON.Run.init),
                        pending: pending.pending, pendingReason: pending.reason, nextDue: next.iso8601)
                }
                let quiet = context.config.quietHours
                let quietNow = quiet?.contains(now, in: context.zone) ?? false
                let power = probe.power()
                let network = probe.network()
                today = try store.followUpActivity(since: FollowUpPlanner.startOfLocalDay(now, zone: context.zone))
                let outbox = try store.pendingOutbox()
                let runner = JobRunner(
                    settings: context.jobSettings, store: store, templates: try TemplateSet(), power: { power }, network: { network },
                    ai: context.config.ai, aiUnavailable: "status asks no one", claude: nil)
                nudgeStatus = try runner.nudgeStatus()
                let short = try store.shortIDs(
                    nudgeStatus.waiting.map(\.followUp.goalId) + (nudgeStatus.resting + nudgeStatus.snoozed).map(\.goalId))
                status = StatusJSON(
                    now: now.iso8601, timezone: context.zone.timeZone.identifier, jobs: jobs,
                    quietHours: .init(
                        configured: quiet?.description, active: quietNow,
                        until: quietNow ? quiet?.end(after: now, in: context.zone).iso8601 : nil),
                    power: .init(
                        onAC: power.onAC, batteryPercent: power.batteryPercent, discharging: power.discharging, summary: power.summary),
                    network: .init(online: network.online, summary: network.summary),
                    notificationsToday: today.count, maxNotificationsPerDay: context.config.maxNotificationsPerDay,
                    outbox: .init(pending: outbox.count, next: outbox.next?.iso8601), ai: try StatusJSON.AI(context: context, store: store),
                    nudges: NudgeStatusJSON(nudgeStatus, shortIDs: short, describe: context.describe))
                status.inbox = try StatusJSON.Inbox(enabled: context.config.imap.isEnabled, store: store)
                if context.config.phone.isEnabled { status.phone = try StatusJSON.Phone(enabled: true, store: store) }
                status.returningToday = today.count - today.initiatedCount
                status.language = StatusJSON.LanguageJSON(context.language)
                try status.addPresence(context: context, store: store, nudges: nudgeStatus)
                status.calendar = try StatusJSON.calendar(context, store)
                self.power = power
                self.network = network
                outboxWaiting = outbox.count
            }
        }

        /// A pause, each job's last and next run, and the state the jobs depend on.
        private static func showJobs(_ gathered: Gathered, context: Context) {
            let status = gathered.status
            let describe = context.describe
            // Paused: the first thing to know, since it explains every silence after it.
            if let paused = status.paused { Output.line(Output.fitted(paused.detail)) }
            for job in status.jobs {
                var line = job.job.padding(toLength: 11, withPad: " ", startingAt: 0)
                if let run = job.lastRun, let started = Timestamp(iso8601: run.startedAt) {
                    line += "last \(describe.when(started)) \(run.outcome)"
                    if let reason = run.reason { line += " (\(reason))" }
                } else {
                    line += "never run"
                }
                if job.pending { line += "; pending: \(job.pendingReason ?? "deferred")" }
                if let next = Timestamp(iso8601: job.nextDue) { line += "; next \(describe.when(next))" }
                Output.line(Output.fitted(line))
            }
            let now = context.now
            let quietText =
                context.config.quietHours.map {
                    status.quietHours.active
                        ? "\($0), now (until \(describe.when($0.end(after: now, in: context.zone))))" : "\($0), not now"
                } ?? "off"
            Output.line("language: \(status.language?.line ?? "en")")
            Output.line("quiet hours: \(quietText)")
            if let presence = status.presence { Output.line(Output.fitted("presence: \(presence.detail)")) }
            for source in status.calendar { Output.line(Output.fitted(source.line(describe))) }
            Output.line("power: \(gathered.power.summary); network: \(gathered.network.summary)")
        }

        /// Today's follow-ups, each nudge waiting, resting or snoozed, what failed, what comes
        /// next, and the inbox.
        private static func showNudges(_ gathered: Gathered, context: Context) {
            let nudges = gathered.status.nudges
            let describe = context.describe
            Output.line(
                "follow-ups today: \(Self.today(gathered.today, max: context.config.maxNotificationsPerDay)); outbox: \(gathered.outboxWaiting) waiting"
            )
            for goal in nudges.waiting + nudges.resting + nudges.snoozed {
                Output.line(Output.fitted("  \(goal.shortId) \(goal.goal): \(goal.detail)"))
            }
            for failure in nudges.failed {
                Output.line(Output.fitted("  not delivered (\(failure.kind) via \(failure.channel)): \(failure.reason)"))
            }
            for late in nudges.retrying {
                let at = late.retryAt.flatMap(Timestamp.init(iso8601:)).map { " at \(describe.when($0))" } ?? ""
                Output.line(Output.fitted("  trying again\(at) (\(late.kind) via \(late.channel)): \(late.reason)"))
            }
            let next = nudges.nextNudge.flatMap(Timestamp.init(iso8601:)).map { describe.when($0) + ": " } ?? ""
            Output.line(Output.fitted("next nudge: \(next)\(nudges.nextNudgeReason)"))
            Output.line(Output.fitted("timing: \(Self.timing(gathered.nudgeStatus))"))
            Output.line(Output.fitted("landed: \(gathered.nudgeStatus.landings.phrase)"))
            for line in gathered.status.inbox?.lines(describe) ?? [] { Output.line(Output.fitted(line)) }
            for line in gathered.status.phone?.lines(describe) ?? [] { Output.line(Output.fitted(line)) }
        }

        /// Claude: where the key comes from, the tokens spent, the checks' rejections.
        private static func showClaude(_ ai: StatusJSON.AI) {
            Output.line(Output.fitted("claude: " + (ai.unavailable ?? "key from \(ai.keySource ?? "?"), \(ai.baseURL)")))
            Output.line(
                "tokens: today \(ai.today.tokens) of \(ai.dailyTokenBudget) (\(StatusJSON.AI.dollars(ai.today.costUSD))), this month \(ai.month.tokens) (\(StatusJSON.AI.dollars(ai.month.costUSD)) of $\(String(format: "%.2f", ai.monthlyBudgetUSD)))"
                    + (ai.batchesInFlight > 0 ? "; \(ai.batchesInFlight) batch(es) in flight" : ""))
            if ai.checks.answered > 0 {
                let percent = Int((Double(ai.checks.rejected) * 100 / Double(ai.checks.answered)).rounded())
                Output.line("checks: \(ai.checks.rejected) of \(ai.checks.answered) answers rejected in 30 days (\(percent)%)")
            }
        }
    }
}
