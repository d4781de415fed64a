/// A client of the desktop's notification server (`org.freedesktop.Notifications`, the
/// freedesktop Desktop Notifications spec) over one `Bus`.
///
/// Calls block for at most `timeout` seconds, so a hung server cannot hang mynd.
package struct Notifications {
    /// The server's well-known name, as the spec fixes it.
    package static let busName = "org.freedesktop.Notifications"
    /// The object the server implements the interface on.
    package static let objectPath = "/org/freedesktop/Notifications"
    /// The interface of the methods and signals.
    package static let interface = "org.freedesktop.Notifications"

    /// The connection calls go over and events arrive on; pump it to receive them.
    package let bus: Bus
    /// Seconds each call may wait for the server.
    package var timeout: Double

    /// A client over `bus` whose calls wait at most `timeout` seconds.
    package init(bus: Bus, timeout: Double = 5) {
        self.bus = bus
        self.timeout = timeout
    }

    /// What the server supports, e.g. "actions", "body", "persistence". Offer buttons only
    /// when "actions" is among them.
    package func capabilities() throws(BusError) -> [String] {
        try call("GetCapabilities").readStrings()
    }

    /// The server's name, vendor, version and spec version.
    package func serverInformation() throws(BusError) -> NotificationServerInformation {
        let reply = try call("GetServerInformation")
        return NotificationServerInformation(
            name: try reply.readString(), vendor: try reply.readString(),
            version: try reply.readString(), specVersion: try reply.readString())
    }

    /// Shows `request` and returns the id the server gave it (the same as `replacesID`
    /// when that notification was still known).
    package func notify(_ request: NotificationRequest) throws(BusError) -> UInt32 {
        let call = try methodCall("Notify")
        try call.append(request.appName)
        try call.append(request.replacesID)
        try call.append(request.appIcon)
        try call.append(request.summary)
        try call.append(request.body)
        try call.append(request.flatActions)
        try call.append(request.hints.entries)
        try call.append(request.expireTimeout)
        return try bus.call(call, timeout: timeout).readUInt32()
    }

    /// Takes notification `id` off the screen; the server then sends `NotificationClosed`
    /// with reason `closedByCall`.
    package func close(id: UInt32) throws(BusError) {
        let call = try methodCall("CloseNotification")
        try call.append(id)
        _ = try bus.call(call, timeout: timeout)
    }

    /// Delivers `ActionInvoked` and `NotificationClosed` to `handler` from inside
    /// `bus.processPending()`. Signals with an unexpected signature are dropped.
    ///
    /// Some servers (dunst) send these only to the connection that sent the notification;
    /// others broadcast them, so the handler should ignore ids it did not send.
    ///
    /// - Returns: the subscription; events arrive while it is alive.
    package func subscribe(_ handler: @escaping (NotificationEvent) -> Void) throws(BusError) -> BusSubscription {
        // sender= lets the daemon drop broadcasts from anyone but the server. sd-bus cannot
        // check a well-known sender itself, so a signal sent straight to us by another
        // client still arrives: that is why NotificationEvent checks every signature.
        let rule =
            "type='signal',sender='\(Self.busName)',interface='\(Self.interface)',path='\(Self.objectPath)'"
        return try bus.subscribe(match: rule) { message in
            if let event = NotificationEvent(signal: message) { handler(event) }
        }
    }

    private func methodCall(_ member: String) throws(BusError) -> BusMessage {
        try bus.methodCall(destination: Self.busName, path: Self.objectPath, interface: Self.interface, member: member)
    }

    private func call(_ member: String) throws(BusError) -> BusMessage {
        try bus.call(methodCall(member), timeout: timeout)
    }
}
