package import MyndSystemd

/// The session bus as desktop delivery uses it: one small protocol, so the chain is tested
/// with an in-memory twin and run against sd-bus. Every call has a timeout.
package protocol DesktopBus: AnyObject {
    /// Calls `Wake` on a running agent: true when one answered, false when none owns its name.
    func wakeAgent() throws(BusError) -> Bool
    /// What the notification server supports ("actions", "body-markup", …). The call may
    /// start a server the bus knows how to activate.
    func serverCapabilities() throws(BusError) -> [String]
    /// The unique name of the connection that is the notification server now.
    func serverOwner() throws(BusError) -> String?
    /// Shows `request`; returns the server's id for it.
    func notify(_ request: NotificationRequest) throws(BusError) -> UInt32
    /// Takes notification `id` off the screen (`CloseNotification`).
    func closeNotification(_ id: UInt32) throws(BusError)
}

/// How long each desktop step may take, so no missing or hung peer can hang a job: a few
/// seconds in all, inside refresh's 30 s budget.
package struct DesktopTimeouts {
    /// An agent that owns its name answers `Wake` at once; a hung one is passed by.
    package var wake = 1.0
    /// A notification server answers in milliseconds; two seconds leave room for activation.
    package var server = 2.0
    /// `notify-send` returns as soon as the server has the notification.
    package var helper = 5.0

    package init(wake: Double = 1.0, server: Double = 2.0, helper: Double = 5.0) {
        self.wake = wake
        self.server = server
        self.helper = helper
    }
}

/// The live `DesktopBus` over sd-bus: the agent's own connection, or for a job the session
/// bus, opened on first use (so a run with nothing for the desktop never touches the bus).
package final class SessionBus: DesktopBus {
    private var connection: Result<Bus, BusError>?
    private let timeouts: DesktopTimeouts

    /// Uses `bus` (the agent's connection: signals about what it shows come back on it).
    package init(bus: Bus, timeouts: DesktopTimeouts = DesktopTimeouts()) {
        connection = .success(bus)
        self.timeouts = timeouts
    }

    /// Connects to the session bus when first needed.
    package init(timeouts: DesktopTimeouts = DesktopTimeouts()) {
        self.timeouts = timeouts
    }

    /// The connection, opening it on first use; a failure to connect is kept, not retried.
    package func bus() throws(BusError) -> Bus {
        if connection == nil {
            connection = Result { () throws(BusError) -> Bus in try Bus.session() }
        }
        return try connection!.get()
    }

    private var notifications: Notifications {
        get throws(BusError) { Notifications(bus: try bus(), timeout: timeouts.server) }
    }

    package func wakeAgent() throws(BusError) -> Bool {
        try bus().callMethod(
            destination: AgentBusName.name, path: AgentBusName.objectPath, interface: AgentBusName.interface,
            member: AgentBusName.wake, timeout: timeouts.wake)
    }

    package func serverCapabilities() throws(BusError) -> [String] {
        try notifications.capabilities()
    }

    package func serverOwner() throws(BusError) -> String? {
        try bus().nameOwner(Notifications.busName, timeout: timeouts.server)
    }

    package func notify(_ request: NotificationRequest) throws(BusError) -> UInt32 {
        try notifications.notify(request)
    }

    package func closeNotification(_ id: UInt32) throws(BusError) {
        try notifications.close(id: id)
    }
}
