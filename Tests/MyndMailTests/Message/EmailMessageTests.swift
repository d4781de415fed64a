import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct EmailMessageTests {
    static let now = utc("2026-11-21T08:00:00Z")
    static let row = OutboxItem(
        id: 42, kind: .digest, ref: "2026-11-21", channel: .email, title: "t", body: "b", notBefore: now, createdAt: now)
    static let longLine = String(repeating: "Plant the bulbs before the ground freezes. ", count: 19)

    static func message(
        subject: String = "Good morning: 3 goals, 1 gone quiet", text: String = "Hello", html: String = "<p>Hello</p>",
        to: [String] = ["me@example.org"]
    ) -> EmailMessage {
        EmailMessage(
            from: "mynd@example.org", to: to, subject: subject, date: now, zone: zone("Europe/Berlin"),
            messageID: MessageID(outbox: row, host: "desk"), text: text, html: html)
    }

    static func headerLines(_ rendered: String) -> [String] {
        Array(rendered.components(separatedBy: "\r\n\r\n")[0].components(separatedBy: "\r\n"))
    }

    @Test func rendered_hasTheHeadersOnce_inOrder() {
        let headers = Self.headerLines(Self.message().rendered)
        #expect(
            headers == [
                "From: mynd <mynd@example.org>",
                "To: me@example.org",
                "Subject: Good morning: 3 goals, 1 gone quiet",
                "Date: Sat, 21 Nov 2026 09:00:00 +0100",
                "Message-ID: <outbox-42.digest.2026-11-21@mynd.desk>",
                "MIME-Version: 1.0",
                "Content-Type: multipart/alternative; boundary=\"=_mynd-alternative\"",
                "Auto-Submitted: auto-generated",
            ])
    }

    @Test func rendered_anAnswer_namesItsThread_foldedBetweenIds_withoutIdsThatCouldBendAHeader() {
        var message = Self.message()
        message.inReplyTo = "r1@phone.example"
        message.references = (1...4).map { "a-rather-long-message-id-number-\($0)@mail.example.org" } + ["bad id@x", "r1@phone.example"]
        let headers = Self.headerLines(message.rendered)
        #expect(headers[5] == "In-Reply-To: <r1@phone.example>")
        #expect(headers[6] == "References: <a-rather-long-message-id-number-1@mail.example.org>")
        #expect(headers[7] == " <a-rather-long-message-id-number-2@mail.example.org>")
        #expect(headers[9] == " <a-rather-long-message-id-number-4@mail.example.org> <r1@phone.example>")
        #expect(!headers.contains { $0.contains("bad") })
        #expect(headers.allSatisfy { $0.count <= 78 })
        message.inReplyTo = "sha256-0123"
        message.references = ["x\r\nBcc: evil@x"]
        #expect(!message.rendered.contains("In-Reply-To") && !message.rendered.contains("References") && !message.rendered.contains("Bcc"))
    }

    @Test func rendered_isTwoQuotedPrintableParts_textThenHTML() {
        let rendered = Self.message(text: "Hé", html: "<p>Hé</p>").rendered
        #expect(
            rendered.hasSuffix(
                """
                \r\n\r\n--=_mynd-alternative\r
                Content-Type: text/plain; charset=utf-8\r
                Content-Transfer-Encoding: quoted-printable\r
                \r
                H=C3=A9\r
                --=_mynd-alternative\r
                Content-Type: text/html; charset=utf-8\r
                Content-Transfer-Encoding: quoted-printable\r
                \r
                <p>H=C3=A9</p>\r
                --=_mynd-alternative--\r\n
                """))
    }

    static let hostile = [
        "Plant\r\nBcc: evil@x",
        "<script>alert(1)</script>",
        "Jardín 🌱 ¿qué?",
        longLine,
        "--=_mynd-alternative--",
        ".",
        "From the start",
        "\u{1B}[2J\u{0}",
    ]

    @Test(arguments: hostile)
    func rendered_anyText_isASCII_CRLF_withinLimits(_ text: String) {
        let rendered = Self.message(subject: text, text: text + "\n" + text, html: text).rendered
        #expect(rendered.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(rendered.hasSuffix("\r\n"))
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!rendered.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        for line in rendered.components(separatedBy: "\r\n") {
            #expect(line.count <= 78, "\(line.count): \(line)")
        }
        // The boundary line appears exactly where the structure puts it: three times.
        #expect(rendered.components(separatedBy: "\r\n").filter { $0.hasPrefix("--=_mynd-alternative") }.count == 3)
        // Exactly the eight header fields, whatever the subject held.
        #expect(Self.headerLines(rendered).filter { !$0.hasPrefix(" ") }.count == 8)
        #expect(!Self.headerLines(rendered).contains { $0.lowercased().hasPrefix("bcc") })
    }

    @Test func rendered_manyRecipients_areFoldedInTo() {
        let to = (1...6).map { "someone-with-a-long-name-\($0)@example.org" }
        let headers = Self.headerLines(Self.message(to: to).rendered)
        let start = try! #require(headers.firstIndex { $0.hasPrefix("To: ") })
        let folded = headers[start...].prefix { $0.hasPrefix("To: ") || $0.hasPrefix(" ") }
        #expect(folded.count > 1)
        #expect(folded.joined() == "To: " + to.joined(separator: ", "))
    }

    // MARK: - Read by Python's email package, policy strict

    @Test(.enabled(if: !ServerProcess.python3Missing, "no /usr/bin/python3"), arguments: hostile)
    func python_readsIt_strictly_andGetsTheTextBack(_ text: String) throws {
        let body = "Insight first\n\(text)\nA last line "
        let message = Self.message(subject: text, text: body, html: "<p>\(text)</p>", to: ["me@example.org", "you@example.org"])
        let read = try ReadEmail.parse(Data(message.rendered.utf8))
        #expect(read.defects == [])
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines == [0, 0])
        #expect(read.contentType == "multipart/alternative")
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"])
        #expect(read.parts.map(\.charset) == ["utf-8", "utf-8"])
        #expect(read.parts.map(\.transferEncoding) == ["quoted-printable", "quoted-printable"])
        #expect(read.parts.first?.text == BodyText.normalized(body))
        #expect(read.parts.last?.text == BodyText.normalized("<p>\(text)</p>"))
        #expect(read.header("Subject") == [HeaderText.sanitized(text)])
        #expect(read.header("Message-ID") == ["<outbox-42.digest.2026-11-21@mynd.desk>"])
        #expect(read.header("Auto-Submitted") == ["auto-generated"])
        #expect(read.header("MIME-Version") == ["1.0"])
        #expect(read.header("Bcc") == [])
        #expect(read.from == ["mynd@example.org"])
        #expect(read.to == ["me@example.org", "you@example.org"])
        #expect(read.date == "2026-11-21T09:00:00+01:00")
        #expect(read.headers.count == 8)
    }
}
