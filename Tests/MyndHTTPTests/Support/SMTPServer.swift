import Foundation
import MyndHTTP

/// Tests/Servers/smtp_server.py (aiosmtpd) running for one test, writing what it accepts into a
/// scratch folder.
final class SMTPServer {
    let scratch: Scratch
    let server: ServerProcess

    /// One accepted message: its bytes and its envelope.
    struct Received {
        var message: Data
        var mailFrom: String
        var recipients: [String]
    }

    private struct Envelope: Decodable {
        var mail_from: String
        var rcpt_tos: [String]
    }

    init(_ arguments: [String] = [], scratch: Scratch? = nil) throws {
        self.scratch = try scratch ?? Scratch()
        let maildir = self.scratch.path("maildir")
        try FileManager.default.createDirectory(atPath: maildir, withIntermediateDirectories: true)
        server = try ServerProcess(TestTools.pythonWithAiosmtpd ?? "python3",
                                   [TestTools.server("smtp_server.py"), "--maildir", maildir] + arguments)
    }

    var port: Int { server.port }

    func received() throws -> [Received] {
        var messages: [Received] = []
        for number in 1... {
            let base = scratch.path("maildir/\(number)")
            guard let message = FileManager.default.contents(atPath: base + ".eml") else { break }
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(contentsOf: URL(fileURLWithPath: base + ".json")))
            messages.append(Received(message: message, mailFrom: envelope.mail_from, recipients: envelope.rcpt_tos))
        }
        return messages
    }
}

/// The error a send threw, or nil when the message went.
func smtpError(_ send: () throws(SMTPError) -> Void) -> SMTPError? {
    do {
        try send()
        return nil
    } catch {
        return error
    }
}
