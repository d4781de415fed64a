public import MyndCore

/// What the installed units depend on, gathered by the shell (the running binary, the paths,
/// the config, which credential files exist) so rendering them is a pure function.
public struct UnitSettings: Equatable, Sendable {
    /// The absolute path of the mynd binary the units run (`/proc/self/exe` of the installer).
    public var binary: String
    /// Where the person keeps the 0600 files the units load as credentials.
    public var credentialsDirectory: String
    /// The credentials (`anthropic-api-key`, `smtp-password`) whose file exists; a unit that
    /// names a missing file fails to start, so only these are loaded.
    public var credentials: Set<String>
    /// `[schedule] morning_insight_time`: when the digest timer fires.
    public var morning: ClockTime
    /// `[schedule] timezone`, when set: the digest timer's calendar is in that zone.
    public var timeZone: String?
    /// Variables the jobs need to find the same files as the installer (`MYND_HOME`).
    public var environment: [String: String]

    /// The credentials the units know, by the names `$CREDENTIALS_DIRECTORY` files get.
    public static let knownCredentials = ["anthropic-api-key", "smtp-password", "imap-password"]
}
