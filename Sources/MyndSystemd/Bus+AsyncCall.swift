internal import CMyndSystemd
internal import Glibc

extension Bus {
    /// Sends `message` and returns at once; `reply` runs inside a later `processPending()`
    /// with the method's reply, or its error (`BusError.timedOut` after `timeout` seconds,
    /// `BusError.remote` for a D-Bus error such as `ServiceUnknown`). Nothing blocks meanwhile,
    /// so a long-running loop that sleeps in `poll()` asks without waiting.
    ///
    /// - Returns: the pending call; dropping it before the reply cancels the call.
    func callAsync(
        _ message: BusMessage, timeout: Double, reply: @escaping (Result<BusMessage, BusError>) -> Void
    ) throws(BusError) -> BusSubscription {
        let operation = message.operation
        let handler = MessageHandler { answer in
            let named = BusMessage(borrowing: answer.handle, operation: operation)
            if mynd_sd_bus_message_is_method_error(answer.handle, nil) > 0 {
                reply(.failure(Self.error(of: named, timeout: timeout)))
            } else {
                reply(.success(named))
            }
            return 1
        }
        return try register("\(operation): send", handler: handler) { slot, callback, userdata in
            mynd_sd_bus_call_async(self.handle, slot, message.handle, callback, userdata, Self.microseconds(timeout))
        }
    }

    /// The error an error reply carries; sd-bus makes up `NoReply` when the peer did not
    /// answer in time.
    private static func error(of message: BusMessage, timeout: Double) -> BusError {
        guard let error = mynd_sd_bus_message_get_error(message.handle)?.pointee else {
            return .unexpectedReply(operation: message.operation, signature: message.signature)
        }
        let name = error.name.map { String(cString: $0) } ?? ""
        if name == "org.freedesktop.DBus.Error.NoReply" || name == "org.freedesktop.DBus.Error.Timeout" {
            return .timedOut(operation: message.operation, seconds: timeout)
        }
        return .remote(operation: message.operation, name: name, message: error.message.map { String(cString: $0) } ?? "")
    }

    /// A method call that does not start its destination when nobody owns the name: asking
    /// whether the screen is locked must not launch a screen saver.
    func methodCall(
        destination: String, path: String, interface: String, member: String, autoStart: Bool
    ) throws(BusError) -> BusMessage {
        let call = try methodCall(destination: destination, path: path, interface: interface, member: member)
        try BusError.check(mynd_sd_bus_message_set_auto_start(call.handle, autoStart ? 1 : 0), "\(call.operation): auto start")
        return call
    }
}
