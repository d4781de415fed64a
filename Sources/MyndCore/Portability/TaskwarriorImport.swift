public import Foundation

/// Reads Taskwarrior's `task export` output and maps it onto the graph
/// (SPEC "Import/export"; field meanings from Taskwarrior's `doc/devel/rfcs/task.md`).
///
/// Two input forms, told apart by the first non-whitespace byte:
/// - `[`: one JSON array, as `task export` writes it (`[` line, one task per line with
///   trailing commas, `]` line). Errors are located as `task 3 (line 5)`.
/// - `{`: one JSON object per line (NDJSON); blank lines are ignored. Errors say `line 5`.
///
/// Mapping of one task:
/// - `uuid` is the node id, so importing the same file again updates instead of duplicating.
/// - `status`: `pending` and `waiting` become open nodes; `completed` sets `completedAt` from
///   `end` (else `modified`, else `entry`); `deleted` tasks and `recurring` templates (whose
///   instances are separate pending tasks) are skipped with one summary warning each.
/// - Type: `goal`, or `action` when the tags contain `action` or `next`; a `goal` tag wins.
///   Tags are compared ignoring case.
/// - `description` is the content; `entry` is `createdAt`; `modified` is `lastAccessedAt`
///   (default `entry`); `wait` is `snoozedUntil`, kept even when already past.
/// - `project` becomes a `project` node (created at its tasks' earliest `entry`, last accessed
///   at their latest `modified`) and a `partOf` edge from the task. Names are taken whole:
///   `Home.Kitchen` is one project, not a child of `Home`.
/// - `depends` (a JSON array, or the pre-2.6 comma-separated string; `tags` alike) gives,
///   for each dependency D of task T, an edge D `blocks` T. Self-dependencies are dropped;
///   dependencies on tasks that are not imported are dropped with one summary warning.
/// - Metadata: `tags` (joined with `,`), `annotations` (descriptions, one per line), `due`,
///   `scheduled`, `start`, `until` (as ISO 8601), and every other string or number field
///   (`priority`, `recur`, user-defined attributes) under its own key, as text. Ignored:
///   `id` (changes whenever Taskwarrior renumbers), `urgency` (computed), and the recurrence
///   bookkeeping `imask`, `mask`, `parent`, `rtype`; booleans, arrays and objects in unknown
///   fields are ignored too, since Taskwarrior never writes them.
///
/// Dates are Taskwarrior's `YYYYMMDDTHHMMSSZ`, or ISO 8601 with `Z` or an offset. JSON `null`
/// counts as absent: Taskwarrior omits blank fields, other tools write `null`.
///
/// Project and edge ids are UUIDv8 derived from stable hashes, so they too survive re-import.
///
/// Output order: task nodes in file order, then project nodes sorted by name; edges in file
/// order of their task, each task's `partOf` edge first, then its `blocks` edges in `depends`
/// order.
public enum TaskwarriorImport {
    /// Reads `task export` output and maps it to the graph.
    ///
    /// - Parameter now: the import time. No rule needs it yet (a past `wait` is kept: it is a
    ///   snooze that has already ended, which is harmless); taking it now keeps the signature
    ///   stable when one does.
    /// - Throws: `ImportError` for the first problem found; one bad task rejects the file.
    public static func bundle(from data: Data, now: Timestamp) throws(ImportError) -> GraphBundle {
        let input = try Input(data)
        let records = try input.records()
        var tasks: [ParsedTask] = []
        tasks.reserveCapacity(records.count)
        var firstRecord: [UUID: Int] = [:]
        for (index, record) in records.enumerated() {
            let task: ParsedTask
            do throws(Problem) {
                task = try ParsedTask(record.value)
            } catch {
                throw ImportError(at: input.describe(record.position), error.message)
            }
            if let first = firstRecord[task.id] {
                let earlier = input.describe(records[first].position)
                throw ImportError(
                    at: input.describe(record.position),
                    "duplicate uuid \(task.id.lowercasedString), first used by \(earlier)")
            }
            firstRecord[task.id] = index
            tasks.append(task)
        }
        return assemble(tasks)
    }

