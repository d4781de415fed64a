package import Foundation
package import MyndCore
package import MyndCurl

/// The Anthropic Messages API over an `HTTPTransport`: one message at a time with retries
/// under a deadline, and the Message Batches endpoints.
///
/// Synchronous, like the transport: a call blocks until it has an answer or gives up. Time
/// is injected (`sleep`, a monotonic `clock`, `jitter`, the wall-clock `now`) so that retries
/// can be tested without waiting. A deadline is a reading of `clock`; `deadline(in:)` makes
/// one.
package struct ClaudeClient: Sendable {
    /// The `anthropic-version` header every request carries.
    package static let apiVersion = "2023-06-01"
    package static let defaultBaseURL = "https://api.anthropic.com"

    package let transport: any HTTPTransport
    /// Scheme and host, without a trailing slash (`https://api.anthropic.com`).
    package let baseURL: String
    private let apiKey: String
    package let retryPolicy: RetryPolicy
    /// Seconds allowed to connect, at most (never more than the time left).
    package let connectTimeout: Double
    package let sleep: @Sendable (Double) -> Void
    package let clock: @Sendable () -> Double
    package let jitter: @Sendable () -> Double
    package let now: @Sendable () -> Timestamp

    /// - Parameters:
    ///   - baseURL: where the API is; a trailing slash is dropped.
    ///   - sleep: waits the given seconds (default: blocks the thread).
    ///   - clock: monotonic seconds (default: elapsed time since this client was made).
    ///   - jitter: a random value in 0..<1 for the retry backoff.
    ///   - now: the wall-clock time, for a `retry-after` given as a date.
    package init(
        transport: any HTTPTransport, baseURL: String = ClaudeClient.defaultBaseURL, apiKey: String,
        retryPolicy: RetryPolicy = RetryPolicy(), connectTimeout: Double = 10,
        sleep: @escaping @Sendable (Double) -> Void = { seconds in
            if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
        },
        clock: @escaping @Sendable () -> Double = ClaudeClient.elapsedTimeClock(),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Timestamp = { Timestamp(Date()) }
    ) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.transport = transport
        self.baseURL = base
        self.apiKey = apiKey
        self.retryPolicy = retryPolicy
        self.connectTimeout = connectTimeout
        self.sleep = sleep
        self.clock = clock
        self.jitter = jitter
        self.now = now
    }

    /// A monotonic clock reading seconds since it was made (`ContinuousClock`, which keeps
    /// counting through system sleep, so a deadline set before a suspend still holds).
    package static func elapsedTimeClock() -> @Sendable () -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        return {
            let elapsed = start.duration(to: clock.now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        }
    }

    /// The deadline `seconds` from now, on this client's clock.
    package func deadline(in seconds: Double) -> Double {
        clock() + seconds
    }

    /// Sends `request` to `POST /v1/messages` and returns Claude's message with a record of
    /// every attempt. Failures that say nothing about the request (408, 409, 429, 5xx,
    /// time-outs, broken connections, or whatever `x-should-retry: true` marks) are retried as
    /// `retryPolicy` decides; each attempt may take the time left to `deadline`. Throws the
    /// last failure when the policy gives up.
    package func createMessage(_ request: MessageRequest, deadline: Double) throws(ClaudeError) -> MessageReply {
        var attempts: [AttemptRecord] = []
        return try createMessage(request, deadline: deadline, attempts: &attempts)
    }

    /// As `createMessage(_:deadline:)`, recording every attempt in `attempts` also when the
    /// call fails, so that the ledger counts the attempts really made.
    package func createMessage(_ request: MessageRequest, deadline: Double, attempts: inout [AttemptRecord]) throws(ClaudeError)
        -> MessageReply
    {
        try createMessage(encoded: try encode(request), deadline: deadline, attempts: &attempts)
    }

    /// As `createMessage(_:deadline:attempts:)`, with the request already encoded: these bytes
    /// are what is sent (and what the ledger can keep as sent). `beforeResending` is asked
    /// before a retry after an attempt that may have reached the API (see `exchange`).
    package func createMessage(
        encoded body: Data, deadline: Double, attempts: inout [AttemptRecord], beforeResending: () -> Bool = { true }
    ) throws(ClaudeError) -> MessageReply {
        let response = try exchange(
            method: "POST", url: baseURL + "/v1/messages", body: body, deadline: deadline,
            retryingTransportFailures: true, attempts: &attempts, beforeResending: beforeResending)
        return MessageReply(message: try decode(Message.self, from: response, what: "a message"), attempts: attempts)
    }

    // MARK: The exchange

    /// Sends one request, retrying as the policy says, until a 2xx response or a failure
    /// the policy will not retry. Returns the response and every attempt.
    ///
    /// `retryingTransportFailures: false` is for requests that must not be sent twice: after
    /// a time-out the first may have been carried out (a batch would be created twice).
    func exchange(
        method: String, url: String, body: Data?, accept: String? = "application/json", deadline: Double,
        retryingTransportFailures: Bool, maxResponseBytes: Int = HTTPRequest.defaultMaxResponseBytes
    ) throws(ClaudeError) -> (HTTPResponse, [AttemptRecord]) {
        var attempts: [AttemptRecord] = []
        let response = try exchange(
            method: method, url: url, body: body, accept: accept, deadline: deadline,
            retryingTransportFailures: retryingTransportFailures, maxResponseBytes: maxResponseBytes, attempts: &attempts)
        return (response, attempts)
    }

    /// The exchange, appending each attempt to `attempts` as it is made. A retry after an
    /// attempt that may have reached the API (it timed out or broke off: it may have been
    /// carried out and billed) is a second request that may be billed: it is sent only when
    /// `beforeResending` says so.
    func exchange(
        method: String, url: String, body: Data?, accept: String? = "application/json", deadline: Double,
        retryingTransportFailures: Bool, maxResponseBytes: Int = HTTPRequest.defaultMaxResponseBytes,
        attempts: inout [AttemptRecord], beforeResending: () -> Bool = { true }
    ) throws(ClaudeError) -> HTTPResponse {
        var headers = [HTTPHeader("x-api-key", apiKey), HTTPHeader("anthropic-version", Self.apiVersion)]
        if body != nil { headers.append(HTTPHeader("content-type", "application/json")) }
        if let accept { headers.append(HTTPHeader("accept", accept)) }

        var lastFailure: ClaudeError?
        var wait = 0.0
        while true {
            let left = deadline - clock()
            guard left > 0 else { throw lastFailure ?? .deadline }
            let request = HTTPRequest(
                method: method, url: url, headers: headers, body: body,
                connectTimeout: min(connectTimeout, left), totalTimeout: left, maxResponseBytes: maxResponseBytes)

            let outcome: AttemptOutcome
            var retryHeaders = RetryPolicy.Headers()
            do {
                let response = try transport.send(request)
                attempts.append(
                    AttemptRecord(
                        status: response.status, requestID: response.header("request-id"), transportError: nil,
                        waitBefore: wait))
                if (200..<300).contains(response.status) { return response }
                lastFailure = apiError(response)
                outcome = .status(response.status)
                retryHeaders = RetryPolicy.Headers(
                    retryAfterMs: response.header("retry-after-ms"), retryAfter: response.header("retry-after"),
                    shouldRetry: response.header("x-should-retry"))
            } catch {
                attempts.append(AttemptRecord(status: nil, requestID: nil, transportError: error, waitBefore: wait))
                lastFailure = .transport(error)
                guard retryingTransportFailures else { throw .transport(error) }
                if case .timedOut = error { outcome = .timedOut } else { outcome = .connectionFailed }
            }

            let decision = retryPolicy.decide(
                retriesSoFar: attempts.count - 1, outcome: outcome, headers: retryHeaders, now: now(),
                secondsLeft: deadline - clock(), jitter: jitter())
            switch decision {
            case .stop:
                throw lastFailure ?? .deadline
            case .retry(let seconds):
                if attempts.last?.transportError?.mayHaveReachedServer == true, !beforeResending() {
                    throw lastFailure ?? .deadline
                }
                sleep(seconds)
                wait = seconds
            }
        }
    }

    /// The error an error response stands for. The API key is removed from the server's
    /// message in case it was echoed back.
    private func apiError(_ response: HTTPResponse) -> ClaudeError {
        let headerID = response.header("request-id")
        guard let body = try? JSONDecoder().decode(APIErrorBody.self, from: response.body) else {
            let what =
                response.body.isEmpty ? "no error body" : "an unreadable error body of \(response.body.count) bytes"
            return .api(status: response.status, type: "unknown", message: what, requestID: headerID)
        }
        return .api(
            status: response.status, type: body.error.type, message: redacted(body.error.message),
            requestID: headerID ?? body.requestID)
    }

    private func redacted(_ text: String) -> String {
        apiKey.isEmpty ? text : text.replacingOccurrences(of: apiKey, with: "[redacted]")
    }

    func encode(_ value: some Encodable) throws(ClaudeError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            // Only non-finite numbers fail to encode, and the request types hold none.
            throw .invalidResponse("request could not be encoded")
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, what: String) throws(ClaudeError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .invalidResponse("HTTP \(response.status) body is not \(what): \(decodingSummary(error))")
        }
    }
}

/// The client prints and mirrors without its key, so that logging or dumping it is safe.
extension ClaudeClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    package var description: String { "ClaudeClient(\(baseURL))" }
    package var debugDescription: String { description }
    package var customMirror: Mirror { Mirror(self, children: ["baseURL": baseURL], displayStyle: .struct) }
}
