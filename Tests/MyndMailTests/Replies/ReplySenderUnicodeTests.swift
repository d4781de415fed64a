import Foundation
@testable import MyndMail
import MyndTestSupport
import Testing

/// A sender's address compared as bytes after the mail standard's own folding only: no
/// invisible character trimmed away, no Unicode case mapping. Pure; the same kinds of forms go
/// through the built binary and dovecot in `ReliabilityInboxUnicodeForgeryTests`.
@Suite(.timed) struct ReplySenderUnicodeTests {
    /// The config takes printable ASCII addresses only; the reader compares bytes all the same.
    static let allowed = ["me@example.org", "kim@kernel.example", "jürgen@example.org", "sue@example.org"]

    static func reading(_ fromLines: [String], extra: [String] = []) -> ReplyReading {
        let original = MessageID(outbox: ReplyReadingTests.followUp, host: "desk", key: ReplyReadingTests.key)
        let head = fromLines + ["Message-ID: <r1@example.org>", "In-Reply-To: \(original)"] + extra
        return ReplyReading(Array((head + ["", "done"]).joined(separator: "\r\n").utf8), key: ReplyReadingTests.key, allowFrom: allowed)
    }

    static func obeyed(_ fromLines: [String]) -> Bool {
        if case .reply = reading(fromLines).outcome { return true }
        return false
    }

    /// Every character that shows as nothing or as a space: Unicode's white space beyond SP and
    /// HTAB, the format characters, the default-ignorable code points that are assigned, the
    /// combining marks of the Latin, Greek and Cyrillic blocks, the Hangul fillers.
    static let invisible: [Unicode.Scalar] = {
        var found: [Unicode.Scalar] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let category = properties.generalCategory
            if category == .unassigned || category == .privateUse { continue }
            let combining =
                (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
                || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
            if properties.isWhitespace || category == .format || properties.isDefaultIgnorableCodePoint || combining {
                found.append(scalar)
            }
        }
        return found
    }()

    /// The forms the attack used, for one character `c`: glued after and before the address,
    /// inside the brackets at either end, before the '@', after the brackets, alone on a folded
    /// line; and, when it shows as nothing, as or in the display name just before the brackets
    /// (a combining accent there is part of a name: "Me\u{301}" is "Mé").
    static func forms(_ scalar: Unicode.Scalar) -> [[String]] {
        let c = String(scalar)
        let forms = [
            ["From: me@example.org\(c)"], ["From: \(c)me@example.org"], ["From: Me <me@example.org\(c)>"],
            ["From: Me <\(c)me@example.org>"], ["From: me\(c)@example.org"], ["From: Me <me@example.org>\(c)"],
            ["From: me@example.org", " \(c)"],
        ]
        return SenderAddress.isInvisible(scalar) ? forms + [["From: \(c)<me@example.org>"], ["From: Me\(c) <me@example.org>"]] : forms
    }

    @Test func noInvisibleCharacter_inOrAroundTheAddress_isObeyed() {
        #expect(Self.invisible.count > 500, "the set is what it says: \(Self.invisible.count)")
        for required: Unicode.Scalar in ["\u{A0}", "\u{200B}", "\u{3000}", "\u{2003}", "\u{1680}", "\u{FEFF}", "\u{202E}", "\u{301}"] {
            #expect(Self.invisible.contains(required), "\(required.value)")
        }
        var obeyed: [String] = []
        var cases = 0
        for scalar in Self.invisible {
            for form in Self.forms(scalar) {
                cases += 1
                if Self.obeyed(form) { obeyed.append(MailSpace.shown(form.joined(separator: "⏎"))) }
            }
        }
        print("invisible characters: \(Self.invisible.count), forms read: \(cases), obeyed: \(obeyed.count)")
        #expect(obeyed.isEmpty, "\(obeyed.prefix(20))")
    }