    /// The id of the project node for a Taskwarrior project name.
    static func projectID(named name: String) -> UUID {
        stableID("taskwarrior-project:" + name)
    }

    /// The id of an imported edge, so re-import updates it instead of adding a twin.
    static func edgeID(_ type: EdgeType, from source: UUID, to target: UUID) -> UUID {
        stableID("taskwarrior-edge:\(type.rawValue):\(source.lowercasedString):\(target.lowercasedString)")
    }

    /// A UUIDv8 (RFC 9562) from two FNV-1a 64-bit hashes of `key`. Never change this:
    /// ids already stored by earlier imports depend on it. The second hash runs over the
    /// reversed bytes from another offset basis so that the two halves are not near copies.
    static func stableID(_ key: String) -> UUID {
        let bytes = Array(key.utf8)
        let high = fnv1a64(bytes, basis: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a64(bytes.reversed(), basis: 0x6c62_272e_07bb_0142)
        var b = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            b[i] = UInt8(truncatingIfNeeded: high >> (56 - 8 * i))
            b[8 + i] = UInt8(truncatingIfNeeded: low >> (56 - 8 * i))
        }
        b[6] = b[6] & 0x0F | 0x80  // version 8: custom
        b[8] = b[8] & 0x3F | 0x80  // variant 10xx: RFC 9562
        return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                           b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }

    private static func fnv1a64(_ bytes: some Sequence<UInt8>, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Parses `YYYYMMDDTHHMMSSZ` (Taskwarrior) or ISO 8601 with an offset.
    static func timestamp(_ text: String) -> Timestamp? {
        let b = Array(text.utf8)
        guard b.count == 16, b[8] == UInt8(ascii: "T"), b[15] == UInt8(ascii: "Z") else {
            return Timestamp(iso8601: text)
        }
        // Rewritten as ISO 8601 (`2020-10-21T06:52:09Z`) so that one parser checks digits
        // and ranges; inserting from the back keeps the earlier offsets valid.
        var iso = b
        iso.insert(UInt8(ascii: ":"), at: 13)
        iso.insert(UInt8(ascii: ":"), at: 11)
        iso.insert(UInt8(ascii: "-"), at: 6)
        iso.insert(UInt8(ascii: "-"), at: 4)
        return Timestamp(iso8601: String(decoding: iso, as: UTF8.self))
    }

    // MARK: - From tasks to the graph

    private static func assemble(_ tasks: [ParsedTask]) -> GraphBundle {
        var nodes: [Node] = []
        var imported = Set<UUID>()
        var deleted = 0, recurring = 0
        for task in tasks {
            switch task.status {
            case .deleted: deleted += 1
            case .recurring: recurring += 1
            case .pending, .waiting, .completed:
                nodes.append(task.node)
                imported.insert(task.id)
            }
        }

        var edges: [Edge] = []
        var projects: [String: (createdAt: Timestamp, lastAccessedAt: Timestamp)] = [:]
        var missingDependencies = 0
        for task in tasks where imported.contains(task.id) {
            let node = task.node
            if let name = task.project {
                let seen = projects[name]
                projects[name] = (
                    min(seen?.createdAt ?? node.createdAt, node.createdAt),
                    max(seen?.lastAccessedAt ?? node.lastAccessedAt, node.lastAccessedAt)
                )
                edges.append(edge(.partOf, from: task.id, to: projectID(named: name), at: node.createdAt))
            }
            for dependency in task.depends where dependency != task.id {
                if imported.contains(dependency) {
                    edges.append(edge(.blocks, from: dependency, to: task.id, at: node.createdAt))
                } else {
                    missingDependencies += 1
                }
            }
        }
        for name in projects.keys.sorted() {
            let span = projects[name]!
            nodes.append(Node(
                id: projectID(named: name), type: .project, content: name,
                createdAt: span.createdAt, lastAccessedAt: span.lastAccessedAt))
        }

        var warnings: [String] = []
        if deleted > 0 {
            warnings.append("skipped \(deleted) deleted \(deleted == 1 ? "task" : "tasks")")
        }
        if recurring > 0 {
            warnings.append("skipped \(recurring) recurring \(recurring == 1 ? "template" : "templates")"
                + " (their instances are imported as separate tasks)")
        }
        if missingDependencies > 0 {
            warnings.append("skipped \(missingDependencies) "
                + (missingDependencies == 1 ? "dependency" : "dependencies")
                + " on tasks not in the file or not imported")
        }
        return GraphBundle(nodes: nodes, edges: edges, warnings: warnings)
    }

    private static func edge(
        _ type: EdgeType, from source: UUID, to target: UUID, at time: Timestamp
    ) -> Edge {
        Edge(id: edgeID(type, from: source, to: target), type: type, sourceId: source, targetId: target,
             weight: 1, createdAt: time)
    }
}

// MARK: - One task

/// What is wrong with one task; the caller adds where it is.
private struct Problem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

private enum Status: String {
    case pending, waiting, completed, deleted, recurring
}

private struct ParsedTask {
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
        guard let description = try fields.string("description") else { throw Problem("missing description") }
        guard !description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw Problem("description is empty")
        }
        guard description.utf8.count <= Node.maximumContentBytes else {
            throw Problem("description is longer than 1 MB: keep a task to a thought, and link several")
        }
        guard let entry = try fields.date("entry") else { throw Problem("missing entry") }
        let modified = try fields.date("modified")
        let end = try fields.date("end")
        let wait = try fields.date("wait")
        let tags = try fields.list("tags")

