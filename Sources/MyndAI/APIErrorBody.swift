/// The body of an API error response:
/// `{"type": "error", "error": {"type": "…", "message": "…"}, "request_id": "req_…"}`.
/// The same shape is a batch result's `error`.
package struct APIErrorBody: Decodable, Equatable, Sendable {
    /// `"error"`.
    package var type: String
    package var error: Detail
    /// Absent in older responses; the `request-id` header carries the same value.
    package var requestID: String?

    enum CodingKeys: String, CodingKey {
        case type, error
        case requestID = "request_id"
    }

    package struct Detail: Decodable, Equatable, Sendable {
        /// `invalid_request_error`, `authentication_error`, `rate_limit_error`,
        /// `overloaded_error`, … (the list may grow).
        package var type: String
        package var message: String

        package init(type: String, message: String) {
            self.type = type
            self.message = message
        }
    }
}
