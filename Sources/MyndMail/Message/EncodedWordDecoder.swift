import Foundation

/// RFC 2047 encoded-words read back (`=?utf-8?q?=3Coutbox-1=2E…?=`), for header fields a
/// client encoded though it should not have: Python's email package wraps a long Message-ID in
/// In-Reply-To this way, and a reply from such a program must still name its nudge.
enum EncodedWordDecoder {
    static func decode(_ field: String) -> String {
        guard field.contains("=?") else { return field }
        var output = ""
        var rest = Substring(field)
        var lastWasEncoded = false
        while let start = rest.range(of: "=?") {
            let between = rest[..<start.lowerBound]
            // Blanks between two encoded-words are folding, not text (RFC 2047 §6.2).
            if !(lastWasEncoded && between.allSatisfy(\.isWhitespace)) { output += between }
            let after = rest[start.upperBound...]
            let parts = after.split(separator: "?", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, parts[3].hasPrefix("="), let word = decodeWord(charset: parts[0], encoding: parts[1], text: parts[2])
            else {
                output += "=?"
                rest = after
                lastWasEncoded = false
                continue
            }
            output += word
            rest = parts[3].dropFirst()
            lastWasEncoded = true
        }
        return output + rest
    }

    private static func decodeWord(charset: Substring, encoding: Substring, text: Substring) -> String? {
        let bytes: [UInt8]
        switch encoding.lowercased() {
        case "q": bytes = QuotedPrintable.decode(Array(text.utf8).map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 })
        case "b": bytes = MIMEEntity.base64(Array(text.utf8))
        default: return nil
        }
        return Charset.decode(bytes, charset: String(charset.split(separator: "*").first ?? charset))
    }
}
