/// What the sources say right now, as the agent hears them: the raw material of `PresencePolicy`.
package struct PresenceSignals: Equatable, Sendable {
    /// logind, as far as it answered.
    package enum Logind: Equatable, Sendable {
        /// Not asked yet, or no logind on the system bus (a container, no system bus).
        case absent
        /// logind answers, but knows no session for us.
        case sessionNotFound
        /// Our session's hints.
        case session(Session)
    }

    /// A logind session's hints (`org.freedesktop.login1.Session`).
    package struct Session: Equatable, Sendable {
        /// `LockedHint`.
        package var locked: Bool
        /// `IdleHint`.
        package var idle: Bool
        /// `IdleSinceHint` (its microseconds as an instant); nil when logind gives 0.
        package var idleSince: Timestamp?

        package init(locked: Bool = false, idle: Bool = false, idleSince: Timestamp? = nil) {
            self.locked = locked
            self.idle = idle
            self.idleSince = idleSince
        }
    }

    package var logind: Logind
    /// `org.freedesktop.ScreenSaver`'s `GetActive`, or nil where no server owns the name.
    package var screenSaverActive: Bool?
    /// Between `PrepareForSleep(true)` and `PrepareForSleep(false)`.
    package var asleep: Bool

    package init(logind: Logind = .absent, screenSaverActive: Bool? = nil, asleep: Bool = false) {
        self.logind = logind
        self.screenSaverActive = screenSaverActive
        self.asleep = asleep
    }
}
