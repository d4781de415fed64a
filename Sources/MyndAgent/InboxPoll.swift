package import MyndCore

/// The agent's look at the inbox on a timer (`[imap]` set), between refreshes: a reply takes
/// effect within `interval` while the agent runs, not only at the next refresh.
package struct InboxPoll {
    /// Seconds between two looks.
    package var interval: Double
    /// One look at `now`; returns the line to log.
    package var look: (Timestamp) -> String

    /// Five minutes: a third of refresh's period, and a login every five minutes is what mail
    /// clients do.
    package static let defaultInterval = 300.0

    package init(interval: Double = InboxPoll.defaultInterval, look: @escaping (Timestamp) -> String) {
        self.interval = interval
        self.look = look
    }
}
