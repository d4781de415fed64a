import Foundation
public import MyndCore
public import MyndPOSIX
public import MyndStore
public import MyndSystemd

/// Applies the person's answer on a notification through the same store calls as the CLI
/// commands (`snooze`, `done`, `dismiss`) and the open command, and records the answer.
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
        let answer = DesktopAnswer.decide(reply, for: shown, goal: followUp?.goalId)
        let what: String
        switch reply {
        case .action(let key): what = "\(DesktopAction(rawValue: key)?.label(for: shown.kind) ?? key)"
        case .closed(let reason): what = "closed (\(NotificationCloseReason(rawValue: reason)))"
        }
        // The answer is recorded whatever applying it brings: it is what the person did.
        switch reply {
        case .action(let key): try store.recordAction(key, outboxId: shown.outboxId, at: now)
        case .closed(let reason): try store.recordClosed(outboxId: shown.outboxId, reason: reason, at: now)
        }
        let about = shown.kind == .digest ? "digest \(shown.ref)" : "follow-up"
        return "notification \(id) (\(about)): \(what): \(try apply(answer, at: now))"
    }

    /// Does what `answer` says; returns what happened, for the log.
    private func apply(_ answer: DesktopAnswer, at now: Timestamp) throws -> String {
        do {
            switch answer {
            case .snooze(let goal):
                // `mynd snooze ID` without a time.
                let until = snoozeDefault.added(to: now, in: zone)
                _ = try store.snooze(goal, until: until, at: now, via: .desktop)
                return "snoozed \(try short(goal)) until \(zone.describe(until))"
            case .complete(let goal):
                // `mynd done ID`.
                switch try store.complete(goal, at: now, via: .desktop) {
                case .completed: return "done \(try short(goal))"
                case .alreadyCompleted: return "\(try short(goal)) was already done"
                }
            case .openGoal(let goal):
                return launch(open.arguments(forGoal: try short(goal)))
            case .openDigest:
                return launch(open.argumentsForDigest())
            case .dismiss(let followUp):
                // `mynd dismiss ID`.
                switch try store.dismiss(followUp, at: now, via: .desktop) {
                case .dismissed: return "follow-up dismissed"
                case .alreadyClosed(let closed): return "follow-up was already \(closed.status.rawValue)"
                }
            case .keep(let goal):
                // `mynd keep ID`.
                _ = try store.keep(goal, at: now, via: .desktop)
                return "kept \(try short(goal))"
            case .drop(let goal):
                // `mynd drop ID`.
                _ = try store.drop(goal, at: now, via: .desktop)
                return "let go of \(try short(goal))"
            case .unanswered(let followUp):
                return try store.closeUnanswered(followUp: followUp, at: now) ? "follow-up unanswered" : "follow-up was already closed"
            case .recordOnly(let why):
                return "recorded (\(why))"
            }
        } catch let error as StoreError {
            // What the CLI would have refused (snoozing a goal done meanwhile): say so, go on.
            return "not applied: \(error)"
        }
    }

    private func launch(_ arguments: [String]) -> String {
        let outcome = programs.launch(arguments)
        return outcome.succeeded ? "ran \(arguments[0])" : "could not run \(arguments[0]): \(outcome.summary)"
    }

    private func short(_ id: UUID) throws -> String {
        try store.shortIDs([id])[id] ?? String(id.lowercasedString.prefix(8))
    }
}
