extension QuotedPrintable {
    /// Undoes quoted-printable as mail clients write it: `=XX` (either case), soft breaks
    /// (`=` at a line's end, CRLF or LF), and anything malformed kept as it stands.
    static func decode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x3d else {
                output.append(byte)
                index += 1
                continue
            }
            if index + 2 < bytes.count, bytes[index + 1] == 0x0d, bytes[index + 2] == 0x0a {
                index += 3
            } else if index + 1 < bytes.count, bytes[index + 1] == 0x0a {
                index += 2
            } else if index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
