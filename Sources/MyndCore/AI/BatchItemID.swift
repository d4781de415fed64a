/// A batch request's `custom_id`: what the item is for, readable back from the results.
/// The API allows 1–64 characters of letters, digits, `-` and `_`.
package struct BatchItemID: Hashable, Sendable, CustomStringConvertible {
    package var kind: AICall.Purpose
    package var ref: String

    package init(kind: AICall.Purpose, ref: String) {
        self.kind = kind
        self.ref = ref
    }

    /// Parses `followup-<goal id>` or `insight-<local date>`.
    package init?(_ text: String) {
        guard let dash = text.firstIndex(of: "-"),
            let kind = AICall.Purpose(rawValue: String(text[..<dash]))
        else { return nil }
        let ref = String(text[text.index(after: dash)...])
        guard !ref.isEmpty else { return nil }
        self.init(kind: kind, ref: ref)
    }

    package var description: String { "\(kind.rawValue)-\(ref)" }
}

/// A Message Batch sent and not yet collected: its id, when, and the items it holds.
package struct BatchRecord: Equatable, Sendable {
    package var id: String
    package var createdAt: Timestamp
    package var customIds: [String]

    package init(id: String, createdAt: Timestamp, customIds: [String]) {
        self.id = id
        self.createdAt = createdAt
        self.customIds = customIds
    }
}
