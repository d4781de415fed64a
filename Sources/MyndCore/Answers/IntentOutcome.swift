/// What carrying out an `Intent` did, for the interface that was asked to say so: the command
/// line prints it, the agent logs it, the inbox confirms it by email.
package struct IntentOutcome: Equatable, Sendable {
    /// The node it was about (or the one a capture made), as it is now.
    package var node: Node?
    /// The node's short id, as every interface prints it.
    package var shortId: String?
    /// For a dismiss: the nudge, as it is now.
    package var followUp: FollowUp?
    /// False when nothing changed because it was so already (done twice, a nudge already closed).
    package var changed: Bool
    /// The people a capture, or a step's note, names: linked to it.
    package var mentions: [Node] = []
    /// The thought a step's note became.
    package var note: Node?
    /// What must follow outside the store (`AnswerEffects` runs them): a notification on
    /// screen that shows a nudge now answered to take off, an agent to wake.
    package var effects: Set<AnswerEffect> = []
    /// For a pause: the pause now in force. For a resume: the pause that ended (nil: there
    /// was none, and nothing changed).
    package var pause: PauseState?
    /// For a Later: it was the third of the day, so the goal comes back the next day.
    package var laterNextDay = false

    package init(node: Node?, followUp: FollowUp? = nil, changed: Bool = true) {
        self.node = node
        self.followUp = followUp
        self.changed = changed
    }
}
