import MyndCore

/// What the installed units depend on, gathered by the shell (the running binary, the paths,
/// the config, which credential files exist) so rendering them is a pure function.
struct UnitSettings: Equatable {
    /// The absolute path of the mynd binary the units run (`/proc/self/exe` of the installer).
    var binary: String
    /// Where the person keeps the 0600 files the units load as credentials.
    var credentialsDirectory: String
    /// The credentials (`anthropic-api-key`, `smtp-password`) whose file exists; a unit that
    /// names a missing file fails to start, so only these are loaded.
    var credentials: Set<String>
    /// `[schedule] morning_insight_time`: when the digest timer fires.
    var morning: ClockTime
    /// `[schedule] timezone`, when set: the digest timer's calendar is in that zone.
    var timeZone: String?
    /// Variables the jobs need to find the same files as the installer (`MYND_HOME`).
    var environment: [String: String]

    /// The credentials the units know, by the names `$CREDENTIALS_DIRECTORY` files get.
    static let knownCredentials = ["anthropic-api-key", "smtp-password"]
}
