import MyndTestSupport

extension Sandbox {
    /// Every command of this sandbox shows its notifications in `session` (its bus and its X
    /// display), as a command typed in that desktop would.
    func use(_ session: DesktopSession) {
        environment["DBUS_SESSION_BUS_ADDRESS"] = session.bus.address
        environment["DISPLAY"] = session.display
    }
}
