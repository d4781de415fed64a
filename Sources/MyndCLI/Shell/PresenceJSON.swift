import MyndCore

/// `--json` views of presence, pauses and holds (`status`, `presence`, `pause`, `run`): stable
/// field names, ISO 8601 UTC times, `null` where absent.
struct PresenceJSON: Encodable {
    /// here, away or unknown.
    var state: String
    /// away: locked, screensaver, idle, asleep, manual; unknown: no_source, session_not_found,
    /// agent_stopped; here: null.
    @Nullable var reason: String?
    /// logind, screensaver, idle, sleep or manual; null when unknown.
    @Nullable var source: String?
    var since: String
    /// Whether the person's word (`mynd presence here|away`) holds over the sources.
    var manual: Bool
    /// One line, as status says it.
    var detail: String

    init(_ presence: Presence, manual: Bool, text: PresenceText, held: Int = 0) {
        state = presence.state.kind.rawValue
        reason = presence.state.reasonCode
        source = presence.source?.rawValue
        since = presence.since.iso8601
        self.manual = manual
        detail = text.presence(presence, held: held)
    }
}

/// `mynd pause`: since when, and until when (null: until `mynd resume`).
struct PauseJSON: Encodable {
    var since: String
    @Nullable var until: String?
    var detail: String

    init(_ pause: PauseState, text: PresenceText) {
        since = pause.since.iso8601
        until = pause.until?.iso8601
        detail = text.pause(pause)
    }
}

/// What holds a message back: away (the screen's channels) or paused (every channel).
struct HoldJSON: Encodable {
    /// away or paused.
    var reason: String
    /// away: since when, and why (locked, screensaver, idle, asleep, manual).
    @Nullable var since: String?
    @Nullable var awayReason: String?
    /// paused: until when (null: until `mynd resume`).
    @Nullable var until: String?
    /// The channels held.
    var channels: [String]
    var detail: String

    init(_ hold: DeliveryHold, channels: [Channel], text: PresenceText) {
        reason = hold.code
        if case .away(let since, let why) = hold {
            self.since = since.iso8601
            awayReason = why.rawValue
        }
        until = hold.until?.iso8601
        self.channels = channels.map(\.rawValue)
        detail = text.hold(hold)
    }
}
