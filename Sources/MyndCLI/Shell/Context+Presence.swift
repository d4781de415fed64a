import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore

/// What the presence commands share: the running agent told at once, and presence as the
/// jobs see it.
extension Context {
    /// Wakes a running agent, so it looks at presence, the pause and the snoozes now: shows
    /// what waited on a return or a resume, wakes at a snooze's end. Best effort and quick: no
    /// session bus or no agent is fine (the next refresh sees it), and the command's change is
    /// already recorded. Only when the store names an agent that still runs (each records
    /// itself at its first look): without one, no bus is opened — a snooze on a machine
    /// without the agent does not load libsystemd for nothing.
    func wakeAgent(_ store: GraphStore) {
        guard let watcher = try? store.presenceWatcher(), ProcessIdentity.mayBeRunning(watcher) else { return }
        _ = try? SessionBus(timeouts: DesktopTimeouts(wake: 1)).wakeAgent()
    }

    /// Presence now as the jobs see it (unknown when the agent that watched has stopped).
    func presence(_ store: GraphStore) throws -> (presence: Presence, record: GraphStore.PresenceRecord) {
        let record = try store.presenceRecord(now: now)
        return (record.current(at: now, isRunning: ProcessIdentity.mayBeRunning), record)
    }

    var presenceText: PresenceText { PresenceText(now: now, zone: zone) }
}
