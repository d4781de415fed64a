public import Foundation

/// mynd's export file: one JSON document that is both of the seeds' export shapes at once —
/// seed 000 §6.6 `MYNDExport` (`exportDate`, `version`, `nodes` with `isCompleted`,
/// `sessions`, `memories`) and seed 001 §6.5 `GraphExport` (`exportedAt`, `version`, `nodes`
/// with `metadata`, `edges`) — plus mynd's own node fields (`lastAccessedAt`, `completedAt`,
/// `snoozedUntil`) and edge `createdAt`.
///
/// Keys are sorted and output is pretty-printed, as in the seeds, so the same graph always
/// exports to the same bytes (apart from the two export dates).
public enum GraphDocument {
    public static let version = "1.0"

    public static func encode(nodes: [Node], edges: [Edge], exportedAt: Timestamp) -> Data {
        let document = DocumentOut(
            exportDate: exportedAt.iso8601, exportedAt: exportedAt.iso8601, version: version,
            nodes: nodes.map(NodeOut.init), edges: edges.map(EdgeOut.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(document)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// Reads a mynd export, a seed `MYNDExport` or a seed `GraphExport`. Fields mynd adds are
    /// optional, so the seeds' minimal shapes import too: a missing `lastAccessedAt` is the
    /// creation time, a missing `completedAt` of a completed node is its creation time.
    /// Dates may be ISO 8601 strings (seed 000 encodes with `.iso8601`) or numbers of seconds
    /// since 2001-01-01 (seed 001 uses JSONEncoder's default date encoding).
    public static func bundle(from data: Data) throws(ImportError) -> GraphBundle {
        let document: DocumentIn
        do {
            document = try JSONDecoder().decode(DocumentIn.self, from: data)
        } catch let error as ImportError {
            throw error
        } catch let error as DecodingError {
            // JSONDecoder on Linux says only "not valid JSON"; JSONSerialization says where.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, context.underlyingError == nil,
                let detail = syntaxError(in: data) {
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
                // Seed 001's edges carry no date; an edge cannot be older than its later end.
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
        return GraphBundle(nodes: nodes, edges: edges)
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
    // Seed 000's MYNDExport also carries conversations and memories; mynd has neither.
    var sessions: [String] = []
    var memories: [String] = []
}

private struct NodeOut: Encodable {
    var node: Node
    init(_ node: Node) { self.node = node }

    enum Keys: String, CodingKey {
        case id, content, nodeType, createdAt, isCompleted, metadata, lastAccessedAt, completedAt, snoozedUntil
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

// MARK: - Reading

struct DocumentIn: Decodable, Equatable {
    var nodes: [NodeIn]
    var edges: [EdgeIn]?

    init(nodes: [NodeIn], edges: [EdgeIn]?) {
        self.nodes = nodes
        self.edges = edges
    }

    enum Keys: String, CodingKey { case nodes, edges }

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Keys.self), c.contains(.nodes) else {
            throw ImportError(
                at: "", "expected a mynd export: an object with \"nodes\" (and \"edges\"); for a Taskwarrior file use --format taskwarrior")
        }
        nodes = try c.decode([NodeIn].self, forKey: .nodes)
        edges = try c.decodeIfPresent([EdgeIn].self, forKey: .edges)
    }
}

/// A date as either seed wrote it.
enum DateIn: Decodable, Equatable {
    case text(String)
    case referenceSeconds(Double)

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) {
            self = .text(s)
        } else if let d = try? c.decode(Double.self) {
            self = .referenceSeconds(d)
        } else {
            throw DecodingError.typeMismatch(
                String.self, .init(codingPath: decoder.codingPath, debugDescription: "expected an ISO 8601 time"))
        }
    }

    func timestamp(at location: @autoclosure () -> String) throws(ImportError) -> Timestamp {
        switch self {
        case .text(let s):
            guard let t = Timestamp(iso8601: s) else {
                throw ImportError(at: location(), "'\(s)' is not an ISO 8601 time with a zone (like 2026-11-21T08:00:00Z)")
            }
            return t
        case .referenceSeconds(let seconds):
            guard seconds.isFinite, abs(seconds) < 1e11 else {
                throw ImportError(at: location(), "\(seconds) is not a time")
            }
            return Timestamp(Date(timeIntervalSinceReferenceDate: seconds))
        }
    }
}

private func uuid(_ text: String, at location: @autoclosure () -> String) throws(ImportError) -> UUID {
    guard let id = UUID(string: text) else {
        throw ImportError(at: location(), "'\(text)' is not a UUID")
    }
    return id
}

struct NodeIn: Decodable, Equatable {
    var id: String
    var content: String
    var nodeType: String
    var createdAt: DateIn
    var isCompleted: Bool?
    var metadata: [String: String]?
    var lastAccessedAt: DateIn?
    var completedAt: DateIn?
    var snoozedUntil: DateIn?

    func node(at path: @autoclosure () -> String) throws(ImportError) -> Node {
        guard let type = NodeType(rawValue: nodeType) else {
            throw ImportError(at: "\(path()).nodeType", "unknown type '\(nodeType)' (expected one of \(NodeType.allNames))")
        }
        guard !content.allSatisfy(\.isWhitespace) else {
            throw ImportError(at: "\(path()).content", "is empty")
        }
        guard content.utf8.count <= Node.maximumContentBytes else {
            throw ImportError(at: "\(path()).content", "is longer than 1 MB: keep a node to a thought, and link several")
        }
        let created = try createdAt.timestamp(at: "\(path()).createdAt")
        var completed = try completedAt?.timestamp(at: "\(path()).completedAt")
        if completed == nil, isCompleted == true { completed = created }
        if completed != nil, isCompleted == false {
            throw ImportError(at: "\(path()).isCompleted", "false, but completedAt is set")
        }
        return Node(
            id: try uuid(id, at: "\(path()).id"), type: type, content: content, createdAt: created,
            lastAccessedAt: try lastAccessedAt?.timestamp(at: "\(path()).lastAccessedAt"),
            completedAt: completed,
            snoozedUntil: try snoozedUntil?.timestamp(at: "\(path()).snoozedUntil"),
            metadata: metadata ?? [:])
    }
}

struct EdgeIn: Decodable, Equatable {
    var id: String?
    var sourceId: String
    var targetId: String
    var edgeType: String
    var weight: Double?
    var createdAt: DateIn?

    func edge(at path: @autoclosure () -> String) throws(ImportError) -> Edge {
        guard let type = EdgeType(rawValue: edgeType) else {
            throw ImportError(at: "\(path()).edgeType", "unknown type '\(edgeType)' (expected one of \(EdgeType.allNames))")
        }
        let w = weight ?? 1
        guard Edge.weightRange.contains(w) else {
            throw ImportError(at: "\(path()).weight", "\(w) is outside 0…1")
        }
        let source = try uuid(sourceId, at: "\(path()).sourceId")
        let target = try uuid(targetId, at: "\(path()).targetId")
        guard source != target else {
            throw ImportError(at: path(), "an edge cannot connect a node to itself")
        }
        return Edge(
            id: try id.map { (s) throws(ImportError) in try uuid(s, at: "\(path()).id") } ?? UUID(),
            type: type, sourceId: source, targetId: target, weight: w,
            createdAt: try createdAt?.timestamp(at: "\(path()).createdAt") ?? Timestamp(millisecondsSinceEpoch: 0))
    }
}

extension ImportError {
    /// Turns JSONDecoder's error into a path like `nodes[3].content` and a plain problem.
    init(decoding error: DecodingError) {
        func path(_ keys: [any CodingKey]) -> String {
            var s = ""
            for key in keys {
                if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return s
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(at: path(context.codingPath), "wrong type (expected \(Self.name(of: type)))")
        case .valueNotFound(let type, let context):
            self.init(at: path(context.codingPath), "is null (expected \(Self.name(of: type)))")
        case .keyNotFound(let key, let context):
            self.init(at: path(context.codingPath + [key]), "is missing")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            let detail = underlying ?? context.debugDescription
            self.init(at: path(context.codingPath), context.codingPath.isEmpty ? "not valid JSON: \(detail)" : detail)
        @unknown default:
            self.init(at: "", "unreadable: \(error)")
        }
    }

    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        case is [String: String].Type: return "an object of strings"
        default:
            let n = "\(type)"
            if n.hasPrefix("Array") { return "an array" }
            // A node or an edge (NodeIn, EdgeIn), or JSONDecoder's own `Dictionary<String, Any>`.
            return n.hasSuffix("In") || n.hasPrefix("Dictionary") ? "an object" : n
        }
    }
}
