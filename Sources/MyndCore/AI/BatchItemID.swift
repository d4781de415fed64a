/// A batch request's `custom_id`: what the item is for, readable back from the results.
/// The API allows 1–64 characters of letters, digits, `-` and `_`.
public struct BatchItemID: Hashable, Sendable, CustomStringConvertible {
    public var kind: AICall.Purpose
    public var ref: String

    public init(kind: AICall.Purpose, ref: String) {
        self.kind = kind
        self.ref = ref
    }

    /// Parses `followup-<goal id>` or `insight-<local date>`.
    public init?(_ text: String) {
        guard let dash = text.firstIndex(of: "-"),
            let kind = AICall.Purpose(rawValue: String(text[..<dash]))
        else { return nil }
        let ref = String(text[text.index(after: dash)...])
        guard !ref.isEmpty else { return nil }
        self.init(kind: kind, ref: ref)
    }

    public var description: String { "\(kind.rawValue)-\(ref)" }
}

/// A Message Batch sent and not yet collected: its id, when, and the items it holds.
public struct BatchRecord: Equatable, Sendable {
    public var id: String
    public var createdAt: Timestamp
    public var customIds: [String]

    public init(id: String, createdAt: Timestamp, customIds: [String]) {
        self.id = id
        self.createdAt = createdAt
        self.customIds = customIds
    }
}
