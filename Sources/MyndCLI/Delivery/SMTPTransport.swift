import Foundation
import MyndHTTP

/// Mail through libcurl's SMTP (`MyndHTTP.SMTPSender`), set up from `[smtp]`.
struct SMTPTransport: MailTransport {
    var smtp: SMTPConfig
    var login: SMTPCredentials?

    func send(_ message: Data, from: String, to: [String], timeout: Double) throws(MailFailure) {
        guard let url = smtp.url else { throw .unusable("smtp.url is empty") }
        let sender = SMTPSender(
            url: url, startTLS: startTLS, caFile: smtp.caFile.map { ($0 as NSString).expandingTildeInPath },
            credentials: login, connectTimeout: min(10, timeout), totalTimeout: timeout)
        do {
            try sender.send(message, from: from, to: to)
        } catch {
            throw MailFailure(error)
        }
    }

    private var startTLS: SMTPSender.StartTLS {
        switch smtp.starttls {
        case .required: .required
        case .optional: .optional
        case .off: .off
        }
    }
}

extension MailFailure {
    /// libcurl's SMTP errors, sorted by what the outbox should do about them.
    init(_ error: SMTPError) {
        switch error {
        case .rejected(_, let code, let text): self = .reply(code: code, text: text)
        case .timedOut, .couldNotResolve, .couldNotConnect, .failed: self = .unreachable(error.description)
        case .tls: self = .tls(error.description)
        case .invalidRequest: self = .unusable(error.description)
        }
    }
}
