import ArgumentParser
import Foundation
package import MyndCore
import MyndDelivery
import MyndJobs
import MyndMail

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
            var context = context
            let dryRun = try Self.travel(request, &context)
            let store = try context.openStore()
            let runner = try context.jobRunner(request.job, dryRun: dryRun, store: store)
            let result = try runner.run(
                request.job, .init(force: request.force, dryRun: dryRun, ifDue: request.ifDue, atTheClock: request.at == nil))
            // Nudges closed as unanswered or answered by email leave the screen; a snooze by
            // email wakes the agent, as a typed one does.
            if !dryRun { context.effects(store).run(result.answerEffects) }
            if request.json {
                Output.json(RunReport(result))
            } else {
                try Self.show(result, dryRun: dryRun, store: store, context: context)
            }
        }

        /// `--at WHEN`: the run's time. Returns whether the run is a dry run: asked for, or a
        /// time far from the clock, which is a question ("what would happen then?"), not an
        /// order — what it sent and recorded would hold every later run until that date.
        private static func travel(_ request: Request, _ context: inout Context) throws -> Bool {
            guard let at = request.at else { return request.dryRun }
            let clock = context.now
            context.now = try context.whenParser.parse(at)
            guard !request.dryRun, !request.force, abs(context.now.seconds(since: clock)) > Self.atRunsWithin else { return request.dryRun }
            Output.warning(
                "--at \(Terminal.line(at, limit: 60)) is more than a day from the clock (\(context.zone.describe(clock))): "
                    + "this is a preview, nothing is sent or recorded; add --force to run it then")
            return true
        }
    }
}