        var depends: [UUID] = []
        for text in try fields.list("depends") {
            guard let dependency = UUID(string: text) else {
                throw Problem("depends contains \"\(text)\", which is not a UUID")
            }
            if !depends.contains(dependency) { depends.append(dependency) }
        }

        var metadata: [String: String] = [:]
        if !tags.isEmpty { metadata["tags"] = tags.joined(separator: ",") }
        let annotations = try fields.annotations()
        if !annotations.isEmpty { metadata["annotations"] = annotations.joined(separator: "\n") }
        for key in Self.dateMetadataFields {
            if let date = try fields.date(key) { metadata[key] = date.iso8601 }
        }
        for (key, value) in raw where !Self.mappedFields.contains(key) && !Self.ignoredFields.contains(key) {
            if let text = value as? String {
                metadata[key] = text
            } else if let number = value as? NSNumber, !isBoolean(number) {
                metadata[key] = number.stringValue
            }
        }

        let lowered = Set(tags.map { $0.lowercased() })
        let isAction = !lowered.contains("goal") && !lowered.isDisjoint(with: ["action", "next"])
        let project = try fields.string("project")

        self.id = id
        self.status = status
        self.project = project.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        self.depends = depends
        self.node = Node(
            id: id, type: isAction ? .action : .goal, content: description,
            createdAt: entry, lastAccessedAt: modified ?? entry,
            completedAt: status == .completed ? (end ?? modified ?? entry) : nil,
            snoozedUntil: wait, metadata: metadata)
    }
}

/// Typed access to a task's fields, with messages that name the field.
private struct Fields {
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

    /// A JSON array of strings, or the comma-separated string older Taskwarrior wrote.
    func list(_ key: String) throws(Problem) -> [String] {
        guard let value = value(key) else { return [] }
        if let text = value as? String {
            return text.split(separator: ",")
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
private func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
}

private func kind(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case let number as NSNumber: isBoolean(number) ? "a boolean" : "a number"
    case is [String: Any]: "an object"
    case is [Any]: "an array"
    case is NSNull: "null"
    default: "an unsupported value"
    }
}

// MARK: - Reading the bytes

/// The file, its form, and how to say where a task is.
private struct Input {
    enum Form { case array, lines }
    enum Position {
        /// 0-based index into the top-level array.
        case element(Int)
        /// 1-based line of the NDJSON file.
        case line(Int)
    }
    struct Record {
        var value: Any
        var position: Position
    }

    var bytes: Data
    var form: Form

