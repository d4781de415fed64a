import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore

/// What the presence commands share: the person's time words read as `snooze` reads them,
/// and the running agent told at once.
extension Context {
    /// A `WhenParser` that reads a day without a time as the first hour this person usually
    /// answers on that kind of day (as `snooze` does), outside quiet hours.
    func learnedWhenParser(_ store: GraphStore) throws -> WhenParser {
        var parser = whenParser
        let limits = config.limits
        guard limits.adaptive else { return parser }
        let hours = try store.answerHours(window: limits.answerWindow, zone: zone, at: now)
        let waking = limits.quietHours.map { $0.end.hour + ($0.end.minute > 0 ? 1 : 0) } ?? 0
        for weekend in [false, true] { parser.usualHour[weekend] = hours.firstAnswered(weekend: weekend, from: waking) }
        return parser
    }

    /// Wakes a running agent, so it looks at presence and the pause now: shows what waited
    /// on a return or a resume. Best effort and quick: no session bus or no agent is fine (the
    /// next refresh sees it), and the command's change is already recorded.
    func wakeAgent() {
        _ = try? SessionBus(timeouts: DesktopTimeouts(wake: 1)).wakeAgent()
    }

    /// Presence now as the jobs see it (unknown when the agent that watched has stopped).
    func presence(_ store: GraphStore) throws -> (presence: Presence, record: GraphStore.PresenceRecord) {
        let record = try store.presenceRecord(now: now)
        return (record.current(at: now, isRunning: ProcessIdentity.mayBeRunning), record)
    }

    var presenceText: PresenceText { PresenceText(now: now, zone: zone) }
}
