import Foundation

/// A text's words, where they are and how they compare: folded (lower case, no accents), so
/// "Lucía" and "lucia" are one word. A word is letters and digits, with apostrophes and hyphens
/// inside it ("O'Brien", "Jean-Luc", "aujourd'hui").
struct WordToken: Equatable {
    var range: Range<String.Index>
    var folded: String
    /// Written with a capital first letter, or in a script without case (a name's usual look).
    var looksLikeAName: Bool

    /// The word without a possessive `'s` ("ana's" is "ana").
    var base: String {
        for suffix in ["'s", "’s"] where folded.hasSuffix(suffix) && folded.count > suffix.count {
            return String(folded.dropLast(suffix.count))
        }
        return folded
    }
}

enum WordScan {
    static func tokens(_ text: String) -> [WordToken] {
        var tokens: [WordToken] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard isWordCharacter(text[index]) else {
                index = text.index(after: index)
                continue
            }
            var end = text.index(after: index)
            while end < text.endIndex {
                if isWordCharacter(text[end]) {
                    end = text.index(after: end)
                } else if isJoiner(text[end]), text.index(after: end) < text.endIndex, isWordCharacter(text[text.index(after: end)]) {
                    end = text.index(end, offsetBy: 2)
                } else {
                    break
                }
            }
            let word = text[index..<end]
            let first = word.first!
            tokens.append(
                WordToken(
                    range: index..<end, folded: fold(String(word)),
                    looksLikeAName: first.isUppercase || (first.isLetter && !first.isLowercase && !first.isUppercase)))
            index = end
        }
        return tokens
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).replacingOccurrences(of: "’", with: "'")
    }

    static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    private static func isJoiner(_ character: Character) -> Bool { character == "'" || character == "’" || character == "-" }

    /// Scripts written without spaces between words (Chinese, Japanese, Thai): there a name or
    /// a word is found inside a run of letters, not as a run of its own.
    static func isUnspaced(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x0E00...0x0E7F, 0x20000...0x2FA1F: true
            default: false
            }
        }
    }
}
