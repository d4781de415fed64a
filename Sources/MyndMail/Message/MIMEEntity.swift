import Foundation

/// One MIME entity (RFC 2045/2046): its header fields and its body, with the parts of a
/// multipart body parsed in turn. Built from bytes as a mail client wrote them: CRLF or bare
/// LF line ends, header fields folded over lines, any transfer encoding.
package struct MIMEEntity: Sendable {
    /// Header fields in order, names as written, values unfolded (not decoded).
    package var fields: [(name: String, value: String)]
    /// The body's bytes, transfer encoding still applied.
    package var body: [UInt8]
    /// The parts of a multipart body (empty otherwise).
    package var parts: [MIMEEntity]

    /// Deeper nesting than this is not looked into: a message built to exhaust the parser.
    static let maximumDepth = 8

    package init(parsing bytes: [UInt8]) {
        self.init(parsing: bytes[...], depth: 0)
    }

    init(parsing bytes: ArraySlice<UInt8>, depth: Int) {
        let (head, body) = Self.split(bytes)
        fields = Self.fields(head)
        self.body = Array(body)
        parts = []
        if depth < Self.maximumDepth, mediaType.hasPrefix("multipart/"), let boundary = parameter("boundary"), !boundary.isEmpty {
            parts = Self.parts(of: body, boundary: Array(("--" + boundary).utf8)).map { MIMEEntity(parsing: $0, depth: depth + 1) }
        }
    }

    /// The first value of the field `name` (any case).
    package func field(_ name: String) -> String? {
        fields.first { MailSpace.sameIgnoringASCIICase($0.name, name) }?.value
    }

    /// The values of every field `name` (any case), in order.
    package func fields(named name: String) -> [String] {
        fields.filter { MailSpace.sameIgnoringASCIICase($0.name, name) }.map(\.value)
    }

    /// `type/subtype` in lowercase; `text/plain` when absent (RFC 2045 §5.2).
    package var mediaType: String {
        guard let value = field("Content-Type") else { return "text/plain" }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return MailSpace.asciiLowercased(MailSpace.trimmed(type))
    }

    /// A parameter of Content-Type (`charset`, `boundary`), unquoted.
    package func parameter(_ name: String) -> String? {
        guard let value = field("Content-Type") else { return nil }
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, MailSpace.sameIgnoringASCIICase(MailSpace.trimmed(pair[0]), name) else { continue }
            return MailSpace.trimmed(pair[1]).trimmingCharacters(in: ["\""])
        }
        return nil
    }

    /// Whether this part is an attachment rather than something to read.
    package var isAttachment: Bool {
        field("Content-Disposition").map(MailSpace.asciiLowercased)?.hasPrefix("attachment") == true
    }

    /// The body as text: transfer encoding undone, charset decoded.
    package var text: String {
        let encoding = field("Content-Transfer-Encoding").map { MailSpace.asciiLowercased(MailSpace.trimmed($0)) }
        let decoded: [UInt8]
        switch encoding {
        case "base64": decoded = Self.base64(body)
        case "quoted-printable": decoded = QuotedPrintable.decode(body)
        default: decoded = body
        }
        return Charset.decode(decoded, charset: parameter("charset"))
    }

    /// The first readable part of `type` (`text/plain`, `text/html`), depth first, leaving
    /// out attachments and forwarded messages.
    package func firstPart(_ type: String) -> MIMEEntity? {
        if parts.isEmpty { return mediaType == type && !isAttachment ? self : nil }
        for part in parts where part.mediaType != "message/rfc822" {
            if let found = part.firstPart(type) { return found }
        }
        return nil
    }

    // MARK: - Parsing

    /// Header and body, split at the first empty line.
    private static func split(_ bytes: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>) {
        var index = bytes.startIndex
        var lineStart = index
        while index < bytes.endIndex {
            if bytes[index] == 0x0a {
                let line = bytes[lineStart..<index]
                if line.isEmpty || line == [0x0d] { return (bytes[bytes.startIndex..<lineStart], bytes[(index + 1)...]) }
                lineStart = index + 1
            }
            index += 1
        }
        return (bytes, [])
    }

    /// The fields of a header, unfolded as RFC 5322 §2.2.3 says: a line starting with WSP
    /// continues the field before it, its line break removed and nothing else; then each name
    /// and value loses the WSP around it, and only that (any other character is part of it).
    private static func fields(_ head: ArraySlice<UInt8>) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        for rawLine in head.split(separator: 0x0a, omittingEmptySubsequences: false) {
            let line = String(decoding: rawLine.last == 0x0d ? rawLine.dropLast() : rawLine, as: UTF8.self).unicodeScalars
            if let first = line.first, MailSpace.isWSP(first) {
                if !fields.isEmpty { fields[fields.count - 1].value += String(line) }
            } else if let colon = line.firstIndex(of: ":") {
                fields.append((String(line[..<colon]), String(line[line.index(after: colon)...])))
            }
        }
        return fields.map { (MailSpace.trimmed($0.name), MailSpace.trimmed($0.value)) }
    }

    /// The pieces between `--boundary` lines, up to `--boundary--`.
    private static func parts(of body: ArraySlice<UInt8>, boundary: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start: Int?
        var lineStart = body.startIndex
        while lineStart < body.endIndex {
            let end = body[lineStart...].firstIndex(of: 0x0a) ?? body.endIndex
            let line = body[lineStart..<end]
            if line.starts(with: boundary) {
                let rest = line.dropFirst(boundary.count)
                if let start {
                    // The line break before a boundary belongs to the boundary (RFC 2046 §5.1.1).
                    var end = max(start, lineStart - 1)
                    if end > start, body[end - 1] == 0x0d { end -= 1 }
                    parts.append(body[start..<end])
                }
                if rest.starts(with: [0x2d, 0x2d]) { return parts }
                start = min(end + 1, body.endIndex)
            }
            lineStart = end + 1
        }
        if let start { parts.append(body[start...]) }
        return parts
    }

    /// Base64 as mail writes it: lines of it, anything outside the alphabet skipped.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let clean = bytes.filter { $0 > 0x20 && $0 != 0x3d }
        var padded = clean
        while padded.count % 4 != 0 { padded.append(0x3d) }
        return Data(base64Encoded: Data(padded)).map { [UInt8]($0) } ?? []
    }
}
