package import Foundation

/// A node of the knowledge graph: a thought, goal, action, person, …
package struct Node: Hashable, Sendable {
    package var id: UUID
    package var type: NodeType
    package var content: String
    package var createdAt: Timestamp
    /// Moves forward whenever the person touches the node; what keeps a goal fresh.
    package var lastAccessedAt: Timestamp
    package var completedAt: Timestamp?
    package var snoozedUntil: Timestamp?
    package var metadata: [String: String]

    package init(
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
    package static let maximumContentBytes = 1_000_000

    package var isCompleted: Bool { completedAt != nil }

    /// Snoozed means a snooze that has not ended yet at `now`.
    package func isSnoozed(at now: Timestamp) -> Bool {
        guard let until = snoozedUntil else { return false }
        return until > now
    }
}

/// A directed, weighted edge between two nodes.
package struct Edge: Hashable, Sendable {
    package var id: UUID
    package var type: EdgeType
    package var sourceId: UUID
    package var targetId: UUID
    /// Strength of the connection, 0…1.
    package var weight: Double
    package var createdAt: Timestamp

    package init(
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

    package static let weightRange: ClosedRange<Double> = 0...1
}
