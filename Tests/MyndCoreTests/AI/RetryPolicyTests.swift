import MyndTestSupport
import Testing

@testable import MyndCore

private let policy = RetryPolicy()
private let now = Timestamp(iso8601: "2026-11-21T08:00:00Z")!

/// The decision for a first failure with a roomy budget and no jitter, unless told otherwise.
private func decide(
    _ outcome: AttemptOutcome, retriesSoFar: Int = 0, retryAfterMs: String? = nil, retryAfter: String? = nil,
    shouldRetry: String? = nil, secondsLeft: Double = 120, jitter: Double = 0
) -> RetryDecision {
    policy.decide(
        retriesSoFar: retriesSoFar, outcome: outcome,
        headers: .init(retryAfterMs: retryAfterMs, retryAfter: retryAfter, shouldRetry: shouldRetry), now: now,
        secondsLeft: secondsLeft, jitter: jitter)
}

@Suite(.timed) struct RetryPolicyTests {
    // MARK: What is retried

    /// The official SDKs' rule: 408, 409, 429 and every 5xx.
    @Test(arguments: [408, 409, 429, 500, 501, 502, 503, 504, 505, 520, 529, 599])
    func decide_whenStatusIsTransient_retries(status: Int) {
        #expect(decide(.status(status)) == .retry(after: 0.5))
    }

    @Test(arguments: [400, 401, 402, 403, 404, 405, 410, 413, 422, 200, 304])
    func decide_whenStatusIsAnythingElse_stops(status: Int) {
        #expect(decide(.status(status)) == .stop(.notRetryable(status: status)))
    }

    @Test(arguments: [AttemptOutcome.timedOut, .connectionFailed])
    func decide_whenTransportFailed_retries(outcome: AttemptOutcome) {
        #expect(decide(outcome) == .retry(after: 0.5))
    }

    @Test func decide_retryableStatuses_areExactlyTheSDKsOnes() {
        let retried = (100...599).filter(RetryPolicy.isRetryable(status:))
        #expect(retried == [408, 409, 429] + Array(500...599))
    }

    // MARK: How many times

    @Test(arguments: [(0, true), (1, true), (2, false), (3, false), (10, false)])
    func decide_retriesAtMostTwice(retriesSoFar: Int, retries: Bool) {
        let decision = decide(.status(529), retriesSoFar: retriesSoFar)
        if retries {
            guard case .retry = decision else {
                Issue.record("expected a retry, got \(decision)")
                return
            }
        } else {
            #expect(decision == .stop(.retriesExhausted(retries: retriesSoFar)))
        }
    }

    @Test func decide_notRetryableStatus_isReportedBeforeExhaustion() {
        #expect(decide(.status(401), retriesSoFar: 2) == .stop(.notRetryable(status: 401)))
    }

    // MARK: How long to wait

    @Test(arguments: [
        // (retriesSoFar, jitter, wait) with maxRetries raised so the cap shows.
        (0, 0.0, 0.5), (1, 0.0, 1.0), (2, 0.0, 2.0), (3, 0.0, 4.0), (4, 0.0, 8.0), (5, 0.0, 8.0),
        (40, 0.0, 8.0), (0, 0.5, 0.4375), (1, 0.5, 0.875), (5, 0.5, 7.0), (0, 1.0, 0.375),
        (0, -3.0, 0.5), (0, 7.0, 0.375),
    ])
    func decide_backsOffExponentially_withDownwardJitter(retriesSoFar: Int, jitter: Double, wait: Double) {
        let patient = RetryPolicy(maxRetries: 100)
        let decision = patient.decide(retriesSoFar: retriesSoFar, outcome: .status(503), now: now, secondsLeft: 120, jitter: jitter)
        #expect(decision == .retry(after: wait))
    }

    @Test(arguments: [
        // (retry-after, retriesSoFar, wait): waited exactly when in (0, 60] s, as the SDKs do;
        // otherwise the backoff.
        ("2", 0, 2.0), ("2.5", 0, 2.5), ("0", 0, 0.5), ("0.25", 1, 0.25), ("60", 0, 60.0), (" 3 ", 0, 3.0),
        ("Sat, 21 Nov 2026 08:00:30 GMT", 0, 30.0), ("Saturday, 21-Nov-26 08:00:10 GMT", 0, 10.0),
        ("Sat Nov 21 08:00:20 2026", 0, 20.0), ("Sat, 21 Nov 2026 07:00:00 GMT", 0, 0.5),
        ("soon", 0, 0.5), ("-5", 0, 0.5), ("", 0, 0.5), ("1e1", 0, 0.5), ("61", 0, 0.5), ("3600", 1, 1.0),
        ("Sat, 21 Nov 2026 08:05:00 GMT", 0, 0.5),
    ])
    func decide_honoursRetryAfter_upTo60s(header: String, retriesSoFar: Int, wait: Double) {
        #expect(decide(.status(429), retriesSoFar: retriesSoFar, retryAfter: header) == .retry(after: wait))
    }

