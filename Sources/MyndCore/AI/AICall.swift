/// One Messages API call, or one item of a batch, as the ledger keeps it.
package struct AICall: Equatable, Sendable {
    /// What the call was for: a follow-up's text, the morning insight, or reading a reply the
    /// reply grammar could not read (never written ahead, never in a batch).
    package enum Purpose: String, Sendable { case followup, insight, reply }
    package enum Outcome: String, Sendable {
        /// Claude answered and the text was used (or kept for later).
        case ok
        /// Claude answered but the text failed the output check.
        case rejected
        /// No usable answer: an API error, a transport failure, an expired batch item.
        case failed
    }

    package var at: Timestamp
    package var purpose: Purpose
    /// The goal id (follow-up) or local date (insight) the text is for; for a reply, the ref of
    /// the email it answers (a follow-up's id or a briefing's date).
    package var ref: String
    package var model: String
    package var batchId: String?
    package var inputTokens = 0
    package var outputTokens = 0
    package var cacheWriteTokens = 0
    package var cacheReadTokens = 0
    package var requestId: String?
    package var attempts = 1
    package var outcome: Outcome
    /// What went wrong, as a short code or line; nil when it went well.
    package var detail: String?
    /// The JSON body sent (headers, and so the key, are never stored).
    package var request: String?

    package init(at: Timestamp, purpose: Purpose, ref: String, model: String, outcome: Outcome) {
        self.at = at
        self.purpose = purpose
        self.ref = ref
        self.model = model
        self.outcome = outcome
    }
}