    init(_ data: Data) throws(ImportError) {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        self.bytes = Data(bytes)
        guard let first = self.bytes.first(where: { !isJSONWhitespace($0) }) else {
            throw ImportError(at: "", "empty file")
        }
        switch first {
        case UInt8(ascii: "["): form = .array
        case UInt8(ascii: "{"): form = .lines
        default:
            // Valid JSON of the wrong shape deserves a clearer message than a syntax error.
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: self.bytes, options: .fragmentsAllowed)
            } catch {
                throw syntaxError(error, in: self.bytes, line: nil)
            }
            throw ImportError(
                at: "", "expected a JSON array of tasks or one JSON object per line, found \(kind(of: value))")
        }
    }

    func records() throws(ImportError) -> [Record] {
        switch form {
        case .array:
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: bytes)
            } catch {
                throw syntaxError(error, in: bytes, line: nil)
            }
            guard let items = value as? [Any] else {
                throw ImportError(at: "", "expected a JSON array of tasks, found \(kind(of: value))")
            }
            return items.enumerated().map { Record(value: $1, position: .element($0)) }
        case .lines:
            var records: [Record] = []
            for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                guard line.contains(where: { !isJSONWhitespace($0) }) else { continue }
                let lineData = Data(line)
                do {
                    let value = try JSONSerialization.jsonObject(with: lineData, options: .fragmentsAllowed)
                    records.append(Record(value: value, position: .line(index + 1)))
                } catch {
                    throw syntaxError(error, in: lineData, line: index + 1)
                }
            }
            return records
        }
    }

    /// `task 3 (line 5)` for the array form, `line 5` for NDJSON.
    func describe(_ position: Position) -> String {
        switch position {
        case .line(let line):
            return "line \(line)"
        case .element(let index):
            // Only reached when wording an error, so the extra pass over the bytes is free
            // on the happy path.
            let lines = elementStartLines(bytes)
            return index < lines.count ? "task \(index + 1) (line \(lines[index]))" : "task \(index + 1)"
        }
    }
}

private func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}

/// Turns JSONSerialization's complaint into an `ImportError`. It reports a byte offset
/// ("around character 20"), which becomes a line and column a person can jump to.
/// - Parameter line: the NDJSON line `bytes` came from, or nil when `bytes` is the whole file.
private func syntaxError(_ error: any Error, in bytes: Data, line: Int?) -> ImportError {
    var message = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
    var location = line.map { "line \($0)" } ?? ""
    if let marker = message.range(of: " around character ") {
        if let offset = Int(message[marker.upperBound...].prefix(while: \.isNumber)) {
            let (lineInBytes, column) = lineAndColumn(at: offset, in: bytes)
            location = "line \((line ?? 1) + lineInBytes - 1), column \(column)"
            message = String(message[..<marker.lowerBound])
        }
    }
    if message.hasSuffix(".") { message.removeLast() }
    // A pretty-printed object read as NDJSON fails on its first line; say why.
    let hint = line == nil ? "" : " (expected one whole task per line)"
    return ImportError(at: location, "not valid JSON: \(message)\(hint)")
}

/// 1-based line and column (in characters) of a byte offset.
private func lineAndColumn(at offset: Int, in bytes: Data) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for byte in bytes.prefix(offset) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {  // UTF-8 continuation bytes do not start a character
            column += 1
        }
    }
    return (line, column)
}

/// The line on which each element of a top-level JSON array starts. Assumes valid JSON,
/// where a raw newline cannot occur inside a string.
private func elementStartLines(_ bytes: Data) -> [Int] {
    var lines: [Int] = []
    var line = 1, depth = 0
    var inString = false, escaped = false, expectingElement = false
    for byte in bytes {
        if byte == 0x0A { line += 1 }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        if isJSONWhitespace(byte) { continue }
        switch byte {
        case UInt8(ascii: ","):
            if depth == 1 { expectingElement = true }
            continue
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth -= 1
            expectingElement = false
            continue
        default:
            break
        }
        if expectingElement && depth == 1 {
            lines.append(line)
            expectingElement = false
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
            if depth == 1 { expectingElement = true }
        default: break
        }
    }
    return lines
}
