import Foundation
public import MyndCore
public import MyndPOSIX
public import MyndStore
public import MyndSystemd

/// Applies the person's answer on a notification: the intent the same CLI command carries,
/// through the same store call (`GraphStore.apply`), or the open command.
public struct AnswerHandler {
    public var store: GraphStore
    public var snoozeDefault: DurationText
    public var zone: LocalTime
    var open: OpenCommand
    public var programs: any ProgramRunning

    /// Handles one event from the notification server `server` (its unique name). Returns
    /// the line to log, or nil for notifications mynd did not show.
    public func handle(_ event: NotificationEvent, server: String, at now: Timestamp) throws -> String? {
        let (id, reply): (UInt32, NotificationReply)
        switch event {
        case .action(let eventID, let key): (id, reply) = (eventID, .action(key: key))
        case .closed(let eventID, let reason): (id, reply) = (eventID, .closed(reason: reason.rawValue))
        }
        guard let shown = try store.shownNotification(serverId: id, server: server) else { return nil }
        let followUp = shown.kind == .followup ? try UUID(string: shown.ref).flatMap(store.followUp) : nil
        // *Later* means what `mynd snooze ID` without a time means.
        let later = snoozeDefault.added(to: now, in: zone)
        let answer = DesktopAnswer.decide(reply, for: shown, goal: followUp?.goalId, later: later)
        let what: String
        switch reply {
        case .action(let key): what = "\(DesktopAction(rawValue: key)?.label(for: shown.kind) ?? key)"
        case .closed(let reason): what = "closed (\(NotificationCloseReason(rawValue: reason)))"
        }
        let about = shown.kind == .digest ? "digest \(shown.ref)" : "follow-up"
        return "notification \(id) (\(about)): \(what): \(try apply(answer, on: shown, reply: reply, at: now))"
    }

    /// Records the reply and does what `answer` says; returns what happened, for the log.
    private func apply(_ answer: DesktopAnswer, on shown: ShownNotification, reply: NotificationReply, at now: Timestamp) throws
        -> String
    {
        var intent: Intent?
        if case .intent(let asked) = answer { intent = asked }
        // The reply is recorded, and the intent applied, in one transaction.
        let result = try store.apply(intent, on: shown, reply: reply, at: now)
        switch (answer, result) {
        case (.intent(let intent), .success(let outcome)?):
            return AnswerText(describe: Describe(now: now, zone: zone), quotesText: false).summary(intent, outcome)
        case (.intent, .failure(let error)?):
            // What the CLI would have refused (snoozing a goal done meanwhile): say so, go on.
            return "not applied: \(error)"
        case (.openGoal(let goal), _):
            return launch(open.arguments(forGoal: try store.shortIDs([goal])[goal] ?? String(goal.lowercasedString.prefix(8))))
        case (.openDigest, _):
            return launch(open.argumentsForDigest())
        case (.unanswered(let followUp), _):
            return try store.closeUnanswered(followUp: followUp, at: now) ? "follow-up unanswered" : "follow-up was already closed"
        case (.recordOnly(let why), _):
            return "recorded (\(why))"
        case (.intent, nil):
            return "recorded"
        }
    }

    private func launch(_ arguments: [String]) -> String {
        let outcome = programs.launch(arguments)
        return outcome.succeeded ? "ran \(arguments[0])" : "could not run \(arguments[0]): \(outcome.summary)"
    }
}
