public import Foundation

/// A node of the knowledge graph: a thought, goal, action, person, …
public struct Node: Hashable, Sendable {
    public var id: UUID
    public var type: NodeType
    public var content: String
    public var createdAt: Timestamp
    /// Moves forward whenever the person touches the node; what keeps a goal fresh.
    public var lastAccessedAt: Timestamp
    public var completedAt: Timestamp?
    public var snoozedUntil: Timestamp?
    public var metadata: [String: String]

    public init(
        id: UUID = UUID(), type: NodeType, content: String, createdAt: Timestamp,
        lastAccessedAt: Timestamp? = nil, completedAt: Timestamp? = nil,
        snoozedUntil: Timestamp? = nil, metadata: [String: String] = [:]
    ) {
        self.id = id
        self.type = type
        self.content = content
        self.createdAt = createdAt
        self.lastAccessedAt = lastAccessedAt ?? createdAt
        self.completedAt = completedAt
        self.snoozedUntil = snoozedUntil
        self.metadata = metadata
    }

    /// The most a node's text may hold, in UTF-8 bytes: a node is a thought, not a document
    /// (link several instead). `add` and both import formats refuse more.
    public static let maximumContentBytes = 1_000_000

    public var isCompleted: Bool { completedAt != nil }

    /// Snoozed means a snooze that has not ended yet at `now`.
    public func isSnoozed(at now: Timestamp) -> Bool {
        guard let until = snoozedUntil else { return false }
        return until > now
    }
}

/// A directed, weighted edge between two nodes.
public struct Edge: Hashable, Sendable {
    public var id: UUID
    public var type: EdgeType
    public var sourceId: UUID
    public var targetId: UUID
    /// Strength of the connection, 0…1.
    public var weight: Double
    public var createdAt: Timestamp

    public init(
        id: UUID = UUID(), type: EdgeType, sourceId: UUID, targetId: UUID,
        weight: Double = 1, createdAt: Timestamp
    ) {
        self.id = id
        self.type = type
        self.sourceId = sourceId
        self.targetId = targetId
        self.weight = weight
        self.createdAt = createdAt
    }

    public static let weightRange: ClosedRange<Double> = 0...1
}
