/// A desktop notification's title for a nudge: why it comes, in a few words. The body names
/// the goal (or the person) and the step, so the title does not say them again; an email keeps
/// the goal as its subject, which is how an inbox is scanned.
public enum NudgeTitle {
    public static func desktop(kind: FollowUp.Kind, daysStale: Double, person: Bool) -> String {
        if person { return "Time to get in touch" }
        switch kind {
        case .returning: return "Back, as you asked"
        case .asking: return "Still want this?"
        case .stale:
            let days = Int(daysStale)
            return days >= 1 ? "Quiet for \(days) day\(days == 1 ? "" : "s")" : "A nudge"
        }
    }
}
