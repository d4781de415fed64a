import GRDB
package import MyndCore

/// Presence as the store keeps it: the timeline of real changes, what the
/// agent's sources say, the person's own word and a pause. The agent writes what it senses;
/// `mynd presence`, `pause` and `resume` write the person's word; the jobs, which run without
/// the agent, read presence at an instant and the timeline since one. Each write is one
/// transaction that also records the transition it causes, if any.
extension GraphStore {
    /// How long transitions are kept: presence-time is counted over days (an answer window),
    /// learned timing over weeks.
    package static let presenceKeptDays: Int64 = 90

    /// What presence is made of at one moment, as stored.
    package struct PresenceRecord: Equatable, Sendable {
        /// The transition in force (the timeline's last at or before the moment).
        package var latest: Presence?
        /// What the agent's sources said last, and the agent that watches (nil: none).
        package var sensed: Presence?
        package var watcher: String?
        package var override: PresenceOverride?
        package var pause: PauseState?
        /// The calendar's meeting at the moment, if one is on.
        package var meeting: Meeting?

        package init(
            latest: Presence? = nil, sensed: Presence? = nil, watcher: String? = nil, override: PresenceOverride? = nil,
            pause: PauseState? = nil, meeting: Meeting? = nil
        ) {
            self.meeting = meeting
            self.latest = latest
            self.sensed = sensed
            self.watcher = watcher
            self.override = override
            self.pause = pause
        }

        /// The presence to act on: the timeline's, unless it came from an agent that is no
        /// longer running (`isRunning` says, from its process identity), which cannot have
        /// seen the person leave or come back: then unknown, and nothing is held.
        package func current(at now: Timestamp, isRunning: (String) -> Bool) -> Presence {
            PresencePolicy.withMeeting(recorded(at: now, isRunning: isRunning), meeting)
        }

        /// The presence the timeline gives, before the calendar's word.
        private func recorded(at now: Timestamp, isRunning: (String) -> Bool) -> Presence {
            guard let latest else { return .neverWatched(at: now) }
            if override == nil, latest.source != .manual, latest.state.kind != .unknown, let watcher, !isRunning(watcher) {
                return Presence(.unknown(.agentStopped), since: latest.since, source: nil)
            }
            return latest
        }
    }

    /// The agent's sources say `sensed`: kept as what they say, and — unless the person's word
    /// overrides them — recorded as a transition when it is a real change. `watcher` is the
    /// agent's process identity, nil when it stops watching. Returns the transition recorded.
    @discardableResult
    package func recordSensed(_ sensed: Presence, watcher: String?, at now: Timestamp) throws -> Presence? {
        try write { db in
            try SensedPresenceRow(presence: sensed, watcher: watcher).upsert(db)
            let effective = PresencePolicy.effective(sensed: sensed, override: try Self.override(db))
            return try Self.record(effective, db, at: now)
        }
    }

    /// `mynd presence here|away` (`here` true or false) or `auto` (nil): the person's word
    /// over the sources, or handed back to them. Returns the transition recorded, if the
    /// presence changed.
    @discardableResult
    package func setPresenceOverride(here: Bool?, at now: Timestamp, isRunning: (String) -> Bool) throws -> Presence? {
        try write { db in
            let effective: Presence
            if let here {
                let override = PresenceOverride(here: here, at: now)
                try db.execute(
                    sql: """
                        INSERT INTO presence_override (id, here, at) VALUES (1, ?, ?)
                        ON CONFLICT (id) DO UPDATE SET here = excluded.here, at = excluded.at
                        """, arguments: [here, now.millisecondsSinceEpoch])
                effective = override.presence
            } else {
                try db.execute(sql: "DELETE FROM presence_override")
                let sensed = try Self.sensed(db)
                // Back to the sources: what they last said, if an agent still watches them.
                if let sensed, let watcher = sensed.watcher, isRunning(watcher) {
                    effective = Presence(sensed.presence.state, since: now, source: sensed.presence.source)
                } else {
                    effective = Presence(.unknown(sensed == nil ? .noSource : .agentStopped), since: now, source: nil)
                }
                // Handed back: the sources speak from now, though they say what the word said.
                if try Self.latest(db, atOrBefore: nil)?.source == .manual {
                    return try Self.record(effective, db, at: now, force: true)
                }
            }
            return try Self.record(effective, db, at: now)
        }
    }

    /// Everything presence is made of now: the latest transition (whenever it was recorded:
    /// under `MYND_NOW` the agent's clock and a command's may disagree by a little, and the
    /// latest word is the best there is), what the sources say, the person's word, and the
    /// pause in force at `now`. `phoneInMeetings`: a meeting lets the phone go
    /// (`[calendar] phone_in_meetings`).
    package func presenceRecord(now: Timestamp, phoneInMeetings: Bool = false) throws -> PresenceRecord {
        try read { db in
            let sensed = try Self.sensed(db)
            // The busy events around now: enough to follow meetings back to back to their end.
            let around = try Self.calendarEvents(db, from: now, to: now.adding(seconds: 12 * 3600))
            return PresenceRecord(
                latest: try Self.latest(db, atOrBefore: nil), sensed: sensed?.presence, watcher: sensed?.watcher,
                override: try Self.override(db), pause: try Self.pause(db).flatMap { $0.isActive(at: now) ? $0 : nil },
                meeting: PresencePolicy.meeting(around, at: now, phoneInMeetings: phoneInMeetings))
        }
    }

