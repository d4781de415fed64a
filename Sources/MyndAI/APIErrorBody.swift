/// The body of an API error response:
/// `{"type": "error", "error": {"type": "…", "message": "…"}, "request_id": "req_…"}`.
/// The same shape is a batch result's `error`.
public struct APIErrorBody: Decodable, Equatable, Sendable {
    /// `"error"`.
    public var type: String
    public var error: Detail
    /// Absent in older responses; the `request-id` header carries the same value.
    public var requestID: String?

    enum CodingKeys: String, CodingKey {
        case type, error
        case requestID = "request_id"
    }

    public struct Detail: Decodable, Equatable, Sendable {
        /// `invalid_request_error`, `authentication_error`, `rate_limit_error`,
        /// `overloaded_error`, … (the list may grow).
        public var type: String
        public var message: String

        public init(type: String, message: String) {
            self.type = type
            self.message = message
        }
    }
}
