/// A conservative count of the tokens a text will be billed as, made before sending it, so
/// that a call is only made when its worst case fits the budget.
///
/// The 5.x models use the newer tokenizer, which counts about 30% more tokens than 4.x for the
/// same text ("What's new in Claude Haiku 5.5"): about 3.1 characters a token in English. This
/// counts 2.5 bytes of ASCII a token and two tokens for every other character (accented
/// letters, CJK, emoji), and adds a fixed allowance for the request's framing (roles, block
/// boundaries), so that the real count stays below it.
package enum TokenEstimate {
    /// Tokens for the framing of one request (system and user turn markers).
    package static let framing = 32

    /// At least as many tokens as `text` is billed as.
    package static func upperBound(_ text: String) -> Int {
        var asciiBytes = 0
        var otherScalars = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII { asciiBytes += 1 } else { otherScalars += 1 }
        }
        return (asciiBytes * 2 + 4) / 5 + otherScalars * 2
    }

    /// The prompt of a request: its system prompt and user turn, with the framing.
    package static func prompt(system: String, user: String) -> Int {
        upperBound(system) + upperBound(user) + framing
    }
}
