import Foundation

/// The words of a nudge when Claude is not asked (no key, no budget, a failure): what every
/// person without a key reads, so written as a person would write it. Several phrasings for
/// each situation; a goal does not hear the same one again within `freshDays`; the goal, its
/// next action and its blocker are set in whole words, and the text fits in
/// `maximumLength` characters (seed 000 §7.2).
public enum FallbackText {
    /// What the nudge is about, which decides the phrasings.
    public enum Situation: String, CaseIterable, Sendable {
        /// A goal gone quiet with an open next action.
        case nextAction
        /// A goal gone quiet that something blocks (and no next action).
        case blocked
        /// A goal gone quiet with nothing else known.
        case plain
        /// A snooze that ended: the person asked for it.
        case returning
        /// After nudges in a row went unanswered or were waved away: does it still matter?
        case asking
    }

    /// A nudge's situation: what it is (back from a snooze, asking), else what the goal has.
    public static func situation(_ kind: FollowUp.Kind, hasNextAction: Bool, hasBlocker: Bool) -> Situation {
        switch kind {
        case .returning: .returning
        case .asking: .asking
        case .stale: hasNextAction ? .nextAction : hasBlocker ? .blocked : .plain
        }
    }

    public static let maximumLength = 100
    /// How long a phrasing is not used again for the same goal.
    public static let freshDays = 7

    /// The nudge for `goal`. `step` is its next action or its blocker (by `situation`);
    /// `recent` are the texts this goal was sent in the last `freshDays`, newest first; `seed`
    /// varies the first choice between goals (any stable number: the goal id's hash, say).
    /// A phrasing not in `recent` comes first; when every one is (a goal nudged more than
    /// daily), the one used longest ago.
    public static func followUp(
        goal: String, step: String? = nil, situation: Situation, recent: [String] = [], seed: UInt64 = 0
    ) -> String {
        let frames = FallbackFrames.frames(for: situation)
        let start = Int(seed % UInt64(frames.count))
        let order = (0..<frames.count).map { frames[($0 + start) % frames.count] }
        func lastUse(_ frame: FallbackFrames.Frame) -> Int { recent.firstIndex { frame.matches($0) } ?? Int.max }
        var best = order[0]
        for frame in order.dropFirst() where lastUse(frame) > lastUse(best) { best = frame }
        return fit(best, goal: goal, step: step)
    }

    /// The frame filled in, the goal and step shortened (at word boundaries) until it fits.
    static func fit(_ frame: FallbackFrames.Frame, goal: String, step: String?) -> String {
        // The goal is set in quotes: its own quotes become single ones.
        let goalText = goal.withoutClosingPunctuation.replacingOccurrences(of: "“", with: "‘")
            .replacingOccurrences(of: "”", with: "’").replacingOccurrences(of: "\"", with: "'")
        let stepText = (step ?? "").withoutClosingPunctuation
        var text = ""
        for (goalLimit, stepLimit) in [(70, 60), (56, 44), (44, 36), (36, 28), (28, 22), (20, 16), (14, 12)] {
            text = frame.fill(goal: goalText.excerpt(goalLimit), step: stepText.excerpt(stepLimit))
            if text.count <= maximumLength { return text }
        }
        return text
    }
}

/// The phrasings, as frames with `{goal}` and `{step}` slots.
enum FallbackFrames {
    struct Frame: Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        func fill(goal: String, step: String) -> String {
            var filled = text.replacingOccurrences(of: "{goal}", with: goal).replacingOccurrences(of: "{step}", with: step)
            // A goal or step that ends in "…" before the frame's own full stop: one mark only.
            filled = filled.replacingOccurrences(of: "….", with: "…")
            return filled.prefix(1).uppercased() + filled.dropFirst()
        }

        /// Whether `sent` was written from this frame: its fixed words appear in order.
        func matches(_ sent: String) -> Bool {
            var rest = Substring(sent)
            for piece in fixedPieces {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }

        /// The frame's own words between the slots, long enough to tell frames apart.
        private var fixedPieces: [String] {
            text.components(separatedBy: "{goal}").flatMap { $0.components(separatedBy: "{step}") }
                // A full stop after a shortened slot is dropped when filled ("…" ends it).
                .map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "."))) }.filter { $0.count >= 3 }
        }
    }

    static func frames(for situation: FallbackText.Situation) -> [Frame] {
        switch situation {
        case .nextAction: nextAction
        case .blocked: blocked
        case .plain: plain
        case .returning: returning
        case .asking: asking
        }
    }

    static let nextAction = [
        Frame("Next for “{goal}”: {step}. Today, maybe?"),
        Frame("A small step for “{goal}”: {step}."),
        Frame("“{goal}” is one step from moving: {step}."),
        Frame("Just one thing for “{goal}” next: {step}."),
        Frame("Ready to pick up “{goal}”? First: {step}."),
        Frame("“{goal}” has been quiet. First thing to do: {step}."),
        Frame("One step would move “{goal}”: {step}."),
        Frame("Got a moment for “{goal}”? Next up: {step}."),
    ]

    static let blocked = [
        Frame("“{goal}” is waiting on one thing: {step}. Could you clear it today?"),
        Frame("Holding up “{goal}”: {step}. Worth a look today?"),
        Frame("“{goal}” is stuck. In the way: {step}. What would unblock it?"),
        Frame("Before “{goal}” can move: {step}. One move on it?"),
        Frame("To free up “{goal}”: {step}."),
        Frame("In the way of “{goal}”: {step}. Who or what could help?"),
    ]

    static let plain = [
        Frame("“{goal}” has been quiet. What is one small step for today?"),
        Frame("Any small move on “{goal}” today?"),
        Frame("Ten minutes on “{goal}” today would count."),
        Frame("Time for a small step on “{goal}”?"),
        Frame("“{goal}” is still on your list. What would get it going?"),
        Frame("What is the first thing “{goal}” needs? Today could be the day."),
        Frame("How about one small thing for “{goal}” today?"),
        Frame("“{goal}” could use five minutes today."),
    ]

    static let returning = [
        Frame("Back, as you asked: “{goal}”."),
        Frame("Here it is again, as promised: “{goal}”."),
        Frame("You asked me to bring this back: “{goal}”."),
        Frame("A reminder, as you wanted: “{goal}”."),
        Frame("The snooze is over: “{goal}”."),
        Frame("Back on your list, as you asked: “{goal}”."),
        Frame("Time to look at “{goal}” again, as you asked."),
        Frame("Your reminder for “{goal}” is here."),
    ]

    static let asking = [
        Frame("Does “{goal}” still matter to you? Keep it, or let it go."),
        Frame("“{goal}” has been quiet a long while. Keep it, or let it go?"),
        Frame("Is “{goal}” still yours? Keep it or let it go: both are fine."),
        Frame("Still want “{goal}” on your list? Keep it, or let it go."),
        Frame("No answer on “{goal}” for a while. Keep it, or let it go?"),
        Frame("Should “{goal}” stay? Keep it, or let it go."),
    ]
}
