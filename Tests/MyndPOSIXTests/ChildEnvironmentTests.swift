import MyndCore
import MyndTestSupport
import Testing

@testable import MyndPOSIX

/// What mynd's children see of its environment (issue 30 item 7): the helper and the open
/// command get the session and no secret, not even where the credentials are; the processing
/// run the agent starts gets what a job needs and nothing more. (MyndCLITests checks the same
/// through the built binary, in a helper and an open command that write down what they got.)
@Suite(.timed) struct ChildEnvironmentTests {
    static let parent = [
        "PATH": "/usr/bin:/bin", "HOME": "/home/me", "DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
        "LANG": "de_DE.UTF-8", "LC_TIME": "de_DE.UTF-8", "XDG_RUNTIME_DIR": "/run/user/1000", "MYND_HOME": "/tmp/m",
        "ANTHROPIC_BASE_URL": "https://api.example.org", "EDITOR": "vi", "NOTIFY_SOCKET": "/run/systemd/notify",
        "WATCHDOG_USEC": "30000000", "CREDENTIALS_DIRECTORY": "/run/credentials/mynd-agent.service",
    ].merging(ChildSecrets.values) { $1 }

    @Test func aProgram_getsTheSession_andNoSecret() {
        let seen = ChildEnvironment.program.environment(from: Self.parent)
        ChildSecrets.expectNone(in: seen, "a program")
        for kept in ["PATH", "HOME", "DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LANG", "LC_TIME", "XDG_RUNTIME_DIR", "EDITOR", "MYND_HOME"] {
            #expect(seen[kept] == Self.parent[kept], "\(kept)")
        }
    }

    @Test func aJob_getsWhatItReads_andNotTheInboxPassword() {
        let seen = ChildEnvironment.job(.processing).environment(from: Self.parent)
        #expect(seen["ANTHROPIC_API_KEY"] == ChildSecrets.values["ANTHROPIC_API_KEY"], "processing asks Claude")
        #expect(seen["MYND_SMTP_PASSWORD"] == ChildSecrets.values["MYND_SMTP_PASSWORD"], "processing delivers email")
        #expect(seen["CREDENTIALS_DIRECTORY"] != nil, "a job reads its credentials")
        for withheld in ["MYND_IMAP_PASSWORD", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "PGPASSWORD", "ANTHROPIC_AUTH_TOKEN", "EDITOR"]
            + ["NOTIFY_SOCKET", "WATCHDOG_USEC"]
        {
            #expect(seen[withheld] == nil, "\(withheld)")
        }
        for kept in ["PATH", "HOME", "DISPLAY", "LANG", "LC_TIME", "XDG_RUNTIME_DIR", "MYND_HOME", "ANTHROPIC_BASE_URL"] {
            #expect(seen[kept] == Self.parent[kept], "\(kept)")
        }
    }

    @Test func refresh_alone_getsTheInboxPassword() {
        #expect(
            ChildEnvironment.job(.refresh).environment(from: Self.parent)["MYND_IMAP_PASSWORD"] == ChildSecrets.values["MYND_IMAP_PASSWORD"]
        )
        #expect(ChildEnvironment.job(.digest).environment(from: Self.parent)["MYND_IMAP_PASSWORD"] == nil)
    }

    @Test(arguments: ["GITHUB_TOKEN", "PGPASSWORD", "AWS_SECRET_ACCESS_KEY", "OPENAI_API_KEY", "my_client_secret", "GPG_PRIVATE_KEY"])
    func namesLikeSecrets_areSecrets(_ name: String) {
        #expect(ChildEnvironment.isSecret(name))
    }

    @Test(arguments: ["PATH", "DISPLAY", "SSH_AUTH_SOCK", "XAUTHORITY", "LANG", "TERM", "KEYBOARD"])
    func sessionNames_areNot(_ name: String) {
        #expect(!ChildEnvironment.isSecret(name))
    }
}
