/// What a node in the knowledge graph is.
package enum NodeType: String, CaseIterable, Codable, Sendable {
    case thought, goal, action, project, person, place, event, insight, question

    /// Goals and actions are the only types that can be completed or snoozed.
    package var isCompletable: Bool { self == .goal || self == .action }

    /// The names accepted on the command line and in files, for error messages.
    package static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}

/// How two nodes relate. An edge points from its source to its target.
package enum EdgeType: String, CaseIterable, Codable, Sendable {
    case relatesTo, blocks, enables, partOf, follows, hasAction, mentions, inspiredBy

    package static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}
