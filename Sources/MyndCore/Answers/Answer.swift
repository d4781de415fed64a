package import Foundation

/// What the person did with one nudge — or that they did nothing. Every answer is recorded
/// (SPEC "Policy"): timing and back-off learn from them.
package struct Answer: Equatable, Sendable {
    package enum Kind: String, CaseIterable, Sendable {
        case done, snooze, dismiss, drop, keep
        /// Did a step: progress, the goal goes on.
        case step
        /// Silence: the person was here for the answer window (presence-time) and did not
        /// answer.
        case unanswered
        /// Absence, not silence: the nudge waited a week and the person was not here long
        /// enough to see it. Neither an answer nor a waving away: it backs nothing off and
        /// starts nothing over.
        case unseen

        /// A real answer resets the back-off; dismissing or ignoring a nudge waves it away.
        package var wavesAway: Bool { self == .dismiss || self == .unanswered }

        /// The kinds a person chose (not silence, not absence): each starts the back-off over.
        package static let real: [Kind] = allCases.filter { !$0.wavesAway && $0 != .unseen }
    }

    /// Where it came from; `none` for silence.
    package enum Via: String, CaseIterable, Sendable {
        case desktop, cli, email, none
    }

    package var followUpId: UUID
    package var goalId: UUID
    package var kind: Kind
    package var via: Via
    package var at: Timestamp
    /// Seconds since the nudge was delivered (nil if it never was).
    package var delaySeconds: Int64?
    /// For a snooze, when it ends.
    package var snoozeUntil: Timestamp?

    package init(
        followUpId: UUID, goalId: UUID, kind: Kind, via: Via, at: Timestamp, delaySeconds: Int64? = nil,
        snoozeUntil: Timestamp? = nil
    ) {
        self.followUpId = followUpId
        self.goalId = goalId
        self.kind = kind
        self.via = via
        self.at = at
        self.delaySeconds = delaySeconds
        self.snoozeUntil = snoozeUntil
    }
}
