/// The text of a body part before it is encoded: lines, with what a message body should not
/// hold taken out.
enum BodyText {
    /// `text` split into lines at LF, CRLF, CR and the Unicode line and paragraph separators,
    /// with the other control characters (NUL, ESC, DEL, C1 …) removed — they are invisible at
    /// best and terminal escapes at worst. Tabs stay.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                lines.append(String(line))
                line = String.UnicodeScalarView()
            case "\t":
                line.append(scalar)
            default:
                if scalar.properties.generalCategory != .control { line.append(scalar) }
            }
        }
        lines.append(String(line))
        return lines
    }

    /// `text` as it reads after encoding and decoding: its lines joined with LF.
    static func normalized(_ text: String) -> String {
        lines(text).joined(separator: "\n")
    }
}
