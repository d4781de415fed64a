import Foundation

/// Which of mynd's languages a short text is written in, from its most common small words:
/// enough to tell a nudge Claude wrote in English from one it was asked to write in German.
/// Quoted parts (a goal named in the text) are left out, since a goal may be in any language.
package enum LanguageGuess {
    /// The language whose small words the text uses most, or nil when it uses none, or as
    /// many of two languages' (a text too short to tell).
    package static func language(of text: String) -> Language? {
        let counts = scores(text)
        guard let best = counts.max(by: { $0.value < $1.value }), best.value > 0 else { return nil }
        guard counts.filter({ $0.value == best.value }).count == 1 else { return nil }
        return best.key
    }

    /// Whether `text` reads as written in `language`: no other language has two or more small
    /// words in it and more than this one. A text with few at all ("Tomaten!", "Buy seeds
    /// today?") passes: a step or a name in the goal's own language may stand in a sentence.
    package static func reads(_ text: String, as language: Language) -> Bool {
        let counts = scores(text)
        let own = counts[language] ?? 0
        return !counts.contains { $0.key != language && $0.value >= 2 && $0.value > own }
    }

    /// How many of each language's small words the unquoted words of `text` hold.
    static func scores(_ text: String) -> [Language: Int] {
        let words = unquoted(text).lowercased().split { !$0.isLetter }.map(String.init)
        var counts: [Language: Int] = [:]
        for language in Language.allCases {
            let list = language.pack.markers
            counts[language] = words.filter { list.contains($0) }.count
        }
        return counts
    }

    /// The text without what stands inside quotation marks of any language.
    static func unquoted(_ text: String) -> String {
        let pairs: [Character: Character] = ["“": "”", "„": "“", "«": "»", "‚": "‘", "‘": "’", "\"": "\""]
        var result = ""
        var closing: Character?
        for character in text {
            if let close = closing {
                if character == close { closing = nil }
                continue
            }
            if let close = pairs[character] {
                closing = close
                result.append(" ")
            } else {
                result.append(character)
            }
        }
        return result
    }
}
