/// The mail standard's own white space and case, and nothing more. RFC 5322 folds and trims
/// with WSP (space and horizontal tab) only, and header names and the ASCII letters of an
/// address compare without case; Foundation's `.whitespaces` also takes the no-break space,
/// the zero-width space, the ideographic space and the like, and Unicode lower-casing maps the
/// KELVIN SIGN to "k". A header read with those would let `me@example.org` followed by an
/// invisible character pass for `me@example.org`.
enum MailSpace {
    /// Space or horizontal tab: RFC 5234's WSP.
    static func isWSP(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// `text` without WSP at either end; every other character, visible or not, stays.
    static func trimmed(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWSP($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWSP($0) })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// `text` with A–Z lowered and every other character as it is.
    static func asciiLowercased(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
        }
        return String(result)
    }

    /// Whether `a` and `b` are the same bytes once their ASCII letters are lowered. Not
    /// Swift's `==`, which takes "é" and "e" + U+0301 for one string.
    static func sameIgnoringASCIICase(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        asciiLowercased(a).utf8.elementsEqual(asciiLowercased(b).utf8)
    }

    /// `text` for a record or a terminal: printable ASCII as it is, a backslash doubled, and
    /// every other character (controls, invisible and non-ASCII ones) as `\u{hex}`, so a
    /// refused address shows exactly what was written.
    static func shown(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x20...0x7E: result.unicodeScalars.append(scalar)
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return result
    }
}
