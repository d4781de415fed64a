/// The buttons a desktop notification offers, as the Desktop Notifications spec's action
/// keys. Seed 001 §5.2: a follow-up has open, *Later* (snooze) and *I handled it* (done);
/// the morning insight has open.
public enum DesktopAction: String, CaseIterable, Sendable {
    /// "default" is the spec's key for clicking the notification itself.
    case open = "default"
    case snooze
    case done
    /// On a nudge that asks whether the goal still matters.
    case keep
    case drop

    /// The offered actions for a kind of message, in the order they are shown; a follow-up
    /// that asks whether its goal still matters (`asking`) offers *Keep* and *Let it go*.
    public static func offered(for kind: OutboxItem.Kind, asking: Bool = false) -> [DesktopAction] {
        switch kind {
        case .followup: return asking ? [.open, .keep, .drop] : [.open, .snooze, .done]
        case .digest: return [.open]
        // Email only: never a notification.
        case .answer: return []
        }
    }

    /// The button text, in `language` (`Words.buttons`). Servers may not show the default
    /// action's label at all. About a person (`person`), done is *Reached out*: you were in
    /// touch.
    public func label(for kind: OutboxItem.Kind, person: Bool = false, in language: Language = .english) -> String {
        let words = language.words
        switch self {
        case .open where kind == .digest: return words.seeMore
        case .done where person: return words.reachedOut
        default: return words.buttons[self] ?? Words.english.buttons[self] ?? rawValue
        }
    }
}
