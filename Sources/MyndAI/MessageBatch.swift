/// A Message Batch as `POST /v1/messages/batches` and `GET /v1/messages/batches/{id}`
/// return it. Times are kept as the RFC 3339 text the API sends.
public struct MessageBatch: Decodable, Equatable, Sendable {
    /// `msgbatch_…`.
    public var id: String
    /// `"message_batch"`.
    public var type: String
    /// `in_progress`, `canceling` or `ended`.
    public var processingStatus: String
    public var requestCounts: RequestCounts
    public var createdAt: String
    public var expiresAt: String
    public var endedAt: String?
    public var cancelInitiatedAt: String?
    /// Where the results can be fetched once the batch has ended; null until then.
    public var resultsURL: String?

    enum CodingKeys: String, CodingKey {
        case id, type
        case processingStatus = "processing_status"
        case requestCounts = "request_counts"
        case createdAt = "created_at"
        case expiresAt = "expires_at"
        case endedAt = "ended_at"
        case cancelInitiatedAt = "cancel_initiated_at"
        case resultsURL = "results_url"
    }

    /// Every request has finished one way or another and the results can be fetched.
    public var hasEnded: Bool { processingStatus == "ended" }

    /// How many of the batch's requests are in each state.
    public struct RequestCounts: Decodable, Equatable, Sendable {
        public var processing: Int
        public var succeeded: Int
        public var errored: Int
        public var canceled: Int
        public var expired: Int

        public init(processing: Int, succeeded: Int, errored: Int, canceled: Int, expired: Int) {
            self.processing = processing
            self.succeeded = succeeded
            self.errored = errored
            self.canceled = canceled
            self.expired = expired
        }
    }
}
