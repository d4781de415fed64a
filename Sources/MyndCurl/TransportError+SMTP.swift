import Foundation

extension TransportError {
    /// Why libcurl's SMTP conversation ended early. A reply code of 400 or more means the server
    /// refused (its last reply's text is kept); otherwise libcurl's own failure decides. Every
    /// form of the password libcurl may have sent is scrubbed from the texts.
    init(_ error: CurlError, host: String, replyCode: Int, replyLines: [String], connected: Bool, sender: SMTPSender) {
        let secrets = Self.secrets(sender.credentials)
        if replyCode >= 400 {
            let text = Self.lastReplyText(code: replyCode, lines: replyLines) ?? error.message
            self = .rejected(host: host, code: replyCode, text: ErrorText.redacting(secrets, in: text))
            return
        }
        let seconds = connected ? sender.totalTimeout : min(sender.connectTimeout, sender.totalTimeout)
        self.init(error, host: host, secrets: secrets, seconds: seconds)
    }

    /// The text of the server's last reply with this code: its lines ("550-first", "550 last")
    /// without the code, joined. Later lines (the answer to QUIT) are passed over.
    static func lastReplyText(code: Int, lines: [String]) -> String? {
        let prefix = String(code)
        guard let last = lines.lastIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        let first = lines[...last].reversed().prefix { $0.hasPrefix(prefix) }.count
        return lines[(last + 1 - first)...last]
            .map { $0.dropFirst(prefix.count + 1).trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    /// The password, and the base64 forms AUTH PLAIN and AUTH LOGIN send it in, in case a server
    /// echoes what it got.
    private static func secrets(_ credentials: SMTPCredentials?) -> [String] {
        guard let credentials else { return [] }
        let plain = Data("\0\(credentials.username)\0\(credentials.password)".utf8).base64EncodedString()
        return [credentials.password, plain, Data(credentials.password.utf8).base64EncodedString()]
    }
}
