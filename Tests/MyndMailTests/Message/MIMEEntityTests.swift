import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct MIMEEntityTests {
    static func bytes(_ lines: [String], crlf: Bool = true) -> [UInt8] {
        Array(lines.joined(separator: crlf ? "\r\n" : "\n").utf8)
    }

    @Test func headers_foldedAndAnyCase() {
        let entity = MIMEEntity(
            parsing: Self.bytes(["From: Me", " <me@example.org>", "in-reply-to: <a@b>", "", "body"], crlf: false))
        #expect(entity.field("FROM") == "Me <me@example.org>")
        #expect(entity.field("In-Reply-To") == "<a@b>")
        #expect(entity.text == "body")
        #expect(entity.mediaType == "text/plain")
    }

    @Test func multipart_findsPlainAndHTML_skipsAttachments() throws {
        let message = Self.bytes([
            "Content-Type: multipart/mixed; boundary=\"outer\"", "", "preamble",
            "--outer", "Content-Type: multipart/alternative; boundary=inner", "",
            "--inner", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "",
            "Erledigt =E2=9C=85 soft=", "break", "--inner", "Content-Type: text/html", "", "<p>html</p>", "--inner--",
            "--outer", "Content-Type: text/plain", "Content-Disposition: attachment; filename=x.txt", "", "not this",
            "--outer--", "epilogue",
        ])
        let entity = MIMEEntity(parsing: message)
        #expect(entity.parts.count == 2)
        #expect(entity.firstPart("text/plain")?.text == "Erledigt ✅ softbreak")
        #expect(entity.firstPart("text/html")?.text == "<p>html</p>")
    }

    @Test func base64_andCharsets() {
        let latin1 = MIMEEntity(
            parsing: [UInt8](
                "Content-Type: text/plain; charset=ISO-8859-1\r\n\r\nfini, d\u{E9}j\u{E0}".unicodeScalars.map { UInt8($0.value) }))
        #expect(latin1.text == "fini, déjà")
        let cp1252 = MIMEEntity(
            parsing: [UInt8]("Content-Type: text/plain; charset=windows-1252\r\n\r\n".utf8) + [0x93, 0x64, 0x6f, 0x6e, 0x65, 0x94])
        #expect(cp1252.text == "\u{201C}done\u{201D}")
        let encoded = Data("snooze 2d\n".utf8).base64EncodedString()
        let base64 = MIMEEntity(
            parsing: Self.bytes([
                "Content-Type: text/plain; charset=\"utf-8\"", "Content-Transfer-Encoding: BASE64", "",
                String(encoded.prefix(8)), String(encoded.dropFirst(8)),
            ]))
        #expect(base64.text == "snooze 2d\n")
        let unknown = MIMEEntity(parsing: Self.bytes(["Content-Type: text/plain; charset=x-unheard-of", "", "done"]))
        #expect(unknown.text == "done")
    }

    @Test func nestingBeyondTheLimit_isNotFollowed() {
        var lines: [String] = []
        for depth in 0..<20 { lines += ["Content-Type: multipart/mixed; boundary=b\(depth)z", "", "--b\(depth)z"] }
        lines += ["Content-Type: text/plain", "", "deep"]
        let entity = MIMEEntity(parsing: Self.bytes(lines))
        #expect(entity.firstPart("text/plain") == nil)
    }
}
