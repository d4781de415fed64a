import Foundation

/// A reply's text as the grammar reads it: each line cut into clauses (at sentence marks,
/// commas and "but"), each clause into words folded as the language packs write them
/// (lowercase, no accents, apostrophes as spaces, "n't" as " not").
struct ReplyClause: Equatable, Sendable {
    /// The folded words. A number with what sticks to it is one word: "9:30", "2d", "9am",
    /// "-3h", "2026-12-01t09:00".
    var words: [String]
    /// Whether it asks: a question mark ends it, or an opening one ("¿") starts it.
    var asks: Bool
    /// Whether an exclamation mark ends it: "What a relief!" asks nothing.
    var exclaims = false
}

enum ReplyTokens {
    /// Lowercase, accents dropped ("später" → "spater", "ß" → "ss"), typographic apostrophes
    /// as `'`, then "n't" as " not" and every apostrophe as a space ("c'est" → "c est").
    static func fold(_ text: String) -> String {
        var folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for (from, to) in [("’", "'"), ("‘", "'"), ("ß", "ss"), ("œ", "oe"), ("æ", "ae"), ("n't", " not"), ("'", " ")] + signs {
            folded = folded.replacingOccurrences(of: from, with: to)
        }
        return collapsed(folded)
    }

    /// Emoji that say something about the words beside them: an eye-roll or crossed fingers
    /// take back what is said ("done 🙄").
    static let signs = [("🙄", " eyeroll "), ("🤞", " fingerscrossed ")]

    /// A letter typed three times or more is one: "Terminadooo", "sooo".
    static func collapsed(_ text: String) -> String {
        var result = ""
        var run = 0
        var last: Character?
        for character in text {
            run = character == last ? run + 1 : 1
            last = character
            if run < 3 || !character.isLetter { result.append(character) } else if run == 3 { result.removeLast() }
        }
        return result
    }

    /// The clauses of one line.
    static func clauses(of line: String) -> [ReplyClause] {
        var clauses: [ReplyClause] = []
        var current = ""
        var asks = false
        let characters = Array(fold(line))
        func end(exclaiming: Bool = false) {
            let words = self.words(current)
            if !words.isEmpty || asks { clauses.append(ReplyClause(words: words, asks: asks, exclaims: exclaiming)) }
            current = ""
            asks = false
        }
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            switch character {
            case "?", "？":
                asks = true
                end()
            case "¿":
                end()
                asks = true
            case "!", "¡":
                end(exclaiming: character == "!")
            case ";", "…", "—", "–", "\n", ",":
                end()
            case "-" where before == " " && after == " ":
                end()
            case ".", ":":
                // Inside a number it is part of it (9.30, 09:00, the German "am 3."); else it ends.
                if before.isNumber && (after.isNumber || character == ".") {
                    current.append(character)
                } else {
                    end()
                }
            default:
                current.append(character)
            }
        }
        end()
        return clauses.flatMap(splitAtBut)
    }

    /// "but" and its kin start a new clause: "not today but tomorrow".
    private static func splitAtBut(_ clause: ReplyClause) -> [ReplyClause] {
        var parts: [ReplyClause] = []
        var words: [String] = []
        for word in clause.words {
            if butWords.contains(word), !words.isEmpty {
                parts.append(ReplyClause(words: words, asks: false))
                words = []
            } else {
                words.append(word)
            }
        }
        parts.append(ReplyClause(words: words, asks: clause.asks, exclaims: clause.exclaims))
        return parts.filter { !$0.words.isEmpty || $0.asks }
    }

    /// Words that turn a sentence ("not today but tomorrow"), in every language mynd reads.
    static let butWords: Set<String> = ["but", "aber", "sondern", "pero", "sino", "mais"]

    /// The words of folded text: runs of letters, or a number with the letters, colons and
    /// inner dots and dashes that stick to it ("9:30", "3.12", "2d", "-3h", "9am"). A minus
    /// right before a digit belongs to the number (`-3h`, a span `snooze` refuses).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var number = false
        let characters = Array(text)
        func flush() {
            if !word.isEmpty { words.append(word) }
            word = ""
            number = false
        }
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if number {
                if character.isLetter || character.isNumber || character == ":" || character == "+"
                    || ((character == "." || character == "-") && next.isNumber)
                {
                    word.append(character)
                    continue
                }
                flush()
            }
            if character.isNumber, !word.isEmpty {
                // Letters then digits ("a1b2", "c0de"): one word, a short id as often as not.
                word.append(character.wholeNumberValue.map(String.init) ?? String(character))
            } else if character.isNumber, character.isASCII || character.wholeNumberValue != nil {
                flush()
                number = true
                word.append(character.wholeNumberValue.map(String.init) ?? String(character))
            } else if character == "-", next.isNumber, word.isEmpty {
                number = true
                word.append(character)
            } else if character.isLetter {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return words
    }
}
