import Foundation

/// Why a message was not handed to the SMTP server: what happened, not what to do about it
/// (whether to try again is the outbox's decision, made in one place: `EmailChannel`).
/// Never carries the password.
public enum SMTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server refused with a reply: `code` as it answered (CURLINFO_RESPONSE_CODE), `text`
    /// what followed the code on its last reply line(s).
    case rejected(host: String, code: Int, text: String)
    /// The exchange took longer than its timeout.
    case timedOut(host: String, seconds: Double)
    /// The host name did not resolve.
    case couldNotResolve(host: String)
    /// No connection (refused, unreachable).
    case couldNotConnect(host: String, detail: String)
    /// TLS failed: handshake, certificate, verification, or STARTTLS required and not offered.
    case tls(host: String, detail: String)
    /// The conversation broke off without a refusal (connection dropped, garbled reply).
    case failed(host: String, detail: String)
    /// Nothing was sent: the URL, sender or recipients cannot be used.
    case invalidRequest(detail: String)

    /// The server's reply code, when a reply was the reason.
    public var replyCode: Int? {
        if case .rejected(_, let code, _) = self { code } else { nil }
    }

    public var description: String {
        switch self {
        case .rejected(let host, let code, let text): "\(host) refused the message: \(code) \(text)"
        case .timedOut(let host, let seconds): "no answer from \(host) within \(Self.format(seconds)) s"
        case .couldNotResolve(let host): "cannot resolve \(host)"
        case .couldNotConnect(let host, let detail): "cannot connect to \(host): \(detail)"
        case .tls(let host, let detail): "TLS with \(host) failed: \(detail)"
        case .failed(let host, let detail): "mail exchange with \(host) failed: \(detail)"
        case .invalidRequest(let detail): "cannot send mail: \(detail)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
