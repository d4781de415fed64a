public import Foundation

/// JSONEncoder escapes only what JSON requires (quote, backslash, U+0000–U+001F). mynd's JSON
/// is also read by people and by tools that split lines: DEL, the C1 controls (U+0080–U+009F,
/// NEL among them) and the line and paragraph separators (U+2028, U+2029) are written as
/// `\u` escapes too. They can only occur inside strings (JSON's own syntax is ASCII), so the
/// bytes are rewritten as they are, and the value read back is the same.
public enum JSONEscapes {
    public static func escapingInvisibles(_ data: Data) -> Data {
        var out = Data()
        out.reserveCapacity(data.count)
        var bytes = data.makeIterator()
        func escape(_ scalar: UInt32) {
            let hex = String(scalar, radix: 16)
            out.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
        }
        while let byte = bytes.next() {
            switch byte {
            case 0x7F:
                escape(0x7F)
            case 0xC2:
                // U+0080–U+00BF: C2 80 … C2 BF; the controls are C2 80 … C2 9F.
                guard let next = bytes.next() else { out.append(byte); break }
                if (0x80...0x9F).contains(next) { escape(UInt32(next)) } else { out.append(contentsOf: [byte, next]) }
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let second = bytes.next()
                let third = second == 0x80 ? bytes.next() : nil
                if let third, third == 0xA8 || third == 0xA9 {
                    escape(0x2000 + UInt32(third - 0x80))
                } else {
                    out.append(contentsOf: [byte] + [second, third].compactMap { $0 })
                }
            default:
                out.append(byte)
            }
        }
        return out
    }
}
