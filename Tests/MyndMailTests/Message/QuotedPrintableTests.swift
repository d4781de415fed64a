import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct QuotedPrintableTests {
    @Test(arguments: [
        ("Plant the garden", "Plant the garden"),
        ("a=b", "a=3Db"),
        ("é", "=C3=A9"),
        ("ends with space ", "ends with space=20"),
        ("ends with tab\t", "ends with tab=09"),
        ("inner  spaces\tand tabs", "inner  spaces\tand tabs"),
        ("<script>&</script>", "<script>&</script>"),
    ])
    func encode_shortLines(_ text: String, _ expected: String) {
        #expect(QuotedPrintable.encode(text) == expected)
    }

    @Test func encode_lineBreaksOfAnyKind_becomeCRLF() {
        let encoded = QuotedPrintable.encode("one\ntwo\r\nthree\rfour\u{2028}five")
        #expect(encoded == "one\r\ntwo\r\nthree\r\nfour\r\nfive")
    }

    @Test func encode_controlCharacters_areDropped_tabsKept() {
        #expect(QuotedPrintable.encode("a\u{1B}[31mred\u{0}\u{7F}\u{85}\tb") == "a[31mred\tb")
    }

    @Test(arguments: [
        String(repeating: "x", count: 800),
        String(repeating: "é", count: 300),
        String(repeating: "ab ", count: 300),
        String(repeating: "=", count: 100) + String(repeating: "🌱", count: 60),
        String(repeating: "y", count: 75),
        String(repeating: "y", count: 76),
        String(repeating: "y", count: 77),
        String(repeating: "y", count: 74) + "é",
    ])
    func encode_longLines_stayWithin76_andDecodeBack(_ text: String) throws {
        let encoded = QuotedPrintable.encode(text)
        let lines = encoded.components(separatedBy: "\r\n")
        for line in lines {
            #expect(line.count <= 76, "line of \(line.count): \(line)")
            #expect(line.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\t") })
            // An "=" is a soft break at the end, or starts a complete =XX.
            let bytes = Array(line.utf8)
            for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "=") {
                let soft = i == bytes.count - 1
                let escape = i + 2 < bytes.count + 0 && bytes[(i + 1)...(i + 2)].allSatisfy { "0123456789ABCDEF".utf8.contains($0) }
                #expect(soft || escape, "broken escape in \(line)")
            }
        }
        #expect(lines.count > 1 || text.utf8.count <= 76)
        #expect(MailDecoding.quotedPrintable(encoded) == text)
    }

    @Test func encode_aLoneDot_staysALoneDot_forLibcurlToStuff() {
        #expect(QuotedPrintable.encode("first\n.\n.second") == "first\r\n.\r\n.second")
    }
}
