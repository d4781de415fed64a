/// What an applied answer did (`AnswerText`), in one language. `id` is the node's or the
/// nudge's short id; `what` is its words after `colon` (": Plant the garden"), or nothing when
/// the line may not quote them, ready to append. Each language says it its own way, mostly
/// as "you did" so no word has to agree with a goal's gender.
public struct AnswerWords: Sendable {
    /// What comes before the quoted words: ": " (French sets a no-break space before it).
    public var colon: String
    /// The node types as a line names them ("goal", "Ziel").
    public var types: [NodeType: String]
    /// Done: `type` is nil when the node is gone ("done 3f2a").
    public var done: @Sendable (_ type: String?, _ id: String, _ what: String) -> String
    /// Done before: `when` it was, if known.
    public var alreadyDone: @Sendable (_ id: String, _ when: String?) -> String
    public var step: @Sendable (_ id: String, _ what: String) -> String
    /// After a step: the note as kept (with whom it mentions), or nil when it is not quoted.
    public var noted: @Sendable (_ note: String?) -> String
    public var snoozed: @Sendable (_ id: String, _ until: String, _ what: String) -> String
    /// A dismiss whose nudge is gone; one of a nudge already closed (`status` as it is); one done.
    public var dismissed: @Sendable (_ id: String) -> String
    public var alreadyClosed: @Sendable (_ id: String, _ status: FollowUp.Status) -> String
    public var dismissedNudge: @Sendable (_ id: String, _ what: String) -> String
    public var letGo: @Sendable (_ id: String, _ what: String) -> String
    public var kept: @Sendable (_ id: String, _ what: String) -> String
    public var reopened: @Sendable (_ id: String, _ what: String) -> String
    public var touched: @Sendable (_ id: String, _ what: String) -> String
    /// A capture: the type mynd took it for.
    public var added: @Sendable (_ type: String, _ id: String, _ what: String) -> String
    /// Done or touched, about a person: you were in touch — with the person by name
    /// ("in touch with Marco (7b1c, next in 2 weeks)"), or by id alone when the line may not
    /// quote names (`name` nil); `next` is `nextIn`'s span when they have a cadence.
    public var inTouch: @Sendable (_ id: String, _ name: String?, _ next: String?) -> String
    /// When next, from the person's cadence in days ("2 weeks").
    public var nextIn: @Sendable (_ days: Int) -> String
    /// The people a text names: " (mentions Lucía, Marco)".
    public var mentions: @Sendable (_ names: String) -> String
    /// An answer the graph refused (`problem` is the store's own line).
    public var notApplied: @Sendable (_ problem: String) -> String
    /// A pause: until a time, or until the person resumes (nil).
    public var paused: @Sendable (_ until: String?) -> String
    /// A resume, and a resume when nothing was paused.
    public var resumed: String
    public var notPaused: String
}
