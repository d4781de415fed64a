package import Foundation

/// Reads Taskwarrior's `task export` output and maps it onto the graph
/// (field meanings from Taskwarrior's `doc/devel/rfcs/task.md`).
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
package enum TaskwarriorImport {
    /// Reads `task export` output and maps it to the graph.
    ///
    /// - Parameter now: the import time. No rule needs it yet (a past `wait` is kept: it is a
    ///   snooze that has already ended, which is harmless); taking it now keeps the signature
    ///   stable when one does.
    /// - Throws: `ImportError` for the first problem found; one bad task rejects the file.
    package static func bundle(from data: Data, now: Timestamp) throws(ImportError) -> GraphBundle {
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
        let high = StableHash.fnv1a64(bytes, basis: 0xcbf2_9ce4_8422_2325)
        let low = StableHash.fnv1a64(bytes.reversed(), basis: 0x6c62_272e_07bb_0142)
        var b = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 {
            b[i] = UInt8(truncatingIfNeeded: high >> (56 - 8 * i))
            b[8 + i] = UInt8(truncatingIfNeeded: low >> (56 - 8 * i))
        }
        b[6] = b[6] & 0x0F | 0x80  // version 8: custom
        b[8] = b[8] & 0x3F | 0x80  // variant 10xx: RFC 9562
        return UUID(
            uuid: (
                b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
            ))
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
            nodes.append(
                Node(
                    id: projectID(named: name), type: .project, content: name,
                    createdAt: span.createdAt, lastAccessedAt: span.lastAccessedAt))
        }

        var warnings: [String] = []
        if deleted > 0 {
            warnings.append("skipped \(deleted) deleted \(deleted == 1 ? "task" : "tasks")")
        }
        if recurring > 0 {
            warnings.append(
                "skipped \(recurring) recurring \(recurring == 1 ? "template" : "templates")"
                    + " (their instances are imported as separate tasks)")
        }
        if missingDependencies > 0 {
            warnings.append(
                "skipped \(missingDependencies) "
                    + (missingDependencies == 1 ? "dependency" : "dependencies")
                    + " on tasks not in the file or not imported")
        }
        return GraphBundle(nodes: nodes, edges: edges, warnings: warnings)
    }

    private static func edge(
        _ type: EdgeType, from source: UUID, to target: UUID, at time: Timestamp
    ) -> Edge {
        Edge(
            id: edgeID(type, from: source, to: target), type: type, sourceId: source, targetId: target,
            weight: 1, createdAt: time)
    }
}
