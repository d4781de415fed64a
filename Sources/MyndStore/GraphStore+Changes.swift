import GRDB
package import MyndCore
package import Foundation

/// What the person did to the graph. Each method is one transaction.
extension GraphStore {
    /// Stores a new node, and the edges that come with it (e.g. `hasAction` from its goal).
    /// Adds a node with its edges, and touches `touching` (a goal given a next step has seen
    /// progress) in the same transaction. A node that names people is linked to them
    /// (`mentions`: "Call grandma" is about Grandma Rosa); returns them.
    @discardableResult
    package func add(_ node: Node, edges: [Edge] = [], touching: [UUID] = []) throws -> [Node] {
        try write { db in
            try insert(node, db)
            for edge in edges { try upsert(edge, db) }
            if !touching.isEmpty { try touch(touching, at: node.createdAt, db) }
            return try linkPeople(named: node, at: node.createdAt, db)
        }
    }

    /// Creates or updates the edge `source -type-> target` (one edge per such triple).
    @discardableResult
    package func link(_ edge: Edge) throws -> Edge {
        guard edge.sourceId != edge.targetId else {
            throw StoreError.invalid("a node cannot be linked to itself: give two different ids")
        }
        return try write { db in
            try upsert(edge, db)
            // The upsert kept the first link's id: the one stored is read back.
            return try Edge.fetchOne(
                db, "WHERE sourceId = ? AND type = ? AND targetId = ?",
                [edge.sourceId.lowercasedString, edge.type.rawValue, edge.targetId.lowercasedString]) ?? edge
        }
    }

    /// `Intent.touch`: the node is seen now (activity keeps a goal fresh). Touching a person
    /// is "I was in touch": it answers the nudge about them as *Reached out* does.
    func touch(_ id: UUID, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        if try existing(id, db).type == .person {
            try reachedOut(id, at: now, via: via, db)
        } else {
            try touch([id], at: now, db)
        }
        return IntentOutcome(node: try existing(id, db))
    }

