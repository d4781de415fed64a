/// Watches `org.freedesktop.ScreenSaver` on the session bus (KDE, Xfce, and others that
/// implement it): `GetActive` once, then every `ActiveChanged` signal, all inside
/// `processPending()` of `bus`. Where no server owns the name the screen saver is no source,
/// until one announces a change.
package final class ScreenSaverWatch {
    package static let busName = "org.freedesktop.ScreenSaver"
    /// The paths servers use: the freedesktop one, and KDE's older `/ScreenSaver`.
    static let paths = ["/org/freedesktop/ScreenSaver", "/ScreenSaver"]

    /// Whether the screen saver is active; nil while no server answered.
    package private(set) var active: Bool?
    /// Why it is no source, once asked (no server owns the name, it refused).
    package private(set) var absence: String?

    /// Whether the first question has its answer (active, or no server).
    package var settled: Bool { active != nil || absence != nil }

    private let bus: Bus
    private let changed: () -> Void
    private var subscription: BusSubscription?
    private var pending: BusSubscription?

    /// Starts watching; `changed` runs inside `processPending()` whenever `active` changes.
    package init(bus: Bus, changed: @escaping () -> Void) throws(BusError) {
        self.bus = bus
        self.changed = changed
        subscription = try bus.subscribe(
            match: "type='signal',interface='\(Self.busName)',member='ActiveChanged'"
        ) { [weak self] message in
            guard let self, let active = try? message.readBool() else { return }
            absence = nil
            set(active)
        }
        try ask(path: 0)
    }

    /// Asks `GetActive` at `paths[index]`, then at the next when this one has no such object.
    private func ask(path index: Int) throws(BusError) {
        let call = try bus.methodCall(
            destination: Self.busName, path: Self.paths[index], interface: Self.busName, member: "GetActive", autoStart: false)
        pending = try bus.callAsync(call, timeout: 5) { [weak self] result in
            guard let self else { return }
            pending = nil
            switch result {
            case .success(let reply):
                if let active = try? reply.readBool() { set(active) } else { absence = "GetActive: unexpected reply" }
            case .failure(.remote(_, let name, _))
            where index + 1 < Self.paths.count && name != "org.freedesktop.DBus.Error.ServiceUnknown"
                && name != "org.freedesktop.DBus.Error.NameHasNoOwner":
                do { try ask(path: index + 1) } catch { absence = "\(error)" }
            case .failure(let error):
                absence = "\(error)"
            }
        }
    }

    private func set(_ value: Bool) {
        guard value != active else { return }
        active = value
        changed()
    }
}
