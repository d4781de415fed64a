/// Why a message waits instead of going out: the person is away from the
/// screen, or has paused mynd. A typed fact; the words are `PresenceText`'s.
package enum DeliveryHold: Equatable, Sendable {
    /// Screen channels wait for the person's return ("held: away since 14:02").
    case away(since: Timestamp, reason: AwayReason)
    /// Every channel waits (`mynd pause`); nil: until `mynd resume`.
    case paused(until: Timestamp?)
    /// Screen and phone wait for the meeting's end ("held: in a meeting until 11:00").
    case meeting(until: Timestamp)

    /// Stable name for `--json`.
    package var code: String {
        switch self {
        case .away: "away"
        case .paused: "paused"
        case .meeting: "meeting"
        }
    }

    /// When it ends by itself, if it says (an away hold ends with the person's return, unknown).
    package var until: Timestamp? {
        switch self {
        case .paused(let until): until
        case .meeting(let until): until
        case .away: nil
        }
    }

    /// What holds a message for a channel of `kind` at `now`: a pause holds every kind; the
    /// person's presence holds what it keeps from reaching them (`holds`). Unknown presence
    /// holds nothing.
    package static func hold(for kind: ChannelKind, presence: Presence?, pause: PauseState?, now: Timestamp) -> DeliveryHold? {
        if let pause, pause.isActive(at: now) { return .paused(until: pause.until) }
        guard let presence, holds(presence.state, kind), case .away(let reason) = presence.state else { return nil }
        if reason == .meeting, let meeting = presence.meeting {
            return kind == .phone && !meeting.holdsPhone ? nil : .meeting(until: meeting.until)
        }
        return .away(since: presence.since, reason: reason)
    }

    /// Whether a presence keeps a channel of `kind` from reaching the person: an absence holds
    /// the screen, and lets a phone (which goes with them) and a mailbox (which waits by
    /// itself) go; a meeting holds the phone too (it would ring in the meeting), unless the
    /// meeting says it lets the phone go (`Meeting.holdsPhone`, read by `hold(for:)`). The one
    /// place a new kind or a new presence state says what it holds.
    static func holds(_ state: PresenceState, _ kind: ChannelKind) -> Bool {
        switch (state, kind) {
        case (.away(.meeting), .phone): true
        case (.away, .screen): true
        case (.away, .phone), (.away, .mailbox), (.here, _), (.unknown, _): false
        }
    }

    /// The hold on a nudge that goes to channels of all of `kinds`: one that holds each of them.
    /// A nudge that also goes by email is not held for the screen's sake (its screen row waits
    /// in the outbox instead, and the email goes).
    package static func hold(forAll kinds: [ChannelKind], presence: Presence?, pause: PauseState?, now: Timestamp) -> DeliveryHold? {
        let holds = kinds.map { hold(for: $0, presence: presence, pause: pause, now: now) }
        guard let first = holds.first, let first, holds.allSatisfy({ $0 != nil }) else { return nil }
        return first
    }

    /// `kinds` without those held at `now`: what a dispatcher may send through.
    package static func open(_ kinds: [ChannelKind], presence: Presence?, pause: PauseState?, now: Timestamp) -> [ChannelKind] {
        kinds.filter { hold(for: $0, presence: presence, pause: pause, now: now) == nil }
    }
}
