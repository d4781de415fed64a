import GRDB
package import MyndCore

/// What a refresh plans from, read in one snapshot (`GraphSnapshot.planningFacts`).
package struct PlanningFacts: Sendable {
    /// Open goals gone quiet, and those whose snooze has ended, with what ranking needs.
    package var candidates: [GoalCandidate]
    /// Every person with a cadence, and their last contact.
    package var people: [PersonContact]
    /// The planner's memory, as it will be once `closing` is closed.
    package var history: FollowUpHistory
    /// The nudges this refresh closes without an answer, each with the status it closes with:
    /// failed on every channel, then those whose answer window ended (unanswered, or unseen).
    package var closing: [FollowUp]
    /// Presence since eight weeks ago (or the oldest nudge still waiting): what answer windows
    /// are counted over and what timing learns the person's hours from.
    package var timeline: PresenceTimeline
}

/// One consistent view of the graph for one plan: every read through it sees the same state,
/// whatever other processes write meanwhile (a read transaction in WAL mode). Valid only
/// inside `GraphStore.snapshot`.
package struct GraphSnapshot {
    let store: GraphStore
    let db: Database

    /// Everything the planner needs, at `now`.
    package func planningFacts(limits: FollowUpLimits, zone: LocalTime, at now: Timestamp) throws -> PlanningFacts {
        let cutoff = limits.staleAfter.subtracted(from: now, in: zone)
        // Read once: the windows are counted over it, and timing learns from it.
        let timeline = try store.windowTimeline(since: now.adding(seconds: -GraphStore.learnedDays * 86_400), db)
        let closable = try store.closable(window: limits.answerWindow, timeline: timeline, at: now, db)
        let closing = closable.undeliverable + closable.unanswered
        var history = FollowUpHistory()
        // Silence is not an answer, but it counts toward the back-off once its window ends;
        // absence (unseen) counts toward nothing.
        history.wavedAway = try store.wavedAwayCounts(db)
        for followUp in closable.unanswered where followUp.status == .unanswered {
            history.wavedAway[followUp.goalId, default: 0] += 1
        }
        history.openFollowUpGoalIDs = try store.openFollowUpGoalIDs(db).subtracting(closing.map(\.goalId))
        history.lastFollowUpAt = try store.lastFollowUpTimes(db)
        let today = try store.followUpActivity(since: FollowUpPlanner.startOfLocalDay(now, zone: zone), db)
        history.deliveredToday = today.count
        history.lastDeliveredAt = today.last
        history.initiatedToday = today.initiatedCount
        history.aboutPeople = try store.peopleOfGoals(nudgedSince: FollowUpPlanner.startOfLocalDay(now, zone: zone), until: now, db)
        history.lastInitiatedAt = today.lastInitiated
        history.dayEvents = try GraphStore.calendarEvents(
            db, from: now, to: FollowUpPlanner.startOfLocalDay(zone.adding(days: 1, to: now), zone: zone))
        if limits.adaptive {
            history.answerHours = try store.answerHours(window: limits.answerWindow, zone: zone, at: now, db)
            history.presenceHours = PresenceHours(timeline, now: now, zone: zone)
        }
        return PlanningFacts(
            candidates: try store.followUpCandidates(lastAccessedBefore: cutoff, now: now, db), people: try store.peopleContacts(db),
            history: history, closing: closing, timeline: timeline)
    }

    /// A goal's neighbourhood, for its nudge's words (`GraphStore.context(of:)`).
    package func context(of goal: Node, limit: Int = 3) throws -> GoalContext {
        try store.context(of: goal, limit: limit, db)
    }
}

extension GraphStore {
    /// Runs `body` over one consistent view of the graph (one read transaction).
    package func snapshot<T>(_ body: (GraphSnapshot) throws -> T) throws -> T {
        try read { db in try body(GraphSnapshot(store: self, db: db)) }
    }

    /// What a refresh decided, in one write transaction: the nudges it decided to close
    /// (`PlanningFacts.closing`, each with its status) are closed if still open, then the
    /// planned follow-ups and their outbox rows are stored (see `recordPlanned` for what is
    /// skipped). Returns what was closed and what was stored.
    package func recordRefresh(
        _ planned: [(followUp: FollowUp, outbox: [OutboxItem])], closing: [FollowUp], at now: Timestamp
    ) throws -> (closed: [FollowUp], stored: [FollowUp]) {
        try write { db in
            let closed = try close(decided: closing, at: now, db)
            return (closed, try recordPlanned(planned, db))
        }
    }
}
