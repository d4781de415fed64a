internal import CMyndSystemd
internal import Glibc

extension Bus {
    /// logind's well-known name, object and manager interface.
    package static let logindName = "org.freedesktop.login1"
    package static let logindPath = "/org/freedesktop/login1"
    package static let logindManager = "org.freedesktop.login1.Manager"

    /// Takes a logind inhibitor lock (`org.freedesktop.login1.Manager.Inhibit`): with `mode`
    /// `delay`, a suspend waits (up to logind's `InhibitDelayMaxSec`) until the returned
    /// descriptor is closed. The caller owns the descriptor; closing it releases the lock.
    ///
    /// - Returns: nil when nobody owns `org.freedesktop.login1` on this bus (no logind).
    /// - Throws: `BusError` when the bus fails or logind refuses (policy).
    package func inhibit(what: String, who: String, why: String, mode: String, timeout: Double = 5) throws(BusError)
        -> Int32?
    {
        guard try nameHasOwner(Self.logindName, timeout: timeout) else { return nil }
        let call = try methodCall(
            destination: Self.logindName, path: Self.logindPath, interface: Self.logindManager, member: "Inhibit")
        for argument in [what, who, why, mode] { try call.append(argument) }
        return try self.call(call, timeout: timeout).readFileDescriptor()
    }

    /// Serves `interface.member` on `path` with a reply of one file descriptor (`h`), as
    /// logind's `Inhibit` does; `handler` gets the call's leading string arguments and returns
    /// the descriptor to send (sd-bus sends a duplicate; the handler's stays its own). This is
    /// the test peer's side of `inhibit`, in Swift because the machine has no dbus-python.
    package func exportFileDescriptorMethod(
        path: String, interface: String, member: String, handler: @escaping ([String]) -> Int32
    ) throws(BusError) -> BusSubscription {
        let method = MessageHandler { call in
            guard mynd_sd_bus_message_is_method_call(call.handle, interface, member) > 0 else { return 0 }
            let descriptor = handler(call.readLeadingStrings())
            var reply: OpaquePointer?
            let created = mynd_sd_bus_message_new_method_return(call.handle, &reply)
            guard created >= 0, let reply else { return created }
            let message = BusMessage(adopting: reply, operation: "\(interface).\(member) reply")
            do {
                try message.append(fileDescriptor: descriptor)
            } catch {
                return -EBADF
            }
            let sent = mynd_sd_bus_send(nil, message.handle, nil)
            return sent < 0 ? sent : 1
        }
        return try register("export \(interface).\(member) at \(path)", handler: method) { slot, callback, userdata in
            mynd_sd_bus_add_object(self.handle, slot, path, callback, userdata)
        }
    }
}
