package import Foundation
package import MyndCurl

/// Mail through libcurl's SMTP (`MyndCurl.SMTPSender`), set up from `[smtp]`.
package struct SMTPTransport: MailTransport {
    package var smtp: SMTPConfig
    package var login: SMTPCredentials?

    package init(smtp: SMTPConfig, login: SMTPCredentials?) {
        self.smtp = smtp
        self.login = login
    }

    package func send(_ message: Data, from: String, to: [String], timeout: Double) throws(MailFailure) {
        guard let url = smtp.url else { throw .unusable("smtp.url is empty") }
        let sender = SMTPSender(
            url: url, startTLS: smtp.starttls, caFile: smtp.caFile.map { ($0 as NSString).expandingTildeInPath },
            credentials: login, connectTimeout: min(10, timeout), totalTimeout: timeout)
        do {
            try sender.send(message, from: from, to: to)
        } catch {
            throw MailFailure(error)
        }
    }
}

extension MailFailure {
    /// libcurl's SMTP errors, sorted by what the outbox should do about them.
    package init(_ error: TransportError) {
        switch error {
        case .rejected(_, let code, let text): self = .reply(code: code, text: text)
        case .tls: self = .tls(error.description)
        case .invalidRequest: self = .unusable(error.description)
        // The rest are a conversation that broke off (IMAP's refusals do not come from SMTP).
        case .timedOut, .couldNotResolve, .couldNotConnect, .failed, .loginDenied, .refused, .tooLarge, .responseTooLarge:
            self = .unreachable(error.description)
        }
    }
}
