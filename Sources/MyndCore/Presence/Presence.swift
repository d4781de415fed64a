/// Whether the person is at the screen: the state, since when, and which
/// source said so. What the agent records on each real change, what the jobs read back.
package struct Presence: Equatable, Sendable {
    package var state: PresenceState
    /// When this state began.
    package var since: Timestamp
    /// Who said so; nil for `unknown`, where no source speaks.
    package var source: PresenceSource?
    /// The meeting, when the calendar says the person is in one (never stored: read from the
    /// calendar's window each time).
    package var meeting: Meeting?

    package init(_ state: PresenceState, since: Timestamp, source: PresenceSource?) {
        self.state = state
        self.since = since
        self.source = source
    }

    /// Nothing was ever recorded: mynd behaves as it did before it watched presence.
    package static func neverWatched(at instant: Timestamp) -> Presence {
        Presence(.unknown(.noSource), since: instant, source: nil)
    }
}

/// here, away (and why), or unknown (and why: nobody can tell, so nothing is held).
package enum PresenceState: Equatable, Sendable {
    case here
    case away(AwayReason)
    case unknown(UnknownCause)

    /// The three states without their reasons: a change of reason alone (locked, then asleep)
    /// is not a transition.
    package enum Kind: String, CaseIterable, Sendable {
        case here, away, unknown
    }

    package var kind: Kind {
        switch self {
        case .here: .here
        case .away: .away
        case .unknown: .unknown
        }
    }

    /// The reason code stored beside the kind: the away reason or the unknown cause; nil for here.
    package var reasonCode: String? {
        switch self {
        case .here: nil
        case .away(let reason): reason.rawValue
        case .unknown(let cause): cause.rawValue
        }
    }

    /// Reads back `kind` and `reasonCode`; nil for a pair this mynd does not know.
    package init?(kind: String, reason: String?) {
        switch Kind(rawValue: kind) {
        case .here: self = .here
        case .away:
            guard let reason = reason.flatMap(AwayReason.init(rawValue:)) else { return nil }
            self = .away(reason)
        case .unknown: self = .unknown(reason.flatMap(UnknownCause.init(rawValue:)) ?? .noSource)
        case nil: return nil
        }
    }
}

/// Why the person counts as away.
package enum AwayReason: String, CaseIterable, Sendable {
    /// The session is locked (logind `LockedHint`).
    case locked
    /// A screen saver runs (`org.freedesktop.ScreenSaver`).
    case screenSaver = "screensaver"
    /// No input for `[presence] away_after` (logind `IdleHint`, `IdleSinceHint`).
    case idle
    /// The machine is going to sleep or sleeps (`PrepareForSleep(true)`).
    case asleep
    /// The person said so (`mynd presence away`).
    case manual
    /// A busy event in their calendar (never recorded: the calendar says it each time).
    case meeting
}

/// Why nobody can tell whether the person is there.
package enum UnknownCause: String, CaseIterable, Sendable {
    /// No logind and no screen saver to ask (a container, a session without either), or
    /// nothing recorded yet.
    case noSource = "no_source"
    /// logind answers, but knows no session of ours (no `XDG_SESSION_ID`, no display session).
    case sessionNotFound = "session_not_found"
    /// The agent that watched stopped (or is no longer running).
    case agentStopped = "agent_stopped"
}

/// Who said where the person is.
package enum PresenceSource: String, CaseIterable, Sendable {
    /// logind's session: `LockedHint` (and the return from it).
    case logind
    /// `org.freedesktop.ScreenSaver`.
    case screensaver
    /// logind's idle hint, past `away_after`.
    case idle
    /// logind's `PrepareForSleep`.
    case sleep
    /// `mynd presence here|away` (a window manager's hook, a script, the person).
    case manual
    /// The calendar's busy event now.
    case calendar
}

/// `mynd presence here|away`: overrides the sources until `mynd presence auto`.
package struct PresenceOverride: Equatable, Sendable {
    package var here: Bool
    package var at: Timestamp

    package init(here: Bool, at: Timestamp) {
        self.here = here
        self.at = at
    }

    /// The presence this override stands for.
    package var presence: Presence {
        Presence(here ? .here : .away(.manual), since: at, source: .manual)
    }
}

/// `mynd pause [until WHEN]`: nothing is shown or sent from `since` until `until` (nil: until
/// `mynd resume`).
package struct PauseState: Equatable, Sendable {
    package var since: Timestamp
    package var until: Timestamp?

    package init(since: Timestamp, until: Timestamp?) {
        self.since = since
        self.until = until
    }

    /// Whether the pause holds at `instant`: until its `until` (exclusive). A pause is made
    /// for now, so it holds from whenever it was made — unless it was made by a clock that was
    /// ahead (`since` well after `instant`): then it holds nothing, rather than everything until
    /// that clock's date comes round; the person pauses again if they still want to.
    package func isActive(at instant: Timestamp) -> Bool {
        !since.isAhead(of: instant) && (until.map { instant < $0 } ?? true)
    }
}
