import Foundation

extension String {
    /// The first line that shows anything, trimmed: a goal written on several lines is named
    /// by its first (the rest is detail, for `show` and the email), never glued into one.
    package var firstLine: String {
        let lines = split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { !VisibleText.isBlank($0) } ?? trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One line of at most `limit` characters: line breaks folded into spaces, a longer text
    /// cut at a word boundary with "…" (never inside a word, unless its first word alone is
    /// longer than the limit), without a comma or dash dangling before the "…". How goal text
    /// appears inside a message or a prompt.
    package func excerpt(_ limit: Int) -> String {
        excerpt(limit, connectors: Self.connectors)
    }

    /// The same, not ending on one of `connectors` (small words of the goal's language that
    /// would leave it mid-breath: "Learn enough Spanish to…"), on a number ("before 1…",
    /// "+34 612 345…": a date or a phone number cut in two), or inside a quotation or
    /// parentheses it opened.
    package func excerpt(_ limit: Int, connectors: Set<String>) -> String {
        let flat = split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard flat.count > limit else { return flat }
        let room = flat.prefix(max(1, limit - 1))
        // The cut falls on a space, or inside a word: then back to the space before it.
        let next = flat.index(room.endIndex, offsetBy: 0)
        var cut = Substring(room)
        if next < flat.endIndex, !flat[next].isWhitespace, let space = room.lastIndex(where: \.isWhitespace) {
            cut = room[..<space]
        }
        var words = cut.split(separator: " ")
        if let open = Self.unclosedOpening(in: words), open > 0 { words.removeLast(words.count - open) }
        while words.count > 1, let last = words.last,
            connectors.contains(last.lowercased().trimmingCharacters(in: Self.dangling)) || last.contains(where: \.isNumber)
        {
            words.removeLast()
        }
        let trimmed = words.joined(separator: " ").trimmingCharacters(in: .whitespaces.union(Self.dangling))
        return (trimmed.isEmpty ? String(room) : trimmed) + "…"
    }

    /// Small English words a shortened text should not end on.
    static let connectors: Set<String> = [
        "a", "an", "the", "to", "and", "or", "of", "for", "with", "before", "after", "on", "in", "at", "by", "from", "my", "our",
    ]

    /// What may not end a shortened text: it would read as a sentence cut mid-breath, or (a
    /// sentence's own end) stand doubled before the "…".
    static let dangling = CharacterSet(charactersIn: ",;:-–—(/&.!?")

    /// The index of the word that opens a quotation or parenthesis the words never close
    /// (cutting inside "‘The Overstory’" or "(module 4 of 9)" would leave it open), or nil.
    static func unclosedOpening(in words: [Substring]) -> Int? {
        let pairs: [Character: Character] = ["“": "”", "„": "“", "‚": "‘", "‘": "’", "«": "»", "‹": "›", "(": ")", "[": "]"]
        var open: [(close: Character, word: Int)] = []
        for (index, word) in words.enumerated() {
            for character in word {
                if let last = open.last, character == last.close {
                    open.removeLast()
                } else if let close = pairs[character] {
                    open.append((close, index))
                }
            }
        }
        return open.first?.word
    }

    /// The text without the sentence punctuation at its end, to be set inside a sentence of
    /// mynd's ("Call grandma." becomes "Call grandma"), so no "?." or ".." follows.
    package var withoutClosingPunctuation: String {
        var text = trimmingCharacters(in: .whitespaces)
        while let last = text.last, ".!?;:,".contains(last) { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
