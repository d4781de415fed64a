import Foundation

/// The one mailbox a reply's From field names, read as RFC 5322 §3.4 reads it: a display name
/// and an address in angle brackets, or an address alone; comments (§3.2.2) and quoted strings
/// (§3.2.4) are what the standard says they are. So `evil@attacker.example (<me@example.org>)`
/// is evil@attacker.example with a comment, and `"<me@example.org>"@attacker.example` is a
/// mailbox at attacker.example: what the sender's own mail server checked (SPF, DKIM, DMARC
/// look at the same address) is what mynd compares with `allow_from`.
///
/// Anything but exactly one mailbox in exactly one From field is refused: an address list, a
/// group, a second From field, a field that does not parse. A display name never counts, even
/// when it holds an address (`"me@example.org" <evil@attacker.example>` is evil's).
///
/// The address is compared as bytes (`isAllowed`): only its ASCII letters lose their case. Any
/// other character, a no-break or zero-width space glued to it, a KELVIN SIGN for a "k", an
/// "e" with a combining accent, is part of the address, so it is another mailbox unless the
/// allowed address has exactly that character.
enum SenderAddress {
    /// The address in `fields` (every From field of a message, unfolded) as written, its local
    /// part unquoted when the quotes add nothing (`"me"@x` is `me@x`), or why there is none.
    static func read(_ fields: [String]) -> Result<String, AddressError> {
        guard !fields.isEmpty else { return .failure(.none) }
        guard fields.count == 1 else { return .failure(.malformed("\(fields.count) From fields")) }
        switch AddressTokens.read(fields[0]) {
        case .failure(let error): return .failure(error)
        case .success(let tokens): return mailbox(tokens.tokens)
        }
    }

    private typealias Tokens = [(token: AddressTokens.Token, spaced: Bool)]

    private static func mailbox(_ tokens: Tokens) -> Result<String, AddressError> {
        guard !tokens.isEmpty else { return .failure(.none) }
        if tokens.contains(where: { $0.token == .special(":") || $0.token == .special(";") }) {
            // A group ("Friends: a@x, b@y;"), or the obsolete route of an angle address
            // ("<@relay:me@x>"): neither is one plain mailbox.
            return .failure(.group)
        }
        let commas = tokens.filter { $0.token == .special(",") }.count
        if commas > 0 { return .failure(.list(count: commas + 1)) }
        guard let open = tokens.firstIndex(where: { $0.token == .special("<") }) else {
            return addrSpec(tokens[...])
        }
        guard tokens.last?.token == .special(">"), tokens.filter({ $0.token == .special("<") }).count == 1,
            tokens.filter({ $0.token == .special(">") }).count == 1
        else {
            return .failure(.malformed("angle brackets that do not enclose one address"))
        }
        // The display name: words (atoms, quoted strings) and the dots of obs-phrase ("Joe Q.
        // Public"); an '@' in it is an address outside the brackets. Any text may be a name,
        // but not one with an invisible character beside the address it names.
        for (token, _) in tokens[..<open] {
            switch token {
            case .atom(let text), .quoted(let text):
                if let hidden = text.unicodeScalars.first(where: isInvisible) {
                    return .failure(.malformed("an invisible character \(MailSpace.shown(String(hidden))) beside the address"))
                }
            case .special("."): continue
            default: return .failure(.malformed("a display name that is not words"))
            }
        }
        return addrSpec(tokens[(open + 1)..<(tokens.count - 1)])
    }

    /// `local-part "@" domain`, each a dot-atom, a quoted string (the local part) or a domain
    /// literal (the domain), and nothing else. Stricter than the standard in one way: no
    /// comment or space inside (`me (x) @ example.org` is allowed by RFC 5322 but written by
    /// no mail client), where another program's reading could differ from this one.
    private static func addrSpec(_ tokens: Tokens.SubSequence) -> Result<String, AddressError> {
        guard let at = tokens.firstIndex(where: { $0.token == .special("@") }) else {
            return .failure(.malformed(tokens.isEmpty ? "an empty address" : "an address without '@'"))
        }
        guard !tokens.dropFirst().contains(where: \.spaced) else {
            return .failure(.malformed("a comment or space inside the address"))
        }
        let localTokens = tokens[..<at]
        let domainTokens = tokens[(at + 1)...]
        let local: String
        if localTokens.count == 1, case .quoted(let content) = localTokens.first?.token {
            local = isDotAtom(content) ? content : "\"" + escaped(content) + "\""
        } else if let atom = dotAtom(localTokens) {
            local = atom
        } else {
            return .failure(.malformed("the part before '@' is not one word"))
        }
        let domain: String
        if domainTokens.count == 1, case .literal(let text) = domainTokens.first?.token {
            domain = text
        } else if let atom = dotAtom(domainTokens) {
            domain = atom
        } else {
            return .failure(.malformed("the part after '@' is not one domain"))
        }
        return .success(local + "@" + domain)
    }

    /// Whether `address` (as `read` gives it) is one of `allowed`: the same bytes once ASCII
    /// letters are lowered on both sides, and nothing else folded, trimmed or normalised.
    static func isAllowed(_ address: String, in allowed: [String]) -> Bool {
        allowed.contains { MailSpace.sameIgnoringASCIICase($0, address) }
    }

    /// `atom *("." atom)` with nothing between its tokens (RFC 5322 §3.2.3), as one string.
    private static func dotAtom(_ tokens: Tokens.SubSequence) -> String? {
        guard !tokens.isEmpty else { return nil }
        var text = ""
        for (offset, (token, spaced)) in tokens.enumerated() {
            if offset > 0, spaced { return nil }
            switch (token, offset % 2) {
            case (.atom(let atom), 0): text += atom
            case (.special("."), 1): text += "."
            default: return nil
            }
        }
        return text.hasSuffix(".") ? nil : text
    }

    /// A character that shows as nothing, or as a space that is not one: white space other
    /// than SP and HTAB (no-break, ideographic, line separators …), the default-ignorable code
    /// points (zero-width spaces and joiners, bidirectional marks, variation selectors, the
    /// Hangul fillers), format and control characters, and the braille blank.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if MailSpace.isWSP(scalar) { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
        default: return properties.isWhitespace || properties.isDefaultIgnorableCodePoint || scalar == "\u{2800}"
        }
    }

    /// Whether `text` could be written as a dot-atom: then `"text"` and `text` are one mailbox.
    private static func isDotAtom(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !text.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(AddressTokens.isAtext) }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
