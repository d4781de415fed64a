package import Foundation

/// mynd's export file: one JSON document that is both of the seeds' export shapes at once —
/// the iOS app's `MYNDExport` (`exportDate`, `version`, `nodes` with `isCompleted`,
/// `sessions`, `memories`) and its later `GraphExport` (`exportedAt`, `version`, `nodes`
/// with `metadata`, `edges`) — plus mynd's own node fields (`lastAccessedAt`, `completedAt`,
/// `snoozedUntil`, `droppedAt` for a goal let go) and edge `createdAt`.
///
/// Keys are sorted and output is pretty-printed, as in the seeds, so the same graph always
/// exports to the same bytes (apart from the two export dates).
package enum GraphDocument {
    package static let version = "1.0"

    package static func encode(nodes: [Node], edges: [Edge], dropped: [UUID: Timestamp] = [:], exportedAt: Timestamp) -> Data {
        let document = DocumentOut(
            exportDate: exportedAt.iso8601, exportedAt: exportedAt.iso8601, version: version,
            nodes: nodes.map { NodeOut($0, droppedAt: dropped[$0.id]) }, edges: edges.map(EdgeOut.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(document)).map { JSONEscapes.escapingInvisibles($0) + Data("\n".utf8) } ?? Data()
    }

    /// Reads a mynd export, the iOS app's `MYNDExport` or `GraphExport`. Fields mynd adds are
    /// optional, so the seeds' minimal shapes import too: a missing `lastAccessedAt` is the
    /// creation time, a missing `completedAt` of a completed node is its creation time.
    /// Dates may be ISO 8601 strings (`MYNDExport` encodes with `.iso8601`) or numbers of seconds
    /// since 2001-01-01 (`GraphExport` uses JSONEncoder's default date encoding).
    package static func bundle(from data: Data) throws(ImportError) -> GraphBundle {
        let document: DocumentIn
        do {
            document = try JSONDecoder().decode(DocumentIn.self, from: data)
        } catch let error as ImportError {
            throw error
        } catch let error as DecodingError {
            // JSONDecoder on Linux says only "not valid JSON"; JSONSerialization says where.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, context.underlyingError == nil,
                let detail = syntaxError(in: data)
            {
                throw ImportError(at: "", "not valid JSON: \(detail)")
            }
            throw ImportError(decoding: error)
        } catch {
            throw ImportError(at: "", "not valid JSON: \(error.localizedDescription)")
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(document.nodes.count)
        var seen = Set<UUID>(minimumCapacity: document.nodes.count)
        for (index, raw) in document.nodes.enumerated() {
            let node = try raw.node(at: "nodes[\(index)]")
            guard seen.insert(node.id).inserted else {
                throw ImportError(at: "nodes[\(index)].id", "duplicate id \(node.id.lowercasedString)")
            }
            nodes.append(node)
        }
        var edges: [Edge] = []
        var seenEdges = Set<UUID>()
        // The graph holds one edge per (source, type, target); a second would silently replace
        // the first, so it is an error in the file.
        var seenTriples: [EdgeKey: Int] = [:]
        let createdAt = Dictionary(nodes.map { ($0.id, $0.createdAt) }, uniquingKeysWith: { first, _ in first })
        for (index, raw) in (document.edges ?? []).enumerated() {
            var edge = try raw.edge(at: "edges[\(index)]")
            if raw.createdAt == nil {
                // `GraphExport`'s edges carry no date; an edge cannot be older than its later end.
                let ends = [createdAt[edge.sourceId], createdAt[edge.targetId]].compactMap { $0 }
                edge.createdAt = ends.max() ?? edge.createdAt
            }
            guard seenEdges.insert(edge.id).inserted else {
                throw ImportError(at: "edges[\(index)].id", "duplicate id \(edge.id.lowercasedString)")
            }
            let key = EdgeKey(source: edge.sourceId, type: edge.type, target: edge.targetId)
            if let first = seenTriples[key] {
                throw ImportError(at: "edges[\(index)]", "same source, type and target as edges[\(first)]")
            }
            seenTriples[key] = index
            edges.append(edge)
        }
        var bundle = GraphBundle(nodes: nodes, edges: edges)
        for (index, raw) in document.nodes.enumerated() {
            guard let droppedAt = raw.droppedAt else { continue }
            guard nodes[index].type == .goal else {
                throw ImportError(at: "nodes[\(index)].droppedAt", "only goals can be let go, and this is a \(nodes[index].type.rawValue)")
            }
            bundle.dropped[nodes[index].id] = try droppedAt.timestamp(at: "nodes[\(index)].droppedAt")
        }
        return bundle
    }

    /// What JSONSerialization says is wrong with `data`, e.g. "Invalid value around character 21."
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            // "Invalid value around character 21." ends a sentence; the message goes on after it.
            return ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                .map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
        }
    }
}

private struct EdgeKey: Hashable {
    var source: UUID, type: EdgeType, target: UUID
}

// MARK: - Writing

private struct DocumentOut: Encodable {
    var exportDate: String
    var exportedAt: String
    var version: String
    var nodes: [NodeOut]
    var edges: [EdgeOut]
    // `MYNDExport` also carries conversations and memories; mynd has neither.
    var sessions: [String] = []
    var memories: [String] = []
}

private struct NodeOut: Encodable {
    var node: Node
    var droppedAt: Timestamp?

    init(_ node: Node, droppedAt: Timestamp?) {
        self.node = node
        self.droppedAt = droppedAt
    }

    enum Keys: String, CodingKey {
        case id, content, nodeType, createdAt, isCompleted, metadata, lastAccessedAt, completedAt, snoozedUntil, droppedAt
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(node.id.lowercasedString, forKey: .id)
        try c.encode(node.content, forKey: .content)
        try c.encode(node.type.rawValue, forKey: .nodeType)
        try c.encode(node.createdAt.iso8601, forKey: .createdAt)
        try c.encode(node.isCompleted, forKey: .isCompleted)
        try c.encode(node.metadata, forKey: .metadata)
        try c.encode(node.lastAccessedAt.iso8601, forKey: .lastAccessedAt)
        // Explicit nulls: absent is a value, and the field list stays stable.
        try c.encode(node.completedAt?.iso8601, forKey: .completedAt)
        try c.encode(node.snoozedUntil?.iso8601, forKey: .snoozedUntil)
        try c.encode(droppedAt?.iso8601, forKey: .droppedAt)
    }
}

private struct EdgeOut: Encodable {
    var edge: Edge
    init(_ edge: Edge) { self.edge = edge }

    enum Keys: String, CodingKey { case id, sourceId, targetId, edgeType, weight, createdAt }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(edge.id.lowercasedString, forKey: .id)
        try c.encode(edge.sourceId.lowercasedString, forKey: .sourceId)
        try c.encode(edge.targetId.lowercasedString, forKey: .targetId)
        try c.encode(edge.type.rawValue, forKey: .edgeType)
        try c.encode(edge.weight, forKey: .weight)
        try c.encode(edge.createdAt.iso8601, forKey: .createdAt)
    }
}
