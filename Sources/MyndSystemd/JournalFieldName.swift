/// journald's rules for a field name a client may send (its `journal_field_valid`):
/// 1 to 64 characters of A–Z, 0–9 and `_`, not starting with a digit, and not starting
/// with `_`, which marks the trusted fields journald adds itself.
enum JournalFieldName {
    static let reserved: Set<String> = ["MESSAGE", "PRIORITY", "CODE_FILE", "CODE_LINE", "CODE_FUNC"]

    static func validate(_ name: String) throws(JournalError) {
        let bytes = Array(name.utf8)
        guard (1...64).contains(bytes.count), let first = bytes.first,
            first != UInt8(ascii: "_"), !isDigit(first),
            bytes.allSatisfy({ isUppercase($0) || isDigit($0) || $0 == UInt8(ascii: "_") })
        else { throw .invalidFieldName(name) }
        if reserved.contains(name) { throw .reservedFieldName(name) }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
