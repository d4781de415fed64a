/// A text Claude wrote ahead for a goal's follow-up or a date's insight.
package struct PreparedText: Equatable, Sendable {
    package var kind: AICall.Purpose
    package var ref: String
    package var text: String
    package var model: String
    package var createdAt: Timestamp

    package init(kind: AICall.Purpose, ref: String, text: String, model: String, createdAt: Timestamp) {
        self.kind = kind
        self.ref = ref
        self.text = text
        self.model = model
        self.createdAt = createdAt
    }
}
