import Foundation

/// Why a conversation with a server (HTTP, SMTP or IMAP) did not go as asked: what happened,
/// not what to do about it (whether to try again is the caller's decision). One line that
/// names the host and never a secret. An HTTP error status is not one of these: it is a
/// response.
package enum TransportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exchange took longer than its timeout.
    case timedOut(host: String, seconds: Double)
    /// The host name did not resolve.
    case couldNotResolve(host: String)
    /// No connection (refused, unreachable, reset before a response).
    case couldNotConnect(host: String, detail: String)
    /// TLS failed: handshake, certificate, verification, or STARTTLS required and not offered.
    case tls(host: String, detail: String)
    /// The conversation broke off without an answer (connection dropped, garbled reply).
    case failed(host: String, detail: String)
    /// SMTP: the server refused with a reply: `code` as it answered (CURLINFO_RESPONSE_CODE),
    /// `text` what followed the code on its last reply line(s).
    case rejected(host: String, code: Int, text: String)
    /// IMAP: the server refused the user name or password.
    case loginDenied(host: String)
    /// IMAP: a command got NO or BAD (a mailbox that does not exist, MOVE not supported).
    case refused(host: String, command: String, detail: String)
    /// IMAP: the message is larger than mynd reads.
    case tooLarge(uid: UInt64, limit: Int)
    /// The response's body is larger than the request allowed (`maxResponseBytes`): not read.
    case responseTooLarge(host: String, limit: Int)
    /// Nothing was sent: the URL, an address or a name cannot be used; `detail` says so whole
    /// ("cannot send mail: no recipients").
    case invalidRequest(detail: String)

    /// The server's reply code, when a reply was the reason.
    package var replyCode: Int? {
        if case .rejected(_, let code, _) = self { code } else { nil }
    }

    package var description: String {
        switch self {
        case .timedOut(let host, let seconds): "no answer from \(host) within \(Self.format(seconds)) s"
        case .couldNotResolve(let host): "cannot resolve \(host)"
        case .couldNotConnect(let host, let detail): "cannot connect to \(host): \(detail)"
        case .tls(let host, let detail): "TLS with \(host) failed: \(detail)"
        case .failed(let host, let detail): "exchange with \(host) failed: \(detail)"
        case .rejected(let host, let code, let text): "\(host) refused the message: \(code) \(text)"
        case .loginDenied(let host): "\(host) refused the IMAP login: check imap.username and the password"
        case .refused(let host, let command, let detail): "\(host) refused \(command): \(detail)"
        case .tooLarge(let uid, let limit): "message \(uid) is larger than \(limit / 1_000_000) MB: not read"
        case .responseTooLarge(let host, let limit): "exchange with \(host) failed: the response is larger than \(limit >> 20) MB: not read"
        case .invalidRequest(let detail): detail
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}

extension TransportError {
    /// How a libcurl failure reads, for any protocol: the families callers tell apart, with
    /// curl's text scrubbed of `secrets`. `seconds` is the timeout that ran out.
    init(_ error: CurlError, host: String, secrets: [String], seconds: Double) {
        let detail = ErrorText.redacting(secrets, in: error.message)
        switch error.kind {
        case .timedOut: self = .timedOut(host: host, seconds: seconds)
        case .couldNotResolve: self = .couldNotResolve(host: host)
        case .couldNotConnect: self = .couldNotConnect(host: host, detail: detail)
        case .tls: self = .tls(host: host, detail: detail)
        case .loginDenied, .other: self = .failed(host: host, detail: detail)
        }
    }
}
