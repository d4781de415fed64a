package import MyndCore
package import MyndDelivery

/// The agent's look at the inbox on a timer (`[imap]` set), between refreshes: a reply takes
/// effect within `interval` while the agent runs, not only at the next refresh. A look talks
/// to the mail servers (IMAP, and SMTP for the answers), so it runs off the agent's loop.
package struct InboxPoll: Sendable {
    /// Seconds between the starts of two looks.
    package var interval: Double
    /// Seconds after which a look that has not ended is said to be overdue in the log.
    package var overdueAfter: Double
    /// One look at `now`; returns the line to log and what the answers it applied call for
    /// (`AnswerEffects`). It runs on a thread of its own.
    package var look: @Sendable (Timestamp) -> (line: String, effects: Set<AnswerEffect>)
    /// Runs on a thread of its own for as long as the agent runs and rings for a look between
    /// the timed ones (the phone's reply stream); nil: only the timer starts looks.
    package var bell: (@Sendable (_ ring: @escaping @Sendable (ReplyStream.Ring) -> Void) -> Void)?
    /// The look a ring starts, when it is less than the whole (the phone's topic without the
    /// mail server); nil: `look`.
    package var rungLook: (@Sendable (Timestamp) -> (line: String, effects: Set<AnswerEffect>))?

    /// Five minutes: a third of refresh's period, and a login every five minutes is what mail
    /// clients do.
    package static let defaultInterval = 300.0
    /// A minute: what a look with a few answers to send takes against a slow server; more is
    /// a server that does not answer.
    package static let defaultOverdueAfter = 60.0

    package init(
        interval: Double = InboxPoll.defaultInterval, overdueAfter: Double = InboxPoll.defaultOverdueAfter,
        bell: (@Sendable (_ ring: @escaping @Sendable (ReplyStream.Ring) -> Void) -> Void)? = nil,
        look: @escaping @Sendable (Timestamp) -> (line: String, effects: Set<AnswerEffect>)
    ) {
        self.interval = interval
        self.overdueAfter = overdueAfter
        self.bell = bell
        self.look = look
    }
}
