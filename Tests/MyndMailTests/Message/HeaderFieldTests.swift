import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct HeaderFieldTests {
    @Test func subject_ascii_staysReadable() {
        #expect(HeaderField.unstructured("Subject", "Good morning: 3 goals") == "Subject: Good morning: 3 goals")
    }

    @Test(arguments: [
        "Plant\r\nBcc: evil@x",
        "Plant\nBcc: evil@x",
        "Plant\rBcc: evil@x",
        "Plant\u{2028}Bcc: evil@x",
        "Plant\u{85}Bcc: evil@x",
        "Plant\r\n\r\nBody injected",
        "Plänt\r\nBcc: evil@x",
    ])
    func subject_lineBreaksInTheText_neverStartAHeader(_ text: String) throws {
        let field = HeaderField.unstructured("Subject", text)
        let lines = field.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("Subject: "))
        for line in lines.dropFirst() {
            #expect(line.hasPrefix(" "), "a continuation line must start with white space: \(line)")
        }
        #expect(!field.contains("\n\n") && !field.replacingOccurrences(of: "\r\n ", with: "").contains { $0.isNewline })
        let decoded = try #require(MailDecoding.unstructured(field))
        #expect(!decoded.contains { $0.isNewline })
        #expect(decoded.hasPrefix("Pl") && decoded.hasSuffix(text.hasSuffix("Body injected") ? "Body injected" : "Bcc: evil@x"))
    }

    @Test func subject_controlCharacters_becomeOneSpace() {
        #expect(HeaderField.unstructured("Subject", "  a\t\u{0}\u{1B}b \u{7F} c  ") == "Subject: a b c")
    }

    @Test(arguments: [
        "Jardín de primavera: ¿qué plantamos?",
        "Ängste überwinden — Schritt für Schritt",
        "家庭菜園を始める",
        "🌱🌷 Garden 👨‍👩‍👧‍👦 family",
        String(repeating: "ü", count: 200),
        "ascii with =?UTF-8?B?aGk=?= inside",
    ])
    func subject_notPlainASCII_isEncodedWords_withinLimits(_ text: String) throws {
        let field = HeaderField.unstructured("Subject", text)
        #expect(field.contains("=?UTF-8?B?"))
        for line in field.components(separatedBy: "\r\n") {
            #expect(line.count <= 78, "\(line.count): \(line)")
            #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
        }
        for word in field.split(whereSeparator: { $0 == " " || $0 == "\r\n" }) where word.hasPrefix("=?") {
            #expect(word.count <= 75)
        }
        #expect(MailDecoding.unstructured(field) == text)
    }

    @Test func subject_familyEmoji_isNotSplitAcrossWords() throws {
        let family = "👨‍👩‍👧‍👦"
        let field = HeaderField.unstructured("Subject", String(repeating: family, count: 6))
        let words = field.components(separatedBy: "\r\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        for word in words {
            let data = try #require(Data(base64Encoded: String(word.dropFirst(10).dropLast(2))))
            let text = try #require(String(data: data, encoding: .utf8))
            #expect(text.count == text.utf8.count / family.utf8.count && text.allSatisfy { $0 == Character(family) })
        }
    }

    @Test func subject_longASCII_isFoldedAtSpaces() throws {
        let text = Array(repeating: "quiet goal", count: 30).joined(separator: " ")
        let field = HeaderField.unstructured("Subject", text)
        #expect(!field.contains("=?"))
        let lines = field.components(separatedBy: "\r\n")
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(MailDecoding.unstructured(field) == text)
    }

    @Test func subject_wordTooLongToFold_isEncoded() {
        let text = String(repeating: "a", count: 800)
        let field = HeaderField.unstructured("Subject", text)
        #expect(field.contains("=?UTF-8?B?"))
        #expect(field.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
        #expect(MailDecoding.unstructured(field) == text)
    }

    @Test func addresses_areFoldedAfterCommas() {
        let list = (1...8).map { "person\($0)@example.org" }
        let field = HeaderField.addresses("To", list)
        let lines = field.components(separatedBy: "\r\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(field.replacingOccurrences(of: "\r\n", with: "") == "To: " + list.joined(separator: ", "))
    }

    @Test func address_withALineBreak_staysOneToken() {
        #expect(HeaderField.address("me@x\r\nBcc: evil@x") == "me@xBcc:evil@x")
    }
}
