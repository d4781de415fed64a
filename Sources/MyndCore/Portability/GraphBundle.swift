package import Foundation

/// Nodes and edges read from a file, checked and ready to store in one transaction.
package struct GraphBundle: Equatable, Sendable {
    package var nodes: [Node]
    package var edges: [Edge]
    /// Things the reader skipped on purpose (deleted tasks, dependencies outside the file),
    /// printed to stderr so the person knows.
    package var warnings: [String]
    /// Goals let go ("Let it go"), and when.
    package var dropped: [UUID: Timestamp] = [:]

    package init(nodes: [Node] = [], edges: [Edge] = [], warnings: [String] = []) {
        self.nodes = nodes
        self.edges = edges
        self.warnings = warnings
    }
}

/// Why an import file was rejected. The whole file is rejected: nothing is imported.
package struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file: `line 3, column 7`, `nodes[2].nodeType`, `task 5 (uuid …)`.
    package var location: String
    package var problem: String

    package init(at location: String, _ problem: String) {
        self.location = location
        self.problem = problem
    }

    package var description: String { location.isEmpty ? problem : "\(location): \(problem)" }
}
