import Foundation
import MyndCore
import MyndMail
import TOMLKit

extension IMAPConfig {
    /// The `[imap]` table of config.toml. Replies are read only with `[smtp]` set up too: they
    /// answer mynd's emails, and the default `allow_from` is `smtp.to`.
    static func parse(_ reader: Config.Reader, smtp: SMTPConfig) throws -> IMAPConfig {
        var imap = IMAPConfig()
        let path = reader.path
        guard let url = try reader.string("imap", "url"), !url.isEmpty else { return imap }
        let hint = "use imaps://host:993/INBOX (or imap://host/INBOX with STARTTLS)"
        guard let parsed = URLComponents(string: url), let scheme = parsed.scheme?.lowercased(), ["imap", "imaps"].contains(scheme),
            let host = parsed.host, !host.isEmpty
        else {
            throw CLIError(.config, "\(path): imap.url = \"\(url)\" is not an IMAP URL: \(hint)")
        }
        guard parsed.user == nil, parsed.password == nil else {
            throw CLIError(
                .config,
                "\(path): imap.url holds a user name or password: keep it to imaps://host/INBOX, put the user in imap.username and the password in MYND_IMAP_PASSWORD or imap.password_file (chmod 600)"
            )
        }
        guard !smtp.to.isEmpty, smtp.isEnabled else {
            throw CLIError(
                .config, "\(path): [imap] reads replies to mynd's emails, and [smtp] is not set up: set smtp.url, from and to first")
        }
        imap.url = parsed.path.isEmpty || parsed.path == "/" ? url.trimmingSuffix("/") + "/INBOX" : url
        for (key, keyPath) in [("username", \IMAPConfig.username), ("password_file", \.passwordFile), ("ca_file", \.caFile)] {
            if let value = try reader.string("imap", key), !value.isEmpty { imap[keyPath: keyPath] = value }
        }
        if let folder = try reader.string("imap", "processed_folder"), !folder.isEmpty {
            guard !folder.contains(where: { $0.isNewline || $0 == "\0" }) else {
                throw CLIError(.config, "\(path): imap.processed_folder cannot hold a line break: name one folder, like \"mynd\"")
            }
            imap.processedFolder = folder
        }
        imap.confirm = try reader.bool("imap", "confirm") ?? false
        if let text = try reader.string("imap", "reply_window") {
            guard let window = DurationText(text), (3600...(90 * 86_400)).contains(window.totalSeconds) else {
                throw CLIError(
                    .config,
                    "\(path): imap.reply_window = \"\(text)\" is not a duration from 1h to 90d: use one like \"7d\" (a reply this long after its email is not obeyed)"
                )
            }
            imap.replyWindowSeconds = window.totalSeconds
        }
        if let list = reader.value("imap", "allow_from") {
            guard let array = list.array, array.allSatisfy({ $0.string.map(SMTPConfig.isAddress) ?? false }) else {
                throw CLIError(
                    .config, "\(path): imap.allow_from must be a list of email addresses, like allow_from = [\"me@example.org\"]")
            }
            imap.allowFrom = array.compactMap(\.string).map { $0.lowercased() }
        }
        if imap.allowFrom.isEmpty { imap.allowFrom = smtp.to.map { $0.lowercased() } }
        return imap
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
