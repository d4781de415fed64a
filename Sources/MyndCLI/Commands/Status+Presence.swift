import MyndCore
import MyndJobs
import MyndStore

extension StatusJSON {
    /// Presence and its source ("away since 14:02 (locked): 1 nudge held for you"), the pause,
    /// and what is held: the due nudges the planner holds back, and the outbox's due rows of
    /// the channels held now — the screen's (a digest, a nudge also sent by email) while the
    /// person is away, all of them while paused.
    mutating func addPresence(context: Context, store: GraphStore, nudges: NudgeStatus) throws {
        let (presence, record) = try context.presence(store)
        let text = context.presenceText
        let heldChannels = ChannelRegistration.all.map(\.declaration)
            .filter { DeliveryHold.hold(for: $0.kind, presence: presence, pause: record.pause, now: context.now) != nil }
        held = nudges.held.count + (try store.dueRows(channels: heldChannels.map(\.name), at: context.now))
        self.presence = PresenceJSON(presence, manual: record.override != nil, text: text, held: held)
        paused = record.pause.map { PauseJSON($0, text: text) }
    }
}
