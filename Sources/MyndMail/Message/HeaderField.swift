/// One header field, written out as RFC 5322 lines: folded to stay within 78 characters where
/// the value allows it (never beyond SMTP's 998), CRLF between its lines, no CRLF at the end.
enum HeaderField {
    /// The length RFC 5322 §2.1.1 asks lines to keep to.
    static let preferredLength = 78

    /// An unstructured field (Subject): the value on one line (see `HeaderText`), ASCII words
    /// folded at spaces; encoded-words (RFC 2047) when it is not printable ASCII, when a word
    /// is too long to fold, or when it holds `=?`, which a reader would take for the start of
    /// an encoded-word.
    static func unstructured(_ name: String, _ value: String) -> String {
        let text = HeaderText.sanitized(value)
        let prefix = name + ": "
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7f }), !text.contains("=?"),
            let lines = folded(prefix, text.split(separator: " ").map(String.init), separator: " ")
        {
            return lines
        }
        let words = EncodedWords.encode(text, firstLength: max(preferredLength - prefix.count, 24))
        if words.isEmpty { return prefix.trimmingSuffixSpace() }
        return prefix + words.joined(separator: "\r\n ")
    }

    /// An address list (To): the addresses, each sanitized, separated by commas and folded after
    /// a comma when the line would grow too long.
    static func addresses(_ name: String, _ addresses: [String]) -> String {
        let items = addresses.map(address)
        let list = items.enumerated().map { $0.offset < items.count - 1 ? $0.element + "," : $0.element }
        return folded(name + ": ", list, separator: " ", allowLong: true) ?? ""
    }

    /// A list of message ids (In-Reply-To, References), each in angle brackets, folded between
    /// ids when the line would grow too long (an id itself is never broken).
    static func ids(_ name: String, _ ids: [String]) -> String {
        folded(name + ": ", ids.map { "<\($0)>" }, separator: " ", allowLong: true) ?? ""
    }

    /// An address as one token: sanitized, and any space that got this far (config checks
    /// addresses) taken out, so it can neither break the line nor read as two.
    static func address(_ address: String) -> String {
        HeaderText.sanitized(address).split(separator: " ").joined()
    }

    /// `words` after `prefix`, `separator` between them, starting a new line (a folding space)
    /// before a word that would pass `preferredLength`. nil when a line cannot be kept within it
    /// (a word too long), unless `allowLong`.
    private static func folded(_ prefix: String, _ words: [String], separator: String, allowLong: Bool = false)
        -> String?
    {
        var lines: [String] = []
        var line = prefix.trimmingSuffixSpace()
        var first = true
        for word in words {
            if first || line.count + separator.count + word.count <= preferredLength {
                line += (first ? " " : separator) + word
            } else {
                lines.append(line)
                line = " " + word
            }
            first = false
        }
        lines.append(line)
        if !allowLong, lines.contains(where: { $0.count > preferredLength }) { return nil }
        return lines.joined(separator: "\r\n")
    }
}

extension String {
    fileprivate func trimmingSuffixSpace() -> String {
        hasSuffix(" ") ? String(dropLast()) : self
    }
}
