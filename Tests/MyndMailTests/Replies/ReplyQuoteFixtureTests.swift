import Foundation
@testable import MyndMail
import MyndTestSupport
import Testing

/// Replies written only in HTML by real mail clients (`Fixtures/html-replies`, provenance in
/// its SOURCES.md): the person's own lines are read, and nothing of the message they quote.
@Suite(.timed) struct ReplyQuoteFixtureTests {
    /// A fixture, its escapes undone for the griddler files (stored as JSON string escapes).
    static func html(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/html-replies/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return name.hasPrefix("griddler-") ? unescaped(text) : text
    }

    /// `\r`, `\n`, `\t`, `\"`, `\\`, `\/` and `\uXXXX` (surrogate pairs joined), as JSON writes them.
    static func unescaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var pendingHigh: UInt32?
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                out.append(scalar)
                continue
            }
            switch next {
            case "r": out.append("\r")
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                scalars = scalars.dropFirst(4)
                guard let value = UInt32(hex, radix: 16) else { continue }
                if (0xD800..<0xDC00).contains(value) {
                    pendingHigh = value
                } else if let high = pendingHigh, (0xDC00..<0xE000).contains(value) {
                    out.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                    pendingHigh = nil
                } else if let decoded = Unicode.Scalar(value) {
                    out.append(decoded)
                }
            default: out.append(next)
            }
        }
        return String(out)
    }

    /// A fixture, the person's first words in it, and words only its quoted original holds.
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var own: [String]
        var quoted: [String]
        var description: String { file }
    }

    static let cases: [Case] = [
        Case(file: "mailgun-outlook-web.html", own: ["123456"], quoted: ["hello from me.g", "Отправлено", "LibertyMeets"]),
        Case(file: "mailgun-gmail.html", own: ["response from me.g"], quoted: ["hello from vbtd", "LibertyMeets"]),
        Case(file: "talon-thunderbird.html", own: ["Hi. I am fine.", "Thanks,", "Alex"], quoted: ["Hello! How are you?", "Sasha"]),
        Case(file: "talon-gmail.html", own: ["Hi. I am fine.", "Thanks,", "Alex"], quoted: ["Hello! How are you?", "Sasha"]),
        Case(file: "talon-ms-outlook-2010.html", own: ["Hi. I am fine.", "Thanks,", "Alex"], quoted: ["Hello! How are you?"]),
        Case(file: "griddler-apple-mail.html", own: ["嵌套这的第三层回复. (Apple Mail)", "嵌套图片"], quoted: ["Apple Mail reply2", "这封邮件", "wrote:"]),
        Case(file: "griddler-iphone.html", own: ["从 iPhone 回复给 ear2", "带上 inline 附件"], quoted: ["Reply 1 EAR", "tracking"]),
        Case(
            file: "griddler-outlook.html", own: ["Reply an email see inline", "outlook inline"],
            quoted: ["内联的文件", "EAR => OutLook 2", "Outlook To Ear2", "发件人"]),
        Case(file: "griddler-gmail.html", own: ["Gmail Reply5 带上 inline 图片", "inline 图片"], quoted: ["Gmail Reply4", "EA Reply3"]),
    ]

    @Test(arguments: cases)
    func theOwnWords_areRead_andTheQuotedOriginalNever(item: Case) throws {
        let lines = ReplyText.ownLines(HTMLText.text(try Self.html(item.file)))
        #expect(Array(lines.prefix(item.own.count)) == item.own, "\(lines)")
        let read = lines.joined(separator: "\n")
        for words in item.quoted {
            #expect(!read.contains(words), "\(item.file): the quote's '\(words)' was read: \(lines)")
        }
    }

    /// The same HTML with the person's words taken out and the quoted original saying
    /// "done" (as mynd's own email quoted under an empty reply could): nothing is read as
    /// an answer.
    @Test(arguments: cases)
    func anEmptyReplyAboveAQuoteSayingDone_saysNothing(item: Case) throws {
        var html = try Self.html(item.file)
        for words in item.own { html = html.replacingOccurrences(of: words, with: "") }
        let quoted = try #require(item.quoted.first { html.contains($0) })
        html = html.replacingOccurrences(of: quoted, with: "done")
        let lines = ReplyText.ownLines(HTMLText.text(html))
        #expect(!lines.contains { $0.lowercased().hasPrefix("done") }, "\(item.file): \(lines)")
    }

    /// The whole message, as dovecot hands it over: an HTML-only Outlook reply whose own part
    /// is empty and whose quote says "done" is not obeyed.
    @Test func anOutlookReply_throughTheReader_isNotTakenForDone() throws {
        var html = try Self.html("mailgun-outlook-web.html").replacingOccurrences(of: "123456", with: "")
        html = html.replacingOccurrences(of: "hello from me.g", with: "done")
        let original = MessageID(outbox: ReplyReadingTests.followUp, host: "desk", key: ReplyReadingTests.key)
        let message = [
            "From: me@example.org", "Message-ID: <r1@example.org>", "In-Reply-To: \(original)", "MIME-Version: 1.0",
            "Content-Type: text/html; charset=utf-8", "", html,
        ].joined(separator: "\r\n")
        let reading = ReplyReading(Array(message.utf8), key: ReplyReadingTests.key, allowFrom: ["me@example.org"])
        guard case .reply(_, let text) = reading.outcome else {
            Issue.record("read as \(reading.outcome)")
            return
        }
        #expect(text.isEmpty, "the person wrote nothing above the quote")
    }
}
