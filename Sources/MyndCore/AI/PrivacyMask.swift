import Foundation

/// What a text sent to Claude must not hold: the names of the people in the graph, their phone
/// numbers and email addresses (and anyone else's). Every piece of user text that goes into a
/// prompt passes through `masked(_:)` first: a name becomes "a person", a number `[phone]`, an
/// address `[email]` (`ContactMask`).
///
/// The caller gives the people's node texts ("Dr. Amira Haddad, my therapist, +44 7700 900123",
/// "Lucía Fernández"). Their names are read from them (`nameWords(of:)`) and found in any text
/// as whole words, without case or accents, alone or together: "Call Lucía", "lucia's
/// birthday", "Dr. Haddad" each lose the name. A name that is also a small word ("Will",
/// "May") is only taken for a name where it is capitalised.
package struct PrivacyMask: Equatable, Sendable {
    package static let person = "a person"

    /// Folded name words.
    let names: Set<String>
    /// Names in scripts without spaces, found inside runs of letters.
    let unspaced: [String]
    /// People's whole texts on one line, longest first: a text that quotes a person's node (a
    /// fallback nudge naming its blocker) loses all of it, what it says about them too.
    let wholeTexts: [String]

    package init(people: [String] = []) {
        wholeTexts = Set(people.map { $0.excerpt(.max) }).filter { $0.count >= 4 }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        var names = Set<String>()
        var unspaced = Set<String>()
        for person in people {
            for word in Self.nameWords(of: person) {
                if word.contains(where: WordScan.isUnspaced) { unspaced.insert(word) } else { names.insert(word) }
            }
        }
        self.names = names
        // Longest first, so a full name goes before a part of it.
        self.unspaced = unspaced.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// `text` with names, phone numbers and email addresses replaced.
    package func masked(_ text: String) -> String {
        var text = wholeTexts.reduce(text, Self.withoutQuotes)
        text = ContactMask.masked(text)
        for name in unspaced { text = text.replacingOccurrences(of: name, with: Self.person) }
        guard !names.isEmpty else { return text }
        let tokens = WordScan.tokens(text)
        var result = ""
        var cursor = text.startIndex
        var index = 0
        while index < tokens.count {
            guard isName(tokens[index]) else {
                index += 1
                continue
            }
            // A run of name words ("Lucía Fernández", "Amira-Haddad"), with a title before it.
            var first = index
            if first > 0, Self.titles.contains(tokens[first - 1].folded),
                Self.joins(text[tokens[first - 1].range.upperBound..<tokens[first].range.lowerBound])
            {
                first -= 1
            }
            var last = index
            while last + 1 < tokens.count, isName(tokens[last + 1]),
                Self.joins(text[tokens[last].range.upperBound..<tokens[last + 1].range.lowerBound])
            {
                last += 1
            }
            let start = tokens[first].range.lowerBound
            guard start >= cursor else {
                index = last + 1
                continue
            }
            result += text[cursor..<start]
            result += Self.person
            let lastToken = tokens[last]
            if lastToken.base != lastToken.folded {
                result += text[text.index(lastToken.range.upperBound, offsetBy: -2)..<lastToken.range.upperBound]
            }
            cursor = lastToken.range.upperBound
            index = last + 1
        }
        result += text[cursor...]
        return result
    }

    /// `text` with `person` (a person's whole text) replaced, and any beginning of it cut
    /// short with "…" (how `excerpt` quotes it).
    static func withoutQuotes(_ text: String, of person: String) -> String {
        var text = text.replacingOccurrences(of: person, with: Self.person, options: [.caseInsensitive, .diacriticInsensitive])
        var from = text.startIndex
        while let ellipsis = text[from...].firstIndex(of: "…") {
            let before = text[..<ellipsis]
            guard let length = stride(from: person.count - 1, through: 4, by: -1).first(where: { before.hasSuffix(person.prefix($0)) })
            else {
                from = text.index(after: ellipsis)
                continue
            }
            let start = text.index(ellipsis, offsetBy: -length)
            text.replaceSubrange(start...ellipsis, with: Self.person)
            from = text.index(start, offsetBy: Self.person.count)
        }
        return text
    }

    /// A name word, or a hyphenated word with one ("Ana-Lucía", "Haddad-Smith").
    private func isName(_ token: WordToken) -> Bool {
        let parts = token.base.contains("-") ? [token.base] + token.base.split(separator: "-").map(String.init) : [token.base]
        return parts.contains { names.contains($0) && (token.looksLikeAName || !StopWords.contains($0)) }
    }

    /// Between two words of one name: white space, or a dot or hyphen ("Dr. Haddad").
    private static func joins(_ gap: Substring) -> Bool {
        gap.count <= 3 && gap.allSatisfy { $0 == " " || $0 == "." || $0 == "-" || $0 == "\u{00A0}" }
    }

    /// Words before a name that are part of how it is written.
    static let titles: Set<String> = [
        "dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sir", "dame", "herr", "frau", "sr", "sra", "srta", "don", "dona", "mme",
        "mlle", "monsieur", "madame", "senor", "senora", "tia", "tio", "uncle", "aunt", "tante", "onkel",
    ]

    /// The words of a person's name, folded, from their node's text: the part before the
    /// first comma, semicolon, colon, parenthesis, dash or line break, and of that only the
    /// capitalised words when there are some ("Neighbour Ana" and "Ana from work" give
    /// "neighbour ana" and "ana"), else its words that are not small words ("mom"). Titles,
    /// single letters and numbers are not names.
    package static func nameWords(of person: String) -> [String] {
        var part = Substring(person)
        for mark in [",", ";", ":", "(", "[", "\n", " - ", " – ", " — ", "|", "+", "<", "@"] {
            if let range = part.range(of: mark) { part = part[..<range.lowerBound] }
        }
        let tokens = WordScan.tokens(String(part)).filter { token in
            token.folded.count > 1 && !token.folded.contains(where: \.isNumber) && !titles.contains(token.folded)
        }.prefix(5)
        let capitalised = tokens.filter(\.looksLikeAName)
        let chosen = capitalised.isEmpty ? tokens.filter { !StopWords.contains($0.base) } : capitalised
        var words: [String] = []
        for token in chosen {
            let parts = token.base.contains("-") ? [token.base] + token.base.split(separator: "-").map(String.init) : [token.base]
            for part in parts where part.count > 1 && !words.contains(part) { words.append(part) }
        }
        return words
    }
}
