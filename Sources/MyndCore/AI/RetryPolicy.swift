import Foundation

/// Decides, after a failed call to the Claude API, whether to try again and after how long —
/// as the official SDKs do (anthropic-sdk-python `_base_client.py`: `_should_retry`,
/// `_parse_retry_after_header`, `_calculate_retry_timeout`).
///
/// Whether: `x-should-retry: true` or `false` decides when the server sends it, either way;
/// otherwise 408, 409, 429 and every 5xx are retried, and so are time-outs and failed
/// connections; any other status is not (the request or the key is wrong).
///
/// How long: `retry-after-ms` (milliseconds), else `retry-after` (seconds, or an HTTP-date),
/// is waited exactly when it asks for more than 0 and at most `maxRetryAfter` (60) seconds;
/// otherwise the wait doubles from `baseDelay` up to `maxDelay`, shortened by up to a quarter at
/// random so that clients that failed together do not come back together. On top of the SDKs,
/// a retry is only scheduled when the wait plus `minimumAttemptTime` fits in what is left of
/// the job's time budget.
package struct RetryPolicy: Equatable, Sendable {
    /// Retries after the first attempt, at most (the SDKs' default: 2).
    package var maxRetries: Int
    /// Seconds before the first retry (before jitter).
    package var baseDelay: Double
    /// Longest backoff, in seconds (before jitter).
    package var maxDelay: Double
    /// Longest `retry-after`, in seconds, that is waited as asked.
    package var maxRetryAfter: Double
    /// Seconds a retry must have left for the request itself once the wait is over.
    package var minimumAttemptTime: Double

    package init(
        maxRetries: Int = 2, baseDelay: Double = 0.5, maxDelay: Double = 8, maxRetryAfter: Double = 60,
        minimumAttemptTime: Double = 5
    ) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.minimumAttemptTime = minimumAttemptTime
    }

    /// Whether the status is worth another attempt when the server says nothing.
    package static func isRetryable(status: Int) -> Bool {
        status == 408 || status == 409 || status == 429 || status >= 500
    }

    /// The response headers that steer a retry.
    package struct Headers: Equatable, Sendable {
        package var retryAfterMs: String?
        package var retryAfter: String?
        package var shouldRetry: String?

        package init(retryAfterMs: String? = nil, retryAfter: String? = nil, shouldRetry: String? = nil) {
            self.retryAfterMs = retryAfterMs
            self.retryAfter = retryAfter
            self.shouldRetry = shouldRetry
        }
    }

    /// - Parameters:
    ///   - retriesSoFar: retries already made (0 after the first attempt failed).
    ///   - outcome: how the last attempt failed.
    ///   - headers: the last response's `retry-after-ms`, `retry-after`, `x-should-retry`.
    ///   - now: the wall-clock time, for a `retry-after` given as an HTTP-date.
    ///   - secondsLeft: what is left of the job's time budget.
    ///   - jitter: a random value in 0..<1 (injected so that tests are exact).
    package func decide(
        retriesSoFar: Int, outcome: AttemptOutcome, headers: Headers = Headers(), now: Timestamp, secondsLeft: Double,
        jitter: Double
    ) -> RetryDecision {
        switch headers.shouldRetry?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "false": return .stop(.serverSaidNoRetry)
        case "true": break
        default:
            if case .status(let status) = outcome, !Self.isRetryable(status: status) {
                return .stop(.notRetryable(status: status))
            }
        }
        guard retriesSoFar < maxRetries else { return .stop(.retriesExhausted(retries: retriesSoFar)) }

        let wait: Double
        if let asked = askedWait(headers, now: now), asked > 0, asked <= maxRetryAfter {
            wait = asked
        } else {
            let doublings = min(max(0, retriesSoFar), 30)
            wait = min(baseDelay * Double(1 << doublings), maxDelay) * (1 - 0.25 * min(max(jitter, 0), 1))
        }
        let needed = wait + minimumAttemptTime
        guard needed <= secondsLeft else { return .stop(.noTimeLeft(needed: needed, left: max(0, secondsLeft))) }
        return .retry(after: wait)
    }

    /// The wait the server asked for: `retry-after-ms` first, then `retry-after`; nil when
    /// neither is readable.
    func askedWait(_ headers: Headers, now: Timestamp) -> Double? {
        headers.retryAfterMs.flatMap(RetryAfter.seconds(milliseconds:))
            ?? headers.retryAfter.flatMap { RetryAfter.seconds($0, now: now) }
    }
}
