public import Foundation

/// Nodes and edges read from a file, checked and ready to store in one transaction.
public struct GraphBundle: Equatable, Sendable {
    public var nodes: [Node]
    public var edges: [Edge]
    /// Things the reader skipped on purpose (deleted tasks, dependencies outside the file),
    /// printed to stderr so the person knows.
    public var warnings: [String]
    /// Goals let go ("Let it go"), and when.
    public var dropped: [UUID: Timestamp] = [:]

    public init(nodes: [Node] = [], edges: [Edge] = [], warnings: [String] = []) {
        self.nodes = nodes
        self.edges = edges
        self.warnings = warnings
    }
}

/// Why an import file was rejected. The whole file is rejected: nothing is imported.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file: `line 3, column 7`, `nodes[2].nodeType`, `task 5 (uuid …)`.
    public var location: String
    public var problem: String

    public init(at location: String, _ problem: String) {
        self.location = location
        self.problem = problem
    }

    public var description: String { location.isEmpty ? problem : "\(location): \(problem)" }
}
