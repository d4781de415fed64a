import Foundation
package import MyndCore
package import MyndCurl
import MyndPOSIX
package import MyndStore
package import MyndTemplates

/// Email as this run can send it, from `[smtp]` and the environment: the login, or why
/// nothing can be sent (which each email row then records as its reason to wait).
package struct EmailSetup {
    package var smtp: SMTPConfig
    /// User name and password for SMTP AUTH; nil sends without logging in.
    package var login: SMTPCredentials?
    /// Where the password came from (never what it is), for `mynd doctor`.
    package var passwordSource: String?
    /// Set when the password cannot be had: a missing or unreadable file, a file others can
    /// read, a user name without a password.
    package var unavailable: String?

    package init(smtp: SMTPConfig, environment: [String: String]) {
        self.smtp = smtp
        do {
            let secret = try Secret.resolve(
                variable: "MYND_SMTP_PASSWORD", credential: "smtp-password", file: smtp.passwordFile,
                configKey: "smtp.password_file", environment: environment)
            switch (smtp.username, secret) {
            case (let username?, let secret?):
                login = SMTPCredentials(username: username, password: secret.value)
                passwordSource = "\(secret.source)"
            case (let username?, nil):
                unavailable =
                    "smtp.username = \"\(username)\" has no password: set MYND_SMTP_PASSWORD, the systemd credential smtp-password, or smtp.password_file"
            case (nil, let secret?):
                unavailable = "there is a password (\(secret.source)) but no smtp.username: set the user name to log in with"
            case (nil, nil):
                break
            }
        } catch {
            unavailable = error.description
        }
    }

    /// The server's host, for messages ("smtp mail.example.org").
    package var serverName: String {
        "smtp " + (smtp.url.flatMap { URL(string: $0)?.host } ?? "server")
    }

    /// The channel that sends the outbox's email rows through `transport` (libcurl's SMTP by
    /// default), dated `now` in `zone`, each send within `secondsLeft()` (the job's time for a
    /// call: what is left less the reserve it keeps to record what happened). `later` is what
    /// "Later" means (`snooze_default`), as the email offers it.
    package func channel(
        store: GraphStore, templates: TemplateSet, now: Timestamp, zone: LocalTime, later: String,
        secondsLeft: @escaping () -> Double, transport: (any MailTransport)? = nil, replyKey: ReplyKey? = nil
    ) -> EmailChannel {
        var renderer = EmailRenderer(
            templates: templates, store: store, from: smtp.from, to: smtp.to, host: MyndPOSIX.hostName(), zone: zone, later: later)
        renderer.replyKey = replyKey
        return EmailChannel(
            renderer: renderer, transport: transport ?? SMTPTransport(smtp: smtp, login: login), now: now,
            unavailable: unavailable, serverName: serverName,
            secondsLeft: secondsLeft)
    }
}
