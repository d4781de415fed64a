import ArgumentParser
import Foundation
package import MyndCore
import MyndStore
import MyndAI
import MyndDelivery
import MyndJobs
import MyndMail
import MyndPOSIX
import MyndTemplates

extension JobKind: ExpressibleByArgument {}

extension Mynd {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run a background job now: refresh (follow-ups), processing (work ahead) or digest (morning insight).",
            discussion: """
                Jobs check their own requirements — processing needs AC power and a network; any job waits \
                while the battery is low and discharging — and a job that cannot run is deferred with its \
                reason (see `mynd status`). --dry-run prints what would be sent and why, changing nothing.
                """)

        /// How far from the clock `--at` may be and still run for real without `--force`.
        static let atRunsWithin = 86_400.0

        /// How many held-back goals the text output names.
        static let heldBackShown = 10

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: ArgumentHelp("refresh, processing or digest.", valueName: "job"))
        var job: JobKind

        @Flag(help: "Run even when requirements are not met or the digest is not yet due.")
        var force = false

        @Flag(help: "Show the plan without changing or sending anything.")
        var dryRun = false

        @Option(help: ArgumentHelp("Evaluate as if it were this time (same forms as snooze, or ISO 8601).", valueName: "when"))
        var at: String?

        @Flag(help: "Run only when the job is due (processing: nightly, or deferred and waiting); the timers use this.")
        var ifDue = false

        /// What a run was asked to do, however its arguments were read.
        struct Request: Equatable {
            var job: JobKind
            var force = false
            var dryRun = false
            var at: String?
            var ifDue = false
            var json = false
        }

        func run() throws {
            try Self.run(Request(job: job, force: force, dryRun: dryRun, at: at, ifDue: ifDue, json: output.json), context: Context(global))
        }

        static func run(_ request: Request, context: Context) throws {
            let job = request.job
            var dryRun = request.dryRun
            var context = context
            if let at = request.at {
                let clock = context.now
                context.now = try context.whenParser.parse(at)
                // A time far from the clock is a question ("what would happen then?"), not an
                // order: what it sent and recorded would hold every later run until that date.
                if !dryRun, !request.force, abs(context.now.seconds(since: clock)) > Self.atRunsWithin {
                    dryRun = true
                    Output.warning(
                        "--at \(Terminal.line(at, limit: 60)) is more than a day from the clock (\(context.zone.describe(clock))): "
                            + "this is a preview, nothing is sent or recorded; add --force to run it then")
                }
            }
            let store = try context.openStore()
            let templates = try context.templates()
            let environment = context.environment
            let setup = AISetup(config: context.config.ai, environment: environment)
            // MYND_JOB_BUDGET: a shorter budget for tests and demos (a hung server is cut off
            // after it, not after the real 30 s). One expiration for the runner and the email
            // channel, so both end at the same time.
            let budget = try Self.seconds(environment, "MYND_JOB_BUDGET", in: 0.1...86_400)
            let stepDelay = try Self.seconds(environment, "MYND_JOB_STEP_DELAY", in: 0...3600)
            let expiration = Expiration(budgetSeconds: budget ?? Double(job.budgetSeconds))
            var channels: [Channel: any DeliveryChannel] = [.terminal: TerminalChannel()]
            let mail = context.mail()
            channels[.email] = mail.channel(store: store, templates: templates, secondsLeft: { expiration.secondsForACall })
            let now = context.now
            channels[.desktop] = DesktopChannel(
                bus: SessionBus(), programs: ProgramRunner(environment: environment), helper: context.config.desktop.helper,
                records: store, asAgent: false, language: context.language.language, now: { now })
            let probe = context.systemProbe
            var runner = JobRunner(
                settings: context.jobSettings, store: store, templates: templates, power: probe.power, network: probe.network,
                ai: context.config.ai, aiUnavailable: setup.unavailable,
                claude: setup.key.map { MessagesAPI(baseURL: setup.baseURL, key: $0.value) })
            runner.channels = channels
            runner.stepDelay = stepDelay ?? 0
            runner.expiration = expiration
            runner.crashHook = CrashHook(environment: environment)
            runner.log = dryRun ? StderrJobLog() : JobLogs.standard()
            runner.sleepInhibitor = LogindSleepInhibitor()
            runner.lockPath = context.paths.database
            if job == .refresh, !dryRun {
                let claude = context.replyInterpreter(store: store, templates: templates, online: probe.network().online)
                runner.inbox = try mail.inbox(store: store, interpreter: claude)
            }
            let result = try runner.run(
                job, .init(force: request.force, dryRun: dryRun, ifDue: request.ifDue, atTheClock: request.at == nil))
            // Nudges closed as unanswered or answered by email leave the screen; a snooze by
            // email wakes the agent, as a typed one does.
            if !dryRun { context.effects(store).run(result.answerEffects) }
            if request.json {
                Output.json(RunReport(result))
                return
            }
            // The first few held-back goals explain the decision; a large graph has hundreds,
            // which would flood the journal every 15 minutes. --json lists them all.
            let held = result.heldBack.prefix(Self.heldBackShown)
            let short = try store.shortIDs(result.followUps.map(\.goal.id) + held.map(\.goalId))
            func id(_ goal: UUID) -> String { short[goal] ?? goal.lowercasedString }
            var summary = "\(job.rawValue): \(result.outcome.rawValue)"
            if result.outcome == .ran {
                summary += ", \(result.planned) planned, \(result.delivered) delivered"
                // Shown by the running agent: not "0 delivered" and nothing more.
                let handed = result.deliveries.filter { if case .handedOff = $0.outcome { true } else { false } }.count
                if handed > 0 { summary += ", \(handed) handed to the agent to show" }
            }
            Output.line(summary)
            if let reason = result.summary { Output.line("  \(Terminal.line(reason, limit: 200))") }
            if let held = result.held {
                let channels = held.channels.map(\.rawValue).joined(separator: ", ")
                Output.line("  \(PresenceText(now: context.now, zone: context.zone).hold(held.hold)): \(channels) rows wait")
            }
            if let inbox = result.inbox {
                Output.line("  inbox: \(inbox.summary)" + (inbox.stopped.map { "; stopped: \(Terminal.line($0, limit: 160))" } ?? ""))
                for applied in inbox.applied { Output.line("  reply: \(Terminal.line(applied, limit: 160))") }
            }
            let closedShort = try store.shortIDs(result.closed.map(\.goalId))
            for f in result.closed {
                let what =
                    switch f.status {
                    case .failed: "failed on every channel"
                    case .unseen: "unseen: a week passed without you here for it (nothing backs off)"
                    default: "unanswered: you were here for its answer window"
                    }
                Output.line("  \(dryRun ? "would close" : "closed") the nudge for \(closedShort[f.goalId] ?? "?") as \(what)")
            }
            for f in result.followUps {
                let via = f.channels.map(\.rawValue).joined(separator: ", ")
                Output.line(
                    "  send \(id(f.goal.id)) (\(f.kind == .stale ? "" : f.kind.rawValue + ", ")rank \(f.rank), \(f.daysStale) days stale) via \(via): \(Terminal.line(f.text.text, limit: 120))"
                )
            }
            for h in held {
                let rank = h.rank.map { "rank \($0), " } ?? ""
                let detail = h.reason.description(in: context.zone, now: context.now)
                Output.line("  held \(id(h.goalId)) (\(rank)\(h.reason.code)): \(Terminal.line(detail, limit: 120))")
            }
            if result.heldBack.count > held.count {
                Output.line("  … and \(result.heldBack.count - held.count) more held back (--json lists every one)")
            }
            for d in result.deliveries {
                let line = RunReport.Delivery(d)
                let outcome = line.outcome == "sent" ? "sent via" : line.outcome == "handed_off" ? "handed to" : line.outcome + ":"
                Output.line("  \(line.kind) on \(line.channel): \(outcome) \(Terminal.line(line.detail, limit: 200))")
            }
            for line in result.waitingLines { Output.line("  \(line)") }
        }

        /// A number of seconds from the environment (the test and demo knobs), within `range`.
        static func seconds(_ environment: [String: String], _ name: String, in range: ClosedRange<Double>) throws -> Double? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw CLIError(
                    .usage,
                    "\(name)='\(Terminal.line(text, limit: 40))' is not a number of seconds from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)): set one like 10, or unset it"
                )
            }
            return value
        }

        private static func format(_ seconds: Double) -> String {
            seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        }
    }
}
