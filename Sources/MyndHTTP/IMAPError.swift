/// Why a conversation with the IMAP server did not go as asked: what happened, in one line
/// that names the host and never the password.
public enum IMAPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server refused the user name or password.
    case loginDenied(host: String)
    /// A command got NO or BAD (a mailbox that does not exist, MOVE not supported).
    case refused(host: String, command: String, detail: String)
    case timedOut(host: String, seconds: Double)
    case couldNotResolve(host: String)
    case couldNotConnect(host: String, detail: String)
    /// TLS failed: handshake, certificate, or STARTTLS required and not offered.
    case tls(host: String, detail: String)
    /// The message is larger than mynd reads.
    case tooLarge(uid: UInt64, limit: Int)
    /// The conversation broke off (connection dropped, garbled reply).
    case failed(host: String, detail: String)
    /// Nothing was asked: the URL or a name cannot be used.
    case invalidRequest(detail: String)

    public var description: String {
        switch self {
        case .loginDenied(let host): "\(host) refused the IMAP login: check imap.username and the password"
        case .refused(let host, let command, let detail): "\(host) refused \(command): \(detail)"
        case .timedOut(let host, let seconds): "no answer from \(host) within \(Int(seconds.rounded(.up))) s"
        case .couldNotResolve(let host): "cannot resolve \(host)"
        case .couldNotConnect(let host, let detail): "cannot connect to \(host): \(detail)"
        case .tls(let host, let detail): "TLS with \(host) failed: \(detail)"
        case .tooLarge(let uid, let limit): "message \(uid) is larger than \(limit / 1_000_000) MB: not read"
        case .failed(let host, let detail): "IMAP exchange with \(host) failed: \(detail)"
        case .invalidRequest(let detail): "cannot read mail: \(detail)"
        }
    }
}
