import MyndCore
import MyndJobs
import MyndStore

extension StatusJSON {
    /// Presence and its source ("away since 14:02 (locked): 1 nudge held for you"), the pause,
    /// and what is held: the due nudges the planner holds back, and the outbox's due rows for
    /// the screen (a digest, a nudge also sent by email) while the person is away — all of
    /// them while paused.
    mutating func addPresence(context: Context, store: GraphStore, nudges: NudgeStatus) throws {
        let (presence, record) = try context.presence(store)
        let text = context.presenceText
        let screenHeld = DeliveryHold.hold(for: .desktop, presence: presence, pause: record.pause, now: context.now) != nil
        held = nudges.held.count + (screenHeld ? try store.dueScreenRows(at: context.now) : 0)
        self.presence = PresenceJSON(presence, manual: record.override != nil, text: text, held: held)
        paused = record.pause.map { PauseJSON($0, text: text) }
    }
}
