package import MyndCore

/// What became of one attempt to send one outbox row.
package enum DeliveryOutcome: Equatable, Sendable {
    /// Shown or accepted; `via` names the link that did it (e.g. "helper notify-send");
    /// `shown` is the desktop notification to remember, so its answers can be understood and
    /// a later resend replaces it instead of stacking a second one.
    case sent(via: String, shown: ShownNotification? = nil)
    /// Not now (no server, a 4xx reply, a timeout): the row is tried again with backoff.
    case retryLater(String)
    /// Not now, and not before `seconds` from now, as the server asked (a 429's Retry-After):
    /// tried again then, or after the outbox's backoff when that is later.
    case retryAfter(String, seconds: Int64)
    /// Never (a 5xx reply): the row is failed with this reason.
    case failed(String)
    /// Not started: too little of the run's time is left for it. The row waits for the next
    /// run as it was (no attempt counted, no error recorded); the dispatcher tries no more rows
    /// of the channel in this run.
    case notTried(String)
    /// Passed on to a process that sends and records it itself (a desktop row to the running
    /// `mynd agent`, which can hear the answers): the row stays pending, neither sent nor failed.
    case handedOff(to: String)
}

/// One way out of the outbox. Each implementation stands for one `Channel` and never throws
/// or writes to the store: what happens is an outcome the `OutboxDispatcher` records.
package protocol DeliveryChannel {
    func deliver(_ item: OutboxItem) -> DeliveryOutcome
    /// The least time one send needs to finish: the dispatcher starts a row only while the run
    /// has that much left, and a row it does not start keeps its attempts.
    var leastSeconds: Double { get }
    /// Why nothing can be sent through it in this run (a password that cannot be read), or
    /// nil. A job still tries it, so its rows record the reason; a look that may leave rows
    /// for the next run skips it.
    var unavailable: String? { get }
    /// Some of its rows were moved to a later time (a nudge keeping its gap): a channel that
    /// hands its rows to another process tells it, so that one looks again then.
    func rowsWait()
}

extension DeliveryChannel {
    /// A channel that never waits on a server may always be started.
    package var leastSeconds: Double { 0 }
    package var unavailable: String? { nil }
    package func rowsWait() {}
}
