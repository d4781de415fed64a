import ArgumentParser
import Foundation
import MyndCore
import MyndStore

extension Mynd {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show each job's last run, whether it is pending and why, when it is next due, and the state it depends on.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let probe = SystemProbe(config: context.config, environment: ProcessInfo.processInfo.environment)
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
            let status = StatusJSON(
                now: now.iso8601, timezone: context.zone.timeZone.identifier, jobs: jobs,
                quietHours: .init(
                    configured: quiet?.description, active: quietNow,
                    until: quietNow ? quiet?.end(after: now, in: context.zone).iso8601 : nil),
                power: .init(onAC: power.onAC, batteryPercent: power.batteryPercent, discharging: power.discharging, summary: power.summary),
                network: .init(online: network.online, summary: network.summary),
                notificationsToday: today.count, maxNotificationsPerDay: context.config.maxNotificationsPerDay,
                outbox: .init(pending: outbox.count, next: outbox.next?.iso8601))
            if output.json {
                Output.json(status)
                return
            }
            let describe = context.describe
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
                Output.line(Terminal.line(line, limit: 200))
            }
            let quietText = quiet.map { quietNow ? "\($0), now (until \(describe.when($0.end(after: now, in: context.zone))))" : "\($0), not now" } ?? "off"
            Output.line("quiet hours: \(quietText)")
            Output.line("power: \(power.summary); network: \(network.summary)")
            Output.line("follow-ups today: \(today.count) of \(context.config.maxNotificationsPerDay); outbox: \(outbox.count) waiting")
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
    var outbox: Outbox
}
