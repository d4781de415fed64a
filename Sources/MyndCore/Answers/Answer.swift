package import Foundation

/// What the person did with one nudge — or that they did nothing. Every answer is recorded:
/// timing and the back-off learn from them.
package struct Answer: Equatable, Sendable {
    /// What the person did: an answer they gave (an `Intent.Kind` that answers a nudge), or
    /// silence, or absence. Stored by name: the intent's ("done", "snooze"), "unanswered",
    /// "unseen".
    package enum Kind: Hashable, Sendable, RawRepresentable, CaseIterable {
        /// The person answered.
        case given(Intent.Kind)
        /// Silence: the person was here for the answer window (presence-time) and did not
        /// answer.
        case unanswered
        /// Absence, not silence: the nudge waited a week and the person was not here long
        /// enough to see it. Neither an answer nor a waving away: it backs nothing off and
        /// starts nothing over.
        case unseen
        /// The person answered in words mynd could not read for certain: an answer, not
        /// silence. The nudge stays open (mynd asks back) and nothing is backed off.
        case unclear

        package init?(rawValue: String) {
            switch rawValue {
            case "unanswered": self = .unanswered
            case "unseen": self = .unseen
            case "unclear": self = .unclear
            default:
                guard let kind = Intent.Kind(rawValue: rawValue), kind.answersNudge else { return nil }
                self = .given(kind)
            }
        }

        package var rawValue: String {
            switch self {
            case .given(let kind): kind.rawValue
            case .unanswered: "unanswered"
            case .unseen: "unseen"
            case .unclear: "unclear"
            }
        }

        /// Every answer a nudge can get, then silence and absence.
        package static var allCases: [Kind] {
            Intent.Kind.allCases.filter(\.answersNudge).map(Kind.given) + [.unanswered, .unseen, .unclear]
        }

        /// A real answer resets the back-off; dismissing or ignoring a nudge waves it away.
        package var wavesAway: Bool {
            switch self {
            case .given(let kind): kind.wavesAway
            case .unanswered: true
            case .unseen, .unclear: false
            }
        }

        /// The kinds a person chose (not silence, not absence): each starts the back-off over.
        package static var real: [Kind] { allCases.filter { !$0.wavesAway && $0 != .unseen } }
    }

    /// Where it came from; `none` for silence.
    package enum Via: String, CaseIterable, Sendable {
        case desktop, cli, email, phone, none
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
