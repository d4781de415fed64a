import Foundation

extension String {
    /// One line of at most `limit` characters: line breaks folded into spaces, a longer text
    /// cut at a word boundary with "…" (never inside a word, unless its first word alone is
    /// longer than the limit), without a comma or dash dangling before the "…". How goal text
    /// appears inside a message or a prompt.
    public func excerpt(_ limit: Int) -> String {
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
        // "Learn enough Spanish to…" trails off; "Learn enough Spanish…" does not.
        while words.count > 1, let last = words.last, Self.connectors.contains(last.lowercased()) { words.removeLast() }
        let trimmed = words.joined(separator: " ").trimmingCharacters(in: .whitespaces.union(Self.dangling))
        return (trimmed.isEmpty ? String(room) : trimmed) + "…"
    }

    /// Small English words a shortened text should not end on.
    static let connectors: Set<String> = [
        "a", "an", "the", "to", "and", "or", "of", "for", "with", "before", "after", "on", "in", "at", "by", "from", "my", "our",
    ]

    /// What may not end a shortened text: it would read as a sentence cut mid-breath.
    static let dangling = CharacterSet(charactersIn: ",;:-–—(/&")

    /// The text without the sentence punctuation at its end, to be set inside a sentence of
    /// mynd's ("Call grandma." becomes "Call grandma"), so no "?." or ".." follows.
    public var withoutClosingPunctuation: String {
        var text = trimmingCharacters(in: .whitespaces)
        while let last = text.last, ".!?;:,".contains(last) { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
