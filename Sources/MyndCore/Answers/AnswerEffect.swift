/// What must follow an applied answer outside the store, whichever interface took it (the
/// command line, a notification's button, an email reply): the store's `apply` says which, and
/// one executor (`AnswerEffects`) carries them out for every interface, so a snooze by email
/// wakes the agent exactly as one typed does.
package enum AnswerEffect: Hashable, Sendable {
    /// A notification on screen shows a nudge that is answered now: take it off.
    case withdraw
    /// A running agent must hear of it now: a snooze's end to wake for, a pause, a resume.
    case wakeAgent
}
