import Foundation

/// Decides, after a failed call to the Claude API, whether to try again and after how long.
///
/// Retried: 429 (rate limited), 529 (overloaded), 500, 502, 503, 504 and transport failures
/// (time-outs, failed connections) — the failures that say nothing about the request itself.
/// Never retried: any other status, above all the 4xx that mean the request or the key is
/// wrong (400, 401, 403, 404, 413 …), and anything the server marks `x-should-retry: false`.
///
/// The wait doubles from `baseDelay` up to `maxDelay`, shortened by up to a quarter at
/// random so that clients that failed together do not come back together. A `retry-after`
/// header is a floor: the wait is never shorter than it. A retry is only scheduled when the
/// wait plus `minimumAttemptTime` fits in what is left of the job's time budget; a
/// `retry-after` above `maxRetryAfter` gives up at once rather than hold the job.
public struct RetryPolicy: Equatable, Sendable {
    /// Retries after the first attempt, at most.
    public var maxRetries: Int
    /// Seconds before the first retry (before jitter).
    public var baseDelay: Double
    /// Longest backoff, in seconds (before jitter).
    public var maxDelay: Double
    /// Longest `retry-after`, in seconds, that mynd will wait for.
    public var maxRetryAfter: Double
    /// Seconds a retry must have left for the request itself once the wait is over.
    public var minimumAttemptTime: Double

    public init(
        maxRetries: Int = 2, baseDelay: Double = 0.5, maxDelay: Double = 8, maxRetryAfter: Double = 60,
        minimumAttemptTime: Double = 5
    ) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.minimumAttemptTime = minimumAttemptTime
    }

    /// The statuses worth another attempt.
    public static let retryableStatuses: Set<Int> = [429, 500, 502, 503, 504, 529]

    /// - Parameters:
    ///   - retriesSoFar: retries already made (0 after the first attempt failed).
    ///   - outcome: how the last attempt failed.
    ///   - retryAfter: the `retry-after` header of the last response, if any.
    ///   - shouldRetry: the `x-should-retry` header of the last response, if any.
    ///   - now: the wall-clock time, for a `retry-after` given as an HTTP-date.
    ///   - secondsLeft: what is left of the job's time budget.
    ///   - jitter: a random value in 0..<1 (injected so that tests are exact).
    public func decide(
        retriesSoFar: Int, outcome: AttemptOutcome, retryAfter: String? = nil, shouldRetry: String? = nil,
        now: Timestamp, secondsLeft: Double, jitter: Double
    ) -> RetryDecision {
        if case .status(let status) = outcome, !Self.retryableStatuses.contains(status) {
            return .stop(.notRetryable(status: status))
        }
        // Anthropic's servers send `x-should-retry` (documented for gateways in Claude Code's
        // "LLM gateway protocol": false marks a response not retryable). Only `false` is
        // honoured: `true` on a status outside the list above must not widen it.
        if shouldRetry?.trimmingCharacters(in: .whitespaces).lowercased() == "false" {
            return .stop(.serverSaidNoRetry)
        }
        guard retriesSoFar < maxRetries else { return .stop(.retriesExhausted(retries: retriesSoFar)) }

        let doublings = min(max(0, retriesSoFar), 30)
        let backoff = min(baseDelay * Double(1 << doublings), maxDelay)
        var wait = backoff * (1 - 0.25 * min(max(jitter, 0), 1))
        if let header = retryAfter, let asked = RetryAfter.seconds(header, now: now) {
            guard asked <= maxRetryAfter else { return .stop(.retryAfterTooLong(seconds: asked)) }
            wait = max(wait, asked)
        }
        let needed = wait + minimumAttemptTime
        guard needed <= secondsLeft else { return .stop(.noTimeLeft(needed: needed, left: max(0, secondsLeft))) }
        return .retry(after: wait)
    }
}
