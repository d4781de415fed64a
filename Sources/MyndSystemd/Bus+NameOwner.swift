extension Bus {
    /// The unique name (such as `:1.7`) of the connection that owns `name` now, or `nil`
    /// when nobody does (`org.freedesktop.DBus.GetNameOwner`).
    ///
    /// A notification server's ids are only unique while that server runs: remembering
    /// which connection gave an id tells a later caller whether the id still means the
    /// same notification (a restarted server starts counting again).
    package func nameOwner(_ name: String, timeout: Double = 5) throws(BusError) -> String? {
        let call = try methodCall(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", member: "GetNameOwner")
        try call.append(name)
        do {
            return try self.call(call, timeout: timeout).readString()
        } catch .remote(_, let error, _) where error == "org.freedesktop.DBus.Error.NameHasNoOwner" {
            return nil
        }
    }
}
