/// What a node in the knowledge graph is (seed 000 §3.2).
public enum NodeType: String, CaseIterable, Codable, Sendable {
    case thought, goal, action, project, person, place, event, insight, question

    /// Goals and actions are the only types that can be completed or snoozed.
    public var isCompletable: Bool { self == .goal || self == .action }

    /// The names accepted on the command line and in files, for error messages.
    public static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}

/// How two nodes relate (seed 000 §3.2). An edge points from its source to its target.
public enum EdgeType: String, CaseIterable, Codable, Sendable {
    case relatesTo, blocks, enables, partOf, follows, hasAction, mentions, inspiredBy

    public static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}
