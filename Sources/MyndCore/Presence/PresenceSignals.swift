/// What the sources say right now, as the agent hears them: the raw material of `PresencePolicy`.
public struct PresenceSignals: Equatable, Sendable {
    /// logind, as far as it answered.
    public enum Logind: Equatable, Sendable {
        /// Not asked yet, or no logind on the system bus (a container, no system bus).
        case absent
        /// logind answers, but knows no session for us.
        case sessionNotFound
        /// Our session's hints.
        case session(Session)
    }

    /// A logind session's hints (`org.freedesktop.login1.Session`).
    public struct Session: Equatable, Sendable {
        /// `LockedHint`.
        public var locked: Bool
        /// `IdleHint`.
        public var idle: Bool
        /// `IdleSinceHint` (its microseconds as an instant); nil when logind gives 0.
        public var idleSince: Timestamp?

        public init(locked: Bool = false, idle: Bool = false, idleSince: Timestamp? = nil) {
            self.locked = locked
            self.idle = idle
            self.idleSince = idleSince
        }
    }

    public var logind: Logind
    /// `org.freedesktop.ScreenSaver`'s `GetActive`, or nil where no server owns the name.
    public var screenSaverActive: Bool?
    /// Between `PrepareForSleep(true)` and `PrepareForSleep(false)`.
    public var asleep: Bool

    public init(logind: Logind = .absent, screenSaverActive: Bool? = nil, asleep: Bool = false) {
        self.logind = logind
        self.screenSaverActive = screenSaverActive
        self.asleep = asleep
    }
}
