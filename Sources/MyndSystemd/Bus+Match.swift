internal import CMyndSystemd

extension Bus {
    /// Asks the bus daemon for messages matching `rule` (a D-Bus match rule such as
    /// `type='signal',interface='org.freedesktop.Notifications'`) and hands each one to
    /// `handle` inside `processPending()`.
    ///
    /// `sd_bus_add_match` installs the rule synchronously, so a signal sent after this
    /// returns is not missed.
    func subscribe(match rule: String, _ handle: @escaping (BusMessage) -> Void) throws(BusError) -> BusSubscription {
        // Returning 0 lets other matches on the same connection see the message too.
        let handler = MessageHandler { message in
            handle(message)
            return 0
        }
        return try register("subscribe to \(rule)", handler: handler) { slot, callback, userdata in
            mynd_sd_bus_add_match(self.handle, slot, rule, callback, userdata)
        }
    }
}
