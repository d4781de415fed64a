import GRDB
package import MyndCore
package import Foundation

/// People and how often to be in touch with them (the people who need attention).
/// A person's `lastAccessedAt` is the last time you were in touch: `touch` and *Reached out*
/// move it; looking them up (`show`) or editing them does not.
extension GraphStore {
    /// Sets or clears (`nil`) how often `id`, a person, wants contact. Not contact itself: the
    /// person's last contact stays as it was.
    package func setCadence(_ id: UUID, _ cadence: Cadence?) throws -> Node {
        try write { db in
            var node = try existing(id, db)
            guard node.type == .person else {
                throw StoreError.invalid(
                    "only people have a cadence: \(node.type.rawValue)s go quiet by stale_after (add a person with mynd add person NAME --every 3w)"
                )
            }
            node.metadata[Cadence.metadataKey] = cadence?.metadataValue
            try db.execute(
                sql: "UPDATE node SET metadata = ? WHERE id = ?", arguments: [Metadata.encode(node.metadata), id.lowercasedString])
            return node
        }
    }

    /// Every person with a cadence (not let go), and when you were last in touch: the latest
    /// of their own touch (`mynd touch`, *Reached out*, a captured thought that says you were
    /// in touch) and of an event that `mentions` them (either way round). A thought or a goal
    /// that only names them ("Call grandma", "a present for grandma") is no contact.
    package func peopleContacts() throws -> [PersonContact] {
        try read { db in try peopleContacts(db) }
    }

    func peopleContacts(_ db: Database) throws -> [PersonContact] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(Node.columns),
                  (SELECT max(n.createdAt) FROM edge e JOIN node n ON n.id = CASE WHEN e.targetId = node.id THEN e.sourceId ELSE e.targetId END
                     WHERE e.type = 'mentions' AND (e.targetId = node.id OR e.sourceId = node.id)
                       AND n.type = 'event') AS mentionedAt
                FROM node INDEXED BY node_person_cadence
                WHERE type = 'person' AND json_extract(metadata, '$.\(Cadence.metadataKey)') IS NOT NULL
                  AND id NOT IN (SELECT goalId FROM dropped)
                """)
        return try rows.compactMap { row in
            let person = try Node(row: row)
            guard let cadence = Cadence(metadata: person.metadata) else { return nil }
            let mentioned = try row.time(ifAny: "mentionedAt")
            return PersonContact(
                person: person, cadence: cadence, lastContact: max(person.lastAccessedAt, mentioned ?? person.lastAccessedAt))
        }
    }

    /// The people each open goal is about (its `mentions` edges to people), for the pairs in
    /// which the goal or the person was nudged between `since` and `now`: all the planner's
    /// tie needs (`FollowUpPlanner.tiedToday`: a goal about a person and the person's own
    /// nudge never both go out in one day). Reading every pair looked at every open goal's
    /// edges on every refresh: 20 ms of a 50 ms refresh at 100k nodes (BENCHMARKS.md). The
    /// nudged are few, so they lead (CROSS JOIN keeps SQLite from starting at the people).
    func peopleOfGoals(nudgedSince since: Timestamp, until now: Timestamp, _ db: Database) throws -> [UUID: Set<UUID>] {
        /// The pairs reached from the nudged by one end of the edge (`sourceId`: a goal,
        /// `targetId`: a person).
        func pairs(nudgedAt end: String) -> String {
            """
            SELECT e.sourceId AS goalId, e.targetId AS personId
            FROM nudged n CROSS JOIN edge e ON e.\(end) = n.goalId AND e.type = 'mentions'
              JOIN node g ON g.id = e.sourceId JOIN node p ON p.id = e.targetId
            WHERE g.type = 'goal' AND g.completedAt IS NULL AND p.type = 'person'
            """
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                WITH nudged AS (SELECT DISTINCT goalId FROM followup WHERE plannedAt >= ? AND plannedAt <= ?)
                \(pairs(nudgedAt: "sourceId")) UNION \(pairs(nudgedAt: "targetId"))
                """, arguments: [since.millisecondsSinceEpoch, now.millisecondsSinceEpoch])
        var about: [UUID: Set<UUID>] = [:]
        for row in rows { about[try row.id("goalId"), default: []].insert(try row.id("personId")) }
        return about
    }

    /// The people a new thought can mention (not let go).
    package func people() throws -> [Node] {
        try read { db in
            try Node.fetchAll(db, "WHERE type = 'person' AND id NOT IN (SELECT goalId FROM dropped) ORDER BY createdAt, id", [])
        }
    }
}
