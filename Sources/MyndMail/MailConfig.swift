import Foundation
import MyndCore
package import MyndCurl

/// `[smtp]`: where email goes. Email is off while `url` is empty.
package struct SMTPConfig: Sendable {
    package var url: String?
    package var starttls = SMTPSender.StartTLS.required
    package var caFile: String?
    package var username: String?
    package var passwordFile: String?
    package var from = ""
    package var to: [String] = []

    package init() {}

    package var isEnabled: Bool { url != nil }

    /// A bare address (`name@host`): no display name, spaces, brackets or control characters,
    /// so nothing in it can bend an SMTP command or a header.
    package static func isAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
            && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7f && !"<>(),;:\\\"[]".unicodeScalars.contains($0) }
    }
}

/// `[imap]`: where replies to mynd's emails are read. Replies are not read while `url` is empty.
package struct IMAPConfig: Sendable {
    /// `imaps://host:993/INBOX`, or `imap://host/INBOX` (STARTTLS, required unless localhost).
    package var url: String?
    package var username: String?
    package var passwordFile: String?
    package var caFile: String?
    /// Whose replies are obeyed (lowercase addresses); the config's default is `[smtp] to`.
    package var allowFrom: [String] = []
    /// Where applied replies are moved; nil flags them (`\Seen $MyndDone`) where they are.
    package var processedFolder: String?
    /// A one-line email confirms each applied reply ("Done: Plant the garden").
    package var confirm = false
    /// How long after its email a reply may act (`reply_window`, a week by default): an old
    /// email's "done" is not what the person means today.
    package var replyWindowSeconds = ReplyStanding.defaultWindowSeconds

    package init() {}

    package var isEnabled: Bool { url != nil }

    /// STARTTLS may be skipped only for a server on this machine.
    package var requiresTLS: Bool {
        guard let url, let components = URLComponents(string: url), components.scheme?.lowercased() == "imap" else { return true }
        return !["localhost", "127.0.0.1", "::1", "[::1]"].contains(components.host?.lowercased() ?? "")
    }
}
