import Foundation
import MyndCore
import MyndMail
import TOMLKit

/// `[imap]`: where replies to mynd's emails are read. Replies are read only with `[smtp]` set
/// up too: they answer mynd's emails, and the default `allow_from` is `smtp.to`.
extension Config {
    static var imap: ConfigSection {
        ConfigSection(
            name: "imap", note: "replies to mynd's emails are not read while url is empty",
            keys: [
                ConfigKey(
                    name: "url",
                    template: {
                        templateLines("url = \(quoted($0.imap.url ?? ""))", note: ["imaps://host:993/INBOX (or imap://, STARTTLS)"])
                    },
                    read: { config, entry in config.imap.url = try IMAPConfig.url(entry, smtp: config.smtp) }),
                .optionalString("username", \.imap.username),
                .optionalString(
                    "password_file", \.imap.passwordFile, note: "0600; or env MYND_IMAP_PASSWORD, or $CREDENTIALS_DIRECTORY/imap-password"),
                .optionalString("ca_file", \.imap.caFile),
                .value("allow_from", \.imap.allowFrom, shown: quoted, note: "whose replies are obeyed; default: smtp.to") { entry in
                    guard let array = entry.value.array, array.allSatisfy({ $0.string.map(SMTPConfig.isAddress) ?? false }) else {
                        throw entry.error("must be a list of email addresses, like allow_from = [\"me@example.org\"]")
                    }
                    return array.compactMap(\.string).map { $0.lowercased() }
                },
                .value(
                    "processed_folder", \.imap.processedFolder, shown: { quoted($0 ?? "") },
                    note: "move applied replies there (\"\" = flag them \\Seen $MyndDone)"
                ) { entry in
                    let folder = try entry.string()
                    if folder.isEmpty { return nil }
                    guard !folder.contains(where: { $0.isNewline || $0 == "\0" }) else {
                        throw entry.error("cannot hold a line break: name one folder, like \"mynd\"")
                    }
                    return folder
                },
                .value("confirm", \.imap.confirm, shown: { "\($0)" }, note: "a one-line email confirms each applied reply") {
                    try $0.bool()
                },
                .value(
                    "reply_window", \.imap.replyWindowSeconds, shown: { quoted(IMAPConfig.days($0)) },
                    note: "a reply this long after its email is not obeyed (1h to 90d)"
                ) { entry in
                    try entry.duration(
                        within: 3600...(90 * 86_400),
                        hint: "from 1h to 90d: use one like \"7d\" (a reply this long after its email is not obeyed)"
                    ).totalSeconds
                },
            ],
            isOn: { $0.imap.isEnabled },
            check: { config in
                if config.imap.allowFrom.isEmpty { config.imap.allowFrom = config.smtp.to.map { $0.lowercased() } }
            })
    }
}

extension IMAPConfig {
    /// `url`: imap:// or imaps:// with a host and without a login, a mailbox (INBOX when none
    /// is named); "" leaves replies unread. `[smtp]` must be set up first.
    static func url(_ entry: Config.Entry, smtp: SMTPConfig) throws -> String? {
        let url = try entry.string()
        if url.isEmpty { return nil }
        let hint = "use imaps://host:993/INBOX (or imap://host/INBOX with STARTTLS)"
        guard let parsed = URLComponents(string: url), ["imap", "imaps"].contains(parsed.scheme?.lowercased() ?? ""),
            parsed.host?.isEmpty == false
        else {
            throw entry.error("= \"\(url)\" is not an IMAP URL: \(hint)")
        }
        guard parsed.user == nil, parsed.password == nil else {
            throw entry.error(
                "holds a user name or password: keep it to imaps://host/INBOX, put the user in imap.username and the password in MYND_IMAP_PASSWORD or imap.password_file (chmod 600)"
            )
        }
        guard !smtp.to.isEmpty, smtp.isEnabled else {
            throw CLIError(
                .config, "\(entry.path): [imap] reads replies to mynd's emails, and [smtp] is not set up: set smtp.url, from and to first")
        }
        return parsed.path.isEmpty || parsed.path == "/" ? url.trimmingSuffix("/") + "/INBOX" : url
    }

    /// Seconds as the template writes the default: whole days.
    static func days(_ seconds: Int64) -> String {
        seconds % 86_400 == 0 ? "\(seconds / 86_400)d" : DurationText(seconds: seconds).text
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
