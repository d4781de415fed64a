package import MyndCurl

/// One HTTP attempt of a call, for the cost ledger and the job record.
package struct AttemptRecord: Equatable, Sendable {
    /// The response status; nil when no response arrived.
    package var status: Int?
    /// The `request-id` response header, to quote to Anthropic.
    package var requestID: String?
    /// Why no response arrived, when none did.
    package var transportError: TransportError?
    /// Seconds slept before this attempt, as the retry policy asked (0 for the first).
    package var waitBefore: Double

    package init(status: Int?, requestID: String?, transportError: TransportError?, waitBefore: Double) {
        self.status = status
        self.requestID = requestID
        self.transportError = transportError
        self.waitBefore = waitBefore
    }
}

extension TransportError {
    /// Whether the request may have reached the API before this went wrong, so that it may
    /// have been carried out and billed with no usage ever seen: a time-out (the connection
    /// may have been up) or a conversation that broke off. Not when no connection was made:
    /// a name that did not resolve, a refused connection, a failed TLS handshake.
    package var mayHaveReachedServer: Bool {
        switch self {
        case .timedOut, .failed, .responseTooLarge: true
        default: false
        }
    }
}
