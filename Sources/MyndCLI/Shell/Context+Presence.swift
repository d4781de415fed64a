import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore

/// What the presence commands share: presence as the jobs see it.
extension Context {
    /// Presence now as the jobs see it (unknown when the agent that watched has stopped).
    func presence(_ store: GraphStore) throws -> (presence: Presence, record: GraphStore.PresenceRecord) {
        let record = try store.presenceRecord(now: now, phoneInMeetings: config.calendar.phoneInMeetings)
        return (record.current(at: now, isRunning: ProcessIdentity.mayBeRunning), record)
    }

    var presenceText: PresenceText { PresenceText(now: now, zone: zone) }
}
