package import MyndCore

/// What mail needs from the config and the environment: all the shell hands MyndMail.
package struct MailSettings: Sendable {
    /// `[smtp]`: where email goes (off while its url is empty).
    package var smtp: SMTPConfig
    /// `[imap]`: where replies are read (off while its url is empty).
    package var imap: IMAPConfig
    /// The database's path: the key that signs Message-IDs is kept beside it.
    package var database: String
    /// Passwords (`MYND_SMTP_PASSWORD`, `MYND_IMAP_PASSWORD`, credentials) are found here.
    package var environment: [String: String]
    package var now: Timestamp
    package var zone: LocalTime
    /// What "later" means, in a reply and as the emails offer it (`snooze_default`).
    package var snoozeDefault: DurationText
    /// The follow-up limits: a time in a reply is read with the hours this person answers at.
    package var limits: FollowUpLimits
    /// The language the person reads mynd in: the answers to replies are written in it.
    package var language: Language = .english

    package init(
        smtp: SMTPConfig, imap: IMAPConfig, database: String, environment: [String: String], now: Timestamp, zone: LocalTime,
        snoozeDefault: DurationText, limits: FollowUpLimits
    ) {
        self.smtp = smtp
        self.imap = imap
        self.database = database
        self.environment = environment
        self.now = now
        self.zone = zone
        self.snoozeDefault = snoozeDefault
        self.limits = limits
    }
}
