/// One Messages API call, or one item of a batch, as the ledger keeps it.
public struct AICall: Equatable, Sendable {
    public enum Purpose: String, Sendable { case followup, insight }
    public enum Outcome: String, Sendable {
        /// Claude answered and the text was used (or kept for later).
        case ok
        /// Claude answered but the text failed the output check.
        case rejected
        /// No usable answer: an API error, a transport failure, an expired batch item.
        case failed
    }

    public var at: Timestamp
    public var purpose: Purpose
    /// The goal id (follow-up) or local date (insight) the text is for.
    public var ref: String
    public var model: String
    public var batchId: String?
    public var inputTokens = 0
    public var outputTokens = 0
    public var cacheWriteTokens = 0
    public var cacheReadTokens = 0
    public var requestId: String?
    public var attempts = 1
    public var outcome: Outcome
    /// What went wrong, as a short code or line; nil when it went well.
    public var detail: String?
    /// The JSON body sent (headers, and so the key, are never stored).
    public var request: String?

    public init(at: Timestamp, purpose: Purpose, ref: String, model: String, outcome: Outcome) {
        self.at = at
        self.purpose = purpose
        self.ref = ref
        self.model = model
        self.outcome = outcome
    }

    public var totalTokens: Int { inputTokens + outputTokens + cacheWriteTokens + cacheReadTokens }
}
