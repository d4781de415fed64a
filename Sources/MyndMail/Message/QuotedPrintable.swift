/// Quoted-printable (RFC 2045 §6.7) for text parts: UTF-8 text as 7-bit lines of at most 76
/// characters, so any text — an 800-character goal, a line of emoji — passes every relay.
enum QuotedPrintable {
    /// RFC 2045's limit for an encoded line, the soft break's `=` included.
    static let lineLength = 76

    /// `text` encoded, its line breaks (LF, CRLF or CR) as CRLF, without a CRLF at the end.
    /// Long lines are split with soft breaks (`=` CRLF) that never cut an `=XX`; spaces and tabs
    /// at the end of a line are encoded so no relay can strip them.
    static func encode(_ text: String) -> String {
        BodyText.lines(text).map(encodeLine).joined(separator: "\r\n")
    }

    private static func encodeLine(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var tokens: [String] = []
        tokens.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            switch byte {
            case 0x21...0x3c, 0x3e...0x7e: tokens.append(String(UnicodeScalar(byte)))
            case 0x20 where !isLast, 0x09 where !isLast: tokens.append(String(UnicodeScalar(byte)))
            default: tokens.append(escaped(byte))
            }
        }
        var physical: [String] = []
        var current = ""
        for (index, token) in tokens.enumerated() {
            // The last piece may use the whole line; any other needs room for the soft break.
            let limit = index == tokens.count - 1 ? lineLength : lineLength - 1
            if current.count + token.count > limit {
                physical.append(current + "=")
                current = ""
            }
            current += token
        }
        physical.append(current)
        return physical.joined(separator: "\r\n")
    }

    private static let hex = Array("0123456789ABCDEF")

    private static func escaped(_ byte: UInt8) -> String {
        "=" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0f)])
    }
}
