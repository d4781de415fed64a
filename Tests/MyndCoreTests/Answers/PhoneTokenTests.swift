import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let key = (0..<32).map { UInt8($0) }
private let otherKey = (0..<32).map { UInt8(255 - $0) }
private let now = utc("2026-11-23T14:30:00Z")
private let followUp = UUID(uuidString: "8fac8755-2f1c-4966-9ab0-c03cf205b17c")!

/// A phone button's token: made by mynd with the reply key, checked by mynd when the phone posts
/// it back. Only an unaltered token, signed with this key and within its window, verifies.
@Suite(.timed) struct PhoneTokenTests {
    let token = PhoneToken(followUp: followUp, answer: .complete, expires: now.adding(seconds: 7 * 86_400))

    @Test func aSignedToken_verifies_untilItsExpiry() throws {
        let text = token.signed(with: key)
        #expect(text.hasPrefix("m1.8fac8755-2f1c-4966-9ab0-c03cf205b17c.done."))
        #expect(try PhoneToken.verify(text, key: key, now: now).get() == token)
        #expect(try PhoneToken.verify(" \(text)\n", key: key, now: now).get() == token, "a phone's line break is not part of it")
        #expect(try PhoneToken.verify(text, key: key, now: token.expires).get() == token)
        #expect(PhoneToken.verify(text, key: key, now: token.expires.adding(seconds: 1)) == .failure(.expired))
    }

    @Test func anotherKey_orAnyChangedField_isForged() {
        let text = token.signed(with: key)
        #expect(PhoneToken.verify(text, key: otherKey, now: now) == .failure(.forged))
        // The same tag on another answer, another nudge or a later expiry.
        let tag = String(text.split(separator: ".").last!)
        let changed = [
            "m1.\(followUp.lowercasedString).step.\(token.expires.millisecondsSinceEpoch).\(tag)",
            "m1.9fac8755-2f1c-4966-9ab0-c03cf205b17c.done.\(token.expires.millisecondsSinceEpoch).\(tag)",
            "m1.\(followUp.lowercasedString).done.\(token.expires.millisecondsSinceEpoch + 1000).\(tag)",
        ]
        for forged in changed { #expect(PhoneToken.verify(forged, key: key, now: now) == .failure(.forged), "\(forged)") }
    }

    @Test func text_thatIsNoToken_isMalformed_neverRead() {
        let text = token.signed(with: key)
        let notTokens = [
            "", "done", "I handled it", "m1", text.uppercased(), text.replacingOccurrences(of: "m1.", with: "m2."),
            text.replacingOccurrences(of: ".done.", with: ".finish."), text + "0", String(text.dropLast()),
            text + "." + String(repeating: "a", count: 200),
        ]
        for body in notTokens { #expect(PhoneToken.verify(body, key: key, now: now) == .failure(.malformed), "\(body)") }
    }

    @Test func theTag_namesOneToken() {
        let done = token.signed(with: key)
        var later = token
        later.answer = .snooze
        #expect(PhoneToken.tagOf(done)?.count == 32)
        #expect(PhoneToken.tagOf(done) != PhoneToken.tagOf(later.signed(with: key)))
        #expect(PhoneToken.tagOf("done") == nil)
    }
}
