package import MyndCore
package import MyndStore

/// A follow-up answered anywhere leaves the screen: the desktop notification still shown for
/// it is withdrawn. The command that answered does it when it can reach the
/// session bus; the agent does it for whatever is left each time it wakes.
package struct NotificationWithdrawal {
    package var bus: any DesktopBus
    package var store: GraphStore
    package var now: () -> Timestamp

    package init(bus: any DesktopBus, store: GraphStore, now: @escaping () -> Timestamp) {
        self.bus = bus
        self.store = store
        self.now = now
    }

    /// `CloseNotification` for each notification whose follow-up is closed, each recorded as
    /// closed by the call. A notification of a server that is gone (restarted, or none now) is
    /// recorded closed without a call: it is not on any screen. Without a session bus nothing
    /// is recorded, so the agent can still do it. Returns how many left the screen.
    @discardableResult
    package func withdrawAnswered() throws -> Int {
        let stale = try store.notificationsToWithdraw()
        guard !stale.isEmpty else { return 0 }
        let owner: String?
        do {
            owner = try bus.serverOwner()
        } catch {
            return 0
        }
        var withdrawn = 0
        for shown in stale {
            if shown.server == owner {
                do {
                    try bus.closeNotification(shown.serverId)
                    withdrawn += 1
                } catch {
                    continue  // tried again on the next wake
                }
            }
            try store.recordClosed(outboxId: shown.outboxId, reason: Self.closedByCall, at: now())
        }
        return withdrawn
    }

    /// `NotificationClosed` reason 3: closed by a call to `CloseNotification`.
    static let closedByCall: UInt32 = 3
}
