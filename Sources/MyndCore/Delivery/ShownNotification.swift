/// A desktop notification mynd showed for one outbox row: the notification server's id for
/// it and what became of it. Persisted, so a restarted agent still knows what an
/// `ActionInvoked` for that id means while the server still shows it.
package struct ShownNotification: Hashable, Sendable {
    /// Who called `Notify`: only the agent's connection hears the answers.
    package enum Sender: String, Sendable { case agent, job }

    /// The outbox row it carries.
    package var outboxId: Int64
    /// The id the notification server gave it.
    package var serverId: UInt32
    /// The server's unique bus name (`:1.7`) when it gave the id: ids are unique only while
    /// that server runs, so an id from another server instance means something else.
    package var server: String
    package var kind: OutboxItem.Kind
    /// The follow-up id, or the digest's local date (as the outbox row's `ref`).
    package var ref: String
    /// Whether it offered buttons (the server lists "actions" and the agent sent it).
    package var withActions: Bool
    package var sender: Sender
    package var shownAt: Timestamp
    /// The action key the person chose ("default", "snooze", "done"), once they did.
    package var action: String?
    package var actionAt: Timestamp?
    /// When it left the screen, and the spec's reason number (1 expired, 2 dismissed by the
    /// person, 3 closed by a call, 4 undefined).
    package var closedAt: Timestamp?
    package var closeReason: UInt32?

    package init(
        outboxId: Int64, serverId: UInt32, server: String, kind: OutboxItem.Kind, ref: String, withActions: Bool,
        sender: Sender, shownAt: Timestamp, action: String? = nil, actionAt: Timestamp? = nil,
        closedAt: Timestamp? = nil, closeReason: UInt32? = nil
    ) {
        self.outboxId = outboxId
        self.serverId = serverId
        self.server = server
        self.kind = kind
        self.ref = ref
        self.withActions = withActions
        self.sender = sender
        self.shownAt = shownAt
        self.action = action
        self.actionAt = actionAt
        self.closedAt = closedAt
        self.closeReason = closeReason
    }

    /// The spec's close reason for "dismissed by the user".
    package static let dismissedByUser: UInt32 = 2
    /// `NotificationClosed` reason 1: it expired, unread.
    package static let expired: UInt32 = 1
}
