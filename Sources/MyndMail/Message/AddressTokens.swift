/// The lexical tokens of an address field (RFC 5322 §3.2): atoms, quoted strings, domain
/// literals and the specials between them, with folding white space and comments (CFWS)
/// taken out — a comment can hold anything, `(<me@example.org>)` included, and says nothing
/// about the address. UTF-8 counts as atom, quoted and comment text (RFC 6532).
struct AddressTokens: Equatable {
    enum Token: Equatable {
        /// A run of atext (letters, digits and `!#$%&'*+-/=?^_`{|}~`, and UTF-8).
        case atom(String)
        /// A quoted string's content, quoted-pairs resolved.
        case quoted(String)
        /// A domain literal, brackets kept: `[192.0.2.1]`.
        case literal(String)
        /// One of `< > @ , : ; .`
        case special(Character)
    }

    /// The tokens, each with whether CFWS stood before it (a dot-atom has none inside).
    var tokens: [(token: Token, spaced: Bool)]

    static func == (a: AddressTokens, b: AddressTokens) -> Bool {
        a.tokens.map(\.token) == b.tokens.map(\.token) && a.tokens.map(\.spaced) == b.tokens.map(\.spaced)
    }

    /// Comments nest; deeper than this is a field built to exhaust the reader.
    static let maximumCommentDepth = 16

    /// The tokens of `text`, or why it is not an address field (an unclosed quote or comment,
    /// a stray `)`, `\` or `]`, a control character).
    static func read(_ text: String) -> Result<AddressTokens, AddressError> {
        var tokens: [(token: Token, spaced: Bool)] = []
        var spaced = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            switch scalar {
            case " ", "\t", "\r", "\n":
                scalars.removeFirst()
                spaced = true
                continue
            case "(":
                guard skipComment(&scalars) else { return .failure(.malformed("an unclosed comment")) }
                spaced = true
                continue
            case "\"":
                guard let content = quoted(&scalars, close: "\"") else { return .failure(.malformed("an unclosed quoted string")) }
                tokens.append((.quoted(content), spaced))
            case "[":
                guard let content = quoted(&scalars, close: "]"), !content.contains("[") else {
                    return .failure(.malformed("an unclosed domain literal"))
                }
                tokens.append((.literal("[" + content + "]"), spaced))
            case "<", ">", "@", ",", ":", ";", ".":
                scalars.removeFirst()
                tokens.append((.special(Character(scalar)), spaced))
            default:
                guard isAtext(scalar) else {
                    return .failure(.malformed("a stray '\(MailSpace.shown(String(scalar)))'"))
                }
                var atom = String.UnicodeScalarView()
                while let next = scalars.first, isAtext(next) {
                    atom.append(next)
                    scalars.removeFirst()
                }
                tokens.append((.atom(String(atom)), spaced))
            }
            spaced = false
        }
        return .success(AddressTokens(tokens: tokens))
    }

    /// atext (RFC 5322 §3.2.3), and any scalar beyond ASCII but the C1 controls (RFC 6532 §3.2).
    static func isAtext(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x80 { return scalar.value > 0x9f }
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) { return true }
        return "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains(scalar)
    }

    /// Skips a comment, nested ones and quoted-pairs inside it; false when it does not close.
    private static func skipComment(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Bool {
        var depth = 0
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\": guard scalars.popFirst() != nil else { return false }
            case "(":
                depth += 1
                if depth > maximumCommentDepth { return false }
            case ")":
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    /// The text up to `close` after the opening character, quoted-pairs resolved; nil when
    /// it does not close or holds a control character other than folding white space.
    private static func quoted(_ scalars: inout ArraySlice<Unicode.Scalar>, close: Unicode.Scalar) -> String? {
        scalars.removeFirst()
        var content = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            if scalar == close { return String(content) }
            if scalar == "\\" {
                guard let escaped = scalars.popFirst() else { return nil }
                content.append(escaped)
                continue
            }
            // Folding white space inside a quoted string is one space (RFC 5322 §3.2.4).
            if scalar == "\r" || scalar == "\n" { continue }
            if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7f { return nil }
            content.append(scalar)
        }
        return nil
    }
}

/// Why a field is not the one mailbox mynd obeys.
enum AddressError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case group
    case list(count: Int)
    case none

    var description: String {
        switch self {
        case .malformed(let what): "From is not an address (\(what))"
        case .group: "From names a group, not one mailbox"
        case .list(let count): "From names \(count) addresses, not one mailbox"
        case .none: "From names no address"
        }
    }
}
