/// Text from the graph is the person's own and may hold anything, including escape
/// sequences; these helpers keep it from reaching the terminal raw.
package enum Terminal {
    /// Control characters (C0 except tab, DEL, C1) shown as `^[`-style or `\u{…}` escapes,
    /// so a stored ESC can never recolour or rewrite the terminal; so are the bidirectional
    /// embeddings, overrides, isolates and marks, which would reorder the rest of the line as shown
    /// (a goal's text could make an id or a date read backwards).
    package static func safe(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out.unicodeScalars.append(scalar)
            case 0x00..<0x20: out += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
            case 0x7F: out += "^?"
            case 0x80..<0xA0, 0x2028, 0x2029: out += "\\u{\(String(scalar.value, radix: 16))}"
            case _ where reordersText(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The bidirectional embeddings, overrides and isolates, and the directional marks (LRM,
    /// RLM, ALM): shown, they reorder the text around them. Every place mynd's text leaves it
    /// (terminal, notification, Claude's output check) keeps them out.
    package static func reordersText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// One line of at most `limit` characters, for listings.
    package static func line(_ text: String, limit: Int = 72) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let cut = flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
        return safe(cut)
    }
}