    /// Every character a Unicode mapping (lower, upper or title case, or compatibility
    /// decomposition) takes to an ASCII letter, put in place of that letter.
    static let lookalikes: [(scalar: Unicode.Scalar, letter: Character)] = {
        var found: [(Unicode.Scalar, Character)] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let properties = scalar.properties
            var mappings = [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping]
            if properties.isAlphabetic || properties.generalCategory == .otherSymbol {
                mappings.append(String(scalar).precomposedStringWithCompatibilityMapping)
            }
            // By scalar: "İ" lowers to "i" and a combining dot, one Character that is not ASCII.
            let letters = mappings.compactMap { $0.lowercased().unicodeScalars.first { $0.isASCII && $0.properties.isAlphabetic } }
            if let letter = letters.first { found.append((scalar, Character(letter))) }
        }
        return found
    }()

    @Test func noCharacterMappedToAnASCIILetter_standsInForIt() {
        let scalars = Set(Self.lookalikes.map(\.scalar))
        for required: Unicode.Scalar in ["\u{212A}", "\u{17F}", "\u{131}", "\u{130}", "\u{FF4B}", "\u{24DA}", "\u{1D424}", "\u{2170}"] {
            #expect(scalars.contains(required), "U+\(String(required.value, radix: 16)) is among them")
        }
        var obeyed: [String] = []
        var cases = 0
        for (scalar, letter) in Self.lookalikes {
            for address in Self.allowed {
                for index in address.indices where address[index] == letter {
                    var forged = address
                    forged.replaceSubrange(index...index, with: String(scalar))
                    cases += 1
                    if Self.obeyed(["From: Someone <\(forged)>"]) { obeyed.append(MailSpace.shown(forged)) }
                }
            }
        }
        print("characters mapped to an ASCII letter: \(Self.lookalikes.count), addresses forged: \(cases), obeyed: \(obeyed.count)")
        #expect(cases > 1000 && obeyed.isEmpty, "\(obeyed.prefix(20))")
    }

    @Test(arguments: [
        // KELVIN SIGN for the "k" (its lower case is "k"), the four forms the attack used.
        (["From: Kim <\u{212A}im@kernel.example>"], "from \\u{212a}im@kernel.example, not in imap.allow_from"),
        (["From: \u{212A}im@kernel.example"], "from \\u{212a}im@kernel.example, not in imap.allow_from"),
        (["From: <\u{212A}IM@KERNEL.EXAMPLE>"], "from \\u{212a}IM@KERNEL.EXAMPLE, not in imap.allow_from"),
        (["From: kim@\u{212A}ernel.example"], "from kim@\\u{212a}ernel.example, not in imap.allow_from"),
        // The no-break space, zero-width space and ideographic space, glued on.
        (["From: me@example.org\u{A0}"], "from me@example.org\\u{a0}, not in imap.allow_from"),
        (["From: \u{200B}me@example.org"], "from \\u{200b}me@example.org, not in imap.allow_from"),
        (["From: <me@example.org\u{3000}>"], "from me@example.org\\u{3000}, not in imap.allow_from"),
        // A decomposed ü is canonically the same string to Swift, but not the same bytes.
        (["From: ju\u{308}rgen@example.org"], "from ju\\u{308}rgen@example.org, not in imap.allow_from"),
        // Only ASCII letters lose their case.
        (["From: JÜRGEN@example.org"], "from J\\u{dc}RGEN@example.org, not in imap.allow_from"),
        // A folded line holding only a no-break space is not folding white space.
        (
            ["From: me@example.org", " \u{A0}"],
            "From is not an address (a comment or space inside the address): me@example.org \\u{a0}"
        ),
        (
            ["From: \u{200B}<me@example.org>"],
            "From is not an address (an invisible character \\u{200b} beside the address): \\u{200b}<me@example.org>"
        ),
    ])
    func aForgery_isRecordedAsWritten_escaped(fromLines: [String], detail: String) {
        let reading = Self.reading(fromLines)
        #expect(reading.outcome == .ignored(detail), "\(fromLines)")
        #expect(!reading.from.unicodeScalars.contains { $0.value > 0x7E || $0.value < 0x20 }, "recorded escaped: \(reading.from)")
    }

    @Test(arguments: [
        ["From: KIM@Kernel.Example"], ["From: Jürgen <Jürgen@EXAMPLE.org>"], ["From: jürgen@example.org"],
        ["From: Müller <me@example.org>"],
        ["From: Me", "\t<me@example.org>"], ["From:\tme@example.org \t"],
    ])
    func theAllowedMailboxes_asClientsWriteThem_areObeyed_andRecordedAsAllowed(fromLines: [String]) {
        let reading = Self.reading(fromLines)
        guard case .reply = reading.outcome else {
            Issue.record("\(fromLines): \(reading.outcome)")
            return
        }
        #expect(Self.allowed.contains(reading.from))
    }

    @Test func aFieldNamedWithAnInvisibleCharacter_isNotFrom() {
        // The mail server and DMARC read "From\u{A0}" as another field; so does mynd.
        #expect(Self.reading(["From\u{A0}: me@example.org"]).outcome == .ignored("From names no address"))
        let entity = MIMEEntity(parsing: Array("From: a@b\u{A0}\r\n \u{200B}\r\nSubject:\u{3000}x \r\n\r\n".utf8))
        #expect(entity.fields.map(\.value) == ["a@b\u{A0} \u{200B}", "\u{3000}x"])
    }
}
