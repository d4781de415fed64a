import GRDB
package import MyndCore
import Foundation

extension GraphStore {
    /// What the morning briefing is composed from (`Briefing.compose`), read at `now`:
    /// goals quiet since `staleCutoff` as the planner ranks them, snoozes ending before
    /// `endOfDay`, nudges waiting for an answer, what was done since `since`, what is blocked,
    /// and the people past their cadence. Details (next action, blocker) are read for the
    /// first few of each list only: the rest are counted.
    package func briefingFacts(staleCutoff: Timestamp, since: Timestamp?, now: Timestamp, endOfDay: Timestamp) throws -> BriefingFacts {
        let shown = Briefing.itemsPerSection
        let waiting = try waitingForAnswer()
        // Today: only goals gone quiet (not a snooze that ended but was touched since), as the
        // planner ranks them; a goal waiting for an answer is listed there, not here.
        let asked = Set(waiting.map(\.followUp.goalId))
        let quiet = GoalRanking.rank(
            try followUpCandidates(lastAccessedBefore: staleCutoff, now: now).filter {
                !$0.node.isSnoozed(at: now) && $0.node.lastAccessedAt < staleCutoff && !asked.contains($0.node.id)
            }, now: now
        ).map(\.candidate.node)
        let everyone = try peopleContacts()
        let contacts = PeoplePolicy.due(everyone, now: now)
        var facts = BriefingFacts()
        facts.peopleWithCadence = everyone.count
        let (comingBack, done, blocked, waitingGoals) = try read { db in
            facts.activeGoals =
                try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM node WHERE type = 'goal' AND completedAt IS NULL AND id NOT IN (SELECT goalId FROM dropped)")
                ?? 0
            return try briefingLists(waiting: waiting, since: since, now: now, endOfDay: endOfDay, db)
        }
        let all = quiet + comingBack + done + blocked + waitingGoals.map(\.node) + contacts.map(\.person)
        let short = try shortIDs(all.map(\.id))
        return try read { db in
            func goal(_ node: Node, detailed: Bool = false) throws -> BriefingFacts.Goal {
                var goal = BriefingFacts.Goal(node: node, shortId: short[node.id] ?? node.id.lowercasedString)
                guard detailed else { return goal }
                goal.nextAction = try nextActions(of: node.id, limit: 1, db).first?.content
                let blocker = try blockers(of: node.id, limit: 1, db).first
                goal.blocker = blocker?.content
                goal.blockerIsPerson = blocker?.type == .person
                return goal
            }
            facts.quiet = try quiet.enumerated().map { try goal($1, detailed: $0 < shown) }
            facts.comingBack = try comingBack.map { (try goal($0), $0.snoozedUntil!) }
            facts.waiting = try waitingGoals.map { (try goal($0.node), $0.since) }
            facts.done = try done.map { try goal($0) }
            // Blocked skips the goals Today shows: twice as many get their details.
            facts.blocked = try blocked.enumerated().map { try goal($1, detailed: $0 < 2 * shown) }
            facts.people = contacts.map { ($0, short[$0.person.id] ?? $0.person.id.lowercasedString) }
            facts.today = try Self.calendarEvents(db, from: now, to: endOfDay)
            if !facts.today.isEmpty {
                facts.openGoals = try Node.fetchAll(
                    db,
                    """
                    WHERE type = 'goal' AND completedAt IS NULL AND id NOT IN (SELECT goalId FROM dropped)
                    ORDER BY lastAccessedAt, createdAt, content, id
                    """)
            }
            return facts
        }
    }

    /// The briefing's lists read from the database: snoozes ending today, what was done since
    /// `since`, the goals blocked, and the goals of the nudges waiting for an answer.
    private func briefingLists(
        waiting: [(followUp: FollowUp, since: Timestamp)], since: Timestamp?, now: Timestamp, endOfDay: Timestamp, _ db: Database
    ) throws -> (comingBack: [Node], done: [Node], blocked: [Node], waitingGoals: [(node: Node, since: Timestamp)]) {
        let comingBack = try Node.fetchAll(
            db,
            """
            WHERE type IN ('goal', 'action') AND completedAt IS NULL AND snoozedUntil > ? AND snoozedUntil <= ?
            ORDER BY snoozedUntil, createdAt, content, id
            """,
            [now.millisecondsSinceEpoch, endOfDay.millisecondsSinceEpoch])
        let done = try Node.fetchAll(
            db, "WHERE completedAt IS NOT NULL AND completedAt > ? AND type IN ('goal', 'action') ORDER BY completedAt DESC, id",
            [since?.millisecondsSinceEpoch ?? Int64.min])
        let blocked = try Node.fetchAll(
            db,
            """
            WHERE type = 'goal' AND completedAt IS NULL AND (snoozedUntil IS NULL OR snoozedUntil <= ?1)
              AND id NOT IN (SELECT goalId FROM dropped)
              AND id IN (SELECT e.targetId FROM edge e JOIN node b ON b.id = e.sourceId WHERE e.type = 'blocks' AND b.completedAt IS NULL)
            ORDER BY lastAccessedAt, createdAt, content, id
            """, [now.millisecondsSinceEpoch])
        let waitingGoals = try waiting.compactMap { item in
            try Node.fetchAll(db, "WHERE id = ? AND completedAt IS NULL", [item.followUp.goalId.lowercasedString]).first.map {
                (node: $0, since: item.since)
            }
        }
        return (comingBack, done, blocked, waitingGoals)
    }
}
