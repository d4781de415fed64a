import Foundation
import MyndCore
package import MyndCurl
package import MyndPOSIX

/// The inbox as this run can read it, from `[imap]` and the environment: the login, the key
/// that signs Message-IDs, or why replies cannot be read (a password file others can read).
package struct InboxSetup {
    package var imap: IMAPConfig
    package var username: String?
    package var password: String?
    /// Where the password came from (never what it is), for `mynd doctor`.
    package var passwordSource: String?
    /// Set when the inbox cannot be read this run; `status` shows it.
    package var unavailable: String?

    /// The password is found as SMTP's is: `MYND_IMAP_PASSWORD`, the systemd credential
    /// `imap-password`, `[imap] password_file`.
    package init(imap: IMAPConfig, environment: [String: String]) {
        self.imap = imap
        username = imap.username
        do {
            let secret = try Secret.resolve(
                variable: "MYND_IMAP_PASSWORD", credential: "imap-password", file: imap.passwordFile, configKey: "imap.password_file",
                environment: environment)
            password = secret?.value
            passwordSource = secret.map { "\($0.source)" }
            if imap.username != nil, secret == nil {
                unavailable =
                    "imap.username is set but there is no password: set MYND_IMAP_PASSWORD, the systemd credential imap-password, or imap.password_file"
            }
        } catch {
            unavailable = error.description
        }
    }

    /// The server's host, for messages ("imap mail.example.org").
    package var serverName: String {
        "imap " + (imap.url.flatMap { URL(string: $0)?.host } ?? "server")
    }

    /// A session on the mailbox, all of it within `seconds`.
    package func mailbox(seconds: Double) throws(TransportError) -> IMAPMailbox {
        guard let url = imap.url else { throw .invalidRequest(detail: "cannot read mail: imap.url is empty") }
        return try IMAPMailbox(
            url: url, username: username, password: password, requireTLS: imap.requiresTLS,
            caFile: imap.caFile.map { ($0 as NSString).expandingTildeInPath }, connectTimeout: min(10, seconds), totalTimeout: seconds)
    }

    /// The key that signs Message-IDs, kept beside the database (its real file: see
    /// `ReplyKeyFile.path(forDatabase:)`), made on first use.
    package static func replyKey(database: String) throws(SecretError) -> ReplyKey {
        ReplyKey(bytes: try ReplyKeyFile.load(path: ReplyKeyFile.path(forDatabase: database)))
    }

    /// What is wrong with the reply key of `database`, without making one (for `doctor`).
    package static func replyKeyProblem(database: String) -> String? {
        ReplyKeyFile.problem(path: ReplyKeyFile.path(forDatabase: database))
    }
}
