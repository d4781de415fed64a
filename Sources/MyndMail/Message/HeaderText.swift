/// Text bound for a header field, made harmless: a header ends at a line break, so a goal's
/// text that reaches the Subject (or anything else that reaches a header) must never carry one.
enum HeaderText {
    /// `text` on one line: every control character (CR, LF, tab, NUL, DEL, C1) and the Unicode
    /// line and paragraph separators become a space, runs of white space one space, and the
    /// ends are trimmed. Nothing that remains can end the field or start another.
    static func sanitized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isBreaking(scalar) || scalar == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Controls (general category Cc) and the line and paragraph separators.
    static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
