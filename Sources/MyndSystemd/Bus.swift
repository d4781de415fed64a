internal import CMyndSystemd
internal import Glibc

/// One connection to a D-Bus message bus, owning its `sd_bus` handle.
///
/// Not `Sendable`: an sd-bus connection must not be used from two threads at once, so a
/// `Bus` lives on the thread (or actor) that made it. Callbacks registered on it (signal
/// subscriptions, exported methods) run only inside `processPending()`, on that thread.
///
/// A caller that waits for the person's answer either blocks in `wait(timeout:)` or puts
/// `fileDescriptor` with `pollEvents()` and `pollTimeout()` into its own `poll()`, then calls
/// `processPending()`.
package final class Bus {
    let handle: OpaquePointer

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        // Flush so a reply or a notification queued just before the end is not lost.
        mynd_sd_bus_flush_close_unref(handle)
    }

    /// Connects to the user's session bus as sd-bus finds it: `DBUS_SESSION_BUS_ADDRESS`,
    /// else `$XDG_RUNTIME_DIR/bus`.
    ///
    /// - Throws: `BusError.noSessionBus` when there is none.
    package static func session() throws(BusError) -> Bus {
        var handle: OpaquePointer?
        try BusError.check(mynd_sd_bus_open_user(&handle), "connect to the session bus")
        guard let handle else { throw .system(operation: "connect to the session bus", errno: EINVAL) }
        return Bus(handle: handle)
    }

    /// Connects to the system bus as sd-bus finds it: `DBUS_SYSTEM_BUS_ADDRESS`, else
    /// `/run/dbus/system_bus_socket`. Where logind lives.
    ///
    /// - Throws: `BusError.system` when there is none (a container, a minimal system).
    package static func system() throws(BusError) -> Bus {
        var handle: OpaquePointer?
        try BusError.check(mynd_sd_bus_open_system(&handle), "connect to the system bus")
        guard let handle else { throw .system(operation: "connect to the system bus", errno: EINVAL) }
        return Bus(handle: handle)
    }

    /// Connects as a client to the bus at `address` (a D-Bus address such as
    /// `unix:path=/tmp/x/bus`), e.g. a private `dbus-daemon` in tests.
    package convenience init(address: String) throws(BusError) {
        var handle: OpaquePointer?
        try BusError.check(mynd_sd_bus_new(&handle), "create a bus connection")
        guard let handle else { throw .system(operation: "create a bus connection", errno: EINVAL) }
        // Adopt the handle before anything else can fail, so deinit frees it.
        self.init(handle: handle)
        try BusError.check(mynd_sd_bus_set_address(handle, address), "use bus address \(address)")
        // A bus client says Hello and gets a unique name; without it the daemon drops us.
        try BusError.check(mynd_sd_bus_set_bus_client(handle, 1), "become a bus client")
        try BusError.check(mynd_sd_bus_start(handle), "connect to \(address)")
    }

    /// This connection's unique name on the bus, such as `:1.42`.
    package func uniqueName() throws(BusError) -> String {
        var name: UnsafePointer<CChar>?
        try BusError.check(mynd_sd_bus_get_unique_name(handle, &name), "get unique name")
        return name.map { String(cString: $0) } ?? ""
    }

    // MARK: Event loop

    /// The connection's socket, for callers that multiplex it with `poll()`.
    package func fileDescriptor() throws(BusError) -> Int32 {
        try BusError.check(mynd_sd_bus_get_fd(handle), "get bus file descriptor")
    }

    /// The `poll()` events to wait for on `fileDescriptor()` right now: `POLLIN`, plus
    /// `POLLOUT` while output is queued. Ask again before every `poll()`.
    package func pollEvents() throws(BusError) -> Int16 {
        Int16(truncatingIfNeeded: try BusError.check(mynd_sd_bus_get_events(handle), "get bus poll events"))
    }

    /// The longest a caller may sleep in `poll()` before calling `processPending()` again:
    /// `nil` means no limit (sleep until the descriptor is ready), 0 means do not sleep.
    package func pollTimeout() throws(BusError) -> Double? {
        var deadline: UInt64 = 0
        try BusError.check(mynd_sd_bus_get_timeout(handle, &deadline), "get bus timeout")
        if deadline == UInt64.max { return nil }
        // sd-bus gives an absolute CLOCK_MONOTONIC time; poll() wants a span from now.
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowMicroseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
        return deadline <= nowMicroseconds ? 0 : Double(deadline - nowMicroseconds) / 1_000_000
    }

    /// Sleeps until traffic arrives, `timeout` seconds pass, or — with `nil` — indefinitely,
    /// using no CPU meanwhile. Call it only after `processPending()`: messages that already
    /// sit in sd-bus's queue are dispatched there, not here.
    ///
    /// - Returns: `true` if something is ready, `false` on timeout or when a signal (such as
    ///   SIGTERM) interrupted the sleep, so the caller can check its shutdown flag.
    @discardableResult
    package func wait(timeout: Double?) throws(BusError) -> Bool {
        let code = mynd_sd_bus_wait(handle, timeout.map(Self.microseconds) ?? UInt64.max)
        if code == -EINTR { return false }
        return try BusError.check(code, "wait for bus traffic") > 0
    }

    /// Reads and dispatches everything that has arrived; subscription and exported-method
    /// callbacks run here, on the caller's thread.
    ///
    /// - Returns: how many messages were dispatched.
    @discardableResult
    package func processPending() throws(BusError) -> Int {
        var count = 0
        // sd_bus_process handles one message per call and says whether there may be more.
        while try BusError.check(mynd_sd_bus_process(handle, nil), "process bus traffic") > 0 {
            count += 1
        }
        return count
    }

    // MARK: Names and calls

    /// Takes the well-known `name` (such as `io.mynd.Agent`) for this connection, so a
    /// one-shot job can reach a running agent. Fails rather than queueing when another
    /// connection owns it (`BusError.system` with `EEXIST`).
    package func requestName(_ name: String) throws(BusError) {
        try BusError.check(mynd_sd_bus_request_name(handle, name, 0), "request bus name \(name)")
    }

    /// Whether any connection currently owns `name` (`org.freedesktop.DBus.NameHasOwner`).
    package func nameHasOwner(_ name: String, timeout: Double = 5) throws(BusError) -> Bool {
        let call = try methodCall(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", member: "NameHasOwner")
        try call.append(name)
        return try self.call(call, timeout: timeout).readBool()
    }

    /// Calls a method that takes no arguments and whose reply carries nothing mynd needs,
    /// such as `io.mynd.Agent1.Wake`.
    ///
    /// - Returns: `true` when the method answered, `false` when nobody owns `destination`
    ///   (the bus says `ServiceUnknown` or `NameHasNoOwner`).
    /// - Throws: `BusError.timedOut` when the owner does not answer within `timeout` seconds,
    ///   `BusError.remote` when it answers with an error.
    @discardableResult
    package func callMethod(
        destination: String, path: String, interface: String, member: String, timeout: Double
    ) throws(BusError) -> Bool {
        let call = try methodCall(destination: destination, path: path, interface: interface, member: member)
        do {
            _ = try self.call(call, timeout: timeout)
            return true
        } catch .remote(_, let name, _)
            where name == "org.freedesktop.DBus.Error.ServiceUnknown"
            || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
        {
            return false
        }
    }

    /// A new, empty method call; its operation name for errors is `interface.member`.
    func methodCall(destination: String, path: String, interface: String, member: String) throws(BusError)
        -> BusMessage
    {
        let operation = "\(interface).\(member)"
        var message: OpaquePointer?
        let code = mynd_sd_bus_message_new_method_call(handle, &message, destination, path, interface, member)
        try BusError.check(code, "\(operation): create call")
        guard let message else { throw .system(operation: operation, errno: ENOMEM) }
        return BusMessage(adopting: message, operation: operation)
    }

    /// Sends `message` and waits at most `timeout` seconds for its reply.
    ///
    /// The process's asynchronous signals are held back in this thread meanwhile: a signal
    /// handled here (the agent catches SIGCHLD, SIGTERM and SIGINT) would end sd-bus's wait
    /// with EINTR after the call was sent, and the reply would be lost — a notification shown
    /// with no id, or a server taken for broken. Another thread takes them, or this one once
    /// the call is over.
    func call(_ message: BusMessage, timeout: Double) throws(BusError) -> BusMessage {
        var error = sd_bus_error()
        defer { mynd_sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for signal in [SIGCHLD, SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGWINCH] { sigaddset(&held, signal) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        let code = mynd_sd_bus_call(handle, message.handle, Self.microseconds(timeout), &error, &reply)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        try BusError.check(code, message.operation, error: error, timeout: timeout)
        guard let reply else { throw .unexpectedReply(operation: message.operation, signature: "") }
        return BusMessage(adopting: reply, operation: message.operation)
    }

    /// Seconds as sd-bus microseconds. Never 0: to `sd_bus_call` 0 means "the 25 s default",
    /// the opposite of what a caller asking for no wait means.
    static func microseconds(_ seconds: Double) -> UInt64 {
        guard seconds.isFinite else { return seconds > 0 ? UInt64.max - 1 : 1 }
        return max(1, UInt64(max(0, seconds) * 1_000_000))
    }
}
