import MyndCore

/// What became of one attempt to send one outbox row.
enum DeliveryOutcome: Equatable {
    /// Shown or accepted; `via` names the link that did it (e.g. "helper notify-send").
    case sent(via: String)
    /// Not now (no server, a 4xx reply, a timeout): the row is tried again with backoff.
    case retryLater(String)
    /// Never (a 5xx reply): the row is failed with this reason.
    case failed(String)
    /// Passed on to a process that sends and records it itself (a desktop row to the running
    /// `mynd agent`, which can hear the answers): the row stays pending, neither sent nor failed.
    case handedOff(to: String)
}

/// One way out of the outbox. Each implementation stands for one `Channel` and never throws:
/// what goes wrong is an outcome the runner records.
protocol DeliveryChannel {
    func deliver(_ item: OutboxItem) -> DeliveryOutcome
}
