package import Foundation

/// Hands one rendered message to a mail server. The one edge email goes through: libcurl's
/// SMTP in production, an in-memory twin in tests.
package protocol MailTransport {
    /// Sends `message` (RFC 5322, CRLF lines) with envelope sender `from` to every address in
    /// `to`, giving up after `timeout` seconds. Returns once the server has taken
    /// responsibility for it (250 after DATA).
    func send(_ message: Data, from: String, to: [String], timeout: Double) throws(MailFailure)
}

/// Why a message was not handed over: what `EmailChannel` needs to decide between trying
/// again and giving up. Texts never hold the password.
package enum MailFailure: Error, Equatable {
    /// The server refused with this reply (code ≥ 400) and its text.
    case reply(code: Int, text: String)
    /// No conversation to speak of: cannot resolve or connect, a timeout, a dropped connection.
    case unreachable(String)
    /// TLS could not be set up: a certificate not trusted, STARTTLS required and not offered.
    case tls(String)
    /// Nothing could be sent as asked (a bad URL, no recipients): trying again cannot help.
    case unusable(String)
}
