package import Foundation

/// UUIDs as text, the form the database stores and mynd prints: lowercase, hyphenated
/// (8-4-4-4-12).
///
/// Written out here rather than through Foundation, whose `uuidString` and `init(uuidString:)`
/// go through `sprintf` and `sscanf` on Linux: every node and edge read or imported converts
/// its ids, and those calls were the largest part of an import and a tenth of a refresh
/// (BENCHMARKS.md). The results are Foundation's, letter for letter (tested against it);
/// parsing is stricter than Foundation's on Linux, whose sscanf also lets a sign or a space
/// stand in for a digit.
extension UUID {
    /// The lowercase hyphenated form, e.g. `6ba7b810-9dad-11d1-80b4-00c04fd430c8`.
    package var lowercasedString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var index = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        text[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    text[index] = Self.hexDigits[Int(byte >> 4)]
                    text[index + 1] = Self.hexDigits[Int(byte & 0x0f)]
                    index += 2
                }
                return index
            }
        }
    }

    /// Parses the hyphenated form, in either case (as `init(uuidString:)` does); nil for
    /// anything else, e.g. a missing hyphen, a stray character or the wrong length.
    package init?(string: String) {
        var string = string
        // Native strings are contiguous UTF-8; makeContiguousUTF8 copies only a bridged one.
        string.makeContiguousUTF8()
        guard let parsed = string.utf8.withContiguousStorageIfAvailable(Self.parse) ?? nil else { return nil }
        self.init(uuid: parsed)
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard text.count == 36 else { return nil }
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &bytes) { output -> Bool in
            var index = 0
            for position in 0..<16 {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    guard text[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = HexDigit.value(text[index]), let low = HexDigit.value(text[index + 1]) else { return false }
                output[position] = high << 4 | low
                index += 2
            }
            return true
        }
        return parsed ? bytes : nil
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
