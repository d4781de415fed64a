package import Foundation

/// What the notification server reported about a notification mynd showed.
package enum NotificationReply: Equatable, Sendable {
    /// The person chose the action with this key.
    case action(key: String)
    /// It left the screen, for the spec's reason number.
    case closed(reason: UInt32)
}

/// What an answer on a desktop notification means: a button is the `Intent` the same CLI
/// command carries (`mynd step ID`, `mynd snooze ID`, `mynd done ID`, `mynd keep ID`,
/// `mynd drop ID`), a
/// close by the person is `mynd dismiss ID`, a click opens `mynd show ID` — so clicking and
/// typing cannot drift apart.
package enum DesktopAnswer: Equatable, Sendable {
    /// What the person asked for, as the command line would carry it out.
    case intent(Intent)
    /// Clicked: run the open command for the goal.
    case openGoal(UUID)
    /// Clicked on the morning digest: run the open command for it.
    case openDigest(date: String)
    /// The server's time-out took an open nudge off the screen: not an answer.
    /// Whether it is shown again depends on the person's presence then
    /// (`ExpiredNudge`).
    case expired(followUp: UUID)
    /// Nothing to change in the graph; the reply is only recorded (the reason says why).
    case recordOnly(String)

    /// Decides what `reply` means for the notification `shown`, whose follow-up (if it is
    /// one) is about `goal` — nil when the follow-up no longer exists. `later` is what
    /// *Later* means now.
    ///
    /// A snooze or done counts once: a server that keeps a notification after an action
    /// ("resident") may report a second one. A close that follows one is the server tidying
    /// up after the answer, not a dismissal. Opening is not an answer: a notification closed
    /// after it (by the person, or by a server that closes on click) dismisses the follow-up,
    /// which would otherwise stay open with nothing left on screen to answer it.
    package static func decide(
        _ reply: NotificationReply, for shown: ShownNotification, goal: UUID?, later: Later
    ) -> DesktopAnswer {
        let answered = shown.action.flatMap(DesktopAction.init(rawValue:)).map { $0 != .open } ?? false
        switch reply {
        case .action(let key):
            guard let action = DesktopAction(rawValue: key),
                [false, true].contains(where: { DesktopAction.offered(for: shown.kind, asking: $0).contains(action) })
            else {
                return .recordOnly("unknown action \"\(key)\"")
            }
            if shown.kind == .digest { return .openDigest(date: shown.ref) }
            guard let goal else { return .recordOnly("the follow-up no longer exists") }
            guard case .answer(let kind) = action else { return .openGoal(goal) }
            guard let intent = Intent.about(kind, goal: goal, followUp: UUID(string: shown.ref), later: later) else {
                return .recordOnly("\(key) is no answer to a nudge")
            }
            return answered ? .recordOnly("already answered with \(shown.action ?? "")") : .intent(intent)
        case .closed(let reason) where reason == ShownNotification.expired:
            guard shown.kind == .followup, !answered, goal != nil, let followUp = UUID(string: shown.ref) else {
                return .recordOnly("expired")
            }
            return .expired(followUp: followUp)
        case .closed(let reason):
            guard reason == ShownNotification.dismissedByUser else { return .recordOnly("closed (reason \(reason))") }
            guard shown.kind == .followup else { return .recordOnly("digest closed") }
            if answered { return .recordOnly("closed after \(shown.action ?? "")") }
            guard goal != nil, let followUp = UUID(string: shown.ref) else {
                return .recordOnly("the follow-up no longer exists")
            }
            return .intent(.dismiss(followUp: followUp))
        }
    }
}
