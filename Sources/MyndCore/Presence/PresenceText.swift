/// The words for presence, pauses and holds: the one place they are phrased, for `status`,
/// `presence`, `pause` and `run --dry-run`. Times are on the person's wall clock.
package struct PresenceText: Sendable {
    package var now: Timestamp
    package var zone: LocalTime

    package init(now: Timestamp, zone: LocalTime) {
        self.now = now
        self.zone = zone
    }

    /// `14:02` on the same local date as now, else with its day (`tomorrow 09:00`, `Mon
    /// 09:00`, `2026-11-24 09:00`): as every time the command line shows.
    package func clock(_ instant: Timestamp) -> String {
        zone.shortDescription(of: instant, from: now)
    }

    /// `locked`, `screen saver`, `idle`, `asleep`, `you said so`.
    package func reason(_ reason: AwayReason) -> String {
        switch reason {
        case .locked: "locked"
        case .screenSaver: "screen saver"
        case .idle: "idle"
        case .asleep: "asleep"
        case .manual: "you said so"
        case .meeting: "in a meeting"
        }
    }

    /// Why nobody can tell.
    package func cause(_ cause: UnknownCause) -> String {
        switch cause {
        case .noSource: "no presence source"
        case .sessionNotFound: "no presence source (logind knows no session of yours)"
        case .agentStopped: "no presence source (mynd agent is not watching)"
        }
    }

    /// "here since 12:31 (logind)", "away since 14:02 (locked): 1 nudge held for you",
    /// "unknown: no presence source".
    package func presence(_ presence: Presence, held: Int = 0) -> String {
        switch presence.state {
        case .here:
            return "here since \(clock(presence.since))" + (presence.source.map { " (\(source($0)))" } ?? "")
        case .away(.meeting) where presence.meeting != nil:
            let meeting = presence.meeting!
            let waiting = held == 0 ? "" : held == 1 ? ": 1 nudge held for you" : ": \(held) nudges held for you"
            let title = meeting.title.isEmpty ? "" : " (\(Terminal.line(meeting.title, limit: 60)))"
            return "in a meeting until \(clock(meeting.until))\(title)\(waiting)"
        case .away(let why):
            let waiting = held == 0 ? "" : held == 1 ? ": 1 nudge held for you" : ": \(held) nudges held for you"
            return "away since \(clock(presence.since)) (\(reason(why)))\(waiting)"
        case .unknown(let why):
            return "unknown: \(cause(why))"
        }
    }

    /// The source's name as status shows it.
    package func source(_ source: PresenceSource) -> String {
        source == .manual ? "you said so" : source.rawValue
    }

    /// "paused until 2026-11-30 09:00: nothing is shown or sent" (the first line of status).
    package func pause(_ pause: PauseState) -> String {
        (pause.until.map { "paused until \(clock($0))" } ?? "paused until you resume") + ": nothing is shown or sent (mynd resume)"
    }

    /// "held: away since 14:02", "held: paused until 09:00".
    package func hold(_ hold: DeliveryHold) -> String {
        switch hold {
        case .away(let since, _): "held: away since \(clock(since))"
        case .paused(let until): "held: paused" + (until.map { " until \(clock($0))" } ?? " until you resume")
        case .meeting(let until): "held: in a meeting until \(clock(until))"
        }
    }

    /// How much of an answer window is left, in the person's own time (presence-time: time
    /// away does not count, so no clock time is promised): "4.5 h of your time left",
    /// "40 min of your time left".
    package func timeLeft(seconds: Int64) -> String {
        let left = max(0, seconds)
        guard left >= 3600 else { return "\(max(1, (left + 59) / 60)) min of your time left" }
        let tenths = (left * 10 + 1800) / 3600
        return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + " h of your time left"
    }
}
