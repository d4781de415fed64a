import MyndDelivery
import MyndPOSIX
import MyndSystemd

/// The agent's place on the session bus: it owns `io.mynd.Agent`, whose Wake method the jobs
/// call after writing rows, and hears the notification server's answers. Both only leave a
/// note (woken; the events) for the agent's next round; nothing is done inside the bus's
/// callbacks.
final class AgentSession {
    let bus: Bus
    /// A job asked the agent to look at the outbox; true at start, so what waited while no
    /// agent ran is shown.
    private var woken = true
    private var events: [NotificationEvent] = []
    private var exported: BusSubscription?
    private var subscription: BusSubscription?

    /// Exports Wake, listens to the notification server, then takes the name (last, so a job
    /// that finds the name finds the method).
    init(bus: Bus) throws {
        self.bus = bus
        exported = try Self.busCall("export \(AgentBusName.interface).Wake") {
            try bus.exportMethod(path: AgentBusName.objectPath, interface: AgentBusName.interface, member: AgentBusName.wake) {
                [unowned self] in woken = true
            }
        }
        subscription = try Self.busCall("listen to the notification server") {
            try Notifications(bus: bus).subscribe { [unowned self] in events.append($0) }
        }
        do {
            try bus.requestName(AgentBusName.name)
        } catch  where error.isAlreadyExists {
            throw AgentError(
                .alreadyRunning,
                "another mynd agent already owns \(AgentBusName.name) on this session bus: stop it first (systemctl --user stop mynd-agent)"
            )
        } catch {
            throw AgentError(.unavailable, "cannot take \(AgentBusName.name): \(error): check the session bus's policy")
        }
    }

    /// Whether a Wake came since the last call.
    func takeWake() -> Bool {
        defer { woken = false }
        return woken
    }

    /// The answers that came since the last call.
    func takeEvents() -> [NotificationEvent] {
        defer { events = [] }
        return events
    }

    /// Dispatches what has arrived (the callbacks above run here); returns how many messages.
    @discardableResult
    func processPending() throws -> Int {
        try Self.busCall("read the session bus") { try bus.processPending() }
    }

    /// What the loop waits for on the bus: dispatches what sd-bus already holds first, and
    /// does not let the loop sleep when that was anything (a round has to look at it).
    func interest() throws -> EventLoop.Interest {
        let dispatched = try processPending()
        return try Self.busCall("read the session bus") {
            EventLoop.Interest(
                watch: Poll.Watch(descriptor: try bus.fileDescriptor(), events: try bus.pollEvents()),
                timeout: dispatched > 0 || woken || !events.isEmpty ? 0 : try bus.pollTimeout())
        }
    }

    /// Runs a bus operation the agent cannot do without; a failure ends the agent (systemd
    /// restarts it) with one line saying what broke.
    static func busCall<T>(_ what: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BusError {
            throw AgentError(.unavailable, "cannot \(what): \(error): did the session bus go away? start the agent again")
        }
    }
}
