import Foundation

/// A command line from the config (`[desktop] helper`, `open_command`) split into argv
/// words, to be run without a shell: what the person wrote is never re-read by `sh`, and a
/// goal's text can only ever be one argument.
///
/// Words are separated by blanks; `'…'` keeps everything literally, `"…"` keeps blanks and
/// takes `\"` and `\\`, and a backslash outside quotes escapes the next character — the
/// subset of shell quoting people write in config files. `$`, `;`, `|`, `` ` `` mean nothing.
package struct CommandWords: Equatable, Sendable {
    package var words: [String]

    package enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        case unterminatedQuote(Character)
        case trailingBackslash
        case empty

        package var description: String {
            switch self {
            case .unterminatedQuote(let quote): return "a \(quote) quote is not closed"
            case .trailingBackslash: return "it ends in a lone backslash"
            case .empty: return "it names no program"
            }
        }
    }

    package init(words: [String]) {
        self.words = words
    }

    package init(parsing text: String) throws(ParseError) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                // Inside double quotes only \" and \\ are escapes; elsewhere any character is.
                if quote == "\"" && character != "\"" && character != "\\" { word.append("\\") }
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"):
                escaped = true
            case ("\"", _):
                word.append(character)
            case (_, "'"), (_, "\""):
                quote = character
                inWord = true
            case (_, "\\"):
                escaped = true
                inWord = true
            case (_, _) where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw .unterminatedQuote(quote) }
        if escaped { throw .trailingBackslash }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw .empty }
        self.words = words
    }

    /// The words with every `{name}` replaced by its value, inside each word: a value
    /// never splits into more words or joins two.
    package func substituting(_ values: [String: String]) -> [String] {
        words.map { word in
            values.reduce(word) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
    }
}
