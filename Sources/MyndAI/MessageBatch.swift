/// A Message Batch as `POST /v1/messages/batches` and `GET /v1/messages/batches/{id}`
/// return it. Times are kept as the RFC 3339 text the API sends.
package struct MessageBatch: Decodable, Equatable, Sendable {
    /// `msgbatch_…`.
    package var id: String
    /// `"message_batch"`.
    package var type: String
    /// `in_progress`, `canceling` or `ended`.
    package var processingStatus: String
    package var requestCounts: RequestCounts
    package var createdAt: String
    package var expiresAt: String
    package var endedAt: String?
    package var cancelInitiatedAt: String?
    /// Where the results can be fetched once the batch has ended; null until then.
    package var resultsURL: String?

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
    package var hasEnded: Bool { processingStatus == "ended" }

    /// How many of the batch's requests are in each state.
    package struct RequestCounts: Decodable, Equatable, Sendable {
        package var processing: Int
        package var succeeded: Int
        package var errored: Int
        package var canceled: Int
        package var expired: Int

        package init(processing: Int, succeeded: Int, errored: Int, canceled: Int, expired: Int) {
            self.processing = processing
            self.succeeded = succeeded
            self.errored = errored
            self.canceled = canceled
            self.expired = expired
        }
    }
}