    /// The agent that watches the presence sources, as it recorded itself (nil: none has, or
    /// the last one stopped): whom a command that changed something the agent acts on wakes.
    package func presenceWatcher() throws -> String? {
        try read { db in try Self.sensed(db)?.watcher }
    }

    /// The presence in force at `instant` as the timeline recorded it; nil before the first
    /// transition kept.
    package func presence(at instant: Timestamp) throws -> Presence? {
        try read { db in try Self.latest(db, atOrBefore: instant) }
    }

    /// The transitions from the one in force at `since` (if any) to the last: the timeline
    /// presence-time is counted over.
    package func presenceTimeline(since: Timestamp) throws -> PresenceTimeline {
        try read { db in try Self.timeline(since: since, db) }
    }

    static func timeline(since: Timestamp, _ db: Database) throws -> PresenceTimeline {
        let first = try latest(db, atOrBefore: since)
        let rows = try Row.fetchAll(
            db, sql: "SELECT at, state, reason, source FROM presence WHERE at > ? ORDER BY at, id",
            arguments: [since.millisecondsSinceEpoch])
        return PresenceTimeline((first.map { [$0] } ?? []) + rows.compactMap(presence))
    }

    // MARK: Pause

    /// `Intent.pause`: nothing is shown or sent from `now` until `until` (nil: until
    /// `Intent.resume`). A new pause replaces the one in force.
    func pause(until: Timestamp?, at now: Timestamp, _ db: Database) throws -> PauseState {
        try db.execute(
            sql: """
                INSERT INTO pause (id, since, until) VALUES (1, ?, ?)
                ON CONFLICT (id) DO UPDATE SET since = excluded.since, until = excluded.until
                """, arguments: [now.millisecondsSinceEpoch, until?.millisecondsSinceEpoch])
        return PauseState(since: now, until: until)
    }

    /// `Intent.resume`: ends the pause. Returns the pause that was in force at `now`, if any.
    func resume(at now: Timestamp, _ db: Database) throws -> PauseState? {
        let pause = try Self.pause(db)
        try db.execute(sql: "DELETE FROM pause")
        return pause.flatMap { $0.isActive(at: now) ? $0 : nil }
    }

    /// Rows of the outbox on `channels` due at `now` and not sent: what is held for the
    /// channels a hold keeps back (the screen's, while the person is away), and what a return
    /// shows at once.
    package func dueRows(channels: [Channel], at now: Timestamp) throws -> Int {
        guard !channels.isEmpty else { return 0 }
        let (filter, arguments) = Self.due(channels, at: now)
        return try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox WHERE \(filter)", arguments: arguments) ?? 0 }
    }

    // MARK: Rows

    /// Records `next` when it is a real change from the latest transition, and forgets
    /// transitions older than `presenceKeptDays` (keeping the one in force then).
    private static func record(_ next: Presence, _ db: Database, at now: Timestamp, force: Bool = false) throws -> Presence? {
        let last = try latest(db, atOrBefore: nil)
        guard
            let transition = PresencePolicy.transition(from: last, to: next)
                ?? (force ? Presence(next.state, since: max(next.since, last?.since ?? next.since), source: next.source) : nil)
        else { return nil }
        try PresenceRow(presence: transition).insert(db)
        let cutoff = now.adding(seconds: -presenceKeptDays * 86_400).millisecondsSinceEpoch
        try db.execute(
            sql: """
                DELETE FROM presence WHERE at < ?1
                    AND id <> (SELECT id FROM presence WHERE at < ?1 ORDER BY at DESC, id DESC LIMIT 1)
                """, arguments: [cutoff])
        return transition
    }

    /// The last transition at or before `instant` (nil: the very last).
    private static func latest(_ db: Database, atOrBefore instant: Timestamp?) throws -> Presence? {
        let row = try Row.fetchOne(
            db, sql: "SELECT at, state, reason, source FROM presence WHERE at <= ? ORDER BY at DESC, id DESC LIMIT 1",
            arguments: [instant?.millisecondsSinceEpoch ?? Int64.max])
        return row.flatMap(presence)
    }

    private static func presence(_ row: Row) -> Presence? {
        guard let state = PresenceState(kind: row["state"], reason: row["reason"]) else { return nil }
        let source: String? = row["source"]
        return Presence(state, since: Timestamp(millisecondsSinceEpoch: row["at"]), source: source.flatMap(PresenceSource.init))
    }

    private static func sensed(_ db: Database) throws -> (presence: Presence, watcher: String?)? {
        guard let row = try Row.fetchOne(db, sql: "SELECT at, state, reason, source, watcher FROM presence_sensed"),
            let presence = presence(row)
        else { return nil }
        return (presence, row["watcher"])
    }

    private static func override(_ db: Database) throws -> PresenceOverride? {
        try Row.fetchOne(db, sql: "SELECT here, at FROM presence_override").map {
            PresenceOverride(here: $0["here"], at: Timestamp(millisecondsSinceEpoch: $0["at"]))
        }
    }

    private static func pause(_ db: Database) throws -> PauseState? {
        try Row.fetchOne(db, sql: "SELECT since, until FROM pause").map { row in
            let until: Int64? = row["until"]
            return PauseState(
                since: Timestamp(millisecondsSinceEpoch: row["since"]), until: until.map { Timestamp(millisecondsSinceEpoch: $0) })
        }
    }
}
