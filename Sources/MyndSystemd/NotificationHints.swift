/// The hints mynd sends with a notification; `nil` ones are left out.
package struct NotificationHints: Sendable, Equatable {
    /// Sent as a byte (`y`), as the spec requires; some servers ignore other integer types.
    package var urgency: NotificationUrgency?
    /// A spec category such as "im.received", or an `x-vendor-name` one.
    package var category: String?
    /// The `.desktop` file's name without the suffix, so the server finds the app's icon.
    package var desktopEntry: String?
    /// `x-dunst-stack-tag`: a notification with the same tag (and app) replaces the one on
    /// screen, as `replaces_id` would, on servers that know it (dunst); others ignore it. The
    /// one way to replace a notification whose id the client never learned or lost.
    package var stackTag: String?
    /// `resident`: the notification stays after an action is chosen, on servers that list the
    /// `persistence` capability; mynd withdraws it itself when the nudge is answered or its
    /// window ends.
    package var resident: Bool?

    /// Hints with only the given values set.
    package init(
        urgency: NotificationUrgency? = nil, category: String? = nil, desktopEntry: String? = nil, stackTag: String? = nil,
        resident: Bool? = nil
    ) {
        self.urgency = urgency
        self.category = category
        self.desktopEntry = desktopEntry
        self.stackTag = stackTag
        self.resident = resident
    }

    /// The `a{sv}` entries, with the value types the spec gives (urgency is a byte).
    var entries: [(key: String, value: BusVariant)] {
        var entries: [(key: String, value: BusVariant)] = []
        if let urgency { entries.append(("urgency", .byte(urgency.rawValue))) }
        if let category { entries.append(("category", .string(category))) }
        if let desktopEntry { entries.append(("desktop-entry", .string(desktopEntry))) }
        if let stackTag { entries.append(("x-dunst-stack-tag", .string(stackTag))) }
        if let resident { entries.append(("resident", .boolean(resident))) }
        return entries
    }
}

/// The spec's urgency levels. Critical notifications should not expire on their own.
package enum NotificationUrgency: UInt8, Sendable, Equatable, CaseIterable {
    case low = 0
    case normal = 1
    case critical = 2
}
