public import Foundation
public import MyndAI
public import MyndCore
public import MyndDelivery
public import MyndMail

/// What a job run did or, with `--dry-run`, would do — and why. The command line renders it
/// (`run`, `run --json`); the runner never reads it back.
public struct JobResult: Sendable {
    /// How the run ended.
    public enum Outcome: String, Sendable {
        case ran, deferred, expired
        /// `--dry-run`: nothing was changed or sent.
        case dryRun = "dry-run"
        /// `--if-due` and the job was not due.
        case notDue = "not_due"
        /// Another run of the same job was going: this one did nothing.
        case skipped
    }

    /// A follow-up the run sends (or would send).
    public struct PlannedFollowUp: Sendable {
        public var goal: Node
        /// Why it is sent: stale, a returning snooze, or asking whether the goal still matters.
        public var kind: FollowUp.Kind
        public var rank: Int
        public var daysStale: Double
        public var text: AIWriter.Written
        public var channels: [Channel]
    }

    /// A goal a rule held back, with the rule.
    public struct HeldGoal: Sendable {
        public var goalId: UUID
        /// The goal's text ("" when the planner named a goal the run did not read).
        public var goal: String
        public var rank: Int?
        public var reason: HoldReason
    }

    /// Outbox rows that wait: the person is away (the screen's channels) or paused (all).
    public struct HeldRows: Sendable {
        public var hold: DeliveryHold
        public var channels: [Channel]
    }

    public var job: JobKind
    /// The time the run ran at, and the zone its times are told in.
    public var now: Timestamp
    public var zone: LocalTime
    public var outcome: Outcome
    /// What the run decided; `reasons` says it in words.
    public var decision: JobDecision = .none
    /// What it met on its way.
    public var notes: [JobNote] = []
    /// What was asked of Claude or collected from it (batches, texts written ahead).
    public var ai: [String] = []
    public var followUps: [PlannedFollowUp] = []
    public var heldBack: [HeldGoal] = []
    /// Follow-ups or digests written to the outbox.
    public var planned = 0
    /// Outbox rows sent.
    public var delivered = 0
    public var deliveries: [OutboxDispatcher.Dispatched] = []
    /// Follow-ups this run closed without an answer: unanswered past their window, or failed
    /// on every channel (a dry run lists what it would close).
    public var closed: [FollowUp] = []
    /// What delivery held back this run (a dry run: would hold); nil when nothing is held.
    public var held: HeldRows?
    /// What the look at the inbox found (refresh with `[imap]` set); nil when none was made.
    public var inbox: InboxReader.Report?

    init(job: JobKind, settings: JobSettings, outcome: Outcome) {
        self.job = job
        now = settings.now
        zone = settings.zone
        self.outcome = outcome
    }
}
