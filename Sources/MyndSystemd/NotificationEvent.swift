/// What the notification server tells us back about a notification.
package enum NotificationEvent: Sendable, Equatable {
    /// The person chose the action `key` (e.g. "later", or "default" for a click).
    case action(id: UInt32, key: String)
    /// The notification left the screen.
    case closed(id: UInt32, reason: NotificationCloseReason)

    /// Reads an `ActionInvoked (us)` or `NotificationClosed (uu)` signal; anything else —
    /// another member, or a sender that got the signature wrong — is `nil`, never a crash.
    init?(signal message: BusMessage) {
        if message.isSignal(interface: Notifications.interface, member: "ActionInvoked"), message.hasSignature("us"),
            let id = try? message.readUInt32(), let key = try? message.readString()
        {
            self = .action(id: id, key: key)
        } else if message.isSignal(interface: Notifications.interface, member: "NotificationClosed"),
            message.hasSignature("uu"),
            let id = try? message.readUInt32(), let reason = try? message.readUInt32()
        {
            self = .closed(id: id, reason: NotificationCloseReason(rawValue: reason))
        } else {
            return nil
        }
    }
}
