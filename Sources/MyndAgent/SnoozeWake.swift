import MyndCore
import MyndPOSIX
import MyndStore

/// A snooze is the person's own reminder, due at its end: the agent wakes
/// then and starts a refresh, so it comes back within the minute, not at the next quarter
/// hour of the refresh timer. While the person is away the refresh holds it, and the return
/// (`PresenceKeeper`) brings it. At rest this is one timeout in the loop's `poll()`.
final class SnoozeWake {
    private let store: GraphStore
    private let refresh: JobStarter
    private let fixedClock: Bool
    private let log: (String) -> Void
    /// The next snooze end the agent waits for.
    private var next: Timestamp?

    init(store: GraphStore, refresh: JobStarter, fixedClock: Bool, log: @escaping (String) -> Void) {
        self.store = store
        self.refresh = refresh
        self.fixedClock = fixedClock
        self.log = log
    }

    /// Starts a refresh when a snooze ended since the last look, then reads the next end (a
    /// snooze given meanwhile, by any interface, wakes the agent, which looks again).
    func look(now: Timestamp) {
        if let next, next <= now {
            let outcome = refresh.start(at: fixedClock ? now : nil)
            log("a snooze ended: starting refresh: \(outcome.summary)")
        }
        next = (try? store.nextSnoozeEnd(after: now)) ?? nil
    }

    /// `sleep` (seconds, nil: until woken), shortened to wake at the next snooze end.
    func bounded(_ sleep: Double?, now: Timestamp) -> Double? {
        guard let next, next > now else { return sleep }
        let left = max(AgentTimer.minimumSleep, next.seconds(since: now))
        return min(sleep ?? left, left)
    }
}
