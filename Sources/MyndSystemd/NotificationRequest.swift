/// One desktop notification as the `org.freedesktop.Notifications.Notify` method takes it.
public struct NotificationRequest: Sendable, Equatable {
    /// The sending program's formal name ("mynd").
    public var appName: String
    /// The id of a notification this one replaces on screen; 0 for a new one.
    public var replacesID: UInt32
    /// An icon name or `file://` URI; "" for none.
    public var appIcon: String
    /// One line, about 40 characters.
    public var summary: String
    /// The longer text; servers with "body-markup" read simple markup in it.
    public var body: String
    /// The buttons offered, in order. Servers without the "actions" capability ignore them.
    public var actions: [NotificationAction]
    /// Urgency, category and desktop entry, sent as the spec's `a{sv}` hints.
    public var hints: NotificationHints
    /// Milliseconds on screen: -1 lets the server decide, 0 means until dismissed.
    public var expireTimeout: Int32

    /// A notification with no actions, no hints and the server's own timeout unless given.
    public init(
        appName: String, replacesID: UInt32 = 0, appIcon: String = "", summary: String, body: String = "",
        actions: [NotificationAction] = [], hints: NotificationHints = NotificationHints(), expireTimeout: Int32 = -1
    ) {
        self.appName = appName
        self.replacesID = replacesID
        self.appIcon = appIcon
        self.summary = summary
        self.body = body
        self.actions = actions
        self.hints = hints
        self.expireTimeout = expireTimeout
    }

    /// The spec's `as` of actions: key, label, key, label, …
    var flatActions: [String] {
        actions.flatMap { [$0.key, $0.label] }
    }
}

/// A button on a notification: `key` comes back in `ActionInvoked`, `label` is shown.
public struct NotificationAction: Sendable, Equatable {
    /// What `NotificationEvent.action` reports; "default" is the click on the notification itself.
    public var key: String
    /// The button text the person reads ("Later", "I handled it").
    public var label: String

    /// An action that reports `key` when the person chooses `label`.
    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
