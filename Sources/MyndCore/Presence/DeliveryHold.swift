/// Why a message waits instead of going out (SPEC "Presence"): the person is away from the
/// screen, or has paused mynd. A typed fact; the words are `PresenceText`'s.
package enum DeliveryHold: Equatable, Sendable {
    /// Screen channels wait for the person's return ("held: away since 14:02").
    case away(since: Timestamp, reason: AwayReason)
    /// Every channel waits (`mynd pause`); nil: until `mynd resume`.
    case paused(until: Timestamp?)

    /// Stable name for `--json`.
    package var code: String {
        switch self {
        case .away: "away"
        case .paused: "paused"
        }
    }

    /// When it ends by itself, if it says (an away hold ends with the person's return, unknown).
    package var until: Timestamp? {
        if case .paused(let until) = self { return until }
        return nil
    }

    /// What holds a message for `channel` at `now`: a pause holds every channel; an absence
    /// holds the screen's (desktop, and the terminal its fallbacks end in) and lets email go,
    /// which waits in an inbox by itself. Unknown presence holds nothing.
    package static func hold(
        for channel: Channel, presence: Presence?, pause: PauseState?, now: Timestamp
    ) -> DeliveryHold? {
        if let pause, pause.isActive(at: now) { return .paused(until: pause.until) }
        guard channel.isScreen, let presence, case .away(let reason) = presence.state else { return nil }
        return .away(since: presence.since, reason: reason)
    }

    /// The hold on a nudge that goes to all of `channels`: one that holds each of them. A nudge
    /// that also goes by email is not held for the screen's sake (its screen row waits in the
    /// outbox instead, and the email goes).
    package static func hold(
        forAll channels: [Channel], presence: Presence?, pause: PauseState?, now: Timestamp
    ) -> DeliveryHold? {
        let holds = channels.map { hold(for: $0, presence: presence, pause: pause, now: now) }
        guard let first = holds.first, let first, holds.allSatisfy({ $0 != nil }) else { return nil }
        return first
    }

    /// `channels` without those held at `now`: what a dispatcher may send through.
    package static func open(
        _ channels: [Channel], presence: Presence?, pause: PauseState?, now: Timestamp
    ) -> [Channel] {
        channels.filter { hold(for: $0, presence: presence, pause: pause, now: now) == nil }
    }
}

extension Channel {
    /// A channel that shows on the person's screen: held while they are away.
    package var isScreen: Bool { self != .email }
}
