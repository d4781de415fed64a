/// What one attempt at an HTTP call came to, as far as retrying is concerned.
package enum AttemptOutcome: Equatable, Sendable {
    /// The server answered with this status (anything but 2xx when asking whether to retry).
    case status(Int)
    /// No answer within the attempt's time limit.
    case timedOut
    /// No answer at all: the name did not resolve, the connection was refused or broke.
    case connectionFailed
}
