import Foundation

// MARK: - One task

/// What is wrong with one task; the caller adds where it is.
struct Problem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

enum Status: String {
    case pending, waiting, completed, deleted, recurring
}

struct ParsedTask {
    var id: UUID
    var status: Status
    var node: Node
    var project: String?
    /// Unique, in the order the file lists them.
    var depends: [UUID]

    /// Fields handled by name below; everything else not ignored becomes metadata.
    static let mappedFields: Set<String> = [
        "uuid", "status", "description", "entry", "modified", "end", "wait", "project",
        "depends", "tags", "annotations", "due", "scheduled", "start", "until",
    ]
    static let ignoredFields: Set<String> = ["id", "urgency", "imask", "mask", "parent", "rtype"]
    static let dateMetadataFields = ["due", "scheduled", "start", "until"]

    init(_ value: Any) throws(Problem) {
        guard let raw = value as? [String: Any] else {
            throw Problem("expected a JSON object (one task), found \(kind(of: value))")
        }
        let fields = Fields(raw: raw)
        guard let uuidText = try fields.string("uuid") else { throw Problem("missing uuid") }
        guard let id = UUID(string: uuidText) else {
            throw Problem("uuid is not a UUID: \"\(uuidText)\"")
        }
        guard let statusText = try fields.string("status") else { throw Problem("missing status") }
        guard let status = Status(rawValue: statusText) else {
            throw Problem(
                "status \"\(statusText)\" is not one of pending, waiting, completed, deleted, recurring")
        }
        let description = try Self.description(fields)
        guard let entry = try fields.date("entry") else { throw Problem("missing entry") }
        let modified = try fields.date("modified")
        let end = try fields.date("end")
        // Tags are single words: a string of them may be written "next,home" or "+next +home".
        let tags = try fields.list("tags", separators: ", \t").map { $0.hasPrefix("+") ? String($0.dropFirst()) : $0 }
            .filter { !$0.isEmpty }
        let lowered = Set(tags.map { $0.lowercased() })
        let isAction = !lowered.contains("goal") && !lowered.isDisjoint(with: ["action", "next"])
        let project = try Self.project(fields)

        self.id = id
        self.status = status
        self.project = project.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        self.depends = try Self.depends(fields)
        self.node = Node(
            id: id, type: isAction ? .action : .goal, content: description,
            createdAt: entry, lastAccessedAt: modified ?? entry,
            completedAt: status == .completed ? (end ?? modified ?? entry) : nil,
            snoozedUntil: try fields.date("wait"), metadata: try Self.metadata(fields, tags: tags))
    }

    /// The task's text, within what a node may hold.
    private static func description(_ fields: Fields) throws(Problem) -> String {
        guard let description = try fields.string("description") else { throw Problem("missing description") }
        guard !VisibleText.isBlank(description) else {
            throw Problem("description is empty")
        }
        guard description.utf8.count <= Node.maximumContentBytes else {
            throw Problem("description is longer than 1 MB: keep a task to a thought, and link several")
        }
        guard !description.contains("\0") else { throw Problem("description contains a NUL character (\\u0000): remove it") }
        return description
    }

    /// A project becomes a node's text: the same limits as a description.
    private static func project(_ fields: Fields) throws(Problem) -> String? {
        let project = try fields.string("project")
        if let project, project.utf8.count > Node.maximumContentBytes {
            throw Problem("project is longer than 1 MB: give it a short name")
        }
        if let project, project.contains("\0") { throw Problem("project contains a NUL character (\\u0000): remove it") }
        return project
    }

    /// The tasks this one depends on, each once, in the order the file lists them.
    private static func depends(_ fields: Fields) throws(Problem) -> [UUID] {
        var depends: [UUID] = []
        for text in try fields.list("depends") {
            guard let dependency = UUID(string: text) else {
                throw Problem("depends contains \"\(text)\", which is not a UUID")
            }
            if !depends.contains(dependency) { depends.append(dependency) }
        }
        return depends
    }

    /// Tags, annotations, the dates mynd has no field for, and every other field mynd does
    /// not map or ignore, as text.
    private static func metadata(_ fields: Fields, tags: [String]) throws(Problem) -> [String: String] {
        var metadata: [String: String] = [:]
        if !tags.isEmpty { metadata["tags"] = tags.joined(separator: ",") }
        let annotations = try fields.annotations()
        if !annotations.isEmpty { metadata["annotations"] = annotations.joined(separator: "\n") }
        for key in dateMetadataFields {
            if let date = try fields.date(key) { metadata[key] = date.iso8601 }
        }
        for (key, value) in fields.raw where !mappedFields.contains(key) && !ignoredFields.contains(key) {
            if let text = value as? String {
                metadata[key] = text
            } else if let number = value as? NSNumber, !isBoolean(number) {
                metadata[key] = number.stringValue
            }
        }
        for (key, value) in metadata where key.utf8.count + value.utf8.count > Node.maximumContentBytes {
            throw Problem("\(Terminal.line(key, limit: 40)) is longer than 1 MB: keep it to a short note")
        }
        return metadata
    }
}

/// Typed access to a task's fields, with messages that name the field.
struct Fields {
    var raw: [String: Any]

    func value(_ key: String) -> Any? {
        guard let value = raw[key], !(value is NSNull) else { return nil }
        return value
    }

    func string(_ key: String) throws(Problem) -> String? {
        guard let value = value(key) else { return nil }
        guard let text = value as? String else {
            throw Problem("\(key) must be a string, found \(kind(of: value))")
        }
        return text
    }

    func date(_ key: String) throws(Problem) -> Timestamp? {
        guard let value = value(key) else { return nil }
        guard let text = value as? String else {
            throw Problem("\(key) must be a date string, found \(kind(of: value))")
        }
        guard let time = TaskwarriorImport.timestamp(text) else {
            throw Problem("\(key) is not a date: \"\(text)\" (expected YYYYMMDDTHHMMSSZ or ISO 8601 with Z)")
        }
        return time
    }

    /// A JSON array of strings, or the comma-separated string older Taskwarrior wrote (split
    /// at any of `separators`).
    func list(_ key: String, separators: String = ",") throws(Problem) -> [String] {
        guard let value = value(key) else { return [] }
        if let text = value as? String {
            return text.split(whereSeparator: { separators.contains($0) })
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        guard let items = value as? [Any] else {
            throw Problem("\(key) must be an array of strings, found \(kind(of: value))")
        }
        var list: [String] = []
        for (i, item) in items.enumerated() {
            guard let text = item as? String else {
                throw Problem("\(key)[\(i)] must be a string, found \(kind(of: item))")
            }
            list.append(text)
        }
        return list
    }

    /// The descriptions of `annotations`, an array of `{"entry": …, "description": …}`.
    func annotations() throws(Problem) -> [String] {
        guard let value = value("annotations") else { return [] }
        guard let items = value as? [Any] else {
            throw Problem("annotations must be an array of objects, found \(kind(of: value))")
        }
        var descriptions: [String] = []
        for (i, item) in items.enumerated() {
            guard let annotation = item as? [String: Any], let text = annotation["description"] as? String else {
                throw Problem("annotations[\(i)] must be an object with a string description")
            }
            descriptions.append(text)
        }
        return descriptions
    }
}

/// JSONSerialization hands booleans back as NSNumber; only they report the `char` type
/// (it never makes other 8-bit numbers).
func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
}

func kind(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case let number as NSNumber: isBoolean(number) ? "a boolean" : "a number"
    case is [String: Any]: "an object"
    case is [Any]: "an array"
    case is NSNull: "null"
    default: "an unsupported value"
    }
}
