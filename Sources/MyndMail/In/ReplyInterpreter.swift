package import MyndCore

/// Something that may read a reply the reply grammar could not read at all (Claude, with a
/// key and within the budget, in production): asked only for a reply that reads as nothing
/// (`ReplyMeaning.Unclear.nothing`), never for one that asks, denies or doubts, or says two
/// things at odds, which are unclear because of what they say. Mail knows nothing of who
/// answers; the shell that builds the inbox gives it one, or none.
package protocol ReplyInterpreter {
    /// What `text` (the person's own lines) answers to `nudge`, read at `now` within
    /// `secondsLeft`; `ref` names the email answered (a follow-up's id, a briefing's date).
    func interpret(_ text: String, answering nudge: NudgeInView, ref: String, now: Timestamp, secondsLeft: Double) throws
        -> ReplyInterpretation
}

/// What an interpreter made of a reply.
package enum ReplyInterpretation: Equatable, Sendable {
    /// One answer the nudge offers, checked (`ReplyChoice`): it acts as a reply saying it would.
    case answer(ReplyAnswer)
    /// Nothing to act on, and why (a line for the reply's record): the grammar's unclear
    /// stands, and mynd asks back.
    case unread(String)
}
