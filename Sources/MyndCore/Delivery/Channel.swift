/// A channel's name: how the config, the outbox and the log call one way out. What the
/// channel is and how it words a message are its `ChannelDeclaration`, made in the channel's
/// own file; the name alone is what a row keeps.
package struct Channel: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package init(_ name: String) {
        self.init(rawValue: name)
    }

    package var description: String { rawValue }

    package static func < (a: Channel, b: Channel) -> Bool { a.rawValue < b.rawValue }
}

/// What a channel is, as the rules that hold messages back see it: where the person has to be
/// for a message to reach them. The hold rules (`DeliveryHold`) read the kind and nothing
/// else, so a new channel of a known kind is held as its kind is, and a new kind or a new
/// presence state is one change there. Quiet hours and a pause hold every kind.
package enum ChannelKind: String, CaseIterable, Sendable {
    /// Shows on the person's screen, seen only while they are at it (a desktop notification,
    /// the terminal its fallbacks end in): held while they are away.
    case screen
    /// Reaches the person away from the desk (a phone): not held by their absence.
    case phone
    /// Waits in a mailbox until it is read (email): nothing holds it for the person's sake.
    case mailbox
}
