package import MyndCore

/// What a program mynd starts may see of mynd's own environment: the one place that decides
/// it, for every child (`ProgramRunner` applies it to each start).
///
/// mynd's secrets are for mynd. A helper (`notify-send`), an open command or a terminal has no
/// use for them, and whatever it logs or starts would carry them on; neither may it learn
/// where the credentials are (`CREDENTIALS_DIRECTORY`), nor report to systemd in the agent's
/// name (`NOTIFY_SOCKET`, the watchdog).
package enum ChildEnvironment: Sendable, Equatable {
    /// A program that is not mynd: `[desktop] helper`, `[desktop] open_command`, the terminal,
    /// systemctl. It gets the session (display, bus, locale, PATH) and nothing secret.
    case program
    /// mynd itself, running a job (the agent's processing run when AC power comes back): only
    /// what a job reads — the session, mynd's own settings and the secrets its work needs:
    /// Claude's key and the SMTP password for every job, the IMAP password for refresh alone
    /// (the only job that reads the inbox).
    case job(JobKind)

    /// The environment a child of this kind gets from `parent`.
    package func environment(from parent: [String: String]) -> [String: String] {
        switch self {
        case .program: parent.filter { !Self.isSecret($0.key) && !Self.forTheAgentOnly.contains($0.key) }
        case .job(let job): parent.filter { Self.isForAJob($0.key) || (job == .refresh && $0.key == "MYND_IMAP_PASSWORD") }
        }
    }

    /// systemd's messages to the agent itself: a child reporting READY or feeding the watchdog
    /// would speak for it.
    static let forTheAgentOnly: Set<String> = ["NOTIFY_SOCKET", "WATCHDOG_PID", "WATCHDOG_USEC"]

    /// The secrets mynd reads, and where systemd keeps its credentials.
    static let mynds: Set<String> = [
        "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "MYND_SMTP_PASSWORD", "MYND_IMAP_PASSWORD", "CREDENTIALS_DIRECTORY",
    ]

    /// Words that mark a variable as a secret whoever set it (`GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`,
    /// `PGPASSWORD`, `OPENAI_API_KEY`): a program mynd starts has no use for any of them.
    static let secretWords = ["PASSWORD", "PASSWD", "SECRET", "TOKEN", "API_KEY", "APIKEY", "PRIVATE_KEY", "CREDENTIAL"]

    /// Whether `name` is a secret: one of mynd's, or named like one.
    package static func isSecret(_ name: String) -> Bool {
        if mynds.contains(name) { return true }
        let upper = name.uppercased()
        return secretWords.contains { upper.contains($0) }
    }

    /// What a job run reads: where it finds its files and session, the locale, mynd's own
    /// variables, Claude's endpoint and key, the SMTP password, and TLS and proxy settings
    /// libcurl honours.
    static let jobNeeds: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR",
        "DBUS_SESSION_BUS_ADDRESS", "DBUS_SYSTEM_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "JOURNAL_STREAM",
        "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "MYND_SMTP_PASSWORD", "CREDENTIALS_DIRECTORY",
        "SSL_CERT_FILE", "SSL_CERT_DIR", "http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY",
    ]

    static func isForAJob(_ name: String) -> Bool {
        if jobNeeds.contains(name) { return true }
        if name == "MYND_IMAP_PASSWORD" { return false }
        return name.hasPrefix("MYND_") || name.hasPrefix("LC_") || name.hasPrefix("XDG_")
    }
}
