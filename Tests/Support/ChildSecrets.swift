public import Testing

/// What mynd's children see of its environment (issue 30 item 7): secrets as a person's
/// session might hold them, and the check that a child was handed none of them. Shared by the
/// rule's own tests (MyndPOSIXTests) and those that run the built binary (MyndCLITests).
public enum ChildSecrets {
    /// Secrets as a person's session might hold them, each with a value that shows up anywhere.
    public static let values = [
        "ANTHROPIC_API_KEY": "sk-ant-FAKEKEY-child-7c1e",
        "ANTHROPIC_AUTH_TOKEN": "auth-token-child-7c1e",
        "MYND_SMTP_PASSWORD": "smtp-child-pw-7c1e",
        "MYND_IMAP_PASSWORD": "imap-child-pw-7c1e",
        "GITHUB_TOKEN": "ghp-child-7c1e",
        "AWS_SECRET_ACCESS_KEY": "aws-child-7c1e",
        "PGPASSWORD": "pg-child-7c1e",
    ]

    /// `env` output (or /proc/PID/environ) as a dictionary.
    public static func parse(_ text: String, separator: Character = "\n") -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: separator) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            result[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return result
    }

    /// No secret, no credentials folder, no word of systemd's for the agent, in `seen`.
    public static func expectNone(in seen: [String: String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in values.keys.sorted() + ["CREDENTIALS_DIRECTORY", "NOTIFY_SOCKET", "WATCHDOG_USEC"] {
            #expect(seen[name] == nil, "\(what) was handed \(name)", sourceLocation: sourceLocation)
        }
        let all = seen.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        for secret in values.values where all.contains(secret) {
            Issue.record("\(what) holds \(secret)", sourceLocation: sourceLocation)
        }
    }
}
