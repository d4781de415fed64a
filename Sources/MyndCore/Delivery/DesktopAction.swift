/// The buttons a desktop notification offers, as the Desktop Notifications spec's action
/// keys. Seed 001 §5.2: a follow-up has open, *Later* (snooze) and *I handled it* (done), and
/// *Did a step* (progress: most goals are not finished in one go); the morning insight has
/// open.
package enum DesktopAction: String, CaseIterable, Sendable {
    /// "default" is the spec's key for clicking the notification itself.
    case open = "default"
    /// Did a step: the goal goes on (`mynd step ID`).
    case step
    case snooze
    case done
    /// On a nudge that asks whether the goal still matters.
    case keep
    case drop

    /// The offered actions for a kind of message, in the order they are shown; a follow-up
    /// that asks whether its goal still matters (`asking`) offers *Keep* and *Let it go*, one
    /// about a person (`person`) *Reached out* and *Later*. Servers that show only a few
    /// buttons (GNOME Shell: three) keep the first ones: *Did a step* and *Later* come before
    /// *I handled it*, since a step is the answer most nudges get and finishing a goal is the
    /// rare one (`mynd done` from the goal's page, a click away, says it too).
    package static func offered(for kind: OutboxItem.Kind, asking: Bool = false, person: Bool = false) -> [DesktopAction] {
        switch kind {
        case .followup where person: return [.open, .done, .snooze]
        case .followup: return asking ? [.open, .keep, .drop] : [.open, .step, .snooze, .done]
        case .digest: return [.open]
        // Email only: never a notification.
        case .answer: return []
        }
    }

    /// The button text, in `language` (`Words.buttons`). Servers may not show the default
    /// action's label at all. About a person (`person`), done is *Reached out*: you were in
    /// touch.
    package func label(for kind: OutboxItem.Kind, person: Bool = false, in language: Language = .english) -> String {
        let words = language.words
        switch self {
        case .open where kind == .digest: return words.seeMore
        case .done where person: return words.reachedOut
        default: return words.buttons[self] ?? Words.english.buttons[self] ?? rawValue
        }
    }
}
