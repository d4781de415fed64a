/// How the sources combine into one presence. Pure: the agent hands in
/// what it heard and the time, and records what comes out when it is a real change.
///
/// Away when any of these holds, the first named being the reason: asleep, locked, a screen
/// saver active, idle for `awayAfter`. Here when a source is watched and none holds. Unknown
/// when no source is watched: then mynd behaves as it did before presence.
package enum PresencePolicy {
    /// `[presence] away_after`'s default: idle this long is away.
    package static let defaultAwayAfterSeconds: Int64 = 600

    /// The presence the sources give at `now`. `since` is `now` except for idleness, which
    /// began `awayAfter` after the idle hint's own start.
    package static func sensed(_ signals: PresenceSignals, awayAfter: Int64, now: Timestamp) -> Presence {
        let session: PresenceSignals.Session? =
            if case .session(let session) = signals.logind { session } else { nil }
        if signals.asleep { return Presence(.away(.asleep), since: now, source: .sleep) }
        if session?.locked == true { return Presence(.away(.locked), since: now, source: .logind) }
        if signals.screenSaverActive == true { return Presence(.away(.screenSaver), since: now, source: .screensaver) }
        if let session, let away = idleAway(session, awayAfter: awayAfter, now: now) {
            return Presence(.away(.idle), since: min(away, now), source: .idle)
        }
        if session != nil { return Presence(.here, since: now, source: .logind) }
        if signals.screenSaverActive != nil { return Presence(.here, since: now, source: .screensaver) }
        let cause: UnknownCause = signals.logind == .sessionNotFound ? .sessionNotFound : .noSource
        return Presence(.unknown(cause), since: now, source: nil)
    }

    /// When an idle session becomes away, if it is idle; the idle hint with no start counts
    /// from `now`, when it was heard.
    static func idleAway(_ session: PresenceSignals.Session, awayAfter: Int64, now: Timestamp) -> Timestamp? {
        guard session.idle else { return nil }
        let away = (session.idleSince ?? now).adding(seconds: awayAfter)
        return away <= now ? away : nil
    }

    /// The next instant at which `sensed` changes by itself, with no signal: an idle session
    /// crossing `awayAfter`. The agent sleeps until then, not in a loop.
    package static func nextChange(_ signals: PresenceSignals, awayAfter: Int64, now: Timestamp) -> Timestamp? {
        guard case .session(let session) = signals.logind, session.idle, !session.locked, !signals.asleep else { return nil }
        let away = (session.idleSince ?? now).adding(seconds: awayAfter)
        return away > now ? away : nil
    }

    /// What counts: the person's word (`mynd presence here|away`) over the sources, until
    /// `mynd presence auto`.
    package static func effective(sensed: Presence, override: PresenceOverride?) -> Presence {
        override?.presence ?? sensed
    }

    /// The transition to record when presence goes from `last` (the latest recorded, if
    /// any) to `next`: nil unless the state's kind changes (here, away, unknown), since a new
    /// reason or source alone (locked, then asleep) is not a change — except why nobody can
    /// tell, which status names. Its `since` is never before `last`'s, so the timeline stays
    /// in order.
    package static func transition(from last: Presence?, to next: Presence) -> Presence? {
        guard let last else { return next }
        let sameUnknown = if case .unknown = next.state { last.state == next.state } else { true }
        guard last.state.kind != next.state.kind || !sameUnknown else { return nil }
        var next = next
        next.since = max(next.since, last.since)
        return next
    }
}
