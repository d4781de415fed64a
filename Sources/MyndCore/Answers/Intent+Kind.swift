package import Foundation

extension Intent {
    /// What an intent is, without its details: the one list of what a person can ask of mynd.
    /// Everything that differs by answer is asked of this case — the status a nudge closes
    /// with, how the answer is recorded, whether it may be a button, the words a reply says it
    /// in (each language pack), the confirmation, what must follow it — so a new answer is one
    /// case here, and the compiler then asks for the rest.
    ///
    /// The raw value is the answer's name as it is stored and as a button's key: "done" for
    /// `complete`, as mynd always recorded it.
    package enum Kind: String, CaseIterable, Sendable {
        case complete = "done"
        case step, snooze, dismiss, drop, keep, reopen, touch, capture, pause, resume
    }

    /// This intent's kind.
    package var kind: Kind {
        switch self {
        case .complete: .complete
        case .step: .step
        case .snooze, .later: .snooze
        case .dismiss: .dismiss
        case .drop: .drop
        case .keep: .keep
        case .reopen: .reopen
        case .touch: .touch
        case .capture: .capture
        case .pause: .pause
        case .resume: .resume
        }
    }

    /// The intent of `kind` that a nudge's button or a reply's word asks for about the nudge's
    /// goal: `followUp` is the nudge (nil in a digest's line), `later` what a snooze without a
    /// time means. Nil for a kind that needs more than that (a capture's text) or is about
    /// mynd itself (a pause), and for a dismiss without a nudge.
    package static func about(_ kind: Kind, goal: UUID, followUp: UUID?, later: Later) -> Intent? {
        switch kind {
        case .complete: .complete(goal)
        case .step: .step(goal, note: nil)
        case .snooze: .later(goal, later)
        case .dismiss: followUp.map { .dismiss(followUp: $0) }
        case .drop: .drop(goal)
        case .keep: .keep(goal)
        case .reopen: .reopen(goal)
        case .touch: .touch(goal)
        case .capture, .pause, .resume: nil
        }
    }
}

extension Intent.Kind {
    /// The status a nudge closes with when this answers it, as stored ("snoozed"); nil for
    /// what does not answer a nudge (a capture, a pause).
    package var closedStatus: String? {
        switch self {
        case .complete: "done"
        // Progress: the goal goes on, the nudge is answered.
        case .step: "progressed"
        case .snooze: "snoozed"
        case .dismiss: "dismissed"
        case .drop: "dropped"
        case .keep: "kept"
        case .reopen, .touch, .capture, .pause, .resume: nil
        }
    }

    /// Whether this is an answer to a nudge: it closes the nudge and is recorded as its answer.
    package var answersNudge: Bool { closedStatus != nil }

    /// Waving a nudge away (as opposed to answering what it asks): the back-off grows.
    package var wavesAway: Bool { self == .dismiss }

    /// A running agent must hear of it at once: it changes when something is due (a snooze's
    /// end) or whether anything may be shown (a pause, a resume).
    package var wakesAgent: Bool {
        switch self {
        case .snooze, .pause, .resume: true
        case .complete, .step, .dismiss, .drop, .keep, .reopen, .touch, .capture: false
        }
    }

    /// How the answer reads in a prompt to Claude (which reads English whatever the person
    /// does), when it answered a past nudge.
    package var promptWords: String {
        switch self {
        case .complete: "done"
        case .step: "did a step: the goal goes on"
        case .snooze: "snoozed: remind me later"
        case .dismiss: "dismissed"
        case .drop: "let go"
        case .keep: "kept: it still matters"
        case .reopen: "reopened"
        case .touch: "touched"
        case .capture: "noted"
        case .pause: "paused mynd"
        case .resume: "resumed mynd"
        }
    }
}
