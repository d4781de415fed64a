package import Foundation

/// What the person asks of mynd, however they said it: typed on the command line, clicked on
/// a notification, or written in an email reply. Each interface reads its own words into an
/// `Intent`; one store method (`GraphStore.apply`) carries it out, closes the nudges it
/// answers and records the answer, in one write transaction. So `mynd done 3f2a`, *I handled
/// it* and a reply "done" cannot drift apart.
package enum Intent: Equatable, Sendable {
    /// Done: a goal or action is finished. About a person: you reached out.
    case complete(UUID)
    /// Did a step: progress on a goal, which goes on. The goal is touched, its nudge closes as
    /// `progressed` and its back-off starts over; a note becomes a thought linked to the goal.
    case step(UUID, note: String?)
    /// Later: hold the goal (action, person) back until `until`, when it is due again at once.
    case snooze(UUID, until: Timestamp)
    /// Later without a time: a snooze until `snooze_default` from now, or the next day when
    /// said too often today (`Later`'s rule, applied by the store, which knows the day's answers).
    case later(UUID, Later)
    /// Close one nudge without touching its goal.
    case dismiss(followUp: UUID)
    /// Let it go: the goal is set aside, never nudged, until `reopen`.
    case drop(UUID)
    /// Keep: the goal still matters (the answer to "still want this?").
    case keep(UUID)
    /// Bring back a goal let go of, or a goal or action marked done.
    case reopen(UUID)
    /// Mark a node as seen now; for a person, "I was in touch".
    case touch(UUID)
    /// Keep a thought: its type guessed from the words, the people it names linked.
    case capture(String)
    /// Pause: nothing is shown or sent until `until` (nil: until `resume`); a pause in force
    /// is replaced.
    case pause(until: Timestamp?)
    /// Resume: the pause ends, what waited goes out.
    case resume

    /// The node it is about; nil for a dismiss (about a nudge), a capture (a new node), a
    /// pause and a resume (about mynd itself).
    package var node: UUID? {
        switch self {
        case .complete(let id), .step(let id, _), .snooze(let id, _), .later(let id, _), .drop(let id), .keep(let id), .reopen(let id),
            .touch(let id):
            return id
        case .dismiss, .capture, .pause, .resume:
            return nil
        }
    }
}