    /// Being in touch with a person: their last contact is now, and the nudge about them has
    /// its answer (what `touch` and *Reached out* both mean).
    private func reachedOut(_ id: UUID, at now: Timestamp, via: Answer.Via, _ db: Database) throws {
        try touch([id], at: now, db)
        try touchGoals(about: [id], at: now, db)
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .answered(.complete), via: via, at: now, db)
    }

    /// Being in touch with people is activity on the goals about them ("Call grandma" after
    /// grandma was called): those goals are touched.
    func touchGoals(about people: [UUID], at now: Timestamp, _ db: Database) throws {
        guard !people.isEmpty else { return }
        let goals = try String.fetchAll(
            db,
            sql: """
                SELECT e.sourceId FROM edge e JOIN node g ON g.id = e.sourceId
                WHERE e.type = 'mentions' AND e.targetId IN (\(databaseQuestionMarks(count: people.count)))
                  AND g.type = 'goal' AND g.completedAt IS NULL
                """, arguments: StatementArguments(people.map(\.lowercasedString))
        ).compactMap(UUID.init(string:))
        try touch(goals, at: now, db)
    }

    /// Links `node` to the people its text names with `mentions` edges (never a person to
    /// others). A thought or an event that names them is contact (you met, you talked): the
    /// goals about them are touched too. A goal that names them is about them, not contact.
    func linkPeople(named node: Node, at now: Timestamp, _ db: Database) throws -> [Node] {
        guard node.type != .person else { return [] }
        let people = try Node.fetchAll(db, "WHERE type = 'person' AND id NOT IN (SELECT goalId FROM dropped) ORDER BY createdAt, id")
        let named = Set(NameMentions.people(mentionedIn: node.content, among: people))
        for person in named {
            try upsert(Edge(type: .mentions, sourceId: node.id, targetId: person, createdAt: now), db)
        }
        // Being in touch is activity on the person and on the goals about them; naming them
        // while planning ("a present for Oma's birthday") is neither.
        if node.type == .event || (node.type == .thought && ContactReport.says(node.content)) {
            try touch(Array(named), at: now, db)
            try touchGoals(about: Array(named), at: now, db)
        }
        return people.filter { named.contains($0.id) }
    }

    /// `Intent.complete`: a goal or action done. Completing an action also touches its goals,
    /// because finishing a step is progress on them. Done about a person is *Reached out*: you
    /// were in touch; the person stays. Nothing changes for what is done already.
    func complete(_ id: UUID, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let node = try existing(id, db)
        if node.type == .person {
            try reachedOut(id, at: now, via: via, db)
            return IntentOutcome(node: try existing(id, db))
        }
        guard node.type.isCompletable else {
            throw StoreError.invalid("\(node.type.rawValue)s cannot be completed: only goals and actions can (and people: reached out)")
        }
        if node.isCompleted { return IntentOutcome(node: node, changed: false) }
        try db.execute(
            sql: "UPDATE node SET completedAt = ?, snoozedUntil = NULL WHERE id = ?",
            arguments: [now.millisecondsSinceEpoch, id.lowercasedString])
        let goals = try goals(of: id, db)
        try touch([id] + goals, at: now, db)
        // The nudge about this goal has its answer; the nudge about a goal one of whose steps
        // this was has one too, as progress (the goal itself is not done).
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .answered(.complete), via: via, at: now, db)
        for goal in goals {
            try close(followUps: "goalId = ?", [goal.lowercasedString], as: .answered(.step), via: via, at: now, db)
        }
        return IntentOutcome(node: try existing(id, db))
    }

    /// `Intent.step`: progress on a goal, which goes on. The goal is touched (so its back-off
    /// starts over) and its open nudge closes as progressed; a note is kept as a thought that
    /// relates to the goal, linked to the people it names.
    func step(_ id: UUID, note: String?, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        let node = try existing(id, db)
        guard node.type == .goal else {
            throw StoreError.invalid(
                "a step is progress on a goal, and this is a \(node.type.rawValue): use `mynd done` for an action, `mynd touch` for a person"
            )
        }
        guard !node.isCompleted else {
            throw StoreError.invalid("this goal is already done: `mynd reopen` it first to go on with it")
        }
        var outcome = IntentOutcome(node: node)
        if let note, !note.isEmpty {
            let captured = try capture(note, type: .thought, at: now, db)
            try upsert(Edge(type: .relatesTo, sourceId: captured.node.id, targetId: id, createdAt: now), db)
            outcome.note = captured.node
            outcome.mentions = captured.mentions
        }
        try touch([id], at: now, db)
        try close(followUps: "goalId = ?", [id.lowercasedString], as: .answered(.step), via: via, at: now, db)
        outcome.node = try existing(id, db)
        return outcome
    }

    /// `Intent.capture`: a new node, its type guessed from the words unless given, linked
    /// with `mentions` to the people it names (what tells mynd you were in touch with them)
    /// and to the open goals it names by their whole text (activity on them: touched).
    func capture(_ text: String, type: NodeType? = nil, at now: Timestamp, _ db: Database) throws -> (node: Node, mentions: [Node]) {
        let node = Node(type: type ?? TypeInference.nodeType(for: text), content: text, createdAt: now)
        try insert(node, db)
        return (node, try linkPeople(named: node, at: now, db) + linkGoals(named: node, at: now, db))
    }

    /// The open goals a captured thought (not itself a goal) names by their whole text: "did an
    /// hour of Learn Spanish" is a change about that goal, so it counts as activity on it.
    func linkGoals(named node: Node, at now: Timestamp, _ db: Database) throws -> [Node] {
        guard node.type != .goal, node.type != .person else { return [] }
        let goals = try Node.fetchAll(db, "WHERE type = 'goal' AND completedAt IS NULL AND id NOT IN (SELECT goalId FROM dropped)")
        let named = goals.filter { NameMentions.names($0.content, in: node.content) }
        for goal in named { try upsert(Edge(type: .mentions, sourceId: node.id, targetId: goal.id, createdAt: now), db) }
        try touch(named.map(\.id), at: now, db)
        return named
    }

    /// `Intent.snooze`: hides a goal, action or person from nudges until `until`, when it is
    /// due again at once ("remind me at X"). A snooze is not activity: it touches nothing, so
    /// staleness and the back-off go on as they were; it answers the open nudges.
    func snooze(_ id: UUID, until: Timestamp, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
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
                followUps: "goalId = ?", [goal.lowercasedString], as: .answered(.snooze), via: via, snoozeUntil: until, at: now, db)
            // With no nudge open, a snooze still answers the last one (late, after its
            // window): a real answer, so the back-off starts over.
            if closed.isEmpty, let last = try lastDelivered(goal, db) {
                try insert(
                    Answer(
                        followUpId: last.id, goalId: goal, kind: .given(.snooze), via: via, at: now,
                        delaySeconds: last.deliveredAt.map { Int64(now.seconds(since: $0)) }, snoozeUntil: until), db)
            }
        }
        return IntentOutcome(node: try existing(id, db))
    }

    /// Deletes every node and edge. Returns how many nodes were deleted.
    package func forgetAll() throws -> Int {
        try write { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM node") ?? 0
            // With nothing left there are no counts to keep (Schema+NodeCounts): the triggers
            // step aside for the delete and come back as they were, in the same transaction.
            // Firing for each of 300k edges made forgetting 100k nodes take 8.2 s, not 4.8 s.
            let triggers = try Row.fetchAll(
                db, sql: "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name IN ('node', 'edge')")
            for trigger in triggers { try db.execute(sql: "DROP TRIGGER \(try trigger.value("name") as String)") }
            try db.execute(sql: "DELETE FROM edge; DELETE FROM node;")
            for trigger in triggers { try db.execute(sql: try trigger.value("sql")) }
            return count
        }
    }

    // MARK: - Inside a transaction

    func insert(_ node: Node, _ db: Database) throws {
        try NodeRecord(node).insert(db)
    }

    /// Adds the edge; one of the same type between the same nodes takes its weight instead.
    func upsert(_ edge: Edge, _ db: Database) throws {
        _ = try EdgeRecord(edge).upsertAndFetch(db, onConflict: ["sourceId", "type", "targetId"], updating: .noColumnUnlessSpecified) {
            [Column("weight").set(to: $0[Column("weight")])]
        }
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
