import Foundation
import MyndCore

/// What the person wrote in a reply, without what their mail client added: quoted lines
/// (`>`), the attribution line ("On Mon, … wrote:"), the original message below a separator,
/// the signature after "-- " and "Sent from my phone" lines.
package enum ReplyText {
    /// How many of the person's own lines are read: commands come first, and a long letter
    /// below them is not a list of commands.
    package static let maximumLines = 10

    /// The person's own non-empty lines, trimmed, from the first readable part of `entity`:
    /// text/plain if there is one, else the text of text/html.
    package static func ownLines(of entity: MIMEEntity) -> [String] {
        if let plain = entity.firstPart("text/plain") {
            return ownLines(plain.text)
        }
        if let html = entity.firstPart("text/html") {
            return ownLines(HTMLText.text(html.text))
        }
        return []
    }

    /// The own lines of a plain-text reply.
    package static func ownLines(_ text: String) -> [String] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var own: [String] = []
        for (index, raw) in lines.enumerated() {
            // The signature delimiter is "-- " exactly; many clients drop the space.
            if raw == "-- " || raw == "--" { break }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix(">") { continue }
            if endsTheReply(line) { break }
            // Gmail wraps a long attribution: "On Mon, 23 Nov 2026 at 10:00, mynd" / "<x@y> wrote:".
            if line.hasPrefix("On ") || line.hasPrefix("Le ") || line.hasPrefix("Am ") {
                let next = lines.dropFirst(index + 1).prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
                if next.contains(where: isAttribution) { break }
            }
            if line.isEmpty { continue }
            own.append(line)
            if own.count == maximumLines { break }
        }
        return own
    }

    private static func endsTheReply(_ line: String) -> Bool {
        let lower = line.lowercased()
        return isAttribution(line)
            || lower.hasPrefix("-----original message-----") || lower.hasPrefix("----- original message -----")
            || lower.hasPrefix("-------- original message --------") || lower.hasPrefix("________________")
            || lower.hasPrefix("sent from my ") || lower.hasPrefix("get outlook for ")
            // Outlook's header block of the original: "From: mynd <…>".
            || (lower.hasPrefix("from:") && lower.contains("@"))
    }

    /// "… wrote:", in the languages mail clients most often write it.
    /// Thunderbird and Apple Mail name the sender after the verb ("Am Do., 26. Nov. um 14:30
    /// schrieb mynd <…>:"): the line ends with the colon, wherever the verb stands.
    private static func isAttribution(_ line: String) -> Bool {
        ReplyGrammar.introducesAQuote(line)
    }
}
