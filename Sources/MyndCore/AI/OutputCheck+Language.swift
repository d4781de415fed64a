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

    /// A refusal or an AI disclaimer in the person's language (its pack's `refusals`),
    /// compared without case and with typographic apostrophes read as `'` (the English ones
    /// are `check`'s, whatever the language).
    static func refusal(in text: String, language: Language) -> String? {
        language.pack.refusals.phrase(in: text.lowercased().replacingOccurrences(of: "’", with: "'"))
    }
}
