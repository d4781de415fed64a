public import Foundation

/// What the notification server reported about a notification mynd showed.
public enum NotificationReply: Equatable, Sendable {
    /// The person chose the action with this key.
    case action(key: String)
    /// It left the screen, for the spec's reason number.
    case closed(reason: UInt32)
}

/// What an answer on a desktop notification means for the graph: each case is exactly one
/// CLI command (`mynd snooze ID`, `mynd done ID`, `mynd show ID` in a terminal, `mynd dismiss
/// ID`), so clicking and typing cannot drift apart.
public enum DesktopAnswer: Equatable, Sendable {
    /// *Later*: snooze the goal by `snooze_default`.
    case snooze(goal: UUID)
    /// *I handled it*: complete the goal.
    case complete(goal: UUID)
    /// Clicked: run the open command for the goal.
    case openGoal(UUID)
    /// Clicked on the morning digest: run the open command for it.
    case openDigest(date: String)
    /// Closed by the person without an answer: dismiss the follow-up.
    case dismiss(followUp: UUID)
    /// *Keep*: the goal still matters (`mynd keep ID`).
    case keep(goal: UUID)
    /// *Let it go*: set the goal aside (`mynd drop ID`).
    case drop(goal: UUID)
    /// Expired unread: silence, so the follow-up is closed as unanswered.
    case unanswered(followUp: UUID)
    /// Nothing to change in the graph; the reply is only recorded (the reason says why).
    case recordOnly(String)

    /// Decides what `reply` means for the notification `shown`, whose follow-up (if it is
    /// one) is about `goal` — nil when the follow-up no longer exists.
    ///
    /// A snooze or done counts once: a server that keeps a notification after an action
    /// ("resident") may report a second one. A close that follows one is the server tidying
    /// up after the answer, not a dismissal. Opening is not an answer: a notification closed
    /// after it (by the person, or by a server that closes on click) dismisses the follow-up,
    /// which would otherwise stay open with nothing left on screen to answer it.
    public static func decide(_ reply: NotificationReply, for shown: ShownNotification, goal: UUID?) -> DesktopAnswer {
        let answered = shown.action.flatMap(DesktopAction.init(rawValue:)).map { $0 != .open } ?? false
        switch reply {
        case .action(let key):
            guard let action = DesktopAction(rawValue: key),
                DesktopAction.offered(for: shown.kind).contains(action)
                    || DesktopAction.offered(for: shown.kind, asking: true).contains(action)
            else {
                return .recordOnly("unknown action \"\(key)\"")
            }
            if shown.kind == .digest { return .openDigest(date: shown.ref) }
            guard let goal else { return .recordOnly("the follow-up no longer exists") }
            switch action {
            case .open: return .openGoal(goal)
            case .snooze, .done, .keep, .drop:
                if answered { return .recordOnly("already answered with \(shown.action ?? "")") }
                switch action {
                case .snooze: return .snooze(goal: goal)
                case .done: return .complete(goal: goal)
                case .keep: return .keep(goal: goal)
                default: return .drop(goal: goal)
                }
            }
        case .closed(let reason) where reason == ShownNotification.expired:
            guard shown.kind == .followup, !answered, goal != nil, let followUp = UUID(string: shown.ref) else {
                return .recordOnly("expired")
            }
            return .unanswered(followUp: followUp)
        case .closed(let reason):
            guard reason == ShownNotification.dismissedByUser else { return .recordOnly("closed (reason \(reason))") }
            guard shown.kind == .followup else { return .recordOnly("digest closed") }
            if answered { return .recordOnly("closed after \(shown.action ?? "")") }
            guard goal != nil, let followUp = UUID(string: shown.ref) else {
                return .recordOnly("the follow-up no longer exists")
            }
            return .dismiss(followUp: followUp)
        }
    }
}
