import GRDB
public import MyndCore
public import Foundation

/// What the person did to the graph. Each method is one transaction.
extension GraphStore {
    /// Stores a new node, and the edges that come with it (e.g. `hasAction` from its goal).
    /// Adds a node with its edges, and touches `touching` (a goal given a next step has seen
    /// progress) in the same transaction.
    public func add(_ node: Node, edges: [Edge] = [], touching: [UUID] = []) throws {
        try write { db in
            try insert(node, db)
            for edge in edges { try upsert(edge, db) }
            if !touching.isEmpty { try touch(touching, at: node.createdAt, db) }
        }
    }

    /// Creates or updates the edge `source -type-> target` (one edge per such triple).
    @discardableResult
    public func link(_ edge: Edge) throws -> Edge {
        guard edge.sourceId != edge.targetId else {
            throw StoreError.invalid("a node cannot be linked to itself: give two different ids")
        }
        return try write { db in
            try upsert(edge, db)
            return try Edge.fetchOne(
                db, "WHERE sourceId = ? AND type = ? AND targetId = ?",
                [edge.sourceId.lowercasedString, edge.type.rawValue, edge.targetId.lowercasedString])!
        }
    }

    /// Marks the node as seen now: activity is what keeps a goal fresh. Touching a person is
    /// "I was in touch": it answers the nudge about them as *Reached out* does.
    public func touch(_ id: UUID, at now: Timestamp, via: Answer.Via = .cli) throws {
        try write { db in
            if try existing(id, db).type == .person {
                try reachedOut(id, at: now, via: via, db)
            } else {
                try touch([id], at: now, db)
            }
        }
    }

