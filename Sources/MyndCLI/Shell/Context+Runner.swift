import MyndAI
import MyndCore
import MyndJobs
import MyndMail
import MyndPOSIX
import MyndStore
import MyndTemplates

/// The one place a job runner is built from the settings: its channels, Claude, its time, its
/// log and the inbox it reads first.
extension Context {
    /// The runner for `job`: what `mynd run` runs. A dry run logs to stderr only and reads no
    /// inbox.
    ///
    /// `MYND_JOB_BUDGET` gives a shorter budget for tests and demos (a hung server is cut off
    /// after it, not after the real 30 s), `MYND_JOB_STEP_DELAY` a pause before each step. One
    /// expiration serves the runner and its channels, so their sends end with the run.
    func jobRunner(_ job: JobKind, dryRun: Bool, store: GraphStore) throws -> JobRunner {
        let templates = try templates()
        let budget = try Self.seconds(environment, "MYND_JOB_BUDGET", in: 0.1...86_400)
        let stepDelay = try Self.seconds(environment, "MYND_JOB_STEP_DELAY", in: 0...3600)
        let expiration = Expiration(budgetSeconds: budget ?? Double(job.budgetSeconds))
        let setup = AISetup(config: config.ai, environment: environment)
        let probe = systemProbe
        var runner = JobRunner(
            settings: jobSettings, store: store, templates: templates, power: probe.power, network: probe.network, ai: config.ai,
            aiUnavailable: setup.unavailable, claude: setup.key.map { MessagesAPI(baseURL: setup.baseURL, key: $0.value) })
        let now = now
        runner.channels = senders(ChannelRun(store: store, templates: templates, now: { now }, secondsLeft: { expiration.secondsForACall }))
        runner.stepDelay = stepDelay ?? 0
        runner.expiration = expiration
        runner.crashHook = CrashHook(environment: environment)
        runner.log = dryRun ? StderrJobLog() : JobLogs.standard()
        runner.sleepInhibitor = LogindSleepInhibitor()
        runner.lockPath = paths.database
        if job == .refresh, !dryRun {
            // Claude reads what the grammar cannot, within the run's time.
            let claude = replyInterpreter(store: store, templates: templates, online: probe.network().online)
            // Asked only with [imap] set: without it, `inbox`'s early `return nil` reached the
            // caller as a corrupt error in release builds (Swift 6.3.1, -O) and every refresh
            // crashed; debug builds, and so the tests, never saw it.
            runner.inbox = config.imap.isEnabled ? try mail().inbox(store: store, interpreter: claude) : nil
            runner.phoneReplies = phoneReplies(store: store)
        }
        if !dryRun { runner.calendar = try calendarRefresh() }
        return runner
    }

    /// A number of seconds from the environment (the test and demo knobs), within `range`.
    static func seconds(_ environment: [String: String], _ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw CLIError(
                .usage,
                "\(name)='\(Terminal.line(text, limit: 40))' is not a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound)): set one like 10, or unset it"
            )
        }
        return value
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
