package import Foundation
import MyndCurl

/// The Message Batches API: many requests at half price, answered within 24 hours.
extension ClaudeClient {
    /// `POST /v1/messages/batches`. A time-out or broken connection is not retried: the
    /// batch may have been created, and a second one would be paid for twice.
    package func createBatch(_ request: BatchCreateRequest, deadline: Double) throws(ClaudeError) -> MessageBatch {
        try createBatch(encoded: try encode(request), deadline: deadline)
    }

    /// As `createBatch(_:deadline:)`, with the request already encoded.
    package func createBatch(encoded body: Data, deadline: Double) throws(ClaudeError) -> MessageBatch {
        let (response, _) = try exchange(
            method: "POST", url: baseURL + "/v1/messages/batches", body: body, deadline: deadline,
            retryingTransportFailures: false)
        return try decode(MessageBatch.self, from: response, what: "a message batch")
    }

    /// `GET /v1/messages/batches/{id}`: the batch's status and, once ended, its `resultsURL`.
    package func retrieveBatch(id: String, deadline: Double) throws(ClaudeError) -> MessageBatch {
        let (response, _) = try exchange(
            method: "GET", url: baseURL + "/v1/messages/batches/" + Self.pathSegment(id), body: nil,
            deadline: deadline, retryingTransportFailures: true)
        return try decode(MessageBatch.self, from: response, what: "a message batch")
    }

    /// Fetches and reads the results file at `url` (a batch's `resultsURL`).
    package func batchResults(url: String, deadline: Double) throws(ClaudeError) -> [BatchResultLine] {
        // No `accept: application/json`: the file is JSON Lines, one result per item (a few KB
        // each: mynd's batches have tens of items).
        let (response, _) = try exchange(
            method: "GET", url: url, body: nil, accept: nil, deadline: deadline, retryingTransportFailures: true,
            maxResponseBytes: 64 << 20)
        return try BatchResults.parse(response.body)
    }

    /// `id` percent-encoded so that it stays one path segment whatever it holds. (Batch ids
    /// are `msgbatch_` and letters and digits; anything else is escaped, not trusted.)
    private static func pathSegment(_ id: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        return id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id
    }
}
