internal import CMyndSystemd
internal import Glibc

/// Keeps a signal subscription or an exported method alive; dropping it unregisters.
///
/// Holds the sd-bus slot and a strong reference to its `Bus`, so the connection outlives
/// every callback registered on it.
package final class BusSubscription {
    private let slot: OpaquePointer
    private let bus: Bus

    init(slot: OpaquePointer, bus: Bus) {
        self.slot = slot
        self.bus = bus
    }

    deinit {
        // Unregisters the match or object; the slot's destroy callback then releases
        // the Swift closure it carried.
        mynd_sd_bus_slot_unref(slot)
    }
}

/// The Swift closure behind one sd-bus slot, handed to C as the slot's userdata.
///
/// The closure answers like an sd-bus message handler: positive when it handled the
/// message, 0 to let sd-bus try other handlers (or reply "unknown method").
final class MessageHandler {
    let handle: (BusMessage) -> Int32

    init(_ handle: @escaping (BusMessage) -> Int32) {
        self.handle = handle
    }
}

extension Bus {
    /// Registers `handler` through `add` (an `sd_bus_add_match` or `sd_bus_add_object`
    /// call), tying the closure's lifetime to the slot it gets.
    func register(
        _ operation: String, handler: MessageHandler,
        add: (UnsafeMutablePointer<OpaquePointer?>, sd_bus_message_handler_t, UnsafeMutableRawPointer) -> Int32
    ) throws(BusError) -> BusSubscription {
        // The one C entry point for every slot: finds the MessageHandler in userdata.
        let trampoline: sd_bus_message_handler_t = { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            let handler = Unmanaged<MessageHandler>.fromOpaque(userdata).takeUnretainedValue()
            return handler.handle(BusMessage(borrowing: message, operation: "callback"))
        }
        // Balances passRetained below when sd-bus frees the slot (unref, or bus closed).
        let release: sd_bus_destroy_t = { userdata in
            guard let userdata else { return }
            Unmanaged<MessageHandler>.fromOpaque(userdata).release()
        }
        let userdata = Unmanaged.passRetained(handler).toOpaque()
        var slot: OpaquePointer?
        let code = add(&slot, trampoline, userdata)
        guard let slot, code >= 0 else {
            Unmanaged<MessageHandler>.fromOpaque(userdata).release()
            try BusError.check(code, operation)
            throw .system(operation: operation, errno: ENOMEM)
        }
        mynd_sd_bus_slot_set_destroy_callback(slot, release)
        return BusSubscription(slot: slot, bus: self)
    }
}
