/// What an applied answer did (`AnswerText`), in one language. `id` is the node's or the
/// nudge's short id; `what` is its words after `colon` (": Plant the garden"), or nothing when
/// the line may not quote them, ready to append. Each language says it its own way, mostly
/// as "you did" so no word has to agree with a goal's gender.
package struct AnswerWords: Sendable {
    /// What comes before the quoted words: ": " (French sets a no-break space before it).
    package var colon: String
    /// The node types as a line names them ("goal", "Ziel").
    package var types: @Sendable (NodeType) -> String
    /// Done: `type` is nil when the node is gone ("done 3f2a").
    package var done: @Sendable (_ type: String?, _ id: String, _ what: String) -> String
    /// Done before: `when` it was, if known.
    package var alreadyDone: @Sendable (_ id: String, _ when: String?) -> String
    package var step: @Sendable (_ id: String, _ what: String) -> String
    /// After a step: the note as kept (with whom it mentions), or nil when it is not quoted.
    package var noted: @Sendable (_ note: String?) -> String
    package var snoozed: @Sendable (_ id: String, _ until: String, _ what: String) -> String
    /// After `snoozed`, for the third Later of a day: it comes back the next day, at the
    /// person's usual hour.
    package var laterNextDay: String
    /// A dismiss whose nudge is gone; one of a nudge already closed (`status` as it is); one done.
    package var dismissed: @Sendable (_ id: String) -> String
    package var alreadyClosed: @Sendable (_ id: String, _ status: FollowUp.Status) -> String
    package var dismissedNudge: @Sendable (_ id: String, _ what: String) -> String
    package var letGo: @Sendable (_ id: String, _ what: String) -> String
    package var kept: @Sendable (_ id: String, _ what: String) -> String
    package var reopened: @Sendable (_ id: String, _ what: String) -> String
    package var touched: @Sendable (_ id: String, _ what: String) -> String
    /// A capture: the type mynd took it for.
    package var added: @Sendable (_ type: String, _ id: String, _ what: String) -> String
    /// Done or touched, about a person: you were in touch — with the person by name
    /// ("in touch with Marco (7b1c, next in 2 weeks)"), or by id alone when the line may not
    /// quote names (`name` nil); `next` is `nextIn`'s span when they have a cadence.
    package var inTouch: @Sendable (_ id: String, _ name: String?, _ next: String?) -> String
    /// When next, from the person's cadence in days ("2 weeks").
    package var nextIn: @Sendable (_ days: Int) -> String
    /// The people a text names: " (mentions Lucía, Marco)".
    package var mentions: @Sendable (_ names: String) -> String
    /// An answer the graph refused (`problem` is the store's own line).
    package var notApplied: @Sendable (_ problem: String) -> String
    /// A pause: until a time, or until the person resumes (nil).
    package var paused: @Sendable (_ until: String?) -> String
    /// A resume, and a resume when nothing was paused.
    package var resumed: String
    package var notPaused: String
}
