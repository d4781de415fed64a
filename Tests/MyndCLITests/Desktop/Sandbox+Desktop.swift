import MyndTestSupport
import Testing

extension Sandbox {
    /// Every command of this sandbox shows its notifications in `session` (its bus and its X
    /// display), as a command typed in that desktop would.
    func use(_ session: DesktopSession) {
        environment["DBUS_SESSION_BUS_ADDRESS"] = session.bus.address
        environment["DISPLAY"] = session.display
    }
}

extension Sandbox {
    /// A new sandbox whose commands show their notifications in `session`.
    convenience init(on session: DesktopSession) throws {
        try self.init()
        use(session)
    }
}

extension DesktopSession {
    /// The suite's session (`.desktopSession`) with what earlier tests showed closed, so a
    /// test counts only its own notifications.
    static func cleared() throws -> DesktopSession {
        let session = try #require(DesktopSession.current)
        try session.dunstctl("close-all")
        return session
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite only where dunst can run on a private bus and display.
    static var desktopPeers: Self {
        .enabled(
            if: Tools.haveDesktop,
            "needs dbus-daemon, dbus-send, Xvfb, dunst and dunstctl (Debian: dbus-daemon, dbus-bin, xvfb, dunst)")
    }
}
