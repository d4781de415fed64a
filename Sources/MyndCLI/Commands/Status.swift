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
        var endedAt: String?
        var outcome: String
        var reason: String?
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

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(startedAt, forKey: .startedAt)
            try c.encode(endedAt, forKey: .endedAt)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(reason, forKey: .reason)
            try c.encode(planned, forKey: .planned)
            try c.encode(delivered, forKey: .delivered)
        }
        enum CodingKeys: String, CodingKey { case startedAt, endedAt, outcome, reason, planned, delivered }
    }

    struct Job: Encodable {
        var job: String
        var lastRun: Run?
        var pending: Bool
        var pendingReason: String?
        var nextDue: String

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(job, forKey: .job)
            try c.encode(lastRun, forKey: .lastRun)
            try c.encode(pending, forKey: .pending)
            try c.encode(pendingReason, forKey: .pendingReason)
            try c.encode(nextDue, forKey: .nextDue)
        }
        enum CodingKeys: String, CodingKey { case job, lastRun, pending, pendingReason, nextDue }
    }

    struct Quiet: Encodable {
        var configured: String?
        var active: Bool
        var until: String?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(configured, forKey: .configured)
            try c.encode(active, forKey: .active)
            try c.encode(until, forKey: .until)
        }
        enum CodingKeys: String, CodingKey { case configured, active, until }
    }

    struct Power: Encodable {
        var onAC: Bool
        var batteryPercent: Int?
        var discharging: Bool
        var summary: String
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(onAC, forKey: .onAC)
            try c.encode(batteryPercent, forKey: .batteryPercent)
            try c.encode(discharging, forKey: .discharging)
            try c.encode(summary, forKey: .summary)
        }
        enum CodingKeys: String, CodingKey { case onAC, batteryPercent, discharging, summary }
    }

    struct Network: Encodable { var online: Bool, summary: String }

    struct Outbox: Encodable {
        var pending: Int
        var next: String?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(pending, forKey: .pending)
            try c.encode(next, forKey: .next)
        }
        enum CodingKeys: String, CodingKey { case pending, next }
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
