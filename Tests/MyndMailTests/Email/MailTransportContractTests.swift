import Foundation
import MyndCore
import MyndCurl
@testable import MyndMail
import MyndTestSupport
import Testing

/// One contract, two transports: the in-memory twin the channel tests use, and libcurl's SMTP
/// against aiosmtpd. What the twin promises is what the real one does.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.hasAiosmtpd, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd)"),
    .timeLimit(.minutes(20)))
struct MailTransportContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case twin, smtp
        var testDescription: String { rawValue }
    }

    /// What the server is told to do with the message.
    enum Answer { case accept, busy, refuse }

    /// A transport of `kind` whose server gives `answer`, and a way to see what it took.
    final class Harness {
        let transport: any MailTransport
        let received: () throws -> [Data]
        private let keep: [AnyObject]
        private var folder: URL?

        init(_ kind: Kind, _ answer: Answer) throws {
            switch kind {
            case .twin:
                let twin = RecordingMailTransport([
                    answer == .busy
                        ? .reply(code: 451, text: "4.7.1 Try again later")
                        : answer == .refuse ? .reply(code: 550, text: "5.6.0 Message refused") : nil
                ])
                transport = twin
                received = { twin.delivered.map(\.message) }
                keep = [twin]
            case .smtp:
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-contract-\(UUID())")
                let server = try SMTPPeer(
                    answer == .busy
                        ? ["--reject-rcpt", "451 4.7.1 Try again later"]
                        : answer == .refuse ? ["--reject-data", "550 5.6.0 Message refused"] : [], in: folder)
                var smtp = SMTPConfig()
                smtp.url = "smtp://127.0.0.1:\(server.port)"
                smtp.starttls = .off
                transport = SMTPTransport(smtp: smtp, login: nil)
                received = { try server.received().map(\.message) }
                keep = [server]
                self.folder = folder
            }
        }

        deinit {
            if let folder { try? FileManager.default.removeItem(at: folder) }
        }
    }

    static let message = Data(
        "From: mynd <mynd@example.org>\r\nTo: me@example.org\r\nSubject: Hi\r\n\r\nline\r\n.\r\n..two\r\nlast\r\n".utf8)

    static func send(_ harness: Harness) -> MailFailure? {
        do throws(MailFailure) {
            try harness.transport.send(message, from: "mynd@example.org", to: ["me@example.org"], timeout: 15)
            return nil
        } catch {
            return error
        }
    }

    /// Its lone "." and "..two" lines cross SMTP's DATA only because libcurl doubles a leading
    /// dot and the server takes it away again.
    @Test(arguments: Kind.allCases)
    func accepted_messageArrivesByteForByte(_ kind: Kind) throws {
        let harness = try Harness(kind, .accept)
        #expect(Self.send(harness) == nil)
        #expect(try harness.received() == [Self.message])
    }

    @Test(arguments: Kind.allCases)
    func busy_isA4xxReply_withTheServersText(_ kind: Kind) throws {
        let harness = try Harness(kind, .busy)
        #expect(Self.send(harness) == .reply(code: 451, text: "4.7.1 Try again later"))
        #expect(try harness.received().isEmpty)
    }

    @Test(arguments: Kind.allCases)
    func refused_isA5xxReply_withTheServersText(_ kind: Kind) throws {
        let harness = try Harness(kind, .refuse)
        #expect(Self.send(harness) == .reply(code: 550, text: "5.6.0 Message refused"))
        #expect(try harness.received().isEmpty)
    }
}
