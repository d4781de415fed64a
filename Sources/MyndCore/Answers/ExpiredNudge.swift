/// What follows when the notification server's time-out takes a nudge off the screen before
/// it was answered (`NotificationClosed` reason 1). Never an answer, never a rejection (a
/// server's time-out is not an answer).
package enum ExpiredNudge: Equatable, Sendable {
    /// The person was away: they never saw it. It is shown again on their return (the screen
    /// is held until then), and its window has not counted the absence.
    case unseen
    /// The person was here: shown once more at the next good moment (`at`).
    case showAgain(at: Timestamp)
    /// Already shown again once after a time-out while they were here: it stays off the
    /// screen, open until answered or its window ends.
    case leftOff

    /// Decides for a time-out at `now`: `away` when presence says so (unknown counts as
    /// here), `shownAgainBefore` when a time-out while here already brought it back once,
    /// `later` the next good moment after `now`.
    package static func decide(away: Bool, shownAgainBefore: Bool, later: Timestamp) -> ExpiredNudge {
        if away { return .unseen }
        return shownAgainBefore ? .leftOff : .showAgain(at: later)
    }
}
