import Foundation

/// Checks a text Claude wrote before mynd shows it to anyone: one short line of plain text,
/// complete, and not a refusal. What can be mended is (`OutputMending`: white space, quotes
/// wrapping the whole); what passes is returned mended; what fails is a typed rejection, and
/// the caller falls back to its template.
///
/// The checks run in a fixed order and the first failure is reported: truncated, empty,
/// control, quoted, markdown, refusal, too long. Length is counted in characters as a person
/// sees them (grapheme clusters), after trimming.
package struct OutputCheck: Equatable, Sendable {
    /// Characters allowed, at most.
    package var limit: Int

    package init(limit: Int) {
        self.limit = limit
    }

    /// A follow-up about one goal: at most 100 characters.
    package static let followUp = OutputCheck(limit: 100)
    /// The insight line of a notification: at most 150 characters.
    package static let insight = OutputCheck(limit: 150)

    /// The text to use, or why not. `stopReason` is the response's `stop_reason`; anything
    /// but `end_turn` (`max_tokens`, `refusal`, a stop sequence, none) may have cut it short.
    package func check(_ raw: String, stopReason: String?) -> Result<String, OutputRejection> {
        // "What's new in Claude Haiku 5.5": safety classifiers can decline a request, with
        // `stop_reason: "refusal"`; the nudge then goes out with the fallback text.
        if stopReason == "refusal" { return .failure(.declined) }
        guard stopReason == "end_turn" else { return .failure(.truncated(stopReason: stopReason)) }
        let text = OutputMending.mend(raw)
        if text.isEmpty { return .failure(.empty) }
        if text.unicodeScalars.contains(where: Self.isControl) { return .failure(.control) }
        if Self.isQuoted(text) { return .failure(.quoted) }
        if let mark = Self.markdown(in: text) { return .failure(.markdown(mark)) }
        if let phrase = Self.refusal(in: text) { return .failure(.refusal(phrase)) }
        if text.count > limit { return .failure(.tooLong(characters: text.count, limit: limit)) }
        return .success(text)
    }

    /// C0 and C1 controls (tab, CR and LF among them), the Unicode line and paragraph
    /// separators, and the bidirectional controls and marks (they would make the rest of a line
    /// read backwards). Other format characters such as the zero-width joiner stay allowed:
    /// emoji sequences are built from them.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: Terminal.reordersText(scalar)
        }
    }

    /// Still wrapped in quotes after mending: quotes that do not wrap the whole text.
    private static func isQuoted(_ text: String) -> Bool {
        guard text.count >= 2, let first = text.first, let last = text.last else { return false }
        return OutputMending.quotePairs.contains { $0.0 == first && $0.1 == last }
    }

    /// The first Markdown construct found: strong or emphasis marks (`**`, `__`), code
    /// (a backtick), a heading (`#` then a space), a list bullet (`- `, `* `, `+ `, `• `,
    /// `1. `, `1) `) at the start, a link `[text](target)`, or an HTML tag.
    private static func markdown(in text: String) -> String? {
        for mark in ["**", "__", "`"] where text.contains(mark) { return mark }
        if text.firstMatch(of: /^#{1,6}\s/) != nil { return "#" }
        if text.firstMatch(of: /^([-*+•]|\d{1,3}[.)])\s/) != nil { return "list" }
        if text.firstMatch(of: /\[[^\]]*\]\([^)]*\)/) != nil { return "link" }
        // HTML: a server that reads markup would make it bold, or a link.
        if let tag = text.firstMatch(of: /<\/?[A-Za-z][A-Za-z0-9]*[^<>]*>/) { return String(tag.output) }
        return nil
    }

    /// A refusal or an AI disclaimer instead of a message, in English (how models refuse
    /// whatever they were asked to write in), compared without case and with typographic
    /// apostrophes read as `'`. Only what a refusal says is matched: "I cannot wait to see
    /// those tomatoes!" is a message; "I can't help with that" is not.
    private static func refusal(in text: String) -> String? {
        Language.english.pack.refusals.phrase(in: text.lowercased().replacingOccurrences(of: "’", with: "'"))
    }
}
