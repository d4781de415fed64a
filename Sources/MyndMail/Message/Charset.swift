import Foundation

/// Text in the charsets mail clients still send: UTF-8 and ASCII, ISO-8859-1 and -15,
/// Windows-1252 (what Outlook labels Latin-1 text with), ISO-8859-2, Windows-1250 and UTF-16.
/// A charset that is unknown, or bytes that are not what the label says, are read as UTF-8
/// with replacement characters rather than refused: the first words are still readable.
enum Charset {
    static func decode(_ bytes: [UInt8], charset: String?) -> String {
        let name = MailSpace.asciiLowercased(MailSpace.trimmed(charset ?? "us-ascii"))
        if let encoding = encoding(name), let text = String(bytes: bytes, encoding: encoding) { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func encoding(_ name: String) -> String.Encoding? {
        switch name {
        case "utf-8", "utf8": .utf8
        // ASCII labels often hide UTF-8 from a sloppy client; UTF-8 reads ASCII the same.
        case "us-ascii", "ascii": .utf8
        case "iso-8859-1", "latin1", "iso8859-1", "iso_8859-1": .isoLatin1
        // ISO-8859-15 differs from -1 in eight letters (€ among them); 1252 has them all.
        case "windows-1252", "cp1252", "iso-8859-15", "latin-9": .windowsCP1252
        case "iso-8859-2", "latin2": .isoLatin2
        case "windows-1250", "cp1250": .windowsCP1250
        case "utf-16": .utf16
        case "utf-16le": .utf16LittleEndian
        case "utf-16be": .utf16BigEndian
        default: nil
        }
    }
}
