import Foundation

/// The check of a text's language, after the rest of `OutputCheck`: a nudge Claude wrote is
/// used only in the person's language (`LanguageGuess`), and refusals are known in each
/// language mynd speaks. Limits stay in characters whatever the language: what fits on a
/// notification is characters, not words.
extension OutputCheck {
    /// The text to use, or why not: `check(_:stopReason:)`, then the language.
    package func check(_ raw: String, stopReason: String?, language: Language) -> Result<String, OutputRejection> {
        check(raw, stopReason: stopReason).flatMap { text in
            if let phrase = Self.refusal(in: text, language: language) { return .failure(.refusal(phrase)) }
            guard LanguageGuess.reads(text, as: language) else {
                return .failure(.wrongLanguage(expected: language.rawValue, found: LanguageGuess.language(of: text)?.rawValue))
            }
            return .success(text)
        }
    }

    /// A refusal or an AI disclaimer in German, Spanish or French, compared without case and
    /// with typographic apostrophes read as `'` (the English ones are `check`'s).
    static func refusal(in text: String, language: Language) -> String? {
        let folded = text.lowercased().replacingOccurrences(of: "’", with: "'")
        let openings = refusalOpenings[language] ?? []
        let anywhere = refusalAnywhere[language] ?? []
        return openings.first { folded.hasPrefix($0) } ?? anywhere.first { folded.contains($0) }
    }

    private static let refusalOpenings: [Language: [String]] = [
        .german: [
            "es tut mir leid, aber", "tut mir leid, aber", "ich kann dir dabei nicht helfen", "ich kann dabei nicht helfen",
            "ich kann das nicht", "ich kann keine", "ich bin nicht in der lage", "leider kann ich",
        ],
        .spanish: [
            "lo siento, pero", "lo siento, no puedo", "no puedo ayudar", "no puedo ayudarte", "no puedo hacer eso", "no puedo escribir",
            "lamentablemente no puedo", "no me es posible",
        ],
        .french: [
            "je suis désolé, mais", "désolé, mais", "je ne peux pas t'aider", "je ne peux pas vous aider", "je ne peux pas faire",
            "je ne peux pas écrire", "malheureusement, je ne peux pas", "je ne suis pas en mesure",
        ],
    ]

    private static let refusalAnywhere: [Language: [String]] = [
        .german: ["als ki", "als sprachmodell", "als künstliche intelligenz"],
        .spanish: ["como ia", "como modelo de lenguaje", "como inteligencia artificial"],
        .french: ["en tant qu'ia", "en tant que modèle de langage", "en tant qu'intelligence artificielle"],
    ]
}