    /// Being in touch with a person: their last contact is now, and the nudge about them has
    /// its answer (what `touch` and *Reached out* both mean).
    private func reachedOut(_ id: UUID, at now: Timestamp, via: Answer.Via, _ db: Database) throws {
        try touch([id], at: now, db)
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .done, via: via, at: now, db)
    }

    public enum CompletionOutcome: Equatable, Sendable {
        case completed(Node)
        case alreadyCompleted(Node)
    }

    /// Completes a goal or action. Completing an action also touches its goals, because
    /// finishing a step is progress on them.
    public func complete(_ id: UUID, at now: Timestamp, via: Answer.Via = .cli) throws -> CompletionOutcome {
        try write { db in try complete(id, at: now, via: via, db) }
    }

    /// `complete` inside a transaction (an email reply applies it with the reply's record).
    func complete(_ id: UUID, at now: Timestamp, via: Answer.Via, _ db: Database) throws -> CompletionOutcome {
        let node = try existing(id, db)
        // Done about a person is *Reached out*: you were in touch; the person stays.
        if node.type == .person {
            try reachedOut(id, at: now, via: via, db)
            return .completed(try existing(id, db))
        }
        guard node.type.isCompletable else {
            throw StoreError.invalid("\(node.type.rawValue)s cannot be completed: only goals and actions can (and people: reached out)")
        }
        if node.isCompleted { return .alreadyCompleted(node) }
        try db.execute(
            sql: "UPDATE node SET completedAt = ?, snoozedUntil = NULL WHERE id = ?",
            arguments: [now.millisecondsSinceEpoch, id.lowercasedString])
        let goals = try goals(of: id, db)
        try touch([id] + goals, at: now, db)
        // The nudge about this goal has its answer; the nudge about a goal one of whose steps
        // this was has one too, as progress (the goal itself is not done).
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .done, via: via, at: now, db)
        for goal in goals {
            try close(followUps: "goalId = ?", [goal.lowercasedString], as: .progressed, via: via, at: now, db)
        }
        return .completed(try existing(id, db))
    }

    /// Hides a goal or action from follow-ups until `until`, when it is due again at once
    /// ("remind me at X"). A snooze is not activity: it touches nothing, so staleness and the
    /// back-off go on as they were; it answers the goal's open follow-ups.
    public func snooze(_ id: UUID, until: Timestamp, at now: Timestamp, via: Answer.Via = .cli) throws -> Node {
        try write { db in try snooze(id, until: until, at: now, via: via, db) }
    }

    /// `snooze` inside a transaction.
    func snooze(_ id: UUID, until: Timestamp, at now: Timestamp, via: Answer.Via, _ db: Database) throws -> Node {
        let node = try existing(id, db)
        guard node.type.isCompletable || node.type == .person else {
            throw StoreError.invalid("\(node.type.rawValue)s cannot be snoozed: only goals, actions and people can")
        }
        guard !node.isCompleted else {
            throw StoreError.invalid("this \(node.type.rawValue) is already done: nothing to snooze")
        }
        try db.execute(
            sql: "UPDATE node SET snoozedUntil = ? WHERE id = ?",
            arguments: [until.millisecondsSinceEpoch, id.lowercasedString])
        let goals = try goals(of: id, db)
        for goal in [id] + goals {
            let closed = try close(
                followUps: "goalId = ?", [goal.lowercasedString], as: .snoozed, via: via, snoozeUntil: until, at: now, db)
            // With no nudge open, a snooze still answers the last one (late, after its
            // window): a real answer, so the back-off starts over.
            if closed.isEmpty, let last = try lastDelivered(goal, db) {
                try insert(
                    Answer(
                        followUpId: last.id, goalId: goal, kind: .snooze, via: via, at: now,
                        delaySeconds: last.deliveredAt.map { Int64(now.seconds(since: $0)) }, snoozeUntil: until), db)
            }
        }
        return try existing(id, db)
    }

    /// Reads a node and marks it seen, in one transaction (what `show` does). Looking a person
    /// up is not being in touch with them: a person is read only.
    public func open(_ id: UUID, at now: Timestamp) throws -> Node {
        try write { db in
            if try existing(id, db).type != .person { try touch([id], at: now, db) }
            return try existing(id, db)
        }
    }

    /// Deletes every node and edge. Returns how many nodes were deleted.
    public func forgetAll() throws -> Int {
        try write { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM node") ?? 0
            try db.execute(sql: "DELETE FROM edge; DELETE FROM node;")
            return count
        }
    }

    // MARK: - Inside a transaction

    func insert(_ node: Node, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO node (\(Node.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            arguments: node.arguments)
    }

    func upsert(_ edge: Edge, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO edge (\(Edge.columns)) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (sourceId, type, targetId) DO UPDATE SET weight = excluded.weight
                """,
            arguments: edge.arguments)
    }

    /// Moves lastAccessedAt forward to `now`, never backwards: a touch never makes a goal staler.
    func touch(_ ids: [UUID], at now: Timestamp, _ db: Database) throws {
        for id in ids {
            try db.execute(
                sql: "UPDATE node SET lastAccessedAt = max(lastAccessedAt, ?) WHERE id = ?",
                arguments: [now.millisecondsSinceEpoch, id.lowercasedString])
        }
    }

    /// The goals an action belongs to (sources of its incoming `hasAction` edges).
    func goals(of action: UUID, _ db: Database) throws -> [UUID] {
        try String.fetchAll(
            db, sql: "SELECT sourceId FROM edge WHERE targetId = ? AND type = 'hasAction'",
            arguments: [action.lowercasedString]
        ).compactMap(UUID.init(string:))
    }

    func existing(_ id: UUID, _ db: Database) throws -> Node {
        guard let node = try Node.fetchOne(db, "WHERE id = ?", [id.lowercasedString]) else {
            throw StoreError.unknownID(id.lowercasedString)
        }
        return node
    }
}

extension Node {
    static func fetchOne(_ db: Database, _ clause: String, _ arguments: StatementArguments) throws -> Node? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM node \(clause)", arguments: arguments).map { Node(row: $0) }
    }

    static func fetchAll(_ db: Database, _ clause: String, _ arguments: StatementArguments = []) throws -> [Node] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM node \(clause)", arguments: arguments).map { Node(row: $0) }
    }
}

extension Edge {
    static func fetchOne(_ db: Database, _ clause: String, _ arguments: StatementArguments) throws -> Edge? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM edge \(clause)", arguments: arguments).map(Edge.init(row:))
    }

    static func fetchAll(_ db: Database, _ clause: String, _ arguments: StatementArguments = []) throws -> [Edge] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM edge \(clause)", arguments: arguments).map(Edge.init(row:))
    }
}
