import Foundation

/// Whether Claude's follow-up is about its goal: it names some part of it — a content word of
/// the goal, its next action or its blocker, or a form of one. An answer that shares nothing
/// with them ("Remember to drink water today!") is a text that does not fit, and falls back.
///
/// Words are compared folded (case and accents aside), without the small words of English,
/// German, Spanish and French (`StopWords`), and loosely, as a reader would: a word and its
/// inflections or derivations match when one begins with the other or they share most of
/// their beginning ("bulbs"/"bulb", "apply"/"application", "lernen"/"lerne"), and near-twins
/// across languages match by spelling ("garden"/"Garten", "Spanish"/"Spanisch"). Text in a
/// script without spaces (Chinese, Japanese, Thai) matches by any two characters in a row.
/// A goal with no content word at all ("Do it") cannot be checked, and passes.
package enum GoalMention {
    /// Whether `answer` names a part of the `subjects` (the goal, its next action, its blocker,
    /// as they were sent: masked, so placeholders are no words of theirs).
    package static func names(_ answer: String, anyOf subjects: [String]) -> Bool {
        let subjectText = subjects.map(withoutPlaceholders).joined(separator: "\n")
        let goalWords = contentWords(subjectText)
        let goalRuns = unspacedUnits(subjectText)
        guard !goalWords.isEmpty || !goalRuns.isEmpty else { return true }
        if goalRuns.contains(where: answer.contains) { return true }
        let answerWords = contentWords(withoutPlaceholders(answer))
        return goalWords.contains { word in answerWords.contains { related(word, $0) } }
    }

    static func withoutPlaceholders(_ text: String) -> String {
        [PrivacyMask.person, ContactMask.phone, ContactMask.email].reduce(text) { $0.replacingOccurrences(of: $1, with: " ") }
    }

    /// The words that say what a text is about: not small words, not single letters.
    static func contentWords(_ text: String) -> [String] {
        WordScan.tokens(text).map(\.base).filter { word in
            word.count > 1 && !StopWords.contains(word) && !word.contains(where: WordScan.isUnspaced)
        }
    }

    /// Two characters in a row of a script without spaces (one, for a run of one).
    static func unspacedUnits(_ text: String) -> Set<String> {
        var units = Set<String>()
        var run: [Character] = []
        for character in text + " " {
            if WordScan.isUnspaced(character) {
                run.append(character)
                continue
            }
            if run.count == 1 { units.insert(String(run)) }
            if run.count > 1 { for index in 0..<(run.count - 1) { units.insert(String(run[index...index + 1])) } }
            run = []
        }
        return units
    }

    /// Whether two folded words are forms of one: equal; one the beginning of the other (three
    /// letters at least); a shared beginning of four letters or more that leaves at most three
    /// of the shorter; or, from four letters, spelled within one letter (two from seven).
    static func related(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (short, long) = a.count <= b.count ? (Array(a), Array(b)) : (Array(b), Array(a))
        if short.count >= 3, long.starts(with: short) { return true }
        let shared = zip(short, long).prefix { $0 == $1 }.count
        if shared >= 4, shared >= short.count - 3 { return true }
        guard short.count >= 4, long.count - short.count <= 2 else { return false }
        return distance(short, long, atMost: short.count >= 7 ? 2 : 1)
    }

    /// Whether the edit distance between `a` and `b` is at most `limit`.
    private static func distance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Bool {
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return false }
            previous = current
        }
        return previous[b.count] <= limit
    }
}
