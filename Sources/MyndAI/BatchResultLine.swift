/// One line of a batch's results file: which request, and what came of it.
package struct BatchResultLine: Decodable, Equatable, Sendable {
    package var customID: String
    package var result: BatchResult

    enum CodingKeys: String, CodingKey {
        case customID = "custom_id"
        case result
    }

    package init(customID: String, result: BatchResult) {
        self.customID = customID
        self.result = result
    }
}

/// What came of one request in a batch.
package enum BatchResult: Decodable, Equatable, Sendable {
    case succeeded(Message)
    /// The request failed; `error` is the API's error (its `type` and `message`).
    case errored(APIErrorBody.Detail)
    /// The batch reached its 24-hour limit before this request ran.
    case expired
    /// The batch was canceled before this request ran.
    case canceled
    /// A result type this version of mynd does not know; the line is still readable.
    case unrecognized(type: String)

    enum CodingKeys: String, CodingKey {
        case type, message, error
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "succeeded":
            self = .succeeded(try container.decode(Message.self, forKey: .message))
        case "errored":
            // The docs give `error` "our standard error shape", the whole error body
            // (`{"type":"error","error":{…}}`); the bare `{type, message}` is read too.
            if let body = try? container.decode(APIErrorBody.self, forKey: .error) {
                self = .errored(body.error)
            } else {
                self = .errored(try container.decode(APIErrorBody.Detail.self, forKey: .error))
            }
        case "expired":
            self = .expired
        case "canceled":
            self = .canceled
        case let other:
            self = .unrecognized(type: other)
        }
    }
}
