internal import CMyndSystemd

extension Bus {
    /// Serves the method `interface.member` on object `path`: each call runs `handler`
    /// (inside `processPending()`) and gets an empty reply. This is how a running agent is
    /// woken by a one-shot job without polling: it owns a name (`requestName`) and exports,
    /// say, `io.mynd.Agent1.Wake`.
    ///
    /// Arguments a caller sends are ignored. Other methods on `path` get sd-bus's
    /// "unknown method" error.
    ///
    /// - Returns: the registration; the method is served while it is alive.
    package func exportMethod(
        path: String, interface: String, member: String, handler: @escaping () -> Void
    ) throws(BusError) -> BusSubscription {
        let method = MessageHandler { call in
            guard mynd_sd_bus_message_is_method_call(call.handle, interface, member) > 0 else { return 0 }
            handler()
            // The non-variadic way to send an empty method return: Swift cannot call
            // sd_bus_reply_method_return(call, NULL, ...).
            var reply: OpaquePointer?
            let created = mynd_sd_bus_message_new_method_return(call.handle, &reply)
            guard created >= 0, let reply else { return created }
            defer { mynd_sd_bus_message_unref(reply) }
            // A negative result goes back to sd-bus, which answers the caller with an error.
            let sent = mynd_sd_bus_send(nil, reply, nil)
            return sent < 0 ? sent : 1
        }
        return try register("export \(interface).\(member) at \(path)", handler: method) { slot, callback, userdata in
            mynd_sd_bus_add_object(self.handle, slot, path, callback, userdata)
        }
    }
}
