/// A desktop notification's title for a nudge: why it comes, in a few words. The body names
/// the goal (or the person) and the step, so the title does not say them again; an email keeps
/// the goal as its subject, which is how an inbox is scanned.
package enum NudgeTitle {
    package static func desktop(kind: FollowUp.Kind, daysStale: Double, person: Bool, in language: Language = .english) -> String {
        let words = language.words
        if person { return words.titlePerson }
        switch kind {
        case .returning: return words.titleReturning
        case .asking: return words.titleAsking
        case .stale:
            let days = Int(daysStale)
            return days >= 1 ? words.titleQuiet(days) : words.titleNudge
        }
    }
}
