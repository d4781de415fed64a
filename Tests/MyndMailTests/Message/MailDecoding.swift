import Foundation
import MyndCore
@testable import MyndMail

/// Decoders written for the tests from the RFCs, independent of mynd's encoders: what a mail
/// reader does with what mynd writes.
enum MailDecoding {
    /// Quoted-printable (RFC 2045 §6.7) back to text: soft breaks removed, `=XX` decoded, CRLF
    /// hard breaks as LF.
    static func quotedPrintable(_ encoded: String) -> String? {
        var bytes: [UInt8] = []
        let lines = encoded.components(separatedBy: "\r\n")
        for (index, line) in lines.enumerated() {
            var utf8 = Array(line.utf8)
            let soft = utf8.last == UInt8(ascii: "=")
            if soft { utf8.removeLast() }
            var i = 0
            while i < utf8.count {
                if utf8[i] == UInt8(ascii: "=") {
                    guard i + 2 < utf8.count,
                        let value = UInt8(String(decoding: utf8[i + 1...i + 2], as: UTF8.self), radix: 16)
                    else { return nil }
                    bytes.append(value)
                    i += 3
                } else {
                    bytes.append(utf8[i])
                    i += 1
                }
            }
            if !soft, index < lines.count - 1 { bytes.append(UInt8(ascii: "\n")) }
        }
        return String(bytes: bytes, encoding: .utf8)
    }

    /// An unstructured header's value: unfolded (CRLF before white space removed), adjacent
    /// encoded-words joined (the space between them dropped, RFC 2047 §6.2), each decoded.
    static func unstructured(_ field: String) -> String? {
        guard let colon = field.firstIndex(of: ":") else { return nil }
        var value = String(field[field.index(after: colon)...]).replacingOccurrences(of: "\r\n", with: "")
        if value.hasPrefix(" ") { value.removeFirst() }
        guard value.contains("=?") else { return value }
        var result = ""
        for word in value.split(separator: " ") {
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?="),
                let data = Data(base64Encoded: String(word.dropFirst(10).dropLast(2))),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            result += text
        }
        return result
    }
}
