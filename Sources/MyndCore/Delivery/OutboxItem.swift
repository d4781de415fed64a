/// One message for one channel, written in the same transaction as the decision to send it,
/// so a crash can delay a message but never lose it.
package struct OutboxItem: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case followup, digest
        /// The answer to a person's reply by email (not understood, or confirmed): email only,
        /// never a nudge.
        case answer
    }
    package enum Status: String, Sendable { case pending, sent, failed }

    package var id: Int64
    package var kind: Kind
    /// The follow-up id, the digest's local date, or the Message-ID of the reply answered.
    package var ref: String
    package var channel: Channel
    package var title: String
    package var body: String
    /// What else the channel's send needs, as the channel wrote it when the plan was made
    /// (JSON, read back with `payload(as:)`); nil when the title and body are all.
    package var payload: String?
    package var status: Status
    package var attempts: Int
    /// Not to be sent before this moment (end of quiet hours, or retry backoff).
    package var notBefore: Timestamp
    package var lastError: String?
    package var createdAt: Timestamp
    package var sentAt: Timestamp?

    package init(
        id: Int64 = 0, kind: Kind, ref: String, channel: Channel, title: String, body: String, payload: String? = nil,
        status: Status = .pending, attempts: Int = 0, notBefore: Timestamp, lastError: String? = nil,
        createdAt: Timestamp, sentAt: Timestamp? = nil
    ) {
        self.id = id
        self.kind = kind
        self.ref = ref
        self.channel = channel
        self.title = title
        self.body = body
        self.payload = payload
        self.status = status
        self.attempts = attempts
        self.notBefore = notBefore
        self.lastError = lastError
        self.createdAt = createdAt
        self.sentAt = sentAt
    }

    /// How long to wait before trying a failed send again: 1, 2, 4 … minutes, at most 1 h.
    package static func retryDelaySeconds(afterAttempts attempts: Int) -> Int64 {
        let minutes = Int64(1) << Int64(min(max(attempts - 1, 0), 6))
        return min(minutes * 60, 3600)
    }

    /// After this many failures a row is marked failed and no longer retried.
    package static let maximumAttempts = 10
}
