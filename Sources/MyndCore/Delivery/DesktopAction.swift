/// The buttons a desktop notification offers, as the Desktop Notifications spec's action
/// keys: opening it, or an answer (`Intent.Kind`), whose name is its key. A follow-up has
/// open, *Later* (snooze), *I handled it* (done) and *Did a step* (progress: most goals are
/// not finished in one go); the morning briefing has open.
package enum DesktopAction: Hashable, Sendable, RawRepresentable {
    /// "default" is the spec's key for clicking the notification itself.
    case open
    /// A button that answers the nudge: its key is the answer's name ("snooze", "done").
    case answer(Intent.Kind)

    package init?(rawValue: String) {
        if rawValue == "default" {
            self = .open
        } else if let kind = Intent.Kind(rawValue: rawValue), kind.answersNudge {
            self = .answer(kind)
        } else {
            return nil
        }
    }

    package var rawValue: String {
        switch self {
        case .open: "default"
        case .answer(let kind): kind.rawValue
        }
    }

    /// Every button a notification may carry.
    package static var allCases: [DesktopAction] {
        [.open] + Intent.Kind.allCases.filter(\.answersNudge).map(DesktopAction.answer)
    }

    /// The offered actions for a kind of message, in the order they are shown; a follow-up
    /// that asks whether its goal still matters (`asking`) offers *Keep* and *Let it go*, one
    /// about a person (`person`) *Reached out* and *Later*. Servers that show only a few
    /// buttons (GNOME Shell: three) keep the first ones: *Did a step* and *Later* come before
    /// *I handled it*, since a step is the answer most nudges get and finishing a goal is the
    /// rare one (`mynd done` from the goal's page, a click away, says it too).
    package static func offered(for kind: OutboxItem.Kind, asking: Bool = false, person: Bool = false) -> [DesktopAction] {
        switch kind {
        case .followup where person: return [.open, .answer(.complete), .answer(.snooze)]
        case .followup:
            return asking ? [.open, .answer(.keep), .answer(.drop)] : [.open, .answer(.step), .answer(.snooze), .answer(.complete)]
        case .digest: return [.open]
        // Email only: never a notification.
        case .answer: return []
        }
    }

    /// The button text, in `language`. Servers may not show the default action's label at
    /// all. About a person (`person`), done is *Reached out*: you were in touch.
    package func label(for kind: OutboxItem.Kind, person: Bool = false, in language: Language = .english) -> String {
        let words = language.words
        switch self {
        case .open: return kind == .digest ? words.seeMore : words.open
        case .answer(.complete) where person: return words.reachedOut
        case .answer(let answer): return words.button(answer)
        }
    }
}
