package import Foundation

/// JSONEncoder escapes only what JSON requires (quote, backslash, U+0000–U+001F). mynd's JSON
/// is also read by people and by tools that split lines: DEL, the C1 controls (U+0080–U+009F,
/// NEL among them), the line and paragraph separators (U+2028, U+2029) and the bidirectional
/// controls the terminal output escapes (`Terminal.reordersText`: embeddings, overrides,
/// isolates and the marks LRM, RLM, ALM), which would reorder a line as shown, are written as
/// `\u` escapes too. They can only occur inside strings (JSON's own syntax is ASCII), so the
/// bytes are rewritten as they are, and the value read back is the same.
package enum JSONEscapes {
    package static func escapingInvisibles(_ data: Data) -> Data {
        var out = Data()
        out.reserveCapacity(data.count)
        let bytes = [UInt8](data)
        var index = 0
        func escape(_ scalar: UInt32) {
            let hex = String(scalar, radix: 16)
            out.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
        }
        while index < bytes.count {
            let byte = bytes[index]
            // Every scalar escaped here is one, two or three bytes long in UTF-8 and starts
            // with 7F, C2, D8 or E2: the rest is copied as it is, a byte at a time.
            let length = byte == 0xE2 ? 3 : byte == 0xC2 || byte == 0xD8 ? 2 : 1
            if byte == 0x7F {
                escape(0x7F)
            } else if length > 1, index + length <= bytes.count,
                let scalar = decode(bytes[index..<index + length]), isInvisible(scalar)
            {
                escape(scalar.value)
                index += length
                continue
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    /// The scalar a two- or three-byte UTF-8 sequence encodes, or nil if it is not one.
    static func decode(_ sequence: ArraySlice<UInt8>) -> Unicode.Scalar? {
        let lead = UInt32(sequence.first!)
        var value = sequence.count == 2 ? lead & 0x1F : lead & 0x0F
        for byte in sequence.dropFirst() {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// Whether `scalar` is written escaped (besides DEL).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 || Terminal.reordersText(scalar)
    }
}
