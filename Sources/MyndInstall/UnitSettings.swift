package import MyndCore

/// What the installed units depend on, gathered by the shell (the running binary, the paths,
/// the config, which credential files exist) so rendering them is a pure function.
package struct UnitSettings: Equatable, Sendable {
    /// The absolute path of the mynd binary the units run (`/proc/self/exe` of the installer).
    package var binary: String
    /// Where the person keeps the 0600 files the units load as credentials.
    package var credentialsDirectory: String
    /// The credentials (`anthropic-api-key`, `smtp-password`) whose file exists; a unit that
    /// names a missing file fails to start, so only these are loaded.
    package var credentials: Set<String>
    /// `[schedule] morning_insight_time`: when the digest timer fires.
    package var morning: ClockTime
    /// `[schedule] timezone`, when set: the digest timer's calendar is in that zone.
    package var timeZone: String?
    /// Variables the jobs need to find the same files as the installer (`MYND_HOME`).
    package var environment: [String: String]

    /// The credentials the units know, by the names `$CREDENTIALS_DIRECTORY` files get.
    package static let knownCredentials = ["anthropic-api-key", "smtp-password", "imap-password"]
}
