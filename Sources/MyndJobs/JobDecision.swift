package import MyndCore

/// What a run decided, as a value: the runner decides, `JobResult.reasons` says it in words.
package enum JobDecision: Equatable, Sendable {
    /// The run did not get as far as deciding.
    case none
    /// `--if-due`, and the job is not due until then.
    case notDue(until: Timestamp)
    /// Its requirements are not met (the gate's reason).
    case deferred(reason: String)
    /// Another run of the same job is going.
    case skipped(reason: String)
    /// Refresh: what the planner decided about follow-ups.
    case followUps(FollowUpPlan)
    /// The digest for a local date is made (its briefing's state says what it holds).
    case digest(date: String, state: Briefing.State)
    /// The digest for a local date was made already.
    case digestAlreadySent(date: String)
    /// Only the getting-started digest could be said, and it was already.
    case nothingToSay
    /// Processing: what it writes ahead (a dry run), or wrote.
    case prepared(goals: Int, insightDate: String?)

    /// Stable name for `--json` and the journal: send, nothing_to_send, quiet_hours,
    /// daily_cap, min_gap, better_hour, not_due, already_sent, nothing_to_say, deferred,
    /// skipped, prepared.
    package var code: String {
        switch self {
        case .none: ""
        case .notDue: "not_due"
        case .deferred: "deferred"
        case .skipped: "skipped"
        case .followUps(let plan): plan.decision.code
        case .digest: "send"
        case .digestAlreadySent: "already_sent"
        case .nothingToSay: "nothing_to_say"
        case .prepared: "prepared"
        }
    }
}

/// Something a run met on its way, besides its decision: said after it in `reasons`.
package enum JobNote: Equatable, Sendable {
    /// The budget ran out, or SIGTERM came.
    case expired(String)
    /// The look at the inbox stopped early.
    case inboxStopped(String)
    /// Quiet hours: delivery waits until then.
    case deliveryWaits(until: Timestamp)
    /// A channel failed and will be tried again, or failed for good.
    case deliveryRetried(Channel, String)
    case deliveryFailed(Channel, String)
    /// Rows of a channel the run had no time left to start: they wait for the next run,
    /// their attempts unchanged.
    case deliveryWaiting(Channel, Int)
    /// Records dated after the clock (it had been ahead), brought back to it by this run.
    case clockWasAhead(records: Int)
    /// Why Claude could not be asked (a dry run of processing).
    case aiBlocked(String)
}
