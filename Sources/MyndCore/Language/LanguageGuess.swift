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
            let list = stopWords[language] ?? []
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

    /// The words each language uses in almost every sentence and the others hardly ever;
    /// words two languages share ("de", "la", "en", "a") are in neither list.
    static let stopWords: [Language: Set<String>] = [
        .english: [
            "the", "and", "is", "are", "was", "you", "your", "it", "its", "this", "that", "what", "for", "with", "to", "of", "on",
            "today", "step", "small", "maybe", "could", "would", "about", "just", "how", "time", "one", "first", "next", "still",
            "have", "has", "been", "will", "can", "do", "why", "not", "let", "go", "keep", "again", "back", "any", "some",
        ],
        .german: [
            "der", "die", "das", "und", "ist", "du", "dein", "deine", "dich", "dir", "ein", "eine", "einen", "nicht", "mit", "für",
            "auf", "heute", "schritt", "kleiner", "kleinen", "vielleicht", "noch", "wie", "was", "wäre", "zu", "zum", "sich",
            "es", "ich", "wir", "auch", "schon", "jetzt", "nur", "oder", "wieder", "als", "nächstes", "ruht", "bei",
        ],
        .spanish: [
            "el", "los", "las", "del", "y", "es", "está", "tu", "tus", "te", "un", "una", "para", "con", "por", "hoy", "paso",
            "pequeño", "quizá", "qué", "cómo", "sigue", "lleva", "sin", "ya", "más", "pero", "como", "otra", "vez", "algo",
            "hay", "muy", "eso", "esto", "lo", "mantener", "dejar", "ahora", "primero", "siguiente", "momento", "puede",
        ],
        .french: [
            "le", "les", "des", "du", "et", "est", "tu", "ton", "ta", "tes", "un", "une", "pour", "avec", "aujourd", "hui", "pas",
            "petit", "peut", "être", "quoi", "comme", "encore", "toujours", "sur", "dans", "ce", "ça", "il", "elle", "on", "qui",
            "ne", "plus", "mais", "fait", "te", "chose", "moment", "ensuite", "garder", "laisser", "tomber", "sommeil",
        ],
    ]
}
