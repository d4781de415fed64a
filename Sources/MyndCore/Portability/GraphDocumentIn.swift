import Foundation

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

/// A date as either iOS export wrote it.
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

func uuid(_ text: String, at location: @autoclosure () -> String) throws(ImportError) -> UUID {
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
    /// When the person let this goal go (mynd's own field).
    var droppedAt: DateIn?

    func node(at path: @autoclosure () -> String) throws(ImportError) -> Node {
        guard let type = NodeType(rawValue: nodeType) else {
            throw ImportError(at: "\(path()).nodeType", "unknown type '\(nodeType)' (expected one of \(NodeType.allNames))")
        }
        guard !VisibleText.isBlank(content) else {
            throw ImportError(at: "\(path()).content", "is empty")
        }
        guard content.utf8.count <= Node.maximumContentBytes else {
            throw ImportError(at: "\(path()).content", "is longer than 1 MB: keep a node to a thought, and link several")
        }
        // A NUL would cut the text short wherever it is read as a C string: refused, not cut.
        guard !content.contains("\0") else {
            throw ImportError(at: "\(path()).content", "contains a NUL character (\\u0000): remove it from the file")
        }
        // The same limit as a node's text: a megabyte in a note nobody reads is a mistake.
        for (key, value) in metadata ?? [:] where key.utf8.count + value.utf8.count > Node.maximumContentBytes {
            throw ImportError(
                at: "\(path()).metadata.\(Terminal.line(key, limit: 40))",
                "is longer than 1 MB (node \(Terminal.line(id, limit: 40))): keep metadata to short notes")
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
