/// Why a notification closed. A struct rather than an enum so a server's value outside
/// the spec's four still arrives intact.
package struct NotificationCloseReason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The number on the wire: 1 to 4 in the spec.
    package var rawValue: UInt32

    /// Any reason, including ones the spec does not define.
    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// It timed out.
    package static let expired = NotificationCloseReason(rawValue: 1)
    /// The person dismissed it.
    package static let dismissed = NotificationCloseReason(rawValue: 2)
    /// `CloseNotification` closed it.
    package static let closedByCall = NotificationCloseReason(rawValue: 3)
    /// The server did not say.
    package static let undefined = NotificationCloseReason(rawValue: 4)

    package var description: String {
        switch rawValue {
        case 1: return "expired"
        case 2: return "dismissed"
        case 3: return "closed by call"
        case 4: return "undefined"
        default: return "reason \(rawValue)"
        }
    }
}
