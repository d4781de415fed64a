import Foundation
import MyndTestSupport
import Testing

/// The inbox forgery corpus, second part (RELIABILITY.md "Inbox forgery"): From fields that
/// hide an invisible character in or beside an allowed address, or put a look-alike in place
/// of one of its ASCII letters, APPENDed to dovecot as their bytes and read by the built binary
/// with `allow_from = ["me@example.org", "kim@kernel.example", "sue@example.org"]` (the config takes printable ASCII
/// addresses only, so a From address with any other character is never one of them). Only the
/// allowed mailboxes, written as clients write them, keep their thought; every other reply is
/// recorded as ignored, its address as written with `\u{…}` for what is not printable ASCII.
@Suite(.timed, .tags(.reliability), .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct ReliabilityInboxUnicodeForgeryTests {
    typealias Case = ReliabilityInboxForgeryTests.Case

    static let allowFrom = ["me@example.org", "kim@kernel.example", "sue@example.org"]

    static let accepted: [Case] = [
        Case(name: "kim", from: ["kim@kernel.example"]),
        Case(name: "kim-upper-ascii", from: ["Kim <KIM@Kernel.Example>"]),
        Case(name: "sue-display-name-utf8", from: ["Süe Müller <SUE@example.org>"]),
        Case(name: "tab-folded", from: ["Me\n\t<me@example.org>"]),
        Case(name: "tab-around", from: ["\tme@example.org\t"]),
    ]

    /// The forms the attack found obeyed, and their kin.
    static let named: [Case] = [
        Case(name: "nbsp-after", from: ["me@example.org\u{A0}"]),
        Case(name: "nbsp-after-angle-inside", from: ["Me <me@example.org\u{A0}>"]),
        Case(name: "zwsp-before", from: ["\u{200B}me@example.org"]),
        Case(name: "zwsp-after", from: ["me@example.org\u{200B}"]),
        Case(name: "zwsp-before-angle", from: ["Me \u{200B}<me@example.org>"]),
        Case(name: "folded-line-of-nbsp", from: ["me@example.org\n \u{A0}"]),
        Case(name: "ideographic-space-after", from: ["me@example.org\u{3000}"]),
        Case(name: "em-space-after", from: ["me@example.org\u{2003}"]),
        Case(name: "ogham-space-after", from: ["me@example.org\u{1680}"]),
        Case(name: "kelvin-display-name", from: ["Kim <\u{212A}im@kernel.example>"]),
        Case(name: "kelvin-bare", from: ["\u{212A}im@kernel.example"]),
        Case(name: "kelvin-angle-upper", from: ["<\u{212A}IM@KERNEL.EXAMPLE>"]),
        Case(name: "kelvin-in-domain", from: ["kim@\u{212A}ernel.example"]),
        Case(name: "combining-diaeresis", from: ["su\u{308}e@example.org"]),
        Case(name: "field-name-nbsp", from: ["-none-"], headers: ["From\u{A0}: me@example.org"]),
        Case(name: "field-name-nbsp-beside-evil", from: ["evil@attacker.example"], headers: ["From\u{A0}: me@example.org"]),
        Case(name: "ideographic-full-stop", from: ["me@example\u{3002}org"]),
        Case(name: "fullwidth-at", from: ["me\u{FF20}example.org"]),
    ]

    /// Unicode's white space beyond SP and HTAB, and the characters that show as nothing.
    static let spaces: [UInt32] = [0x85, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000]
    static let invisible: [UInt32] =
        [0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F]
        + Array(0x202A...0x202E) + Array(0x2060...0x2064) + Array(0x2066...0x2069) + [
            0x2800, 0x3164, 0xFE0F, 0xFEFF, 0xFFA0, 0x1D173, 0xE0020,
        ]

    /// Look-alikes of the letters of the allowed addresses: compatibility forms (full-width,
    /// mathematical, circled, roman numerals, letterlike symbols), case mappings (KELVIN SIGN,
    /// dotless i, long s …), Cyrillic, Greek, Armenian and Latin look-alikes, combined accents.
    static let lookalikes: [(String, Character)] = [
        ("\u{212A}", "k"), ("\u{43A}", "k"), ("\u{3BA}", "k"), ("\u{138}", "k"), ("\u{1D0B}", "k"), ("\u{FF4B}", "k"), ("\u{1D424}", "k"),
        ("\u{24DA}", "k"), ("\u{131}", "i"), ("\u{456}", "i"), ("\u{3B9}", "i"), ("\u{269}", "i"), ("\u{2170}", "i"), ("\u{FF49}", "i"),
        ("\u{1D422}", "i"), ("\u{130}", "i"), ("\u{26A}", "i"), ("\u{FF4D}", "m"), ("\u{217F}", "m"), ("\u{1D426}", "m"), ("\u{1D0D}", "m"),
        ("\u{43C}", "m"), ("\u{435}", "e"), ("\u{212E}", "e"), ("\u{212F}", "e"), ("\u{FF45}", "e"), ("e\u{301}", "e"), ("e\u{307}", "e"),
        ("\u{1D41E}", "e"), ("\u{4BD}", "e"), ("\u{445}", "x"), ("\u{3C7}", "x"), ("\u{2179}", "x"), ("\u{FF58}", "x"), ("\u{1D431}", "x"),
        ("\u{D7}", "x"), ("\u{430}", "a"), ("\u{3B1}", "a"), ("\u{251}", "a"), ("\u{FF41}", "a"), ("\u{1D41A}", "a"), ("a\u{300}", "a"),
        ("\u{440}", "p"), ("\u{3C1}", "p"), ("\u{FF50}", "p"), ("\u{1D429}", "p"), ("\u{217C}", "l"), ("\u{2113}", "l"), ("\u{1C0}", "l"),
        ("\u{FF4C}", "l"), ("\u{1D425}", "l"), ("\u{4C0}", "l"), ("\u{5C0}", "l"), ("\u{43E}", "o"), ("\u{3BF}", "o"), ("\u{585}", "o"),
        ("\u{FF4F}", "o"), ("\u{1D428}", "o"), ("\u{2134}", "o"), ("o\u{338}", "o"), ("\u{433}", "r"), ("\u{1D26}", "r"), ("\u{FF52}", "r"),
        ("\u{1D42B}", "r"), ("\u{280}", "r"), ("\u{261}", "g"), ("\u{FF47}", "g"), ("\u{1D420}", "g"), ("\u{210A}", "g"), ("\u{581}", "g"),
        ("\u{578}", "n"), ("\u{FF4E}", "n"), ("\u{1D427}", "n"), ("\u{3B7}", "n"), ("\u{17F}", "s"), ("\u{FF55}", "u"), ("\u{446}", "u"),
    ]

    /// Every generated case: each space and invisible character in five places, each look-alike
    /// in place of its letter in the first allowed address that has it.
    static var generated: [Case] {
        var cases: [Case] = []
        for value in spaces + invisible {
            let c = String(Unicode.Scalar(value)!)
            let id = String(value, radix: 16)
            cases += [
                Case(name: "u\(id)-after", from: ["me@example.org\(c)"]), Case(name: "u\(id)-before", from: ["\(c)me@example.org"]),
                Case(name: "u\(id)-inside-angle", from: ["Me <me@example.org\(c)>"]),
                Case(name: "u\(id)-before-at", from: ["me\(c)@example.org"]),
                Case(name: "u\(id)-folded-alone", from: ["me@example.org\n \(c)"]),
            ]
        }
        for (index, (lookalike, letter)) in lookalikes.enumerated() {
            let address = allowFrom.first { $0.contains(letter) }!
            let at = address.firstIndex(of: letter)!
            var forged = address
            forged.replaceSubrange(at...at, with: lookalike)
            cases.append(Case(name: "lookalike-\(index)-\(letter)", from: ["Someone <\(forged)>"]))
        }
        return cases
    }

    static var refused: [Case] { named + generated }

    @Test func onlyTheAllowedMailboxes_areObeyed_everyHiddenOrLookalikeForm_isRecordedAsWritten() throws {
        let list = Self.allowFrom.map { "\"\($0)\"" }.joined(separator: ", ")
        let scene = try InboxScene(extra: "allow_from = [\(list)]")
        let original = try scene.sendFollowUp()
        let all = Self.accepted + Self.refused
        let sent = try scene.imap.append(
            cases: all.map { ("capture: case \($0.name)", $0.from, $0.headers) }, inReplyTo: original)
        try #require(sent.count == all.count)
        let ids = Dictionary(uniqueKeysWithValues: zip(sent, all.map(\.name)))
        // 25 a look.
        let total = Self.accepted.count + Self.refused.count
        for look in 0..<((total + 24) / 25) {
            try scene.refresh(at: String(format: "2026-11-20T%02d:%02d:00Z", 11 + look / 4, (look % 4) * 15))
        }
        let kept = Set(try scene.sandbox.query("SELECT content FROM node WHERE type = 'thought'").compactMap { $0["content"] as? String })
        let expected = Set(Self.accepted.map { "case \($0.name)" })
        #expect(kept == expected, "obeyed wrongly or refused wrongly: \(kept.symmetricDifference(expected))")
        var obeyedForgeries = 0
        var rows: [String: (outcome: String, sender: String, detail: String)] = [:]
        for row in try scene.replies() {
            guard let name = ids["<\(row["messageId"] as? String ?? "")>"] else { continue }
            rows[name] = (row["outcome"] as? String ?? "", row["sender"] as? String ?? "", row["detail"] as? String ?? "")
        }
        #expect(rows.count == total)
        for item in Self.accepted { #expect(rows[item.name]?.outcome == "applied", "\(item.name): \(String(describing: rows[item.name]))") }
        for item in Self.refused {
            let row = rows[item.name] ?? ("-", "-", "-")
            if row.outcome == "applied" { obeyedForgeries += 1 }
            #expect(row.outcome == "ignored" && row.detail.lowercased().hasPrefix("from "), "\(item.name): \(row)")
            // The record shows the forgery, escaped: never the address it imitates, never raw.
            let printable = { (text: String) in text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } }
            #expect(printable(row.sender) && printable(row.detail), "\(item.name): \(row)")
            #expect(!Self.allowFrom.contains(row.sender), "\(item.name): recorded as \(row.sender)")
        }
        print("unicode forgery corpus: \(Self.refused.count) forgeries, \(obeyedForgeries) obeyed; \(Self.accepted.count) own forms")
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        #expect(try scene.smtp.received().count == 1, "only the nudge: a forgery gets no answer")
        let messages = try scene.imap.messages()
        #expect(messages.values.filter { !$0.flags.contains("\\Seen") }.count == Self.refused.count, "forgeries stay unread")
    }

    @Test func theCorpus_holdsEveryCaseOnce() {
        let names = (Self.accepted + Self.refused).map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Self.spaces.count == 19 && Self.refused.count == Self.named.count + 5 * (19 + Self.invisible.count) + Self.lookalikes.count)
    }
}
