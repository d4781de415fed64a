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
            let today = try store.followUpActivity(since: FollowUpPlanner.startOfLocalDay(now, zone: context.zone))
            let outbox = try store.pendingOutbox()
            let ai = try StatusJSON.AI(context: context, store: store)
            let runner = JobRunner(
                settings: context.jobSettings, store: store, templates: try TemplateSet(), power: { power }, network: { network },
                ai: context.config.ai, aiUnavailable: "status asks no one", claude: nil)
            let nudgeStatus = try runner.nudgeStatus()
            let short = try store.shortIDs(
                nudgeStatus.waiting.map(\.followUp.goalId) + (nudgeStatus.resting + nudgeStatus.snoozed).map(\.goalId))
            let nudges = NudgeStatusJSON(nudgeStatus, shortIDs: short, describe: context.describe)
            var status = StatusJSON(
                now: now.iso8601, timezone: context.zone.timeZone.identifier, jobs: jobs,
                quietHours: .init(
                    configured: quiet?.description, active: quietNow,
                    until: quietNow ? quiet?.end(after: now, in: context.zone).iso8601 : nil),
                power: .init(
                    onAC: power.onAC, batteryPercent: power.batteryPercent, discharging: power.discharging, summary: power.summary),
                network: .init(online: network.online, summary: network.summary),
                notificationsToday: today.count, maxNotificationsPerDay: context.config.maxNotificationsPerDay,
                outbox: .init(pending: outbox.count, next: outbox.next?.iso8601), ai: ai, nudges: nudges)
            status.inbox = try StatusJSON.Inbox(enabled: context.config.imap.isEnabled, store: store)
            status.returningToday = today.count - today.initiatedCount
            status.language = StatusJSON.LanguageJSON(context.language)
            try status.addPresence(context: context, store: store, nudges: nudgeStatus)
            if output.json {
                Output.json(status)
                return
            }
            let describe = context.describe
            // Paused: the first thing to know, since it explains every silence after it.
            if let paused = status.paused { Output.line(Output.fitted(paused.detail)) }
            for job in jobs {
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
            let quietText =
                quiet.map { quietNow ? "\($0), now (until \(describe.when($0.end(after: now, in: context.zone))))" : "\($0), not now" }
                ?? "off"
            Output.line("language: \(status.language?.line ?? "en")")
            Output.line("quiet hours: \(quietText)")
            if let presence = status.presence { Output.line(Output.fitted("presence: \(presence.detail)")) }
            Output.line("power: \(power.summary); network: \(network.summary)")
            Output.line(
                "follow-ups today: \(Self.today(today, max: context.config.maxNotificationsPerDay)); outbox: \(outbox.count) waiting")
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
            Output.line(Output.fitted("timing: \(Self.timing(nudgeStatus))"))
            Output.line(Output.fitted("landed: \(nudgeStatus.landings.phrase)"))
            for line in status.inbox?.lines(describe) ?? [] { Output.line(Output.fitted(line)) }
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

/// `status --json`.
struct StatusJSON: Encodable {
    struct Run: Encodable {
        var startedAt: String
        @Nullable var endedAt: String?
        var outcome: String
        @Nullable var reason: String?
        var planned: Int
        var delivered: Int

        init(_ record: GraphStore.RunRecord) {
            startedAt = record.startedAt.iso8601
            endedAt = record.endedAt?.iso8601
            outcome = record.outcome?.rawValue ?? "running"
            reason = record.reason
            // Marked running, but its process is gone: killed before it could record its end
            // (the next run of the job records it as interrupted).
            if record.outcome == nil, let process = record.process, !ProcessIdentity.mayBeRunning(process) {
                outcome = "crashed"
                reason = "killed before it could record its end"
            }
            planned = record.planned
            delivered = record.delivered
        }
    }

    struct Job: Encodable {
        var job: String
        @Nullable var lastRun: Run?
        var pending: Bool
        @Nullable var pendingReason: String?
        var nextDue: String
    }

    struct Quiet: Encodable {
        @Nullable var configured: String?
        var active: Bool
        @Nullable var until: String?
    }

    struct Power: Encodable {
        var onAC: Bool
        @Nullable var batteryPercent: Int?
        var discharging: Bool
        var summary: String
    }

    struct Network: Encodable { var online: Bool, summary: String }

    struct Outbox: Encodable {
        var pending: Int
        @Nullable var next: String?
    }

    var now: String
    var timezone: String
    var jobs: [Job]
    var quietHours: Quiet
    var power: Power
    var network: Network
    var notificationsToday: Int
    var maxNotificationsPerDay: Int
    /// Of `notificationsToday`, the snoozes that came back as asked (not held to the cap).
    var returningToday = 0
    var outbox: Outbox
    var ai: AI
    var nudges: NudgeStatusJSON
    /// The inbox (`[imap]`): set after the rest, so the memberwise init stays as it was.
    var inbox: Inbox?
    /// Presence now, the pause (null when not paused) and how many nudges and digests are held
    /// for the person (`addPresence`).
    var presence: PresenceJSON?
    @Nullable var paused: PauseJSON?
    var held = 0
    /// The language the person reads mynd's messages in (set after the rest, as `inbox`).
    var language: LanguageJSON?

    /// `language`: its code and where it came from (`[general] language`, a locale variable,
    /// or the default).
    struct LanguageJSON: Encodable {
        var code: String
        var name: String
        var source: String

        init(_ choice: LanguageChoice) {
            code = choice.language.rawValue
            name = choice.language.englishName
            source = choice.source
        }

        /// "de (German), from LANG=de_DE.UTF-8".
        var line: String { "\(code) (\(name)), from \(source)" }
    }

    /// Claude: whether it can be asked, and what it has cost.
    struct AI: Encodable {
        struct Checks: Encodable {
            var answered: Int
            var rejected: Int
            /// rejected / answered; null before any answer.
            @Nullable var rejectionRate: Double?
        }

        struct Spend: Encodable {
            var tokens: Int
            var calls: Int
            /// At `[ai.prices]` and the built-in list prices; null when a model has no price
            /// (unknown, never $0).
            @Nullable var costUSD: Double?
        }

        /// Where the key comes from (never the key), or null.
        @Nullable var keySource: String?
        /// Why Claude cannot be asked, or null when it can.
        @Nullable var unavailable: String?
        var baseURL: String
        var followUpModel: String
        var digestModel: String
        var dailyTokenBudget: Int
        var monthlyBudgetUSD: Double
        var today: Spend
        var month: Spend
        /// Claude's answers in the last 30 days and how many failed the output check.
        var checks: Checks
        var batchesInFlight: Int

        init(context: Context, store: GraphStore) throws {
            let setup = AISetup(config: context.config.ai, environment: context.environment)
            keySource = setup.key.map { "\($0.source)" }
            unavailable = setup.unavailable
            baseURL = setup.baseURL
            followUpModel = context.config.ai.followUpModel
            digestModel = context.config.ai.digestModel
            dailyTokenBudget = context.config.ai.dailyTokenBudget
            monthlyBudgetUSD = context.config.ai.monthlyBudgetUSD
            let ai = context.config.ai
            func spend(since start: Timestamp) throws -> Spend {
                let rows = try store.usage(since: start)
                let cost = ai.cost(of: rows)
                let tokens = rows.reduce(0) { $0 + $1.inputTokens + $1.outputTokens + $1.cacheWriteTokens + $1.cacheReadTokens }
                return Spend(
                    tokens: tokens, calls: rows.reduce(0) { $0 + $1.calls }, costUSD: cost.map { ($0 * 1_000_000).rounded() / 1_000_000 })
            }
            let now = context.now
            today = try spend(since: FollowUpPlanner.startOfLocalDay(now, zone: context.zone))
            let wall = context.zone.wall(at: now)
            month = try spend(since: context.zone.instant(year: wall.year, month: wall.month, day: 1, hour: 0, minute: 0))
            batchesInFlight = try store.openBatches().count
            let answers = try store.answerChecks(since: now.adding(seconds: -30 * 86_400))
            checks = Checks(
                answered: answers.answered, rejected: answers.rejected,
                rejectionRate: answers.answered == 0 ? nil : Double(answers.rejected) / Double(answers.answered))
        }

        static func dollars(_ amount: Double?) -> String {
            guard let amount else { return "cost unknown" }
            return amount == 0 ? "$0" : amount < 0.01 ? "< $0.01" : String(format: "$%.2f", amount)
        }
    }
}
