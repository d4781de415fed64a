import Foundation
package import MyndAI
package import MyndCalendar
package import MyndCore
package import MyndDelivery
package import MyndMail
import MyndPOSIX
package import MyndStore
import MyndSystemd
package import MyndTemplates

/// Runs one job the way BGTaskScheduler runs a task: check its requirements (defer with a
/// reason when they are not met), do the work in steps that each commit whole, and stop
/// cleanly when the expiration handler fires. Decisions come from the pure core; this type
/// only reads what they need and applies what they say.
package struct JobRunner {
    package var settings: JobSettings
    package var store: GraphStore
    package var templates: TemplateSet
    /// Power and network, read once per run.
    package var power: () -> PowerState
    package var network: () -> NetworkState
    /// Claude's settings, and why no call can be made at all (nil when one may).
    package var ai: AIConfig
    package var aiUnavailable: String?
    /// Claude as this run may reach it; nil asks no one (texts fall back, with the reason).
    package var claude: (any ClaudeAsking)?
    /// Where outbox rows go: each channel as it declared itself, and its sender; rows of a
    /// channel not here wait.
    package var channels: [ChannelDeclaration: any DeliveryChannel] = [.terminal: TerminalChannel()]
    /// Seconds to pause before each step: `MYND_JOB_STEP_DELAY`, for tests and demos of the
    /// expiration handler (a real step is too quick to interrupt on purpose).
    package var stepDelay: Double = 0
    /// The run's expiration, shared with its channels (so email's sends end with the job's
    /// time, and at SIGTERM); nil: one from the job's own budget.
    package var expiration: Expiration?
    /// `MYND_TEST_KILL_AT`, `MYND_TEST_CRASH_AFTER_SEND`: kills the run at a checkpoint, for
    /// the crash tests; nil in real use.
    package var crashHook: CrashHook?
    /// Where the run's story goes: the journal under systemd, stderr otherwise.
    package var log: any JobLog = StderrJobLog()
    /// Held while processing runs (logind's sleep delay lock); nil takes none.
    package var sleepInhibitor: (any SleepInhibiting)?
    /// Replies to read before a refresh plans (`[imap]`); nil reads none.
    package var inbox: InboxJob?
    /// The calendar's sources, read into their windows before a refresh plans or a digest is
    /// made (`[calendar]`); nil reads none.
    package var calendar: CalendarRefresh?
    /// The phone's answers to read before a refresh plans (`[phone]`); nil reads none.
    package var phoneReplies: PhoneReplies?
    /// Where the job locks live: `<lockPath>.<job>.lock` (the database's path); nil runs
    /// without one (tests that run one job at a time).
    package var lockPath: String?

    package init(
        settings: JobSettings, store: GraphStore, templates: TemplateSet, power: @escaping () -> PowerState,
        network: @escaping () -> NetworkState, ai: AIConfig, aiUnavailable: String?, claude: (any ClaudeAsking)?
    ) {
        self.settings = settings
        self.store = store
        self.templates = templates
        self.power = power
        self.network = network
        self.ai = ai
        self.aiUnavailable = aiUnavailable
        self.claude = claude
    }

    package struct Options: Sendable {
        package var force = false
        package var dryRun = false
        /// Only run when the job is due (`JobSchedule.nextDue`): how the hourly processing
        /// timer retries a deferred run without redoing a finished one.
        package var ifDue = false
        /// The run's time is the clock's (no `--at`): records dated after it were made while
        /// the clock was ahead, and the run brings them back to it.
        package var atTheClock = true

        package init(force: Bool = false, dryRun: Bool = false, ifDue: Bool = false, atTheClock: Bool = true) {
            self.force = force
            self.dryRun = dryRun
            self.ifDue = ifDue
            self.atTheClock = atTheClock
        }
    }

    /// A run stopped by its expiration handler.
    struct Expired: Error { var reason: String }

    package func run(_ job: JobKind, _ options: Options) throws -> JobResult {
        var result = JobResult(job: job, settings: settings, outcome: options.dryRun ? .dryRun : .ran)
        // What a clock that was ahead left behind holds from now on, not until its date —
        // settled before the schedule and the gates read it, or a digest dated 2062 would keep
        // every `--if-due` run not due, and none of them would get as far as settling it.
        if options.atTheClock, !options.dryRun {
            let settled = try store.settleFutureRecords(at: settings.now)
            if settled > 0 { result.notes.append(.clockWasAhead(records: settled)) }
        }
        if try isNotDue(job, options, into: &result) { return result }
        let network = self.network()
        if try isDeferred(job, options, online: network.online, into: &result) { return result }
        let writer = try aiWriter(online: network.online)
        if options.dryRun { return try preview(job, into: result, options, writer) }
        // One run of a kind at a time: a second refresh would plan and send what the first is
        // sending. Different kinds may overlap (the outbox's claims keep their sends apart).
        var jobLock: FileLock?
        if let lockPath {
            jobLock = try FileLock.tryLock(path: "\(lockPath).\(job.rawValue).lock")
            if jobLock == nil {
                try recordSkip(job, into: &result)
                return result
            }
        }
        defer { jobLock?.release() }
        try runRecorded(job, options, writer, into: &result)
        return result
    }

    /// With `--if-due`: whether the job is not due yet (then `result` says until when).
    private func isNotDue(_ job: JobKind, _ options: Options, into result: inout JobResult) throws -> Bool {
        guard options.ifDue, !options.force else { return false }
        let now = settings.now
        let next = JobSchedule.nextDue(job, history: try store.history(job), now: now, zone: settings.zone, morning: settings.morning)
        guard next > now else { return false }
        result.outcome = .notDue
        result.decision = .notDue(until: next)
        if !options.dryRun {
            log.record(JobEvent(kind: .notDue, job: job, message: "not due until \(next.iso8601)", priority: .debug))
        }
        return true
    }

    /// Whether the job's requirements are unmet (power, network, a pause for the digest): then
    /// it is deferred with its reason, recorded unless this is a dry run.
    private func isDeferred(_ job: JobKind, _ options: Options, online: Bool, into result: inout JobResult) throws -> Bool {
        var gate = JobGate.check(job, power: power(), online: online, lowBatteryPercent: settings.lowBatteryPercent, force: options.force)
        var since: Timestamp?
        if job == .digest, gate == .run, let paused = try digestPause(options) {
            gate = .deferred(reason: paused.reason)
            since = paused.since
        }
        guard case .deferred(let reason) = gate else { return false }
        result.decision = .deferred(reason: reason)
        if !options.dryRun {
            result.outcome = .deferred
            // Deferred again by what deferred the last run (the same pause or absence, one
            // record since it began; else the same reason): that record stands, and a timer
            // every 15 minutes adds none.
            var again = false
            if let last = try store.lastRun(job), last.outcome == .deferred {
                again = since.map { last.startedAt >= $0 } ?? (last.reason == reason)
            }
            if !again { try store.recordDeferral(job, reason: reason, at: settings.now) }
            log.record(
                JobEvent(
                    kind: .deferral, job: job, message: "deferred: \(reason)\(again ? " (still)" : "")",
                    priority: again ? .debug : .notice, outcome: "deferred", reason: reason))
        }
        return true
    }

    /// Who writes this run's texts: Claude when it may be asked, with people's names hidden
    /// from what is sent (read only then), else the fallback.
    private func aiWriter(online: Bool) throws -> AIWriter {
        let people = aiUnavailable == nil && claude != nil ? try store.people().map(\.content) : []
        var prompts = Prompts(templates: templates, zone: settings.zone, mask: PrivacyMask(people: people))
        prompts.language = settings.language
        prompts.shareEventTitles = settings.shareEventTitles
        return AIWriter(
            config: ai, unavailable: aiUnavailable, claude: claude, ledger: store, prompts: prompts, now: settings.now,
            zone: settings.zone, online: online)
    }

    /// Another run of the kind holds its lock: this one is skipped, and says so.
    private func recordSkip(_ job: JobKind, into result: inout JobResult) throws {
        let reason = "another \(job.rawValue) is running"
        result.outcome = .skipped
        result.decision = .skipped(reason: reason)
        try store.recordSkip(job, reason: reason, at: settings.now)
        log.record(JobEvent(kind: .skip, job: job, message: "skipped: \(reason)", outcome: "skipped", reason: reason))
    }

    /// The run itself, recorded from start to finish: ended by its expiration handler it is
    /// `expired` (what was done is kept), ended by an error `failed`.
    private func runRecorded(_ job: JobKind, _ options: Options, _ writer: AIWriter, into result: inout JobResult) throws {
        let now = settings.now
        // Listening for SIGTERM before the run is recorded: a run seen as running can be stopped.
        let expiration = self.expiration ?? Expiration(budgetSeconds: Double(job.budgetSeconds))
        expiration.catchTermination()
        let runID = try store.startRun(job, process: ProcessIdentity.current()?.description, at: now)
        crashHook?.reach(.started)
        // Processing is the long one: a suspend waits for it (released on every way out).
        let sleepLock = job == .processing ? sleepInhibitor?.acquire() : nil
        defer { if let sleepLock { sleepInhibitor?.release(sleepLock) } }
        let lockNote = job != .processing ? "" : sleepLock == nil ? ", no sleep inhibitor" : ", holding a sleep delay inhibitor"
        log.record(JobEvent(kind: .runStart, job: job, message: "run started (budget \(Int(expiration.budget)) s\(lockNote))"))
        do {
            try work(job, &result, options, expiration, writer)
            try store.finishRun(
                runID, outcome: .ran, reason: result.summary, planned: result.planned, delivered: result.delivered, at: now)
            log.record(
                JobEvent(
                    kind: .runFinish, job: job,
                    message: "run finished: \(result.decision.code), \(result.planned) planned, \(result.delivered) delivered",
                    outcome: result.outcome.rawValue, reason: result.summary))
        } catch let expired as Expired {
            result.outcome = .expired
            result.notes.insert(.expired(expired.reason), at: 0)
            try store.finishRun(
                runID, outcome: .expired, reason: expired.reason, planned: result.planned, delivered: result.delivered, at: now)
            log.record(
                JobEvent(
                    kind: .expiry, job: job, message: "run expired: \(expired.reason); what was done is kept", priority: .warning,
                    outcome: result.outcome.rawValue, reason: expired.reason))
        } catch {
            let message = "\(error)"
            try? store.finishRun(runID, outcome: .failed, reason: message, planned: result.planned, delivered: result.delivered, at: now)
            log.record(
                JobEvent(
                    kind: .runFinish, job: job, message: "run failed: \(message)", priority: .error, outcome: "failed", reason: message))
            throw error
        }
    }

    // MARK: - Steps

    /// Between units of work: the test delay, then the expiration handler's word.
    func step(_ expiration: Expiration) throws {
        // The pause ends with the budget: a slowed job still stops on time.
        if stepDelay > 0 { Thread.sleep(forTimeInterval: min(stepDelay, max(0, expiration.secondsLeft))) }
        if let reason = expiration.reason { throw Expired(reason: reason) }
    }

    /// What a dry run shows: the plan, with no one asked and nothing recorded.
    private func preview(_ job: JobKind, into start: JobResult, _ options: Options, _ writer: AIWriter) throws -> JobResult {
        var result = start
        switch job {
        case .refresh: try planFollowUps(into: &result, writer, expiration: nil)
        case .digest: try planDigest(into: &result, options, writer, expiration: nil)
        case .processing:
            let ahead = try writeAheadTargets()
            result.decision = .prepared(goals: ahead.goals.count, insightDate: ahead.insight?.date)
            if let blocked = try writer.blocked(secondsLeft: Double(job.budgetSeconds)) { result.notes.append(.aiBlocked(blocked)) }
        }
        // What the outbox would hold back now.
        if job != .processing { result.held = try openChannels().held }
        return result
    }

    private func work(_ job: JobKind, _ result: inout JobResult, _ options: Options, _ expiration: Expiration, _ writer: AIWriter) throws {
        // Results of last night's batch, if it has ended: never waited for.
        if try !store.openBatches().isEmpty {
            try step(expiration)
            result.ai += try writer.collectBatches(secondsForACall: { expiration.secondsForACall })
        }
        try step(expiration)
        switch job {
        case .refresh:
            // Answers first: a goal done by email is not nudged in the same run.
            try readInbox(expiration, into: &result)
            try readPhone(expiration, into: &result)
            try step(expiration)
            try readCalendar(job)
            try step(expiration)
            try planFollowUps(into: &result, writer, expiration: expiration)
            try step(expiration)
            try recordFollowUps(into: &result)
            crashHook?.reach(.planned)
        case .processing:
            let ahead = try writeAheadTargets()
            result.decision = .prepared(goals: ahead.goals.count, insightDate: ahead.insight?.date)
            result.ai += try writer.prepareAhead(
                goals: ahead.goals, insight: ahead.insight, secondsForACall: { expiration.secondsForACall })
        case .digest:
            try readCalendar(job)
            try planDigest(into: &result, options, writer, expiration: expiration)
            crashHook?.reach(.planned)
        }
        try step(expiration)
        try deliver(job, expiration, into: &result)
    }

    /// When the current quiet hours end, or nil outside them.
    func quietEnd(after now: Timestamp) -> Timestamp? {
        guard let quiet = settings.limits.quietHours, quiet.contains(now, in: settings.zone) else { return nil }
        return quiet.end(after: now, in: settings.zone)
    }
}
