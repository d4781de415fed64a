import Foundation
package import MyndCore

/// The secret that signs mynd's Message-IDs: 32 random bytes kept in a 0600 file on this
/// machine. A reply is obeyed only when its In-Reply-To or References carry a Message-ID with
/// a valid tag, so guessing a row number is not enough to complete someone's goal.
package struct ReplyKey: Sendable, Equatable {
    package let bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bits of HMAC-SHA-256 kept in a Message-ID: 80, beyond guessing by mail.
    static let tagLength = 20

    /// The tag for the local part `text`: hex of its HMAC, cut to `tagLength` digits.
    func tag(_ text: String) -> String {
        String(SHA256.hex(SHA256.hmac(key: bytes, Array(text.utf8))).prefix(Self.tagLength))
    }

    /// The outbox row a signed Message-ID (with or without angle brackets) names, when its tag
    /// is this key's; nil for anything else (mynd's unsigned ids included).
    package func outboxRow(named messageID: String) -> (id: Int64, kind: OutboxItem.Kind, ref: String)? {
        var text = Substring(messageID.trimmingCharacters(in: [" ", "\t"]))
        if text.hasPrefix("<"), text.hasSuffix(">") { text = text.dropFirst().dropLast() }
        guard let at = text.firstIndex(of: "@"), text[at...].hasPrefix("@mynd.") else { return nil }
        let local = text[..<at]
        guard let dot = local.lastIndex(of: ".") else { return nil }
        let signed = String(local[..<dot])
        guard Self.equal(Array(local[local.index(after: dot)...].utf8), Array(tag(signed).utf8)) else { return nil }
        let fields = signed.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].hasPrefix("outbox-"), let id = Int64(fields[0].dropFirst(7)),
            let kind = OutboxItem.Kind(rawValue: String(fields[1]))
        else { return nil }
        return (id, kind, String(fields[2]))
    }

    /// Compares in time that does not depend on where the first difference is.
    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
