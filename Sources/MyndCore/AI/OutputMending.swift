import Foundation

/// What can be mended in a text Claude wrote rather than thrown away: white space around it,
/// and quotation marks wrapping the whole of it ("…", “…”, '…', «…»), which a model sometimes
/// adds to a line it was asked to write. One layer is taken off, and only when the marks wrap
/// the whole text: `"Call mom" or "Text dad"` keeps its quotes (and is then rejected).
package enum OutputMending {
    /// Opening and closing marks that wrap a quotation.
    static let quotePairs: [(Character, Character)] = [
        ("\"", "\""), ("'", "'"), ("“", "”"), ("‘", "’"), ("«", "»"), ("„", "“"), ("»", "«"),
    ]

    package static func mend(_ raw: String) -> String {
        let text = plainEntities(raw).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count >= 2, let first = text.first, let last = text.last,
            let pair = quotePairs.first(where: { $0.0 == first && $0.1 == last })
        else { return text }
        let inner = text.dropFirst().dropLast()
        guard wrapsWhole(inner, pair) else { return text }
        return String(inner).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The prompt sets the person's `&` `<` `>` `"` as entities, and a model may copy them: a
    /// nudge is plain text, where "&amp;" would show as written, so they are read back.
    /// `&amp;` last, so "&amp;lt;" stays the "&lt;" it stood for.
    static func plainEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The marks wrap the whole text when neither appears inside it, an apostrophe between
    /// two letters apart (`'Don't wait'`).
    private static func wrapsWhole(_ inner: Substring, _ pair: (Character, Character)) -> Bool {
        let characters = Array(inner)
        for (index, character) in characters.enumerated() where character == pair.0 || character == pair.1 {
            let apostrophe =
                (character == "'" || character == "’") && index > 0 && index < characters.count - 1
                && characters[index - 1].isLetter && characters[index + 1].isLetter
            if !apostrophe { return false }
        }
        return true
    }
}
