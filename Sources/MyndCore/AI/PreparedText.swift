/// A text Claude wrote ahead for a goal's follow-up or a date's insight.
public struct PreparedText: Equatable, Sendable {
    public var kind: AICall.Purpose
    public var ref: String
    public var text: String
    public var model: String
    public var createdAt: Timestamp

    public init(kind: AICall.Purpose, ref: String, text: String, model: String, createdAt: Timestamp) {
        self.kind = kind
        self.ref = ref
        self.text = text
        self.model = model
        self.createdAt = createdAt
    }
}
