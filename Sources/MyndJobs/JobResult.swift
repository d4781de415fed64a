package import Foundation
package import MyndAI
package import MyndCore
package import MyndDelivery
package import MyndMail

/// What a job run did or, with `--dry-run`, would do — and why. The command line renders it
/// (`run`, `run --json`); the runner never reads it back.
package struct JobResult: Sendable {
    /// How the run ended.
    package enum Outcome: String, Sendable {
        case ran, deferred, expired
        /// `--dry-run`: nothing was changed or sent.
        case dryRun = "dry-run"
        /// `--if-due` and the job was not due.
        case notDue = "not_due"
        /// Another run of the same job was going: this one did nothing.
        case skipped
    }

    /// A follow-up the run sends (or would send).
    package struct PlannedFollowUp: Sendable {
        package var goal: Node
        /// Why it is sent: stale, a returning snooze, or asking whether the goal still matters.
        package var kind: FollowUp.Kind
        package var rank: Int
        package var daysStale: Double
        package var text: AIWriter.Written
        package var channels: [Channel]
    }

    /// A goal a rule held back, with the rule.
    package struct HeldGoal: Sendable {
        package var goalId: UUID
        /// The goal's text ("" when the planner named a goal the run did not read).
        package var goal: String
        package var rank: Int?
        package var reason: HoldReason
    }

    /// Outbox rows that wait: the person is away (the screen's channels) or paused (all).
    package struct HeldRows: Sendable {
        package var hold: DeliveryHold
        package var channels: [Channel]
    }

    package var job: JobKind
    /// The time the run ran at, and the zone its times are told in.
    package var now: Timestamp
    package var zone: LocalTime
    package var outcome: Outcome
    /// What the run decided; `reasons` says it in words.
    package var decision: JobDecision = .none
    /// What it met on its way.
    package var notes: [JobNote] = []
    /// What was asked of Claude or collected from it (batches, texts written ahead).
    package var ai: [String] = []
    package var followUps: [PlannedFollowUp] = []
    package var heldBack: [HeldGoal] = []
    /// Follow-ups or digests written to the outbox.
    package var planned = 0
    /// Outbox rows sent.
    package var delivered = 0
    package var deliveries: [OutboxDispatcher.Dispatched] = []
    /// Follow-ups this run closed without an answer: unanswered past their window, or failed
    /// on every channel (a dry run lists what it would close).
    package var closed: [FollowUp] = []
    /// What delivery held back this run (a dry run: would hold); nil when nothing is held.
    package var held: HeldRows?
    /// What the look at the inbox found (refresh with `[imap]` set); nil when none was made.
    package var inbox: InboxReader.Report?
    /// What the phone's reply topic brought, when it was read.
    package var phone: PhoneReplies.Report?

    init(job: JobKind, settings: JobSettings, outcome: Outcome) {
        self.job = job
        now = settings.now
        zone = settings.zone
        self.outcome = outcome
    }
}

extension JobResult {
    /// What must follow the run outside the store, as after any answer (`AnswerEffects`):
    /// the answers read from the inbox say theirs, and nudges closed by silence leave the screen.
    package var answerEffects: Set<AnswerEffect> {
        (inbox?.effects ?? []).union(phone?.effects ?? []).union(closed.isEmpty ? [] : [.withdraw])
    }
}
