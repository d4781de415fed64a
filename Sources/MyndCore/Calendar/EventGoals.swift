/// Which open goal an event of the day is about, by their words: "Dentist" is the day the
/// goal "Book the dentist" may close. Words are compared as `GoalMention` compares them (folded,
/// small words left out, forms of one word alike).
///
/// A title is a few words, often generic ("Sales call", "Team sync"): a goal is named only when
/// it shares at least half of the title's words, one of them of five letters or more, so a
/// "call" alone does not tie "Sales call" to "Call mum".
package enum EventGoals {
    /// The shortest word that may tie an event to a goal on its own.
    static let telling = 5

    /// For each event (by index in `events`) the goal of `goals` it is about: the one sharing
    /// the most of its title, the first listed on a tie. A goal is named once, on the first
    /// event about it.
    package static func match(_ events: [CalendarEvent], goals: [Node]) -> [Int: Node] {
        let goalWords = goals.map { GoalMention.contentWords($0.content) }
        var named = Set<Int>()
        var found: [Int: Node] = [:]
        for (index, event) in events.enumerated() {
            let title = Array(Set(GoalMention.contentWords(event.title)))
            guard !title.isEmpty else { continue }
            var best: (goal: Int, shared: Int)?
            for (goal, words) in goalWords.enumerated() where !named.contains(goal) {
                let shared = title.filter { word in words.contains { GoalMention.related(word, $0) } }
                guard 2 * shared.count >= title.count, shared.contains(where: { $0.count >= telling }) else { continue }
                if shared.count > (best?.shared ?? 0) { best = (goal, shared.count) }
            }
            if let best {
                named.insert(best.goal)
                found[index] = goals[best.goal]
            }
        }
        return found
    }
}
