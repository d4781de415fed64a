/// Whether a text says anything a person could see. White space, format controls (zero-width
/// space U+200B, word joiner U+2060, the bidirectional marks and controls, the BOM, soft hyphen
/// — Unicode's category Cf) and the blank fillers (Hangul fillers, the blank Braille pattern,
/// the combining grapheme joiner) show nothing: a node of only these would be a blank line in
/// every listing and an empty nudge.
package enum VisibleText {
    /// True when every character of `text` is one that shows nothing (also for "").
    package static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || blankFillers.contains(scalar.value)
        }
    }

    /// Letters and symbols drawn as nothing at all.
    static let blankFillers: Set<UInt32> = [0x034F, 0x115F, 0x1160, 0x2800, 0x3164, 0xFFA0]
}
