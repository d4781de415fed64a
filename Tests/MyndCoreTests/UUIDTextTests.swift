import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// mynd's own UUID text conversions must agree with Foundation's, letter for letter.
@Suite(.timed) struct UUIDTextTests {
    @Test func lowercasedString_isFoundationsLowercased_forRandomUUIDs() {
        var random = SeededLCG(seed: 7)
        for _ in 0..<5000 {
            let id = Self.uuid(&random)
            #expect(id.lowercasedString == id.uuidString.lowercased())
        }
    }

    @Test func string_parsesBothCases_likeFoundation() {
        var random = SeededLCG(seed: 11)
        for _ in 0..<5000 {
            let id = Self.uuid(&random)
            #expect(UUID(string: id.uuidString) == id)
            #expect(UUID(string: id.lowercasedString) == id)
        }
    }

    @Test(arguments: [
        "", "6ba7b810", "6ba7b810-9dad-11d1-80b4-00c04fd430c", "6ba7b810-9dad-11d1-80b4-00c04fd430c80",
        "6ba7b8109dad11d180b400c04fd430c8", "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "6ba7b810_9dad-11d1-80b4-00c04fd430c8",
        " 6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6ba7b810-9dad-11d1-80b4-00c04fd430c8\n", "{6ba7b810-9dad-11d1-80b4-00c04fd430c8}",
        "6ba7b810-9dad-11d1-80b4-00c04fd430ç8", "6ba7b81-09dad-11d1-80b4-00c04fd430c8",
    ])
    func string_refusesWhatFoundationRefuses(_ text: String) {
        #expect(UUID(uuidString: text) == nil)
        #expect(UUID(string: text) == nil)
    }

    /// Every one-character change of a valid UUID: accepted exactly when it is still the
    /// hyphenated form, and then read as Foundation reads it. (Foundation on Linux parses with
    /// sscanf, which also lets a sign or a space through: "-ba7b810-…" is 0BA7B810… there.)
    @Test func string_acceptsExactlyTheHyphenatedForm_onEveryOneCharacterChange() {
        let valid = Array("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        for position in valid.indices {
            for replacement in Array("0aFg-_ z\u{e9}+") {
                var text = valid
                text[position] = replacement
                let string = String(text)
                let hyphenAt = [8, 13, 18, 23].contains(position)
                let wellFormed = hyphenAt ? replacement == "-" : replacement.isHexDigit && replacement.isASCII
                #expect((UUID(string: string) != nil) == wellFormed, "\(string)")
                if wellFormed { #expect(UUID(string: string) == UUID(uuidString: string), "\(string)") }
            }
        }
    }

    private static func uuid(_ random: inout SeededLCG) -> UUID {
        let high = random.next(), low = random.next()
        return withUnsafeBytes(of: (high, low)) { bytes in
            UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
}
