public import MyndCurl

/// One HTTP attempt of a call, for the cost ledger and the job record.
public struct AttemptRecord: Equatable, Sendable {
    /// The response status; nil when no response arrived.
    public var status: Int?
    /// The `request-id` response header, to quote to Anthropic.
    public var requestID: String?
    /// Why no response arrived, when none did.
    public var transportError: TransportError?
    /// Seconds slept before this attempt, as the retry policy asked (0 for the first).
    public var waitBefore: Double

    public init(status: Int?, requestID: String?, transportError: TransportError?, waitBefore: Double) {
        self.status = status
        self.requestID = requestID
        self.transportError = transportError
        self.waitBefore = waitBefore
    }
}