    @Test(
        arguments: [
            // (retry-after-ms, retry-after, wait): milliseconds first, then seconds.
            ("1500", nil, 1.5), ("250", "30", 0.25), ("nonsense", "3", 3.0), ("0", "4", 0.5), ("60001", "2", 0.5),
            ("2000.5", nil, 2.0005), (nil, "7", 7.0),
        ] as [(String?, String?, Double)])
    func decide_honoursRetryAfterMs_first(ms: String?, seconds: String?, wait: Double) {
        #expect(decide(.status(529), retryAfterMs: ms, retryAfter: seconds) == .retry(after: wait))
    }

    // MARK: The time budget

    @Test(
        arguments: [
            // (retry-after, secondsLeft, decision): a retry needs its wait plus 5 s for the request.
            (nil, 5.5, RetryDecision.retry(after: 0.5)),
            (nil, 5.4, .stop(.noTimeLeft(needed: 5.5, left: 5.4))),
            (nil, 0, .stop(.noTimeLeft(needed: 5.5, left: 0))),
            (nil, -3, .stop(.noTimeLeft(needed: 5.5, left: 0))),
            ("30", 35, .retry(after: 30)),
            ("30", 34, .stop(.noTimeLeft(needed: 35, left: 34))),
            ("30", 20, .stop(.noTimeLeft(needed: 35, left: 20))),
        ] as [(String?, Double, RetryDecision)])
    func decide_neverSchedulesARetryThatCannotFinish(header: String?, secondsLeft: Double, expected: RetryDecision) {
        #expect(decide(.status(529), retryAfter: header, secondsLeft: secondsLeft) == expected)
    }

    // MARK: x-should-retry

    @Test(arguments: [
        (529, "false", RetryDecision.stop(.serverSaidNoRetry)),
        (429, "FALSE ", .stop(.serverSaidNoRetry)),
        (408, "false", .stop(.serverSaidNoRetry)),
        (529, "true", .retry(after: 0.5)),
        (529, "maybe", .retry(after: 0.5)),
        (408, "true", .retry(after: 0.5)),
        (400, "true", .retry(after: 0.5)),
        (401, "maybe", .stop(.notRetryable(status: 401))),
        (400, "false", .stop(.serverSaidNoRetry)),
    ])
    func decide_shouldRetry_overridesTheStatusRule_bothWays(status: Int, header: String, expected: RetryDecision) {
        #expect(decide(.status(status), shouldRetry: header) == expected)
    }

    @Test func decide_shouldRetryFalse_appliesToTransportFailuresToo() {
        // Not sent by a server without a response, but the policy does not care where it came from.
        #expect(decide(.timedOut, shouldRetry: "false") == .stop(.serverSaidNoRetry))
    }

    // MARK: Invariants over many inputs

    @Test func decide_sweep_retriesAlwaysFitTheBudgetAndRespectRetryAfter() {
        var random = SeededLCG(seed: 2026)
        let statuses = [200, 400, 401, 403, 404, 413, 429, 500, 502, 503, 504, 529]
        var retries = 0
        for _ in 0..<5000 {
            let outcome: AttemptOutcome =
                switch random.next(in: 0...13) {
                case 12: .timedOut
                case 13: .connectionFailed
                case let i: .status(statuses[Int(i)])
                }
            let asked = random.next(in: 0...4) == 0 ? nil : Double(random.next(in: 0...900)) / 10
            let left = Double(random.next(in: -100...1200)) / 10
            let jitter = Double(random.next(in: 0...999)) / 1000
            let retriesSoFar = Int(random.next(in: 0...3))
            let decision = policy.decide(
                retriesSoFar: retriesSoFar, outcome: outcome, headers: .init(retryAfter: asked.map { String($0) }), now: now,
                secondsLeft: left, jitter: jitter)
            guard case .retry(let wait) = decision else { continue }
            retries += 1
            #expect(wait + policy.minimumAttemptTime <= left)
            if let asked, asked > 0, asked <= policy.maxRetryAfter { #expect(wait == asked) } else { #expect(wait <= policy.baseDelay * 4) }
            #expect(wait <= policy.maxRetryAfter)
            #expect(retriesSoFar < policy.maxRetries)
            if case .status(let s) = outcome { #expect(RetryPolicy.isRetryable(status: s)) }
        }
        #expect(retries > 500)  // the sweep did exercise the retry path
    }

    // MARK: Reasons

    @Test(arguments: [
        (RetryStopReason.notRetryable(status: 401), "not_retryable", "HTTP 401 is not worth retrying"),
        (.serverSaidNoRetry, "server_said_no_retry", "the server said not to retry (x-should-retry: false)"),
        (.retriesExhausted(retries: 2), "retries_exhausted", "gave up after 2 retries"),
        (
            .noTimeLeft(needed: 5.5, left: 2), "no_time_left",
            "a retry needs 5.5 s but only 2 s of the time budget is left"
        ),
    ])
    func stopReason_hasACodeAndOneLine(reason: RetryStopReason, code: String, text: String) {
        #expect(reason.code == code)
        #expect(reason.description == text)
    }
}
