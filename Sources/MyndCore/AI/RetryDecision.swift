/// What `RetryPolicy` says to do after a failed attempt.
package enum RetryDecision: Equatable, Sendable {
    /// Sleep this many seconds, then send the same request again.
    case retry(after: Double)
    /// Give up; report the last failure.
    case stop(RetryStopReason)
}
