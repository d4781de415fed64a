import GRDB
package import MyndCore

/// The one way an answer changes the graph. The command line, the agent (a notification's
/// button) and the inbox (an email reply) each read their words into an `Intent` and call
/// `apply`: the change, the nudges it closes and the answer's record (kind, channel, delay)
/// are one write transaction, so an answer is never half-applied and never applied
/// differently depending on where it was given.
extension GraphStore {
    /// Carries out `intent`, given through `via`, at `now`, in one write transaction.
    ///
    /// - Throws: `StoreError.unknownID` for a node or nudge that is not there,
    ///   `StoreError.invalid` for what the graph refuses (snoozing a thought, letting go of
    ///   an action), each a line the interface can show as it is.
    package func apply(_ intent: Intent, via: Answer.Via, at now: Timestamp) throws -> IntentOutcome {
        try write { db in try apply(intent, via: via, at: now, db) }
    }

    /// An answer given on a desktop notification: what the server reported (`reply`) is
    /// recorded on the notification, and `intent`, if the reply asks for one, applied — in one
    /// transaction. The record stands whatever applying brings: it is what the person did.
    package func apply(
        _ intent: Intent?, on shown: ShownNotification, reply: NotificationReply, at now: Timestamp
    ) throws -> Result<IntentOutcome, StoreError>? {
        try write { db in
            switch reply {
            case .action(let key):
                try db.execute(
                    sql: "UPDATE notification SET action = ?, actionAt = ? WHERE outboxId = ?",
                    arguments: [key, now.millisecondsSinceEpoch, shown.outboxId])
            case .closed(let reason):
                try recordClosed(outboxId: shown.outboxId, reason: reason, at: now, db)
            }
            guard let intent else { return nil }
            // What the CLI would refuse (snoozing a goal done meanwhile) is said, not thrown:
            // the reply's record above must still be kept.
            do {
                return .success(try inSavepoint(db) { try apply(intent, via: .desktop, at: now, db) })
            } catch let error as StoreError {
                return .failure(error)
            }
        }
    }

    /// `apply` inside a transaction (an email reply applies several with its record).
    func apply(_ intent: Intent, via: Answer.Via, at now: Timestamp, _ db: Database) throws -> IntentOutcome {
        var outcome: IntentOutcome
        switch intent {
        case .complete(let id): outcome = try complete(id, via: via, at: now, db)
        case .step(let id, let note): outcome = try step(id, note: note, via: via, at: now, db)
        case .snooze(let id, let until): outcome = try snooze(id, until: until, via: via, at: now, db)
        case .later(let id, let later): outcome = try self.later(id, later, via: via, at: now, db)
        case .dismiss(let followUp): outcome = try dismiss(followUp, via: via, at: now, db)
        case .drop(let id): outcome = try drop(id, via: via, at: now, db)
        case .keep(let id): outcome = try keep(id, via: via, at: now, db)
        case .reopen(let id): outcome = try reopen(id, at: now, db)
        case .touch(let id): outcome = try touch(id, via: via, at: now, db)
        case .capture(let text):
            let captured = try capture(text, at: now, db)
            outcome = IntentOutcome(node: captured.node)
            outcome.mentions = captured.mentions
        case .pause(let until):
            outcome = IntentOutcome(node: nil)
            outcome.pause = try pause(until: until, at: now, db)
        case .resume:
            let ended = try resume(at: now, db)
            outcome = IntentOutcome(node: nil, changed: ended != nil)
            outcome.pause = ended
        }
        // An answer to a node, from anywhere, closes the digests' lines for it.
        if let node = intent.node { try closeDigestItems(of: node, at: now, db) }
        if let node = outcome.node {
            outcome.shortId = try shortIDs([node.id], table: "node", db)[node.id]
        } else if let followUp = outcome.followUp {
            outcome.shortId = try shortIDs([followUp.id], table: "followup", db)[followUp.id]
        }
        if try hasNotificationsToWithdraw(db) || hasPhoneMessagesToWithdraw(db) { outcome.effects.insert(.withdraw) }
        if intent.kind.wakesAgent, outcome.changed { outcome.effects.insert(.wakeAgent) }
        return outcome
    }

    /// Runs `body` in a savepoint: undone alone when it throws, the transaction goes on.
    func inSavepoint<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        var result: T?
        try db.inSavepoint {
            result = try body()
            return .commit
        }
        return result!
    }
}
