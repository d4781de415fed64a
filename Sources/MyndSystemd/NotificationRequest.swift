/// One desktop notification as the `org.freedesktop.Notifications.Notify` method takes it.
package struct NotificationRequest: Sendable, Equatable {
    /// The sending program's formal name ("mynd").
    package var appName: String
    /// The id of a notification this one replaces on screen; 0 for a new one.
    package var replacesID: UInt32
    /// An icon name or `file://` URI; "" for none.
    package var appIcon: String
    /// One line, about 40 characters.
    package var summary: String
    /// The longer text; servers with "body-markup" read simple markup in it.
    package var body: String
    /// The buttons offered, in order. Servers without the "actions" capability ignore them.
    package var actions: [NotificationAction]
    /// Urgency, category and desktop entry, sent as the spec's `a{sv}` hints.
    package var hints: NotificationHints
    /// Milliseconds on screen: -1 lets the server decide, 0 means until dismissed.
    package var expireTimeout: Int32

    /// A notification with no actions, no hints and the server's own timeout unless given.
    package init(
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
package struct NotificationAction: Sendable, Equatable {
    /// What `NotificationEvent.action` reports; "default" is the click on the notification itself.
    package var key: String
    /// The button text the person reads ("Later", "I handled it").
    package var label: String

    /// An action that reports `key` when the person chooses `label`.
    package init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
