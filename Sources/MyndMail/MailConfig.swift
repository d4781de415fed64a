import Foundation
import MyndCore
public import MyndCurl

/// `[smtp]`: where email goes. Email is off while `url` is empty.
public struct SMTPConfig: Sendable {
    public var url: String?
    public var starttls = SMTPSender.StartTLS.required
    public var caFile: String?
    public var username: String?
    public var passwordFile: String?
    public var from = ""
    public var to: [String] = []

    public init() {}

    public var isEnabled: Bool { url != nil }

    /// A bare address (`name@host`): no display name, spaces, brackets or control characters,
    /// so nothing in it can bend an SMTP command or a header.
    public static func isAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7f && !"<>(),;:\\\"[]".unicodeScalars.contains($0) }
    }
}

/// `[imap]`: where replies to mynd's emails are read. Replies are not read while `url` is empty.
public struct IMAPConfig: Sendable {
    /// `imaps://host:993/INBOX`, or `imap://host/INBOX` (STARTTLS, required unless localhost).
    public var url: String?
    public var username: String?
    public var passwordFile: String?
    public var caFile: String?
    /// Whose replies are obeyed (lowercase addresses); the config's default is `[smtp] to`.
    public var allowFrom: [String] = []
    /// Where applied replies are moved; nil flags them (`\Seen $MyndDone`) where they are.
    public var processedFolder: String?
    /// A one-line email confirms each applied reply ("Done: Plant the garden").
    public var confirm = false
    /// How long after its email a reply may act (`reply_window`, a week by default): an old
    /// email's "done" is not what the person means today.
    public var replyWindowSeconds = ReplyStanding.defaultWindowSeconds

    public init() {}

    public var isEnabled: Bool { url != nil }

    /// STARTTLS may be skipped only for a server on this machine.
    public var requiresTLS: Bool {
        guard let url, let components = URLComponents(string: url), components.scheme?.lowercased() == "imap" else { return true }
        return !["localhost", "127.0.0.1", "::1", "[::1]"].contains(components.host?.lowercased() ?? "")
    }
}
