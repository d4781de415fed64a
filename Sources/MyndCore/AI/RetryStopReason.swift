import Foundation

/// Why `RetryPolicy` says not to try again. The `code` goes into the job record.
package enum RetryStopReason: Equatable, Sendable, CustomStringConvertible {
    /// The status means the request itself is wrong (400, 401, 403, 404, 413 …): the same
    /// request would fail the same way.
    case notRetryable(status: Int)
    /// The server sent `x-should-retry: false`.
    case serverSaidNoRetry
    /// The retries allowed have all been used.
    case retriesExhausted(retries: Int)
    /// Waiting and trying again would not finish within the job's time budget.
    case noTimeLeft(needed: Double, left: Double)

    /// A short, stable code for records: `not_retryable`, `server_said_no_retry`,
    /// `retries_exhausted`, `no_time_left`.
    package var code: String {
        switch self {
        case .notRetryable: "not_retryable"
        case .serverSaidNoRetry: "server_said_no_retry"
        case .retriesExhausted: "retries_exhausted"
        case .noTimeLeft: "no_time_left"
        }
    }

    package var description: String {
        switch self {
        case .notRetryable(let status): "HTTP \(status) is not worth retrying"
        case .serverSaidNoRetry: "the server said not to retry (x-should-retry: false)"
        case .retriesExhausted(let retries): "gave up after \(retries) retries"
        case .noTimeLeft(let needed, let left):
            "a retry needs \(Self.format(needed)) s but only \(Self.format(left)) s of the time budget is left"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
