/// Why an email reply's command changes nothing: the reply is the person's, but what it
/// answers is no longer open, or the email is too old to act on. Each gets one short answer in
/// the person's language (`Words.replyRefused`).
package enum ReplyRefusal: String, Equatable, Sendable, CaseIterable {
    /// The nudge has its answer already (given by email, on the desktop or at the command
    /// line), or the goal changed since; the digest's line for the goal likewise.
    case alreadyAnswered
    /// More than `[imap] reply_window` since the email was sent.
    case tooOld
    /// A digest reply naming a goal that digest did not list.
    case notListed
    /// A reply to one goal's nudge naming another goal (`done 3f2a`).
    case otherGoal
}

/// Whether an email reply may still act on what it answers: only on
/// what is still open, and only within `[imap] reply_window` of the email. The store gathers
/// the facts in the transaction that applies the reply, so nothing can answer in between.
package enum ReplyStanding {
    /// What `[imap] reply_window` is when the config does not say: a week.
    package static let defaultWindowSeconds: Int64 = 7 * 86_400

    /// The facts about the nudge a reply answers, as the store has them.
    package struct FollowUpFacts: Equatable, Sendable {
        package var status: FollowUp.Status
        /// When it was delivered (or planned, if no channel has said).
        package var sentAt: Timestamp
        /// When it was closed, if it was.
        package var closedAt: Timestamp?
        /// No later nudge was planned for its goal.
        package var isLatest: Bool
        /// The goal is done or let go.
        package var goalSettled: Bool
        /// The goal was touched (done, reopened, kept, a step, looked at…) after the nudge closed.
        package var goalTouchedSinceClosing: Bool
        /// Someone answered this nudge after it closed by silence (a late `mynd snooze`).
        package var answeredSinceClosing: Bool

        package init(
            status: FollowUp.Status, sentAt: Timestamp, closedAt: Timestamp?, isLatest: Bool, goalSettled: Bool,
            goalTouchedSinceClosing: Bool, answeredSinceClosing: Bool
        ) {
            self.status = status
            self.sentAt = sentAt
            self.closedAt = closedAt
            self.isLatest = isLatest
            self.goalSettled = goalSettled
            self.goalTouchedSinceClosing = goalTouchedSinceClosing
            self.answeredSinceClosing = answeredSinceClosing
        }
    }

    /// A reply to a follow-up acts while the follow-up is open. One closed by silence
    /// (unanswered: nobody answered in time; unseen: the person was away; failed: no channel
    /// delivered it) is still the person's to answer late — the email waited in their mailbox —
    /// as long as nothing has happened to its goal since: it is the goal's latest nudge, the goal is neither done nor
    /// let go, nobody touched or answered it after the close. Any answer closes it for good:
    /// a second "done" after `reopen` does not complete the goal again.
    package static func followUp(_ facts: FollowUpFacts, now: Timestamp, windowSeconds: Int64) -> ReplyRefusal? {
        if now.seconds(since: facts.sentAt) > Double(windowSeconds) { return .tooOld }
        switch facts.status {
        case .planned, .delivered:
            return nil
        case .unanswered, .unseen, .failed, .unclear:
            let untouched = facts.isLatest && !facts.goalSettled && !facts.goalTouchedSinceClosing && !facts.answeredSinceClosing
            return untouched ? nil : .alreadyAnswered
        case .answered:
            return .alreadyAnswered
        }
    }

    /// A reply to a digest acts on a goal only if that digest listed it, within the window
    /// from the digest, and only while the digest's line for it is open: an answer to the goal
    /// from anywhere (this reply's own earlier line too) closes it.
    package static func digestItem(listed: Bool, answered: Bool, madeAt: Timestamp, now: Timestamp, windowSeconds: Int64)
        -> ReplyRefusal?
    {
        if now.seconds(since: madeAt) > Double(windowSeconds) { return .tooOld }
        if !listed { return .notListed }
        return answered ? .alreadyAnswered : nil
    }
}
