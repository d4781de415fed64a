/// The body of `POST /v1/messages/batches`: requests, each with the caller's own id.
package struct BatchCreateRequest: Codable, Equatable, Sendable {
    package var requests: [Item]

    package init(requests: [Item]) {
        self.requests = requests
    }

    package struct Item: Codable, Equatable, Sendable {
        /// Names the request's line in the results, which come in any order. The API takes
        /// 1–64 characters of letters, digits, `-` and `_`.
        package var customID: String
        package var params: MessageRequest

        enum CodingKeys: String, CodingKey {
            case customID = "custom_id"
            case params
        }

        package init(customID: String, params: MessageRequest) {
            self.customID = customID
            self.params = params
        }
    }
}
