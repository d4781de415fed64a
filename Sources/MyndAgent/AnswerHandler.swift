import Foundation
package import MyndCore
package import MyndPOSIX
package import MyndStore
package import MyndSystemd

/// Applies the person's answer on a notification: the intent the same CLI command carries,
/// through the same store call (`GraphStore.apply`), or the open command.
package struct AnswerHandler {
    package var store: GraphStore
    package var snoozeDefault: DurationText
    package var zone: LocalTime
    var open: OpenCommand
    package var programs: any ProgramRunning
    /// Whose hours a Later said too often today waits for (`GraphStore.whenParser`).
    package var limits: FollowUpLimits

    /// Handles one event from the notification server `server` (its unique name). Returns
    /// the line to log, or nil for notifications mynd did not show.
    package func handle(_ event: NotificationEvent, server: String, at now: Timestamp) throws -> Handled? {
        let (id, reply): (UInt32, NotificationReply)
        switch event {
        case .action(let eventID, let key): (id, reply) = (eventID, .action(key: key))
        case .closed(let eventID, let reason): (id, reply) = (eventID, .closed(reason: reason.rawValue))
        }
        guard let shown = try store.shownNotification(serverId: id, server: server) else { return nil }
        let followUp = shown.kind == .followup ? try UUID(string: shown.ref).flatMap(store.followUp) : nil
        // *Later* means what `mynd snooze ID` without a time means.
        let later = try store.whenParser(limits: limits, zone: zone, at: now).later(snoozeDefault)
        let answer = DesktopAnswer.decide(reply, for: shown, goal: followUp?.goalId, later: later)
        let what: String
        switch reply {
        case .action(let key): what = "\(DesktopAction(rawValue: key)?.label(for: shown.kind) ?? key)"
        case .closed(let reason): what = "closed (\(NotificationCloseReason(rawValue: reason)))"
        }
        let about = shown.kind == .digest ? "digest \(shown.ref)" : "follow-up"
        let done = try apply(answer, on: shown, reply: reply, at: now)
        return Handled(line: "notification \(id) (\(about)): \(what): \(done.line)", effects: done.effects)
    }

    /// What handling an event did: the line for the log, and what must follow (`AnswerEffects`).
    package struct Handled: Equatable, Sendable {
        package var line: String
        package var effects: Set<AnswerEffect> = []
    }

    /// Records the reply and does what `answer` says; returns what happened, for the log.
    private func apply(_ answer: DesktopAnswer, on shown: ShownNotification, reply: NotificationReply, at now: Timestamp) throws
        -> Handled
    {
        var intent: Intent?
        if case .intent(let asked) = answer { intent = asked }
        // The reply is recorded, and the intent applied, in one transaction.
        let result = try store.apply(intent, on: shown, reply: reply, at: now)
        if case (.intent(let intent), .success(let outcome)?) = (answer, result) {
            let line = AnswerText(describe: Describe(now: now, zone: zone), quotesText: false).summary(intent, outcome)
            return Handled(line: line, effects: outcome.effects)
        }
        return Handled(line: try said(answer, result, at: now))
    }

    /// What an event that applied no answer did, for the log.
    private func said(_ answer: DesktopAnswer, _ result: Result<IntentOutcome, StoreError>?, at now: Timestamp) throws -> String {
        switch (answer, result) {
        case (.intent, .success?):
            return "applied"
        case (.intent, .failure(let error)?):
            // What the CLI would have refused (snoozing a goal done meanwhile): say so, go on.
            return "not applied: \(error)"
        case (.openGoal(let goal), _):
            return launch(open.arguments(forGoal: try store.shortIDs([goal])[goal] ?? String(goal.lowercasedString.prefix(8))))
        case (.openDigest, _):
            return launch(open.argumentsForDigest())
        case (.expired(let followUp), _):
            return try expired(followUp, at: now)
        case (.recordOnly(let why), _):
            return "recorded (\(why))"
        case (.intent, nil):
            return "recorded"
        }
    }

    /// The server's time-out took an open nudge off the screen: not an answer. Away, it is
    /// unseen and comes back on the return (the screen is held until then); here, it comes
    /// back once, `snooze_default` later.
    private func expired(_ followUp: UUID, at now: Timestamp) throws -> String {
        let presence = try store.presenceRecord(now: now).current(at: now, isRunning: ProcessIdentity.mayBeRunning)
        let away = if case .away = presence.state { true } else { false }
        let later = snoozeDefault.added(to: now, in: zone)
        switch ExpiredNudge.decide(away: away, shownAgainBefore: try store.wasShownAgain(followUp: followUp), later: later) {
        case .unseen:
            return try store.showAgain(followUp: followUp, notBefore: now, once: false)
                ? "expired while you were away: unseen, shown again on your return" : "expired; the follow-up is closed"
        case .showAgain(let at):
            return try store.showAgain(followUp: followUp, notBefore: at, once: true)
                ? "expired, not an answer: shown again \(Describe(now: now, zone: zone).when(at))" : "expired; the follow-up is closed"
        case .leftOff:
            return "expired again, not an answer: left off the screen until answered or its window ends"
        }
    }

    private func launch(_ arguments: [String]) -> String {
        let outcome = programs.launch(arguments)
        return outcome.succeeded ? "ran \(arguments[0])" : "could not run \(arguments[0]): \(outcome.summary)"
    }
}
