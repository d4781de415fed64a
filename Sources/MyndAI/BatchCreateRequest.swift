/// The body of `POST /v1/messages/batches`: requests, each with the caller's own id.
public struct BatchCreateRequest: Codable, Equatable, Sendable {
    public var requests: [Item]

    public init(requests: [Item]) {
        self.requests = requests
    }

    public struct Item: Codable, Equatable, Sendable {
        /// Names the request's line in the results, which come in any order. The API takes
        /// 1–64 characters of letters, digits, `-` and `_`.
        public var customID: String
        public var params: MessageRequest

        enum CodingKeys: String, CodingKey {
            case customID = "custom_id"
            case params
        }

        public init(customID: String, params: MessageRequest) {
            self.customID = customID
            self.params = params
        }
    }
}
