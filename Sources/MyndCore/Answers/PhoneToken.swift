package import Foundation

/// What a phone button carries: the nudge it answers, the answer, and until when it may act,
/// signed with the reply key that signs mynd's Message-IDs. The phone's reply topic is a
/// public mailbox anyone who learns its name can post to, so only a post holding a token mynd
/// made can act, and each token acts once (the store keeps the tags of those used).
package struct PhoneToken: Equatable, Sendable {
    package var followUp: UUID
    package var answer: Intent.Kind
    package var expires: Timestamp

    package init(followUp: UUID, answer: Intent.Kind, expires: Timestamp) {
        self.followUp = followUp
        self.answer = answer
        self.expires = expires
    }

    /// Why a post to the reply topic is not obeyed before the store is asked.
    package enum Rejection: String, Error, Equatable, Sendable {
        /// Not a token at all (the topic's name was guessed, or a person typed into it).
        case malformed
        /// Shaped like one, but its tag is not the reply key's.
        case forged
        /// Past the end of its reply window.
        case expired
    }

    /// Bits of HMAC-SHA-256 kept: 128, beyond guessing by posting.
    static let tagLength = 32
    private static let version = "m1"
    /// Signed text starts with this, so a token's tag can never pass for a Message-ID's.
    private static let domain = "phone-button:"

    /// The token as a button's body: `m1.<nudge>.<answer>.<expiry ms>.<tag>`.
    package func signed(with key: [UInt8]) -> String {
        let fields = "\(Self.version).\(followUp.lowercasedString).\(answer.rawValue).\(expires.millisecondsSinceEpoch)"
        return fields + "." + Self.tag(fields, key: key)
    }

    /// The token `text` holds when this key signed it and it has not expired at `now`. Spaces
    /// and line breaks around it are a phone's or a proxy's, not part of it.
    package static func verify(_ text: String, key: [UInt8], now: Timestamp) -> Result<PhoneToken, Rejection> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard trimmed.count < 200, parts.count == 5, parts[0] == Self.version, let followUp = UUID(uuidString: String(parts[1])),
            followUp.lowercasedString == parts[1], let answer = Intent.Kind(rawValue: String(parts[2])),
            let millis = Int64(parts[3]), parts[4].count == tagLength
        else { return .failure(.malformed) }
        let fields = parts[0..<4].joined(separator: ".")
        guard equal(Array(parts[4].utf8), Array(tag(fields, key: key).utf8)) else { return .failure(.forged) }
        let token = PhoneToken(followUp: followUp, answer: answer, expires: Timestamp(millisecondsSinceEpoch: millis))
        guard now <= token.expires else { return .failure(.expired) }
        return .success(token)
    }

    /// The tag of a token's text, or nil when it has none: what the store keeps of a used one.
    package static func tagOf(_ text: String) -> String? {
        let last = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last
        return last.flatMap { $0.count == tagLength ? String($0) : nil }
    }

    private static func tag(_ fields: String, key: [UInt8]) -> String {
        String(SHA256.hex(SHA256.hmac(key: key, Array((domain + fields).utf8))).prefix(tagLength))
    }

    /// Compares in time that does not depend on where the first difference is.
    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
